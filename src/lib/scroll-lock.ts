/**
 * Page scroll lock shared by everything that covers the page (header menu, events overlay):
 * SPEC §4 blocks page scrolling and pads the body by the scrollbar's width so the layout does
 * not jump. Locks nest: the page scrolls again only when every holder has unlocked.
 */
let holders = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

/** Width of the vertical scrollbar the lock is about to hide (0 on overlay-scrollbar systems). */
function scrollbarWidth(): number {
  return Math.max(0, window.innerWidth - document.documentElement.clientWidth);
}

export function lockScroll(): void {
  holders += 1;
  if (holders > 1) return;
  const { style } = document.body;
  const width = scrollbarWidth();
  saved = { overflow: style.overflow, paddingRight: style.paddingRight };
  style.overflow = "hidden";
  if (width > 0) style.paddingRight = `${width}px`;
  // Fixed elements (overlays, sticky bars) are outside the body's padding and read this instead.
  document.documentElement.style.setProperty("--scrollbar-compensation", `${width}px`);
}

/** Releases one lock; extra calls are ignored so a double cleanup cannot unlock someone else's lock. */
export function unlockScroll(): void {
  if (holders === 0) return;
  holders -= 1;
  if (holders > 0 || saved === null) return;
  document.body.style.overflow = saved.overflow;
  document.body.style.paddingRight = saved.paddingRight;
  document.documentElement.style.removeProperty("--scrollbar-compensation");
  saved = null;
}

/** True while at least one holder keeps the page from scrolling. */
export function isScrollLocked(): boolean {
  return holders > 0;
}
