import { describe, expect, it } from "vitest";
import { type EventWindow, eventWindow, inWindow, windowQuery } from "./window";

const none = { date_from: null, date_to: null, filters: "" as const };
const iso = (window: EventWindow) => ({
  from: window.from?.toISOString() ?? null,
  to: window.to?.toISOString() ?? null,
});

// 2026-11-25 is a Wednesday; Berlin is UTC+1 in November.
const WEDNESDAY = new Date("2026-11-25T10:00:00Z");

describe("eventWindow", () => {
  it("starts now and has no end without dates and filters (date_from defaults to now)", () => {
    expect(iso(eventWindow(none, WEDNESDAY))).toEqual({ from: null, to: null });
    expect(windowQuery(eventWindow(none, WEDNESDAY), null)).toEqual({});
  });

  it("next_3_days ends when the third Berlin day after today starts", () => {
    expect(iso(eventWindow({ ...none, filters: "next_3_days" }, WEDNESDAY))).toEqual({
      from: null,
      to: "2026-11-27T23:00:00.000Z",
    });
  });

  it("weekend on a weekday covers Saturday and Sunday", () => {
    const window = eventWindow({ ...none, filters: "weekend" }, WEDNESDAY);
    expect(iso(window)).toEqual({ from: "2026-11-27T23:00:00.000Z", to: "2026-11-29T23:00:00.000Z" });
    expect(windowQuery(window, 5)).toEqual({ date: "28-11-2026", tag: 5 });
  });

  it.each([
    ["Saturday", "2026-11-28T15:00:00Z"],
    ["Sunday", "2026-11-29T15:00:00Z"],
  ])("weekend on a %s runs from now to Monday", (_, now) => {
    expect(iso(eventWindow({ ...none, filters: "weekend" }, new Date(now)))).toEqual({
      from: null,
      to: "2026-11-29T23:00:00.000Z",
    });
  });

  it("a future date_from starts the list, a past one does not", () => {
    expect(iso(eventWindow({ ...none, date_from: "2026-12-24" }, WEDNESDAY)).from).toBe("2026-12-23T23:00:00.000Z");
    expect(iso(eventWindow({ ...none, date_from: "2026-01-01" }, WEDNESDAY)).from).toBeNull();
  });

  it("a date_to day is included whole; the earlier end wins over a filter's", () => {
    expect(iso(eventWindow({ ...none, date_to: "2026-12-01" }, WEDNESDAY)).to).toBe("2026-12-01T23:00:00.000Z");
    expect(iso(eventWindow({ ...none, date_to: "2026-11-26", filters: "next_3_days" }, WEDNESDAY)).to).toBe(
      "2026-11-26T23:00:00.000Z",
    );
  });
});

describe("inWindow", () => {
  const window = eventWindow({ ...none, filters: "weekend" }, WEDNESDAY);
  it("keeps the weekend's events only", () => {
    expect(inWindow(window, "2026-11-27T19:00:00Z")).toBe(false);
    expect(inWindow(window, "2026-11-28T19:00:00Z")).toBe(true);
    expect(inWindow(window, "2026-11-29T22:59:59Z")).toBe(true);
    expect(inWindow(window, "2026-11-29T23:00:00Z")).toBe(false);
    expect(inWindow(window, "not a date")).toBe(false);
  });
});
