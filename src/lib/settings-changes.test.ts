import { describe, expect, it } from "vitest";
import { fieldChanges } from "./settings-changes";

describe("fieldChanges", () => {
  it("names each changed field of nested settings, lists compared whole", () => {
    const before = { is_site_online: true, errors: { "503": "/errors/503.html" }, order: ["a", "b"], same: 1 };
    const after = { is_site_online: false, errors: { "404": "/errors/404.html" }, order: ["b", "a"], same: 1 };
    expect(fieldChanges(before, after)).toEqual([
      { field: "is_site_online", before: true, after: false },
      { field: "errors.503", before: "/errors/503.html", after: null },
      { field: "order", before: ["a", "b"], after: ["b", "a"] },
      { field: "errors.404", before: null, after: "/errors/404.html" },
    ]);
  });

  it("lists every field of a created or deleted item", () => {
    expect(fieldChanges(null, { lang: "de", path: "/a" })).toEqual([
      { field: "lang", before: null, after: "de" },
      { field: "path", before: null, after: "/a" },
    ]);
    expect(fieldChanges({ path: "/a" }, null)).toEqual([{ field: "path", before: "/a", after: null }]);
  });
});
