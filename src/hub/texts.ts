import { createContext, useContext } from "react";
import { defaultLang, type Lang } from "../lib/languages";

/**
 * The hub's language (the editor's choice, src/lib/hub-lang.ts) for everything inside its frame.
 * Texts live beside the components that show them, both languages checked by the compiler
 * (ADR 0026); numbers and dates are formatted with the language's locale.
 */
export const HubLangContext = createContext<Lang>(defaultLang);

export function useHubLang(): Lang {
  return useContext(HubLangContext);
}

export function useHubTexts<T>(texts: { de: T; en: T }): T {
  return texts[useHubLang()];
}

const LOCALES: Record<Lang, string> = { de: "de-DE", en: "en-GB" };

export function hubLocale(lang: Lang): string {
  return LOCALES[lang];
}

/** Date and time of a stored instant, in Berlin time (the organisation's), in the hub's language. */
export function formatHubDateTime(lang: Lang, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[lang], {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Berlin",
  }).format(date);
}

export function formatHubNumber(lang: Lang, value: number): string {
  return new Intl.NumberFormat(LOCALES[lang]).format(value);
}

/** A word in the singular and the plural, for counts. */
export interface CountWords {
  one: string;
  other: string;
}

/** `count` with its word in the number the language puts it in: "1 Eintrag", "3 Einträge". */
export function formatHubCount(lang: Lang, count: number, words: CountWords): string {
  const form = new Intl.PluralRules(LOCALES[lang]).select(count) === "one" ? words.one : words.other;
  return `${formatHubNumber(lang, count)} ${form}`;
}
