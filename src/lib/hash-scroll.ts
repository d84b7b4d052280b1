/** SPEC §2/§9: hash anchors scroll after 1000 ms, 130 px above the target, retried every 250 ms up to 100 times. */
export const HASH_SCROLL = { delayMs: 1000, offsetPx: 130, retryMs: 250, maxRetries: 100 } as const;

interface ScrollEnv {
  getElementById(id: string): { getBoundingClientRect(): { top: number } } | null;
  scrollY(): number;
  scrollTo(options: ScrollToOptions): void;
  prefersReducedMotion(): boolean;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

function browserEnv(): ScrollEnv {
  return {
    getElementById: (id) => document.getElementById(id),
    scrollY: () => window.scrollY,
    scrollTo: (options) => window.scrollTo(options),
    prefersReducedMotion: () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false,
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  };
}

/**
 * Scrolls to `target`, HASH_SCROLL.offsetPx above it so the sticky header does not cover it;
 * smoothly unless the visitor prefers reduced motion.
 */
export function scrollToElement(
  target: { getBoundingClientRect(): { top: number } },
  env: Pick<ScrollEnv, "scrollY" | "scrollTo" | "prefersReducedMotion"> = browserEnv(),
): void {
  env.scrollTo({
    top: Math.max(0, target.getBoundingClientRect().top + env.scrollY() - HASH_SCROLL.offsetPx),
    behavior: env.prefersReducedMotion() ? "auto" : "smooth",
  });
}

function idOf(hash: string): string {
  const raw = hash.startsWith("#") ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Scrolls smoothly to the element the hash names once it exists (content may still be loading).
 * Returns a function that cancels pending attempts, e.g. when the visitor navigates on.
 */
export function scrollToHash(hash: string, env: ScrollEnv = browserEnv()): () => void {
  const id = idOf(hash);
  if (!id) return () => undefined;
  let retries = 0;
  let handle: unknown;
  const attempt = () => {
    const target = env.getElementById(id);
    if (target) {
      scrollToElement(target, env);
    } else if (retries < HASH_SCROLL.maxRetries) {
      retries++;
      handle = env.setTimeout(attempt, HASH_SCROLL.retryMs);
    }
  };
  handle = env.setTimeout(attempt, HASH_SCROLL.delayMs);
  return () => env.clearTimeout(handle);
}
