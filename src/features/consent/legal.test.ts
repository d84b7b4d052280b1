import { describe, expect, it } from "vitest";
import { isLegalPath } from "./legal";

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
