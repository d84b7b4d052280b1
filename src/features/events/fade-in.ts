import { type RefObject, useEffect, useRef } from "react";

/** SPEC §4: events fade in once half of them is visible. */
const FADE_IN_THRESHOLD = 0.5;

/**
 * Fades in the `[data-fade]` items inside `container` as they become half visible. Items the
 * visitor already sees on the first run (the server-rendered part) are shown at once, so
 * hydration never hides content that was on screen; later items (next pages, a reset list) fade. The stylesheet only hides items while
 * the container carries `data-fade-ready`, so without JavaScript (and with reduced motion)
 * nothing is ever hidden. `itemsKey` changes whenever items are added or replaced.
 */
export function useFadeIn(
  container: RefObject<HTMLElement | null>,
  root: RefObject<HTMLElement | null> | null,
  itemsKey: string,
): void {
  const firstRun = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: itemsKey is the trigger; the items are read from the DOM.
  useEffect(() => {
    const list = container.current;
    if (!list || typeof IntersectionObserver === "undefined") return;
    const pending = [...list.querySelectorAll<HTMLElement>("[data-fade]:not([data-visible])")];
    if (firstRun.current) {
      firstRun.current = false;
      const bottom = root?.current?.getBoundingClientRect().bottom ?? window.innerHeight;
      for (const item of pending) if (item.getBoundingClientRect().top < bottom) item.dataset.visible = "";
    }
    list.setAttribute("data-fade-ready", "");
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.intersectionRatio < FADE_IN_THRESHOLD) continue;
          (entry.target as HTMLElement).dataset.visible = "";
          observer.unobserve(entry.target);
        }
      },
      { root: root?.current ?? null, threshold: FADE_IN_THRESHOLD },
    );
    for (const item of pending) if (!item.hasAttribute("data-visible")) observer.observe(item);
    return () => observer.disconnect();
  }, [container, root, itemsKey]);
}
