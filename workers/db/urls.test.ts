import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { toRoutePath } from "../../src/i18n/paths";
import { bothUrls, type DetailKind, detailUrl, listKinds, listUrl, pageUrl } from "./urls";

describe("detailUrl", () => {
  it("uses the German segments of SPEC §2 under /de", () => {
    expect(detailUrl("event", "de", "die-zauberfloete", 12)).toBe("/de/programm/die-zauberfloete/12");
    expect(detailUrl("production", "de", "faust", 3)).toBe("/de/produktionen/faust/3");
    expect(detailUrl("article", "de", "premiere", 5)).toBe("/de/mediathek-de/premiere/5");
    expect(detailUrl("articleCategory", "de", "interviews", 2)).toBe("/de/mediathek-de/categories/interviews/2");
    expect(detailUrl("articleTag", "de", "buehne", 4)).toBe("/de/mediathek-de/tags/buehne/4");
    expect(detailUrl("form", "de", "kontakt", 1)).toBe("/de/formular/kontakt/1");
  });

  it("uses the English segments under /en", () => {
    expect(detailUrl("event", "en", "the-magic-flute", 12)).toBe("/en/events/the-magic-flute/12");
    expect(detailUrl("production", "en", "faust", 3)).toBe("/en/productions/faust/3");
    expect(detailUrl("article", "en", "premiere", 5)).toBe("/en/mediathek-en/premiere/5");
    expect(detailUrl("articleTag", "en", "stage", 4)).toBe("/en/mediathek-en/tags/stage/4");
    expect(detailUrl("form", "en", "contact", 1)).toBe("/en/form/contact/1");
  });

  it("keeps the segments every language shares", () => {
    expect(detailUrl("person", "de", "anna-muster", 7)).toBe("/de/team/anna-muster/7");
    expect(detailUrl("venue", "en", "town-hall", 8)).toBe("/en/venues/town-hall/8");
    expect(detailUrl("series", "de", "kammerkonzerte", 9)).toBe("/de/series/kammerkonzerte/9");
  });

  it("builds paths the router maps back onto its English route tree", () => {
    const kinds: DetailKind[] = ["event", "production", "person", "venue", "series", "article", "form"];
    for (const kind of kinds) {
      const de = detailUrl(kind, "de", "slug", 1);
      expect(toRoutePath(de), de).toBe(detailUrl(kind, "en", "slug", 1).replace(/^\/en\//, "/de/"));
    }
  });
});

describe("bothUrls", () => {
  it("gives each language its own slug and segment", () => {
    expect(bothUrls("event", { de: "die-zauberfloete", en: "the-magic-flute" }, 12)).toEqual({
      de: "/de/programm/die-zauberfloete/12",
      en: "/en/events/the-magic-flute/12",
    });
    expect(bothUrls("form", { de: "kontakt", en: "contact" }, 1)).toEqual({
      de: "/de/formular/kontakt/1",
      en: "/en/form/contact/1",
    });
  });
});

describe("listUrl", () => {
  it("names the list pages with each language's segment", () => {
    expect(listUrl("event", "de")).toBe("/de/programm");
    expect(listUrl("event", "en")).toBe("/en/events");
    expect(listUrl("production", "de")).toBe("/de/produktionen");
    expect(listUrl("person", "en")).toBe("/en/team");
    expect(listUrl("article", "de")).toBe("/de/mediathek-de");
    expect(listUrl("articleTag", "de")).toBe("/de/mediathek-de/tags");
    expect(listUrl("articleTag", "en")).toBe("/en/mediathek-en/tags");
  });

  it("builds paths the router maps back onto a list route of its tree", () => {
    for (const kind of listKinds) {
      const routePath = toRoutePath(listUrl(kind, "de"));
      expect(routePath).toBe(listUrl(kind, "en").replace(/^\/en\//, "/de/"));
      const routeFile = new URL(`../../src/routes/$lang/${routePath.slice("/de/".length)}/index.tsx`, import.meta.url);
      expect(existsSync(routeFile), routeFile.pathname).toBe(true);
    }
  });
});

describe("pageUrl", () => {
  it("prefixes stored page paths with the language; the home page has no trailing slash", () => {
    expect(pageUrl("de", "/")).toBe("/de");
    expect(pageUrl("en", "/agb")).toBe("/en/agb");
  });
});
