import { describe, expect, it } from "vitest";
import { announcedMinutes, crossedMark, formatRemaining, remainingMs } from "./countdown";

describe("remainingMs", () => {
  const expiresAt = "2026-05-01T10:15:00.000Z";
  const serverNow = "2026-05-01T10:00:00.000Z";

  it("counts down on the server's clock, whatever the visitor's clock says", () => {
    // The visitor's clock is an hour off; 90 seconds have passed since the answer arrived.
    const receivedAt = Date.parse("2026-05-01T11:00:00.000Z");
    expect(remainingMs(expiresAt, serverNow, receivedAt, receivedAt + 90_000)).toBe(15 * 60_000 - 90_000);
  });

  it("stops at zero and treats unusable dates as expired", () => {
    expect(remainingMs(expiresAt, serverNow, 0, 16 * 60_000)).toBe(0);
    expect(remainingMs("soon", serverNow, 0, 0)).toBe(0);
  });
});

describe("formatRemaining", () => {
  it("shows minutes and seconds, rounding up", () => {
    expect(formatRemaining(15 * 60_000)).toBe("15:00");
    expect(formatRemaining(65_500)).toBe("1:06");
    expect(formatRemaining(1)).toBe("0:01");
    expect(formatRemaining(0)).toBe("0:00");
  });
});

describe("announcedMinutes", () => {
  it("changes only at whole-minute steps", () => {
    expect(announcedMinutes(15 * 60_000)).toBe(15);
    expect(announcedMinutes(14 * 60_000 + 1)).toBe(15);
    expect(announcedMinutes(14 * 60_000)).toBe(14);
    expect(announcedMinutes(59_000)).toBe(1);
    expect(announcedMinutes(0)).toBe(0);
  });
});

describe("crossedMark", () => {
  const minute = 60_000;

  it("speaks as the clock passes 5 minutes, 1 minute and the end", () => {
    expect(crossedMark(5 * minute + 400, 5 * minute - 600)).toBe(5);
    expect(crossedMark(5 * minute + 1, 5 * minute)).toBe(5);
    expect(crossedMark(minute + 500, minute - 500)).toBe(1);
    expect(crossedMark(500, 0)).toBe(0);
  });

  it("is silent on every other tick, and when time is added", () => {
    const ticks = Array.from({ length: 15 * 60 }, (_, second) => 15 * minute - second * 1000);
    const spoken = ticks.slice(1).flatMap((after, index) => {
      const mark = crossedMark(ticks[index] ?? 0, after);
      return mark === null ? [] : [mark];
    });
    expect(spoken).toEqual([5, 1]);
    expect(crossedMark(90_000, 90_000 + 15 * minute)).toBeNull();
    expect(crossedMark(0, 0)).toBeNull();
  });

  it("names the last mark passed when the clock jumps over several", () => {
    expect(crossedMark(10 * minute, 30_000)).toBe(1);
    expect(crossedMark(10 * minute, 3 * minute)).toBe(5);
    expect(crossedMark(3 * minute, 0)).toBe(0);
  });
});
