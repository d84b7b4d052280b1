import { useEffect, useState } from "react";

/**
 * `rule(scrollY, innerHeight)` for the window, re-evaluated on scroll and resize at most once per
 * frame (header scrolled state, sticky-bar buttons). While `paused` (a scroll-locked page) the
 * last answer is kept. False during SSR and hydration.
 */
export function useScrollRule(rule: (scrollY: number, innerHeight: number) => boolean, paused = false): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    if (paused) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      setMatches(rule(window.scrollY, window.innerHeight));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [rule, paused]);
  return matches;
}
