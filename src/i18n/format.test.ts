import { describe, expect, it } from "vitest";
import {
  berlinDateKey,
  formatClock,
  formatClockRange,
  formatDate,
  formatDayHeading,
  formatPrice,
  formatTime,
} from "./format";

// Amount and unit are joined by a no-break space; spelling it out keeps the tests honest.
const nb = "\u00a0";

describe("formatPrice", () => {
  it("drops .00, uses a decimal comma and puts the currency after the amount", () => {
    expect(formatPrice("12.00")).toBe(`12${nb}€`);
    expect(formatPrice("12.50")).toBe(`12,50${nb}€`);
    expect(formatPrice("12.05")).toBe(`12,05${nb}€`);
    expect(formatPrice("0.00")).toBe(`0${nb}€`);
    expect(formatPrice("1234.50")).toBe(`1234,50${nb}€`);
    expect(formatPrice("12.5")).toBe(`12,50${nb}€`);
    expect(formatPrice(" 7 ")).toBe(`7${nb}€`);
  });

  it("accepts numbers", () => {
    expect(formatPrice(12)).toBe(`12${nb}€`);
    expect(formatPrice(9.9)).toBe(`9,90${nb}€`);
    expect(formatPrice(0)).toBe(`0${nb}€`);
  });

  it("takes another currency, or none", () => {
    expect(formatPrice("3.20", "CHF")).toBe(`3,20${nb}CHF`);
    expect(formatPrice("3.00", "")).toBe("3");
  });

  it("gives nothing rather than a wrong number for unusable input", () => {
    for (const p of ["", " ", "abc", "0x10", "1e3", "12,50", "12.", Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatPrice(p)).toBe("");
    }
  });

  it("never prints a negative zero", () => {
    expect(formatPrice("-0.001")).toBe(`0${nb}€`);
  });
});

describe("formatTime", () => {
  it("shows Berlin time, 24 h, with Uhr in German only", () => {
    expect(formatTime("2026-11-21T18:30:00Z", "de")).toBe(`19:30${nb}Uhr`);
    expect(formatTime("2026-11-21T18:30:00Z", "en")).toBe("19:30");
    expect(formatTime("2026-07-01T07:05:00Z", "en")).toBe("09:05");
    expect(formatTime(new Date("2026-11-21T23:00:00Z"), "de")).toBe(`00:00${nb}Uhr`);
  });

  it("reads offset-less values as Berlin time", () => {
    expect(formatTime("2026-07-01T19:30:00", "en")).toBe("19:30");
  });

  it("gives nothing for an invalid value", () => {
    expect(formatTime("soon", "de")).toBe("");
    expect(formatTime(new Date(Number.NaN), "en")).toBe("");
  });
});

describe("formatClock / formatClockRange", () => {
  it("shortens wall-clock values to HH:MM", () => {
    expect(formatClock("10:00:00", "de")).toBe(`10:00${nb}Uhr`);
    expect(formatClock("9:30", "en")).toBe("09:30");
    expect(formatClock("24:00:00", "en")).toBe("24:00");
    expect(formatClock("24:30", "en")).toBe("");
    expect(formatClock("10:60", "en")).toBe("");
    expect(formatClock("", "de")).toBe("");
  });

  it("writes Uhr once, after the range", () => {
    expect(formatClockRange("10:00:00", "18:00:00", "de")).toBe(`10:00–18:00${nb}Uhr`);
    expect(formatClockRange("10:00:00", "18:00:00", "en")).toBe("10:00–18:00");
    expect(formatClockRange("10:00:00", "later", "en")).toBe("");
  });
});

describe("formatDate", () => {
  const saturday = "2026-11-21T18:30:00Z";

  it("medium: abbreviated weekday and month", () => {
    expect(formatDate(saturday, "de")).toBe("Sa., 21. Nov. 2026");
    expect(formatDate(saturday, "en")).toBe("Sat, 21 Nov 2026");
  });

  it("long: names written out", () => {
    expect(formatDate(saturday, "de", "long")).toBe("Samstag, 21. November 2026");
    expect(formatDate(saturday, "en", "long")).toBe("Saturday, 21 November 2026");
  });

  it("numeric: day first in both languages", () => {
    expect(formatDate("2026-03-04T12:00:00Z", "de", "numeric")).toBe("04.03.2026");
    expect(formatDate("2026-03-04T12:00:00Z", "en", "numeric")).toBe("04/03/2026");
  });

  it("keeps German abbreviations consistent: dots, short names written out", () => {
    expect(formatDate("2026-03-04", "de")).toBe("Mi., 4. März 2026");
    expect(formatDate("2026-09-06", "de")).toBe("So., 6. Sept. 2026");
    expect(formatDate("2026-06-01", "de")).toBe("Mo., 1. Juni 2026");
    expect(formatDate("2026-09-06", "en")).toBe("Sun, 6 Sep 2026");
  });

  it("uses the Berlin day around midnight", () => {
    expect(formatDate("2026-11-21T23:30:00Z", "en")).toBe("Sun, 22 Nov 2026");
  });

  it("gives nothing for an invalid value", () => {
    expect(formatDate("", "de")).toBe("");
  });
});

describe("day groups", () => {
  it("keys an instant by its Berlin calendar day", () => {
    expect(berlinDateKey("2026-11-21T22:59:59Z")).toBe("2026-11-21");
    expect(berlinDateKey("2026-11-21T23:00:00Z")).toBe("2026-11-22");
    // The fall-back day has 25 hours: 23:30 Berlin on 25 October is 22:30 UTC.
    expect(berlinDateKey("2026-10-25T22:30:00Z")).toBe("2026-10-25");
    expect(berlinDateKey("2026-10-25T23:00:00Z")).toBe("2026-10-26");
    // The spring-forward day has 23: its first instant is 23:00 UTC the day before.
    expect(berlinDateKey("2026-03-28T23:00:00Z")).toBe("2026-03-29");
    expect(berlinDateKey("nonsense")).toBe("");
  });

  it("heads a day group with the full weekday and date", () => {
    expect(formatDayHeading("2026-11-21", "de")).toBe("Samstag, 21. November");
    expect(formatDayHeading("2026-11-21", "en")).toBe("Saturday, 21 November");
    expect(formatDayHeading("2028-02-29", "en")).toBe("Tuesday, 29 February");
    expect(formatDayHeading("2026-02-30", "en")).toBe("");
  });
});
