import { writeCookie } from "./cookies";
import { defaultLang, isLang, type Lang } from "./languages";

/**
 * The CMS hub's language: the editor's choice, kept in a cookie so the server renders the hub in
 * it too (the hub's paths carry no language, SPEC §2). A cookie without a language of the site
 * is the default language.
 */
export const HUB_LANG_COOKIE = "hub_lang";

export function hubLangOf(cookie: string | undefined): Lang {
  return isLang(cookie) ? cookie : defaultLang;
}

/** Remembers `lang` for a year, on every path (the sign-in page follows it too). */
export function rememberHubLang(lang: Lang): void {
  writeCookie(HUB_LANG_COOKIE, lang, 365 * 24 * 3600);
}
