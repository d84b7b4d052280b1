import { describe, expect, it } from "vitest";
import { localizedPath, toPublicPath, toRoutePath, untranslatedPrefix } from "./paths";

const table = [
  ["programm", "events"],
  ["produktionen", "productions"],
  ["mediathek-de", "mediathek-en"],
  ["formular", "form"],
] as const;

describe("toRoutePath", () => {
  it("translates the German segment after the language", () => {
    expect(toRoutePath("/de/programm/foo/12")).toBe("/de/events/foo/12");
    expect(toRoutePath("/de/programm")).toBe("/de/events");
    expect(toRoutePath("/de/programm/")).toBe("/de/events/");
    expect(toRoutePath("/de/produktionen/x/1")).toBe("/de/productions/x/1");
    expect(toRoutePath("/de/mediathek-de/tags/jazz/4")).toBe("/de/mediathek-en/tags/jazz/4");
    expect(toRoutePath("/de/formular/kontakt/9")).toBe("/de/form/kontakt/9");
  });

  it("translates only the first segment", () => {
    expect(toRoutePath("/de/programm/programm/1")).toBe("/de/events/programm/1");
    expect(toRoutePath("/de/team/programm/1")).toBe("/de/team/programm/1");
  });

  it("keeps the query and hash", () => {
    expect(toRoutePath("/de/programm?date=21-11-2026&tag=3#top")).toBe("/de/events?date=21-11-2026&tag=3#top");
    expect(toRoutePath("/de/programm#x/y")).toBe("/de/events#x/y");
  });

  it("leaves English, shared and non-language paths alone", () => {
    for (const p of [
      "/en/events/foo/12",
      "/en/programm",
      "/de",
      "/de/",
      "/de/team/anna/3",
      "/de/agb",
      "/de/search/events/2",
      "/cms-hub",
      "/webshop/a/b",
      "/",
      "",
      "//",
      "//de/programm",
      "de/programm",
      "/DE/programm",
      "/de/programm-alt",
      "/de/constructor",
      "/de/__proto__",
    ]) {
      expect(toRoutePath(p)).toBe(p);
    }
  });

  it("matches the segment as the router does: any case, percent-decoded", () => {
    expect(toRoutePath("/de/Programm/a/1")).toBe("/de/events/a/1");
    expect(toRoutePath("/de/program%6D")).toBe("/de/events");
    expect(toRoutePath("/de/%E0%A4%A")).toBe("/de/%E0%A4%A");
  });

  // Regression: with the route tree in English, `/de/events` would render the German events
  // page under the English URL; it must fall to the 404 of an invalid language instead.
  it("moves English segments under /de out of every route", () => {
    expect(toRoutePath("/de/events")).toBe(`/${untranslatedPrefix}/de/events`);
    expect(toRoutePath("/de/events/foo/12?x=1")).toBe(`/${untranslatedPrefix}/de/events/foo/12?x=1`);
    expect(toRoutePath("/de/EVENTS")).toBe(`/${untranslatedPrefix}/de/EVENTS`);
    expect(toRoutePath("/de/event%73")).toBe(`/${untranslatedPrefix}/de/event%73`);
    for (const [, en] of table) {
      expect(toRoutePath(`/de/${en}/x/1`).startsWith(`/${untranslatedPrefix}/`)).toBe(true);
    }
  });
});

describe("toPublicPath", () => {
  it("translates internal English segments back for German", () => {
    for (const [de, en] of table) {
      expect(toPublicPath(`/de/${en}/slug/7`)).toBe(`/de/${de}/slug/7`);
      expect(toPublicPath(`/en/${en}/slug/7`)).toBe(`/en/${en}/slug/7`);
    }
    expect(toPublicPath("/de/events?date=01-01-2027")).toBe("/de/programm?date=01-01-2027");
    expect(toPublicPath("/de")).toBe("/de");
    expect(toPublicPath("/de/team/a/1")).toBe("/de/team/a/1");
    expect(toPublicPath("")).toBe("");
  });

  it("round-trips every public path, the untranslated ones included", () => {
    for (const p of [
      "/de/programm/foo/12",
      "/de/produktionen",
      "/de/mediathek-de/categories/kunst/2?page=2",
      "/de/formular/a/1#f",
      "/de/events",
      "/de/events/foo/12",
      "/de/mediathek-en/",
      "/en/events/foo/12",
      "/en/programm",
      "/de",
      "/de/impressum",
      "/cms-hub",
      "//",
      "",
    ]) {
      expect(toPublicPath(toRoutePath(p))).toBe(p);
    }
  });

  it("round-trips every internal path", () => {
    for (const r of ["/de/events/foo/12", "/de/form/a/1", "/en/productions", "/de/team", "/de"]) {
      expect(toRoutePath(toPublicPath(r))).toBe(r);
    }
  });
});

describe("localizedPath", () => {
  it("switches German pages to English", () => {
    expect(localizedPath("/de/programm/abc/3", "en")).toBe("/en/events/abc/3");
    expect(localizedPath("/de/mediathek-de/tags", "en")).toBe("/en/mediathek-en/tags");
    expect(localizedPath("/de", "en")).toBe("/en");
    expect(localizedPath("/de/", "en")).toBe("/en/");
    expect(localizedPath("/de/impressum", "en")).toBe("/en/impressum");
  });

  it("switches English pages to German", () => {
    expect(localizedPath("/en/events/abc/3", "de")).toBe("/de/programm/abc/3");
    expect(localizedPath("/en/form/x/5", "de")).toBe("/de/formular/x/5");
    expect(localizedPath("/en", "de")).toBe("/de");
  });

  it("keeps query and hash", () => {
    expect(localizedPath("/de/programm?date=21-11-2026&tag=3#dates", "en")).toBe(
      "/en/events?date=21-11-2026&tag=3#dates",
    );
    expect(localizedPath("/en?q=1", "de")).toBe("/de?q=1");
  });

  it("returns a path already in the target language unchanged", () => {
    expect(localizedPath("/de/programm/a/1?x#y", "de")).toBe("/de/programm/a/1?x#y");
  });

  it("sends paths outside any language to the target home", () => {
    for (const p of ["", "/", "//", "/cms-hub", "/webshop/x", "de/programm", "/xx/events"]) {
      expect(localizedPath(p, "en")).toBe("/en");
    }
  });
});
