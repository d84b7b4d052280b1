import { type RefObject, useEffect, useRef } from "react";

/** SPEC §9: the next page is asked for when the list's end comes within 170 % of the viewport. */
const INFINITE_SCROLL_MARGIN = "0px 0px 170% 0px";

/**
 * SPEC §4: a request for a page not above the current page is ignored unless it resets the
 * list. An observer can report the same crossing twice before the first request is under way;
 * this keeps that from asking for a page twice.
 */
export function canRequestPage(requested: number, current: number, reset: boolean): boolean {
  return reset || requested > current;
}

interface InfiniteScrollOptions {
  /** The element at the end of the list. */
  sentinel: RefObject<Element | null>;
  /** The scrolling element (the overlay); null for the page's viewport. */
  root: RefObject<Element | null> | null;
  /** Pages in the list now; the next request asks for `loadedPages + 1`. */
  loadedPages: number;
  hasNextPage: boolean;
  /** Asks for the next page; a rejected or failed request may be asked again later. */
  fetchNextPage: () => Promise<{ isError: boolean }>;
  /** Changes when the list is reset (a filter change): requests start from the first page again. */
  resetKey: string;
}

/** Loads the next page whenever the end of the list scrolls within the margin (IntersectionObserver). */
export function useInfiniteScroll({
  sentinel,
  root,
  loadedPages,
  hasNextPage,
  fetchNextPage,
  resetKey,
}: InfiniteScrollOptions): void {
  // The highest page asked for so far: the "current page" of SPEC §4's rule.
  const requested = useRef(1);
  const state = useRef({ loadedPages, hasNextPage, fetchNextPage });
  state.current = { loadedPages, hasNextPage, fetchNextPage };

  const lastReset = useRef(resetKey);
  if (lastReset.current !== resetKey) {
    lastReset.current = resetKey;
    // The reset list starts empty and its first page comes with the query itself.
    requested.current = 1;
  }

  // A new page moves the sentinel and a reset replaces the list: observing afresh reports the
  // sentinel again if it is still in range. The callbacks themselves are read through `state`.
  // biome-ignore lint/correctness/useExhaustiveDependencies: loadedPages and resetKey are the triggers.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        const { loadedPages: loaded, hasNextPage: more, fetchNextPage: fetchNext } = state.current;
        const next = loaded + 1;
        if (!more || !canRequestPage(next, requested.current, false)) return;
        requested.current = next;
        void fetchNext().then((result) => {
          // A failed page may be asked for again on the next crossing.
          if (result.isError) requested.current = next - 1;
        });
      },
      { root: root?.current ?? null, rootMargin: INFINITE_SCROLL_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [sentinel, root, loadedPages, resetKey]);
}
