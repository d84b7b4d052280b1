import { describe, expect, it } from "vitest";
import { groupByBerlinDay, programmeDays } from "./group-by-day";

const at = (id: number, date_start: string) => ({ id, date_start });

describe("groupByBerlinDay", () => {
  it("groups by the Berlin day, not the UTC day", () => {
    // 23:30 UTC on 21 November is 00:30 on 22 November in Berlin.
    const groups = groupByBerlinDay([at(1, "2026-11-21T18:00:00Z"), at(2, "2026-11-21T23:30:00Z")]);
    expect(groups.map((g) => [g.day, g.items.map((e) => e.id)])).toEqual([
      ["2026-11-21", [1]],
      ["2026-11-22", [2]],
    ]);
  });

  it("puts later events of a day first (SPEC §4) and keeps days in list order", () => {
    const groups = groupByBerlinDay([
      at(1, "2026-11-21T10:00:00Z"),
      at(2, "2026-11-21T18:00:00Z"),
      at(3, "2026-11-21T18:00:00Z"),
      at(4, "2026-11-22T09:00:00Z"),
    ]);
    expect(groups.map((g) => [g.day, g.items.map((e) => e.id)])).toEqual([
      ["2026-11-21", [2, 3, 1]],
      ["2026-11-22", [4]],
    ]);
  });

  it("leaves out events without a usable start", () => {
    expect(groupByBerlinDay([at(1, "not a date")])).toEqual([]);
  });
});

describe("programmeDays", () => {
  const teaser = (id: number, position: string) => ({ id, position });

  it("puts a teaser at the end of its position day", () => {
    const days = programmeDays(
      [at(1, "2026-11-21T10:00:00Z"), at(2, "2026-11-21T18:00:00Z"), at(3, "2026-11-22T18:00:00Z")],
      [teaser(9, "2026-11-21")],
      false,
    );
    expect(days.map((d) => [d.day, d.items.map((e) => e.id), d.teasers.map((t) => t.id)])).toEqual([
      ["2026-11-21", [2, 1], [9]],
      ["2026-11-22", [3], []],
    ]);
  });

  it("gives a teaser on a day without events a day of its own, in date order", () => {
    const days = programmeDays(
      [at(1, "2026-11-21T10:00:00Z"), at(3, "2026-11-23T18:00:00Z")],
      [teaser(9, "2026-11-22")],
      false,
    );
    expect(days.map((d) => [d.day, d.items.length, d.teasers.map((t) => t.id)])).toEqual([
      ["2026-11-21", 1, []],
      ["2026-11-22", 0, [9]],
      ["2026-11-23", 1, []],
    ]);
  });

  it("holds back teasers beyond the loaded days until the list is complete", () => {
    const events = [at(1, "2026-11-21T10:00:00Z")];
    const teasers = [teaser(9, "2026-12-01")];
    expect(programmeDays(events, teasers, false).map((d) => d.day)).toEqual(["2026-11-21"]);
    expect(programmeDays(events, teasers, true).map((d) => d.day)).toEqual(["2026-11-21", "2026-12-01"]);
  });
});
