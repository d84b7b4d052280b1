import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { DETAIL_SECTIONS } from "../lib/detail-sections";
import { BreakingNewsFields, DesignArea, ErrorPagePath, NoindexPath } from "./hub-settings";

const alert = {
  title_de: "Titel",
  title_en: "Title",
  text_de: "  ",
  text_en: null,
  link_de: "/de/sommer",
  link_en: "",
  link_title_de: null,
  link_title_en: null,
  is_active: true,
  online_from: "2026-12-24T18:00:00+01:00",
  online_to: "2026-12-26T00:00Z",
};

const issuePaths = (result: { issues?: v.BaseIssue<unknown>[] }) =>
  (result.issues ?? []).map((issue) => v.getDotPath(issue));

describe("hub settings schemas", () => {
  it("stores an alert's window as UTC seconds and blank texts and links as none", () => {
    const parsed = v.parse(BreakingNewsFields, alert);
    expect(parsed.online_from).toBe("2026-12-24T17:00:00Z");
    expect(parsed.online_to).toBe("2026-12-26T00:00:00Z");
    expect(parsed.text_de).toBeNull();
    expect(parsed.link_en).toBeNull();
    expect(parsed.link_de).toBe("/de/sommer");
  });

  it("refuses an alert ending before it starts, a script link and a blank title, at their fields", () => {
    const result = v.safeParse(BreakingNewsFields, {
      ...alert,
      title_en: " ",
      link_de: "javascript:alert(1)",
      online_to: "2026-12-24T16:00:00Z",
    });
    expect(result.success).toBe(false);
    expect(issuePaths(result)).toEqual(["title_en", "link_de", "online_to"]);
    const window = v.safeParse(BreakingNewsFields, { ...alert, online_to: "2026-12-24T16:00:00Z" });
    expect(issuePaths(window)).toEqual(["online_to"]);
    expect(issuePaths(v.safeParse(BreakingNewsFields, { ...alert, online_from: "24.12.2026" }))).toEqual([
      "online_from",
    ]);
  });

  it("takes error pages as site paths of HTML files for 4xx and 5xx only", () => {
    for (const path of ["/errors/503.html", "/e/x-y_1.htm"]) expect(v.is(ErrorPagePath, path), path).toBe(true);
    for (const path of ["//evil.example/x.html", "/\\evil.html", "https://x.example/503.html", "/../x.html", "/x.js"])
      expect(v.is(ErrorPagePath, path), path).toBe(false);
    const sections = { event: ["description", "tickets", "persons", "venue", "production"], production: [] };
    const result = v.safeParse(DesignArea, {
      errors: { "302": "/x.html" },
      quickBuy: true,
      fewSeatsPercent: 10,
      detailSections: sections,
    });
    expect(issuePaths(result)).toEqual(["errors.302", "detailSections.production"]);
  });

  it("takes the 'few seats' threshold as a whole percentage from 0 to 100", () => {
    const sections = { event: [...DETAIL_SECTIONS.event], production: [...DETAIL_SECTIONS.production] };
    const area = (fewSeatsPercent: unknown) =>
      v.safeParse(DesignArea, { errors: {}, quickBuy: false, fewSeatsPercent, detailSections: sections });
    for (const ok of [0, 10, 100]) expect(area(ok).success, String(ok)).toBe(true);
    for (const bad of [-1, 101, 12.5, "10", null])
      expect(issuePaths(area(bad)), String(bad)).toEqual(["fewSeatsPercent"]);
  });

  it("keeps a noindex path without its language prefix and trailing slash", () => {
    expect(v.parse(NoindexPath, " /archiv-2019/ ")).toBe("/archiv-2019");
    expect(v.parse(NoindexPath, "/")).toBe("/");
    for (const path of ["/de/archiv", "/en", "archiv", "/a?b=1", "//x", "/a b"])
      expect(v.is(NoindexPath, path), path).toBe(false);
  });
});
