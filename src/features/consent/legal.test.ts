import { describe, expect, it } from "vitest";
import { isLegalPath, isLegalReferrer } from "./legal";

describe("isLegalPath", () => {
  it("matches terms, privacy and imprint in both languages", () => {
    for (const lang of ["de", "en"]) {
      for (const slug of ["agb", "datenschutz", "impressum"]) {
        expect(isLegalPath(`/${lang}/${slug}`)).toBe(true);
        expect(isLegalPath(`/${lang}/${slug}/`)).toBe(true);
      }
    }
  });

  it("does not match other pages, deeper paths or other languages", () => {
    expect(isLegalPath("/de")).toBe(false);
    expect(isLegalPath("/de/programm")).toBe(false);
    expect(isLegalPath("/de/impressum/archiv")).toBe(false);
    expect(isLegalPath("/fr/impressum")).toBe(false);
    expect(isLegalPath("/de/agbx")).toBe(false);
  });
});

describe("isLegalReferrer", () => {
  const origin = "https://kulturwerk.example";

  it("is true for a legal page of this site", () => {
    expect(isLegalReferrer(`${origin}/de/datenschutz`, origin)).toBe(true);
    expect(isLegalReferrer(`${origin}/en/impressum/?from=footer`, origin)).toBe(true);
  });

  it("is false for other pages, other sites, nothing or garbage", () => {
    expect(isLegalReferrer(`${origin}/de/programm`, origin)).toBe(false);
    expect(isLegalReferrer("https://elsewhere.example/de/datenschutz", origin)).toBe(false);
    expect(isLegalReferrer("", origin)).toBe(false);
    expect(isLegalReferrer("not a url", origin)).toBe(false);
  });
});
