import { describe, expect, it } from "vitest";
import { adminPath, hasEditFlag, targetOf, withEditFlag } from "./target";

describe("targetOf", () => {
  it("takes the deepest match: home, a catch-all page, an item, anything else", () => {
    const root = { routeId: "__root__", params: {} };
    const lang = { routeId: "/$lang", params: { lang: "de" } };
    expect(targetOf([root, lang, { routeId: "/$lang/", params: { lang: "de" } }])).toEqual({ kind: "page", path: "" });
    expect(targetOf([root, lang, { routeId: "/$lang/$", params: { _splat: "ueber-uns/team" } }])).toEqual({
      kind: "page",
      path: "ueber-uns/team",
    });
    expect(targetOf([root, lang, { routeId: "/$lang/team/$slug/$id", params: { slug: "a", id: "12" } }])).toEqual({
      kind: "item",
      resource: "persons",
      id: 12,
    });
    expect(targetOf([root, lang, { routeId: "/$lang/series/{-$slug}/$id", params: { id: "3" } }])).toEqual({
      kind: "item",
      resource: "series",
      id: 3,
    });
    expect(targetOf([root, lang, { routeId: "/$lang/events/", params: {} }])).toEqual({ kind: "other" });
    expect(targetOf([root, lang, { routeId: "/$lang/events/$slug/$id", params: { id: "x" } }])).toEqual({
      kind: "other",
    });
    expect(targetOf([])).toEqual({ kind: "other" });
  });
});

describe("edit flag", () => {
  it("is read with or without a value", () => {
    expect(hasEditFlag("?edit")).toBe(true);
    expect(hasEditFlag("?a=1&edit=")).toBe(true);
    expect(hasEditFlag("?editor=1")).toBe(false);
    expect(hasEditFlag("")).toBe(false);
  });

  it("is set bare and removed, other parameters kept in order", () => {
    expect(withEditFlag("", true)).toBe("?edit");
    expect(withEditFlag("?a=1&b=2", true)).toBe("?a=1&b=2&edit");
    expect(withEditFlag("?edit", true)).toBe("?edit");
    expect(withEditFlag("?a=1&edit=&b=2", false)).toBe("?a=1&b=2");
    expect(withEditFlag("?edit", false)).toBe("");
    expect(withEditFlag("?editor=1", false)).toBe("?editor=1");
  });
});

it("admin links name the resource and id", () => {
  expect(adminPath("articles", 7)).toBe("/cms-hub/articles/7/");
});
