import { describe, expect, it } from "vitest";
import { berlinStart, seriesDates } from "./date-series";

const FRIDAY = 5;
const SATURDAY = 6;
const SUNDAY = 0;

describe("seriesDates", () => {
  it("every Friday and Saturday from 5 to 27 June at 19:30 except 19 June", () => {
    const dates = seriesDates({
      kind: "weekly",
      weekdays: [FRIDAY, SATURDAY],
      from: "2026-06-05",
      to: "2026-06-27",
      time: "19:30",
      except: ["2026-06-19"],
    });
    expect(dates.map((date) => date.day)).toEqual([
      "2026-06-05",
      "2026-06-06",
      "2026-06-12",
      "2026-06-13",
      "2026-06-20",
      "2026-06-26",
      "2026-06-27",
    ]);
    // Summer time: 19:30 in Berlin is 17:30 UTC.
    expect(dates[0]?.start).toBe("2026-06-05T17:30:00Z");
    expect(dates.every((date) => date.start.endsWith("T17:30:00Z"))).toBe(true);
  });

  it("keeps the wall time across the change to summer time (last Sunday of March) and back (last Sunday of October)", () => {
    const spring = seriesDates({
      kind: "weekly",
      weekdays: [SUNDAY],
      from: "2031-03-16",
      to: "2031-04-06",
      time: "19:30",
      except: [],
    });
    expect(spring.map((date) => date.start)).toEqual([
      "2031-03-16T18:30:00Z",
      "2031-03-23T18:30:00Z",
      // 30 March 2031 is the last Sunday of March: summer time from 02:00.
      "2031-03-30T17:30:00Z",
      "2031-04-06T17:30:00Z",
    ]);
    const autumn = seriesDates({
      kind: "weekly",
      weekdays: [SUNDAY],
      from: "2031-10-19",
      to: "2031-11-02",
      time: "19:30",
      except: [],
    });
    expect(autumn.map((date) => date.start)).toEqual([
      "2031-10-19T17:30:00Z",
      // 26 October 2031 is the last Sunday of October: winter time again from 03:00.
      "2031-10-26T18:30:00Z",
      "2031-11-02T18:30:00Z",
    ]);
  });

  it("takes a list of dates in order, each once, each with its own time", () => {
    const dates = seriesDates({
      kind: "list",
      dates: [
        { day: "2031-12-31", time: "22:00" },
        { day: "2031-07-01", time: "11:00" },
        { day: "2031-12-31", time: "22:00" },
      ],
    });
    expect(dates).toEqual([
      { day: "2031-07-01", time: "11:00", start: "2031-07-01T09:00:00Z" },
      { day: "2031-12-31", time: "22:00", start: "2031-12-31T21:00:00Z" },
    ]);
  });

  it("stops at the limit", () => {
    const rule = {
      kind: "weekly" as const,
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      from: "2031-01-01",
      to: "2031-12-31",
      time: "10:00",
      except: [],
    };
    expect(seriesDates(rule)).toHaveLength(365);
    expect(seriesDates(rule, 101)).toHaveLength(101);
  });

  it("converts a winter and a summer wall time", () => {
    expect(berlinStart("2031-01-10", "00:15")).toBe("2031-01-09T23:15:00Z");
    expect(berlinStart("2031-08-10", "00:15")).toBe("2031-08-09T22:15:00Z");
  });
});
