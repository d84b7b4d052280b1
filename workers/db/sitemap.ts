import { type Lang, languages } from "../../src/i18n/languages";
import { type DetailKind, detailUrl, pageUrl, unprefixedPath } from "./urls";

/** One page of the site with its URL in each language it is listed in. */
export interface SitemapEntry {
  urls: Partial<Record<Lang, string>>;
  /** ISO instant of the last change, when the table records one. */
  lastmod: string | null;
}

interface SlugRow {
  id: number;
  slug_de: string;
  slug_en: string;
  lastmod: string | null;
}

/** Detail kinds in the sitemap and the rows that are public: online (and, for articles, published). */
const DETAIL_SOURCES: [kind: DetailKind, sql: string][] = [
  ["event", "SELECT id, slug_de, slug_en, updated_at AS lastmod FROM events WHERE is_online = 1 ORDER BY id"],
  ["production", "SELECT id, slug_de, slug_en, updated_at AS lastmod FROM productions WHERE is_online = 1 ORDER BY id"],
  [
    "article",
    "SELECT id, slug_de, slug_en, updated_at AS lastmod FROM articles WHERE is_online = 1 AND published_at <= ?1 ORDER BY id",
  ],
  ["person", "SELECT id, slug_de, slug_en, NULL AS lastmod FROM persons ORDER BY id"],
  ["venue", "SELECT id, slug_de, slug_en, NULL AS lastmod FROM venues ORDER BY id"],
  ["series", "SELECT id, slug_de, slug_en, NULL AS lastmod FROM series ORDER BY id"],
];

/**
 * Every public page: online editor pages, events, productions, published articles, persons,
 * venues and series, each with its URL per language.
 */
export async function listSitemapEntries(db: D1Database, now: string): Promise<SitemapEntry[]> {
  const statements = [
    db.prepare("SELECT path_de, path_en, updated_at AS lastmod FROM pages WHERE is_online = 1 ORDER BY id"),
    ...DETAIL_SOURCES.map(([, sql]) => (sql.includes("?1") ? db.prepare(sql).bind(now) : db.prepare(sql))),
  ];
  const [pagesResult, ...detailResults] = await db.batch<unknown>(statements);
  const entries: SitemapEntry[] = [];
  for (const row of (pagesResult?.results ?? []) as { path_de: string; path_en: string; lastmod: string }[]) {
    entries.push({ urls: { de: pageUrl("de", row.path_de), en: pageUrl("en", row.path_en) }, lastmod: row.lastmod });
  }
  DETAIL_SOURCES.forEach(([kind], index) => {
    for (const row of (detailResults[index]?.results ?? []) as SlugRow[]) {
      entries.push({
        urls: { de: detailUrl(kind, "de", row.slug_de, row.id), en: detailUrl(kind, "en", row.slug_en, row.id) },
        lastmod: row.lastmod,
      });
    }
  });
  return entries;
}

/**
 * The indexable pages: a language version whose path (without its language prefix) is on that
 * language's noindex list is left out, and the entry when no language remains.
 */
export function withoutNoindexed(
  entries: SitemapEntry[],
  isNoindexed: (lang: Lang, path: string) => boolean,
): SitemapEntry[] {
  return entries.flatMap((entry) => {
    const kept: Partial<Record<Lang, string>> = {};
    for (const lang of languages) {
      const url = entry.urls[lang];
      if (url && !isNoindexed(lang, unprefixedPath(url))) kept[lang] = url;
    }
    return Object.keys(kept).length > 0 ? [{ urls: kept, lastmod: entry.lastmod }] : [];
  });
}
