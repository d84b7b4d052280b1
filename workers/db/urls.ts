import { toPublicPath } from "../../src/i18n/paths";
import type { Lang } from "../../src/lib/languages";
import type { PageUrls } from "../../src/schemas/common";

/**
 * Route path of each detail page kind after `/{lang}/`, with the route tree's English segment
 * names (SPEC §2). German segments come from the one de/en table in src/i18n/paths.ts.
 */
const routeSegments = {
  event: "events",
  production: "productions",
  person: "team",
  venue: "venues",
  series: "series",
  article: "mediathek-en",
  articleCategory: "mediathek-en/categories",
  articleTag: "mediathek-en/tags",
  form: "form",
} as const;

export type DetailKind = keyof typeof routeSegments;

/** The two slug columns a detail query selects for `bothUrls`. */
export interface BothSlugs {
  slug_de: string;
  slug_en: string;
}

/** Public path of a detail page in one language: `detailUrl("event", "de", "x", 3)` → `/de/programm/x/3`. */
export function detailUrl(kind: DetailKind, lang: Lang, slug: string, id: number): string {
  return toPublicPath(`/${lang}/${routeSegments[kind]}/${slug}/${id}`);
}

/**
 * Detail kinds whose route tree also has a list page at the bare segment
 * (`events/index.tsx`, `team/index.tsx`, `mediathek-en/tags/index.tsx`, …).
 */
export const listKinds = ["event", "production", "person", "article", "articleTag"] as const satisfies DetailKind[];

type ListKind = (typeof listKinds)[number];

/** Public path of a list page in one language: `listUrl("event", "de")` → `/de/programm`. */
export function listUrl(kind: ListKind, lang: Lang): string {
  return toPublicPath(`/${lang}/${routeSegments[kind]}`);
}

/** Public paths of a detail page in both languages, each with that language's slug. */
export function bothUrls(kind: DetailKind, slugs: { de: string; en: string }, id: number): PageUrls {
  return { de: detailUrl(kind, "de", slugs.de, id), en: detailUrl(kind, "en", slugs.en, id) };
}

/** Stored page paths have no language prefix ('/', '/agb'); the home page is `/de`, not `/de/`. */
export function pageUrl(lang: Lang, path: string): string {
  return path === "/" ? `/${lang}` : `/${lang}${path}`;
}

/** The public path without its language prefix, as the noindex list stores it ('/de' → '/'). */
export function unprefixedPath(url: string): string {
  const rest = url.replace(/^\/[a-z]{2}(?=\/|$)/, "");
  return rest === "" ? "/" : rest;
}
