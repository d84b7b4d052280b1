import { afterAll, beforeAll, vi } from "vitest";

/** For the tests of a file: `Date` reads `iso`, so rules that compare with now do not age. */
export function pinClock(iso: string): void {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(iso));
  });
  afterAll(() => {
    vi.useRealTimers();
  });
}
