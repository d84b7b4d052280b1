import { type ComponentType, lazy, useState } from "react";

/**
 * A view whose code loads on first use (its own chunk), with `preload()` for loaders: once
 * preloaded it renders synchronously, so server rendering never suspends on it and client
 * navigation shows no empty gap. Rendered inside a Suspense boundary (ModuleView).
 */
export function lazyView<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { preload: () => Promise<void> } {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = (): Promise<void> => {
    pending ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        pending = undefined; // a later render may retry a failed chunk request
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });
  // biome-ignore lint/correctness/noComponentHookFactories: one stable component per view, made once at registry load
  function LazyView(props: P) {
    // Decided once per instance: switching from <Lazy> to the component would remount it.
    const [Component] = useState(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(LazyView, { preload });
}
