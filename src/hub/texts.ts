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
