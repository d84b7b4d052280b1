import { describe, expect, it } from "vitest";
import { defaultLang, inShopLanguage, isLang, langOfLocation, langPrefix, languageInfo, languages } from "./languages";

describe("languages", () => {
  it("has German as the default and lists it first", () => {
    expect(defaultLang).toBe("de");
    expect(languages).toEqual(["de", "en"]);
  });

  it("recognises exactly the language codes", () => {
    expect(isLang("de")).toBe(true);
    expect(isLang("en")).toBe(true);
    for (const x of ["DE", "fr", "", "de-DE", undefined, null, 1, "_untranslated"]) {
      expect(isLang(x)).toBe(false);
    }
  });

  it("reads the language prefix of a path", () => {
    expect(langPrefix("/en/events")).toBe("en");
    expect(langPrefix("/de")).toBe("de");
    for (const path of ["/", "", "/shop/cart", "/EN/events", "/english"]) {
      expect(langPrefix(path), path).toBeUndefined();
    }
  });

  it("describes each language in its own language with an Intl tag", () => {
    expect(languageInfo.de).toEqual({ code: "de", name: "Deutsch", iso: "de-DE" });
    expect(languageInfo.en).toEqual({ code: "en", name: "English", iso: "en-GB" });
  });
});

describe("langOfLocation", () => {
  it("takes the path prefix, else the lang query, else the default language", () => {
    expect(langOfLocation("/en/events", { lang: "de" })).toBe("en");
    expect(langOfLocation("/webshop/cart", { lang: "en" })).toBe("en");
    expect(langOfLocation("/webshop/cart", { lang: "fr" })).toBe("de");
    expect(langOfLocation("/webshop/cart", {})).toBe("de");
  });
});

describe("inShopLanguage", () => {
  it("names a language other than the default in the query, the default not at all", () => {
    expect(inShopLanguage("/webshop/cart", "en")).toBe("/webshop/cart?lang=en");
    expect(inShopLanguage("/webshop/cart", "de")).toBe("/webshop/cart");
  });
});
