/** Languages of the site, in the order the language switch lists them; the first is the default. */
export const languages = ["de", "en"] as const;

export type Lang = (typeof languages)[number];

export const defaultLang: Lang = "de";

export interface LanguageInfo {
  readonly code: Lang;
  /** Name in its own language: the switch shows each language in that language. */
  readonly name: string;
  /** BCP 47 tag for Intl and for `<html lang>`. */
  readonly iso: string;
}

export const languageInfo: Readonly<Record<Lang, LanguageInfo>> = {
  de: { code: "de", name: "Deutsch", iso: "de-DE" },
  en: { code: "en", name: "English", iso: "en-GB" },
};

/** True for exactly 'de' or 'en'; case matters because URLs are canonical in lower case. */
export function isLang(x: unknown): x is Lang {
  return (languages as readonly unknown[]).includes(x);
}

/** The language prefix of a path (`/en/...` gives 'en'); undefined for paths outside a language. */
export function langPrefix(pathname: string): Lang | undefined {
  const first = pathname.split("/", 2)[1];
  return isLang(first) ? first : undefined;
}

/**
 * The language of a location: its path prefix; outside the language tree (the web shop, whose
 * paths are not localised, SPEC §2) the `lang` query names it; else the default language.
 */
export function langOfLocation(pathname: string, search: Readonly<Record<string, unknown>>): Lang {
  return langPrefix(pathname) ?? (isLang(search.lang) ? search.lang : defaultLang);
}

/**
 * The shop's paths are the same in every language (SPEC §2); a page of it shows the language
 * its `lang` query names, the default one without.
 */
export function inShopLanguage(path: string, lang: Lang): string {
  return lang === defaultLang ? path : `${path}?lang=${lang}`;
}
