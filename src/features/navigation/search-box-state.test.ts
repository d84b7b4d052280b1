import { describe, expect, it } from "vitest";
import {
  autocompleteText,
  initialSearchBoxState,
  type SearchBoxAction,
  type SearchBoxState,
  searchBoxReducer,
  searchTarget,
} from "./search-box-state";

const run = (actions: SearchBoxAction[], from: SearchBoxState = initialSearchBoxState) =>
  actions.reduce(searchBoxReducer, from);

describe("search box state (SPEC §4)", () => {
  it("opens the list when the field has text and closes it when the text is gone", () => {
    expect(run([{ type: "input", text: "Fau" }])).toEqual({ text: "Fau", open: true, active: -1 });
    expect(
      run([
        { type: "input", text: "Fau" },
        { type: "input", text: "" },
      ]).open,
    ).toBe(false);
    expect(run([{ type: "input", text: "   " }]).open).toBe(false);
  });

  it("closes on submit, on the close event (blur delay, Escape) and forgets the active suggestion", () => {
    const open = run([
      { type: "input", text: "fau" },
      { type: "next", count: 3 },
    ]);
    expect(open.active).toBe(0);
    expect(searchBoxReducer(open, { type: "submit" })).toEqual({ text: "fau", open: false, active: -1 });
    expect(searchBoxReducer(open, { type: "close" })).toEqual({ text: "fau", open: false, active: -1 });
  });

  it("reopens when a field that holds text gets focus, not when it is empty", () => {
    const closed = run([{ type: "input", text: "faust" }, { type: "close" }]);
    expect(searchBoxReducer(closed, { type: "focus" }).open).toBe(true);
    expect(searchBoxReducer(initialSearchBoxState, { type: "focus" }).open).toBe(false);
  });

  it("arrow-down moves to the first suggestion, then onwards, wrapping after the last", () => {
    const typed = run([{ type: "input", text: "fa" }]);
    const first = searchBoxReducer(typed, { type: "next", count: 2 });
    expect(first.active).toBe(0);
    const second = searchBoxReducer(first, { type: "next", count: 2 });
    expect(second.active).toBe(1);
    expect(searchBoxReducer(second, { type: "next", count: 2 }).active).toBe(0);
  });

  it("arrow-down on a closed list with text reopens it and selects the first suggestion", () => {
    const closed = run([{ type: "input", text: "fa" }, { type: "close" }]);
    expect(searchBoxReducer(closed, { type: "next", count: 4 })).toEqual({ text: "fa", open: true, active: 0 });
  });

  it("arrow-up goes back from the first suggestion to the field, and from the field to the last", () => {
    const typed = run([{ type: "input", text: "fa" }]);
    expect(searchBoxReducer(typed, { type: "previous", count: 3 }).active).toBe(2);
    const first = searchBoxReducer(typed, { type: "next", count: 3 });
    expect(searchBoxReducer(first, { type: "previous", count: 3 }).active).toBe(-1);
  });

  it("arrow keys do nothing to the selection while there are no suggestions", () => {
    const typed = run([{ type: "input", text: "zz" }]);
    expect(searchBoxReducer(typed, { type: "next", count: 0 }).active).toBe(-1);
    expect(searchBoxReducer(typed, { type: "previous", count: 0 })).toBe(typed);
  });

  it("typing again returns focus to the field", () => {
    const onSecond = run([
      { type: "input", text: "fa" },
      { type: "next", count: 3 },
      { type: "next", count: 3 },
    ]);
    expect(searchBoxReducer(onSecond, { type: "input", text: "fau" }).active).toBe(-1);
  });

  it("choosing a suggestion sets its text and closes the list", () => {
    const onFirst = run([
      { type: "input", text: "fa" },
      { type: "next", count: 3 },
    ]);
    expect(searchBoxReducer(onFirst, { type: "choose", text: "Faust I" })).toEqual({
      text: "Faust I",
      open: false,
      active: -1,
    });
  });

  it("clearing empties the field and closes the list", () => {
    expect(run([{ type: "input", text: "faust" }, { type: "clear" }])).toEqual(initialSearchBoxState);
  });
});

describe("autocompleteText", () => {
  it("lowercases and trims; blank text asks for nothing", () => {
    expect(autocompleteText("  Faust II ")).toBe("faust ii");
    expect(autocompleteText("ÄRGER")).toBe("ärger");
    expect(autocompleteText("   ")).toBe("");
  });
});

describe("searchTarget", () => {
  it("does nothing for empty text", () => {
    expect(searchTarget("de", "", undefined)).toBeNull();
    expect(searchTarget("de", "   ", "events")).toBeNull();
  });

  it("goes to the localised search route with q (trimmed, case kept)", () => {
    expect(searchTarget("en", " Faust ", undefined)).toEqual({
      to: "/$lang/search/{-$category}/{-$page}",
      params: { lang: "en", category: undefined, page: undefined },
      search: { q: "Faust" },
    });
  });

  it("keeps the current category and starts at page 1", () => {
    expect(searchTarget("de", "faust", "events")?.params).toEqual({ lang: "de", category: "events", page: "1" });
  });
});
