/**
 * Scrolls `element` (the page when null) to its top over `durationMs` (SPEC §9: 0.6 s after a
 * filter change, 0.7 s for the scroll-to-top button). Native smooth scrolling has no duration,
 * hence the frames. Jumps at once for visitors who prefer reduced motion. `onDone` runs once the
 * top is reached. Returns a canceller.
 */
export function scrollToTop(
  durationMs: number,
  element: HTMLElement | null = null,
  onDone: () => void = () => undefined,
): () => void {
  const from = element ? element.scrollTop : window.scrollY;
  const set = (top: number) => (element ? element.scrollTo({ top }) : window.scrollTo({ top }));
  if (from <= 0) {
    onDone();
    return () => undefined;
  }
  if (durationMs <= 0 || window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) {
    set(0);
    onDone();
    return () => undefined;
  }
  let frame = 0;
  let start: number | undefined;
  const step = (now: number) => {
    start ??= now;
    const progress = Math.min(1, (now - start) / durationMs);
    // Ease in and out, so the move neither jolts nor stops abruptly.
    const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
    set(Math.round(from * (1 - eased)));
    if (progress < 1) frame = window.requestAnimationFrame(step);
    else onDone();
  };
  frame = window.requestAnimationFrame(step);
  return () => window.cancelAnimationFrame(frame);
}
