import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HASH_SCROLL, scrollToHash } from "./hash-scroll";

function fakeEnv(overrides: { top?: number; scrollY?: number; reduced?: boolean } = {}) {
  const elements = new Map<string, { getBoundingClientRect(): { top: number } }>();
  const scrollTo = vi.fn();
  const lookups = vi.fn((id: string) => elements.get(id) ?? null);
  return {
    elements,
    scrollTo,
    lookups,
    env: {
      getElementById: lookups,
      scrollY: () => overrides.scrollY ?? 0,
      scrollTo,
      prefersReducedMotion: () => overrides.reduced ?? false,
      setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
      clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    },
    add(id: string, top: number) {
      elements.set(id, { getBoundingClientRect: () => ({ top }) });
    },
  };
}

describe("scrollToHash", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("waits 1000 ms, then scrolls smoothly to 130 px above the target", () => {
    const fake = fakeEnv({ scrollY: 500 });
    fake.add("dates", 900);
    scrollToHash("#dates", fake.env);
    vi.advanceTimersByTime(999);
    expect(fake.scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fake.scrollTo).toHaveBeenCalledWith({ top: 500 + 900 - 130, behavior: "smooth" });
  });

  it("retries every 250 ms until the target exists", () => {
    const fake = fakeEnv();
    scrollToHash("#late", fake.env);
    vi.advanceTimersByTime(HASH_SCROLL.delayMs + 250 * 3);
    expect(fake.lookups).toHaveBeenCalledTimes(4);
    fake.add("late", 400);
    vi.advanceTimersByTime(250);
    expect(fake.scrollTo).toHaveBeenCalledWith({ top: 270, behavior: "smooth" });
  });

  it("gives up after 100 retries", () => {
    const fake = fakeEnv();
    scrollToHash("#never", fake.env);
    vi.advanceTimersByTime(HASH_SCROLL.delayMs + 250 * 200);
    expect(fake.lookups).toHaveBeenCalledTimes(1 + 100);
  });

  it("stops when cancelled, decodes the id and respects reduced motion", () => {
    const cancelled = fakeEnv();
    cancelled.add("a", 10);
    scrollToHash("#a", cancelled.env)();
    vi.advanceTimersByTime(5000);
    expect(cancelled.scrollTo).not.toHaveBeenCalled();

    const fake = fakeEnv({ reduced: true });
    fake.add("tickets und termine", 130);
    scrollToHash("#tickets%20und%20termine", fake.env);
    vi.advanceTimersByTime(HASH_SCROLL.delayMs);
    expect(fake.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "auto" });
  });
});
