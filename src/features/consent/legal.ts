import { languages } from "../../lib/languages";

/** The legal pages (terms, privacy, imprint) have the same paths in both languages (SPEC §2). */
const legalSlugs = ["agb", "datenschutz", "impressum"] as const;

const LEGAL_PATH = new RegExp(`^/(?:${languages.join("|")})/(?:${legalSlugs.join("|")})/?$`);

/** SPEC §9: the consent dialog is not shown on these pages. */
export function isLegalPath(pathname: string): boolean {
  return LEGAL_PATH.test(pathname);
}

/**
 * Whether `referrer` is a legal page of this site (`origin`): how a page loaded in full learns
 * that the visitor has just left one (a link followed before the legal page had hydrated, or
 * without JavaScript there).
 */
export function isLegalReferrer(referrer: string, origin: string): boolean {
  if (!referrer) return false;
  try {
    const url = new URL(referrer);
    return url.origin === origin && isLegalPath(url.pathname);
  } catch {
    return false;
  }
}

/** The privacy page of a language, linked from the dialog. */
export function privacyPath(lang: string): string {
  return `/${lang}/datenschutz`;
}
