import { type MessageFormatElement, TYPE } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { type Lang, languageInfo } from "../lib/languages";
import { createTranslator, type MessageKey } from "./messages";
import de from "./messages/de.json";
import en from "./messages/en.json";

const catalogs = { de, en } as const;

/** Names of the ICU arguments of a message, found through the parsed message, nested ones too. */
function argumentNames(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: readonly unknown[]): void => {
    for (const el of elements) {
      if (typeof el !== "object" || el === null) continue;
      const node = el as { type?: number; value?: unknown; options?: Record<string, { value: unknown[] }> };
      // Type 0 is literal text and 7 the plural '#'; every other element names an argument.
      if (node.type !== 0 && node.type !== 7 && typeof node.value === "string") names.add(node.value);
      for (const option of Object.values(node.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, "en").getAst());
  return [...names].sort();
}

/** Names of the plural arguments of a parsed message, nested ones too. */
function pluralArguments(elements: readonly MessageFormatElement[]): string[] {
  return elements.flatMap((el) =>
    el.type === TYPE.plural
      ? [el.value, ...Object.values(el.options).flatMap((option) => pluralArguments(option.value))]
      : "options" in el
        ? Object.values(el.options).flatMap((option) => pluralArguments(option.value))
        : [],
  );
}

describe("message catalogues", () => {
  it("have the same keys in German and English", () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
  });

  it("use the same arguments in both languages", () => {
    for (const key of Object.keys(en) as MessageKey[]) {
      expect(argumentNames(de[key]), key).toEqual(argumentNames(en[key]));
    }
  });

  it("compile every message and contain no untranslated gaps", () => {
    for (const [lang, catalog] of Object.entries(catalogs)) {
      for (const [key, message] of Object.entries(catalog)) {
        expect(() => new IntlMessageFormat(message, lang), `${lang} ${key}`).not.toThrow();
        expect(message.trim(), `${lang} ${key}`).not.toBe("");
      }
    }
  });

  it("use only what the translator renders: text, arguments, plural and #", () => {
    const rendered = new Set<number>([TYPE.literal, TYPE.argument, TYPE.plural, TYPE.pound]);
    const kinds = (elements: readonly MessageFormatElement[]): number[] =>
      elements.flatMap((el) => [
        el.type,
        ...("options" in el ? Object.values(el.options).flatMap((option) => kinds(option.value)) : []),
      ]);
    for (const [lang, catalog] of Object.entries(catalogs)) {
      for (const [key, message] of Object.entries(catalog)) {
        const unsupported = kinds(new IntlMessageFormat(message, lang).getAst()).filter((kind) => !rendered.has(kind));
        expect(unsupported, `${lang} ${key}`).toEqual([]);
      }
    }
  });

  it("render as intl-messageformat renders them, for every plural case", () => {
    for (const [lang, catalog] of Object.entries(catalogs) as [Lang, Record<string, string>][]) {
      const t = createTranslator(lang);
      for (const [key, message] of Object.entries(catalog)) {
        const reference = new IntlMessageFormat(message, languageInfo[lang].iso);
        const plural = new Set(pluralArguments(reference.getAst()));
        for (const n of [0, 1, 2, 5, 1000]) {
          const values = Object.fromEntries(
            argumentNames(message).map((name) => [name, plural.has(name) ? n : "Wert"]),
          );
          expect(t(key as MessageKey, values), `${lang} ${key} ${n}`).toBe(String(reference.format(values)));
        }
      }
    }
  });

  it("hold the texts SPEC quotes", () => {
    expect(en["error.notFound"]).toBe("This page could not be found");
    expect(de["error.notFound"]).toBe("Diese Seite konnte nicht gefunden werden");
    expect(en["events.noResult"]).toBe(
      "Unfortunately, your selection did not produce any result. Please delete one of the filters or try a different combination.",
    );
    expect(de["error.toHomepage"]).toBe("Zur Startseite");
    expect(de["noscript.reload"]).toBe("Neu laden");
    expect(de["booking.toCart"]).toBe("Zum Warenkorb");
    expect(de["common.pleaseWait"]).toBe("Bitte warten …");
  });
});

describe("createTranslator", () => {
  const tEn = createTranslator("en");
  const tDe = createTranslator("de");

  it("returns the text of the language", () => {
    expect(tEn("a11y.skipToContent")).toBe("Skip to content");
    expect(tDe("a11y.skipToContent")).toBe("Zum Inhalt springen");
  });

  it("fills in values", () => {
    expect(tEn("error.unknownMiddleware", { name: "auth" })).toBe("Unknown middleware auth");
    expect(tDe("booking.errorCode", { code: -214 })).toBe("Fehler -214");
    expect(tEn("meta.titleTemplate", { title: "Programme", siteName: "Kultur" })).toBe("Programme | Kultur");
    expect(tEn("booking.success", { count: 1 })).toBe("1 ticket has been successfully added into your cart.");
    expect(tEn("booking.success", { count: 2 })).toBe("2 tickets have been successfully added into your cart.");
    expect(tDe("booking.success", { count: 1 })).toBe("1 Ticket wurde erfolgreich in Ihren Warenkorb gelegt.");
    expect(tDe("booking.success", { count: 2 })).toBe("2 Tickets wurden erfolgreich in Ihren Warenkorb gelegt.");
  });

  it("chooses plural forms by language rules", () => {
    expect(tEn("booking.ticketCount", { count: 1 })).toBe("1 ticket");
    expect(tEn("booking.ticketCount", { count: 3 })).toBe("3 tickets");
    expect(tDe("header.cartCount", { count: 0 })).toBe("Warenkorb ist leer");
    expect(tDe("booking.ticketCount", { count: 1000 })).toBe("1.000 Tickets");
  });

  it("keeps an apostrophe literal", () => {
    expect(tEn("booking.failed")).toBe("Unfortunately, that didn't work.");
  });

  it("returns the key for an unknown key", () => {
    expect(tEn("no.such.key" as MessageKey)).toBe("no.such.key");
    expect(tEn("constructor" as MessageKey)).toBe("constructor");
  });

  it("never throws on missing or mistyped values, but answers with the key", () => {
    expect(tEn("error.unknownMiddleware")).toBe("error.unknownMiddleware");
    expect(tDe("booking.ticketCount", {})).toBe("booking.ticketCount");
    expect(tEn("booking.ticketCount", { count: "many" })).toBe("booking.ticketCount");
  });

  it("returns the same function per language, which formats a message again with other values", () => {
    expect(createTranslator("en")).toBe(tEn);
    expect(tEn("pagination.page", { n: 2 })).toBe("Page 2");
    expect(tEn("pagination.page", { n: 3 })).toBe("Page 3");
  });
});
