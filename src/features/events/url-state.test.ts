import { describe, expect, it } from "vitest";
import {
  activeFilters,
  filtersKey,
  hasEventFilters,
  parseEventsSearch,
  showResetFilter,
  toSearch,
  withAccess,
  withDate,
  withFilter,
  withoutKey,
} from "./url-state";

const today = "21-11-2026";

describe("parseEventsSearch", () => {
  it("reads the five filter keys and the date, numbers from text or from code", () => {
    expect(parseEventsSearch({ room: "3", type: 4, tag: "5", series: "6", genre: "7", date: "24-12-2026" })).toEqual({
      filters: { room: 3, type: 4, tag: 5, series: 6, genre: 7, date: "24-12-2026" },
      invalid: [],
    });
  });

  it("treats empty values as absent and ignores unknown keys (SPEC §5)", () => {
    expect(parseEventsSearch({ room: "", date: "", page: "x", utm_source: "mail", overlay: "1" })).toEqual({
      filters: {},
      invalid: [],
    });
  });

  it.each([
    [{ room: "abc" }, ["room"]],
    [{ type: "0" }, ["type"]],
    [{ tag: "-1" }, ["tag"]],
    [{ series: "1.5" }, ["series"]],
    [{ genre: "1e3" }, ["genre"]],
    [{ genre: "99999999999" }, ["genre"]],
    [{ room: ["1", "2"] }, ["room"]],
    [{ room: true }, ["room"]],
    [{ date: "31-02-2026" }, ["date"]],
    [{ date: "2026-12-24" }, ["date"]],
    [{ date: "1-1-2027" }, ["date"]],
    [{ room: "x", date: "nope", genre: "2" }, ["room", "date"]],
  ])("names the malformed known keys of %j", (raw, invalid) => {
    expect(parseEventsSearch(raw).invalid).toEqual(invalid);
  });

  it("keeps the valid keys next to an invalid one", () => {
    expect(parseEventsSearch({ room: "x", genre: "2" }).filters).toEqual({ genre: 2 });
  });
});

describe("serialising the state", () => {
  it("writes known keys in filter-bar order with the date last and drops empty ones", () => {
    expect(toSearch({ genre: 7, date: "24-12-2026", room: 3 })).toEqual({ room: 3, genre: 7, date: "24-12-2026" });
    expect(Object.keys(toSearch({ genre: 7, date: "24-12-2026", room: 3 }))).toEqual(["room", "genre", "date"]);
    expect(toSearch({ room: undefined, date: "" })).toEqual({});
    expect(filtersKey({ genre: 7, room: 3 })).toBe(filtersKey({ room: 3, genre: 7 }));
    expect(filtersKey({})).toBe("");
  });

  it("selects an option, and choosing the selected option clears it (SPEC §5)", () => {
    expect(withFilter({}, "room", 3)).toEqual({ room: 3 });
    expect(withFilter({ room: 3, genre: 1 }, "room", 4)).toEqual({ room: 4, genre: 1 });
    expect(withFilter({ room: 3, genre: 1 }, "room", 3)).toEqual({ genre: 1 });
    expect(toSearch(withFilter({ room: 3 }, "room", 3))).toEqual({});
  });

  it("selects a date, and choosing it again or none clears it", () => {
    expect(withDate({ tag: 2 }, "24-12-2026")).toEqual({ tag: 2, date: "24-12-2026" });
    expect(withDate({ tag: 2, date: "24-12-2026" }, "24-12-2026")).toEqual({ tag: 2 });
    expect(withDate({ date: "24-12-2026" }, undefined)).toEqual({});
  });

  it("removes one key for a chip", () => {
    expect(withoutKey({ room: 1, tag: 2, date: today }, "tag")).toEqual({ room: 1, date: today });
    expect(withoutKey({ room: 1, date: today }, "date")).toEqual({ room: 1 });
  });

  it("lists the active filters without the date", () => {
    expect(activeFilters({ genre: 7, date: today, room: 3 })).toEqual([
      { key: "room", id: 3 },
      { key: "genre", id: 7 },
    ]);
  });
});

describe("filter rules of SPEC §4 and §2", () => {
  it("counts a filter, or a date other than today, as filtering (teasers hide)", () => {
    expect(hasEventFilters({}, today)).toBe(false);
    expect(hasEventFilters({ date: today }, today)).toBe(false);
    expect(hasEventFilters({ date: "22-11-2026" }, today)).toBe(true);
    expect(hasEventFilters({ genre: 2 }, today)).toBe(true);
  });

  it.each([
    [{}, false],
    [{ room: 1 }, false],
    [{ room: 1, date: today }, false],
    [{ date: "22-11-2026" }, false],
    [{ room: 1, date: "22-11-2026" }, true],
    [{ room: 1, tag: 2 }, true],
    [{ room: 1, tag: 2, date: today }, true],
    [{ room: 1, type: 2, tag: 3, series: 4, genre: 5 }, true],
  ])("shows 'Reset filter' for %j: %s", (filters, shown) => {
    expect(showResetFilter(filters, today)).toBe(shown);
  });
});

describe("the accessibility filter's URL state (ADR 0037)", () => {
  it("reads `access` as a comma list of features in one order, each once", () => {
    expect(parseEventsSearch({ access: "surtitles,audio_description" })).toEqual({
      filters: { access: ["surtitles", "audio_description"] },
      invalid: [],
    });
    expect(parseEventsSearch({ access: "audio_description,surtitles,audio_description" }).filters.access).toEqual([
      "surtitles",
      "audio_description",
    ]);
    expect(parseEventsSearch({ access: "" })).toEqual({ filters: {}, invalid: [] });
    expect(parseEventsSearch({ access: "," })).toEqual({ filters: {}, invalid: [] });
  });

  it.each([
    [{ access: "teleportation" }],
    [{ access: "audio_description,nope" }],
    [{ access: "Audio_Description" }],
    [{ access: ["surtitles", "sign_language"] }],
    [{ access: 3 }],
  ])("names `access` malformed in %j", (raw) => {
    expect(parseEventsSearch(raw).invalid).toEqual(["access"]);
  });

  it("writes one key after the id filters and before the date, in the features' order", () => {
    const search = toSearch({ date: "24-12-2031", access: ["sign_language", "surtitles"], room: 3 });
    expect(search).toEqual({ room: 3, access: "surtitles,sign_language", date: "24-12-2031" });
    expect(Object.keys(search)).toEqual(["room", "access", "date"]);
    expect(toSearch({ access: [] })).toEqual({});
    expect(filtersKey({ access: ["sign_language", "surtitles"] })).toBe(
      filtersKey({ access: ["surtitles", "sign_language"] }),
    );
  });

  it("adds a feature to the required ones, drops a required one, and drops the key with the last", () => {
    const one = withAccess({ room: 3 }, "audio_description");
    expect(one).toEqual({ room: 3, access: ["audio_description"] });
    const two = withAccess(one, "surtitles");
    expect(two.access).toEqual(["surtitles", "audio_description"]);
    expect(withAccess(two, "surtitles")).toEqual(one);
    expect(withAccess(one, "audio_description")).toEqual({ room: 3 });
    expect(withoutKey(two, "access")).toEqual({ room: 3 });
  });

  it("counts each feature as a filter for the teasers and 'Reset filter'", () => {
    expect(hasEventFilters({ access: ["surtitles"] }, today)).toBe(true);
    expect(showResetFilter({ access: ["surtitles"] }, today)).toBe(false);
    expect(showResetFilter({ access: ["surtitles", "audio_description"] }, today)).toBe(true);
    expect(showResetFilter({ access: ["surtitles"], room: 2 }, today)).toBe(true);
    expect(showResetFilter({ access: ["surtitles"], date: "24-12-2031" }, today)).toBe(true);
  });

  it("round-trips through the query it writes", () => {
    const filters = { genre: 7, access: ["surtitles", "induction_loop"] as const, date: "24-12-2031" };
    const state = { ...filters, access: [...filters.access] };
    expect(parseEventsSearch(toSearch(state))).toEqual({ filters: state, invalid: [] });
  });
});
