// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const router = vi.hoisted(() => ({ loading: false, listeners: new Set<() => void>() }));
vi.mock("@tanstack/react-router", async () => {
  const { useSyncExternalStore } = await import("react");
  return {
    useRouterState: ({ select }: { select: (state: { isLoading: boolean }) => boolean }) =>
      useSyncExternalStore(
        (listener) => {
          router.listeners.add(listener);
          return () => router.listeners.delete(listener);
        },
        () => select({ isLoading: router.loading }),
      ),
  };
});

const { RouteProgress } = await import("./RouteProgress");

function setLoading(loading: boolean) {
  act(() => {
    router.loading = loading;
    for (const listener of router.listeners) listener();
  });
}

describe("RouteProgress", () => {
  let root: Root;
  let container: HTMLElement;
  const phase = () => container.firstElementChild?.className.replace("route-progress route-progress--", "");

  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    vi.useFakeTimers();
    container = document.createElement("div");
    root = createRoot(container);
    act(() => root.render(<RouteProgress />));
  });
  afterEach(() => {
    act(() => root.unmount());
    vi.useRealTimers();
  });

  it("stays hidden for route changes faster than 200 ms", () => {
    setLoading(true);
    act(() => vi.advanceTimersByTime(199));
    setLoading(false);
    act(() => vi.advanceTimersByTime(1000));
    expect(phase()).toBe("idle");
  });

  it("runs for slow route changes, completes, and hides 500 ms after finishing", () => {
    setLoading(true);
    act(() => vi.advanceTimersByTime(200));
    expect(phase()).toBe("running");
    expect((container.firstElementChild as HTMLElement).style.animationDuration).toBe("5000ms");
    setLoading(false);
    expect(phase()).toBe("done");
    act(() => vi.advanceTimersByTime(499));
    expect(phase()).toBe("done");
    act(() => vi.advanceTimersByTime(1));
    expect(phase()).toBe("idle");
  });

  it("is decoration only: hidden from assistive technology", () => {
    expect(container.firstElementChild?.getAttribute("aria-hidden")).toBe("true");
  });
});
