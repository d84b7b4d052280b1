import { describe, expect, it } from "vitest";
import { groupByBerlinDay } from "./group-by-day";

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
