import { describe, expect, it } from "vitest";
import { listUrls, withQuery } from "./-route-data";
import {
  dateParam,
  InvalidSearchParam,
  idParam,
  isInvalidSearch,
  searchString,
  textParam,
  validatePageSearch,
} from "./-search-params";

describe("search-param validators", () => {
  it("take ids as the router parses them, drop empty values, reject the rest", () => {
    expect(idParam({ room: 3 }, "room")).toBe(3);
    expect(idParam({ room: "3" }, "room")).toBe(3);
    expect(idParam({ room: "" }, "room")).toBeUndefined();
    expect(idParam({}, "room")).toBeUndefined();
    for (const bad of ["abc", "0", 0, -1, 1.5, "1e3", [1], true, "99999999999"]) {
      expect(() => idParam({ room: bad }, "room"), String(bad)).toThrow(InvalidSearchParam);
    }
  });

  it("accept real dd-mm-yyyy dates only", () => {
    expect(dateParam({ date: "21-11-2026" })).toBe("21-11-2026");
    expect(dateParam({ date: "" })).toBeUndefined();
    expect(() => dateParam({ date: "31-02-2026" })).toThrow(InvalidSearchParam);
    expect(() => dateParam({ date: "2026-11-21" })).toThrow(InvalidSearchParam);
  });

  it("keep search text as text, trimmed and capped", () => {
    expect(textParam({ q: "  opera " }, "q", 200)).toBe("opera");
    expect(textParam({ q: 1984 }, "q", 200)).toBe("1984");
    expect(textParam({ q: "   " }, "q", 200)).toBeUndefined();
    expect(textParam({ q: "x".repeat(300) }, "q", 200)).toHaveLength(200);
  });

  it("recognise the router's wrapped validation error", () => {
    const wrapped = new Error("search", { cause: new InvalidSearchParam("room") });
    expect(isInvalidSearch(wrapped)).toBe(true);
    expect(isInvalidSearch(new Error("other"))).toBe(false);
  });

  it("build the query back in the form the router parses to the same values", () => {
    expect(searchString({ room: 3, date: "21-11-2026", page: undefined })).toBe("?room=3&date=21-11-2026");
    expect(searchString({})).toBe("");
    expect(validatePageSearch({ page: "" })).toStrictEqual({ page: undefined });
    expect(validatePageSearch({ page: "1" })).toStrictEqual({ page: undefined });
    expect(validatePageSearch({ page: "2" })).toStrictEqual({ page: 2 });
  });
});

describe("route data", () => {
  it("names list pages in both languages with their localised segment", () => {
    expect(listUrls("events", "?page=2")).toEqual({ de: "/de/programm?page=2", en: "/en/events?page=2" });
    expect(listUrls("mediathek-en/tags")).toEqual({ de: "/de/mediathek-de/tags", en: "/en/mediathek-en/tags" });
  });

  it("keeps a list query on an entity's URLs in both languages", () => {
    const urls = { de: "/de/mediathek-de/tags/buehne/4", en: "/en/mediathek-en/tags/stage/4" };
    expect(withQuery(urls, "?page=2")).toEqual({
      de: "/de/mediathek-de/tags/buehne/4?page=2",
      en: "/en/mediathek-en/tags/stage/4?page=2",
    });
    expect(withQuery(urls, "")).toEqual(urls);
  });
});
