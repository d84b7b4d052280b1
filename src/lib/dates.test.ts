import { describe, expect, it } from "vitest";
import {
  berlinParts,
  berlinWallTimeToMs,
  dateKey,
  dateParamToBerlinRange,
  formatDateParam,
  fromInputDateTime,
  parseDateParam,
  parseInstant,
  todayParam,
  toInputDateTime,
} from "./dates";

describe("parseDateParam", () => {
  it("reads dd-mm-yyyy", () => {
    expect(parseDateParam("21-11-2026")).toEqual({ y: 2026, m: 11, d: 21 });
    expect(parseDateParam("01-01-2027")).toEqual({ y: 2027, m: 1, d: 1 });
    expect(parseDateParam("31-12-2026")).toEqual({ y: 2026, m: 12, d: 31 });
  });

  it("accepts 29 February only in leap years", () => {
    expect(parseDateParam("29-02-2028")).toEqual({ y: 2028, m: 2, d: 29 });
    expect(parseDateParam("29-02-2000")).toEqual({ y: 2000, m: 2, d: 29 });
    expect(parseDateParam("29-02-2026")).toBeNull();
    expect(parseDateParam("29-02-2100")).toBeNull();
  });

  it("rejects dates that do not exist", () => {
    for (const s of [
      "31-02-2026",
      "30-02-2028",
      "31-04-2026",
      "00-01-2026",
      "01-00-2026",
      "01-13-2026",
      "32-01-2026",
      "01-01-0000",
    ]) {
      expect(parseDateParam(s)).toBeNull();
    }
  });

  it("rejects anything but exactly dd-mm-yyyy", () => {
    for (const s of [
      "1-2-2026",
      "01-2-2026",
      "01-02-26",
      "2026-02-01",
      "01.02.2026",
      " 01-02-2026",
      "01-02-2026 ",
      "01-02-2026\n",
      "",
      "+1-02-2026",
      "01-02-20260",
      "٠١-٠٢-٢٠٢٦",
    ]) {
      expect(parseDateParam(s)).toBeNull();
    }
  });
});

describe("formatDateParam / todayParam", () => {
  it("writes dd-mm-yyyy with leading zeros", () => {
    expect(formatDateParam({ y: 2026, m: 3, d: 9 })).toBe("09-03-2026");
    expect(formatDateParam({ y: 987, m: 1, d: 1 })).toBe("01-01-0987");
  });

  it("round-trips with parseDateParam", () => {
    for (const s of ["29-02-2028", "01-01-2026", "31-12-2099"]) {
      const p = parseDateParam(s);
      expect(p && formatDateParam(p)).toBe(s);
    }
  });

  it("takes the Berlin day of an instant, not the UTC or machine day", () => {
    expect(formatDateParam(new Date("2026-11-21T23:30:00Z"))).toBe("22-11-2026");
    expect(todayParam(new Date("2026-06-30T22:00:00Z"))).toBe("01-07-2026");
    expect(todayParam(new Date("2026-06-30T21:59:59Z"))).toBe("30-06-2026");
    expect(todayParam(new Date("2026-12-31T23:00:00Z"))).toBe("01-01-2027");
    expect(formatDateParam(new Date(Number.NaN))).toBe("");
  });
});

describe("dateParamToBerlinRange", () => {
  it("spans 24 hours on a winter day", () => {
    expect(dateParamToBerlinRange({ y: 2026, m: 11, d: 21 })).toEqual({
      fromIso: "2026-11-20T23:00:00.000Z",
      toIso: "2026-11-21T23:00:00.000Z",
    });
  });

  it("spans 24 hours on a summer day", () => {
    expect(dateParamToBerlinRange({ y: 2026, m: 7, d: 1 })).toEqual({
      fromIso: "2026-06-30T22:00:00.000Z",
      toIso: "2026-07-01T22:00:00.000Z",
    });
  });

  it("spans 23 hours on the spring-forward day", () => {
    expect(dateParamToBerlinRange({ y: 2026, m: 3, d: 29 })).toEqual({
      fromIso: "2026-03-28T23:00:00.000Z",
      toIso: "2026-03-29T22:00:00.000Z",
    });
  });

  it("spans 25 hours on the fall-back day", () => {
    expect(dateParamToBerlinRange({ y: 2026, m: 10, d: 25 })).toEqual({
      fromIso: "2026-10-24T22:00:00.000Z",
      toIso: "2026-10-25T23:00:00.000Z",
    });
  });

  it("crosses month and year ends, and leap days", () => {
    expect(dateParamToBerlinRange({ y: 2026, m: 12, d: 31 }).toIso).toBe("2026-12-31T23:00:00.000Z");
    expect(dateParamToBerlinRange({ y: 2028, m: 2, d: 28 }).toIso).toBe("2028-02-28T23:00:00.000Z");
    expect(dateParamToBerlinRange({ y: 2028, m: 2, d: 29 })).toEqual({
      fromIso: "2028-02-28T23:00:00.000Z",
      toIso: "2028-02-29T23:00:00.000Z",
    });
  });
});

describe("Berlin wall time", () => {
  it("reads wall-clock fields and the weekday in Berlin", () => {
    expect(berlinParts(new Date("2026-11-21T18:30:05Z"))).toEqual({
      y: 2026,
      m: 11,
      d: 21,
      hour: 19,
      minute: 30,
      second: 5,
      weekday: 6,
    });
    expect(berlinParts(new Date("2026-10-24T22:00:00Z"))?.hour).toBe(0);
    expect(berlinParts(new Date(Number.NaN))).toBeNull();
  });

  it("turns wall time back into the instant on both sides of a DST change", () => {
    const iso = (ms: number) => new Date(ms).toISOString();
    expect(iso(berlinWallTimeToMs({ y: 2026, m: 3, d: 29 }, 1, 59))).toBe("2026-03-29T00:59:00.000Z");
    expect(iso(berlinWallTimeToMs({ y: 2026, m: 3, d: 29 }, 3, 0))).toBe("2026-03-29T01:00:00.000Z");
    expect(iso(berlinWallTimeToMs({ y: 2026, m: 10, d: 25 }, 4, 0))).toBe("2026-10-25T03:00:00.000Z");
  });

  it("parses offset-less API values as Berlin time", () => {
    expect(parseInstant("2026-07-01T19:30:00")?.toISOString()).toBe("2026-07-01T17:30:00.000Z");
    expect(parseInstant("2026-11-21T19:30")?.toISOString()).toBe("2026-11-21T18:30:00.000Z");
    expect(parseInstant("2026-11-21")?.toISOString()).toBe("2026-11-20T23:00:00.000Z");
    expect(parseInstant("2026-11-21T19:30:00+01:00")?.toISOString()).toBe("2026-11-21T18:30:00.000Z");
    expect(parseInstant("2026-11-21T18:30:00.000Z")?.toISOString()).toBe("2026-11-21T18:30:00.000Z");
  });

  it("rejects values that are not ISO dates", () => {
    for (const s of [
      "",
      "tomorrow",
      "2026-02-30",
      "2026-11-21T25:00",
      "21.11.2026",
      "Sat Nov 21 2026",
      "2026-11-21T19:30:00+0100",
    ]) {
      expect(parseInstant(s)).toBeNull();
    }
    expect(parseInstant(new Date(Number.NaN))).toBeNull();
  });

  it("keys calendar days so that they sort chronologically", () => {
    expect(dateKey({ y: 2026, m: 3, d: 9 })).toBe("2026-03-09");
  });
});

describe("datetime-local inputs in Berlin time", () => {
  it("shows an instant on Berlin's clock in winter and in summer, and reads it back", () => {
    expect(toInputDateTime("2031-01-10T18:30:00Z")).toBe("2031-01-10T19:30");
    expect(toInputDateTime("2031-06-05T17:30:00Z")).toBe("2031-06-05T19:30");
    expect(fromInputDateTime("2031-01-10T19:30")).toBe("2031-01-10T18:30:00Z");
    expect(fromInputDateTime("2031-06-05T19:30")).toBe("2031-06-05T17:30:00Z");
  });

  it("takes nothing for an empty or partial input", () => {
    expect(toInputDateTime(null)).toBe("");
    expect(toInputDateTime("")).toBe("");
    expect(fromInputDateTime("")).toBeUndefined();
    expect(fromInputDateTime("2031-06-05")).toBeUndefined();
  });
});
