import type { Lang } from "../../src/i18n/languages";

/**
 * Public URLs of detail pages (SPEC §2). German and English differ only in the first segment
 * after the language; these must agree with src/i18n/paths.ts.
 */
export const urls = {
  event: (lang: Lang, slug: string, id: number) => `/${lang}/${lang === "de" ? "programm" : "events"}/${slug}/${id}`,
  production: (lang: Lang, slug: string, id: number) =>
    `/${lang}/${lang === "de" ? "produktionen" : "productions"}/${slug}/${id}`,
  person: (lang: Lang, slug: string, id: number) => `/${lang}/team/${slug}/${id}`,
  venue: (lang: Lang, slug: string, id: number) => `/${lang}/venues/${slug}/${id}`,
  series: (lang: Lang, slug: string, id: number) => `/${lang}/series/${slug}/${id}`,
  article: (lang: Lang, slug: string, id: number) => `/${lang}/mediathek-${lang}/${slug}/${id}`,
  articleCategory: (lang: Lang, slug: string, id: number) => `/${lang}/mediathek-${lang}/categories/${slug}/${id}`,
  articleTag: (lang: Lang, slug: string, id: number) => `/${lang}/mediathek-${lang}/tags/${slug}/${id}`,
  form: (lang: Lang, slug: string, id: number) => `/${lang}/${lang === "de" ? "formular" : "form"}/${slug}/${id}`,
  /** Stored page paths have no language prefix ('/', '/agb'); the home page is `/de`, not `/de/`. */
  page: (lang: Lang, path: string) => (path === "/" ? `/${lang}` : `/${lang}${path}`),
} as const;
