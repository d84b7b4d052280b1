/**
 * Whether this document was opened by a new navigation (a link followed, an address typed), not
 * by a reload or a step back or forward in history. Browser only.
 */
export function openedByNewNavigation(): boolean {
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return entry?.type === "navigate";
}
