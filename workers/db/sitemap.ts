import { type Lang, languages } from "../../src/lib/languages";
import { type DetailKind, detailUrl, listKinds, listUrl, pageUrl, unprefixedPath } from "./urls";

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

/**
 * Detail kinds in the sitemap and the rows that are public: online (and, for articles, published).
 * Every tag and category has its page, with or without articles.
 */
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
  ["articleCategory", "SELECT id, slug_de, slug_en, NULL AS lastmod FROM article_categories ORDER BY id"],
  ["articleTag", "SELECT id, slug_de, slug_en, NULL AS lastmod FROM article_tags ORDER BY id"],
  // Forms of the former external service only show a notice: nothing to index. An empty id is
  // none, as isExternalForm reads it.
  [
    "form",
    "SELECT id, slug_de, slug_en, NULL AS lastmod FROM forms WHERE is_online = 1 AND coalesce(hubspot_id, '') = '' ORDER BY id",
  ],
];

/**
 * Every public page: online editor pages, the list pages of the route tree, events, productions,
 * published articles, persons, venues, series, magazine categories and tags and online forms,
 * each with its URL per language and each URL once.
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
  for (const kind of listKinds) {
    entries.push({ urls: { de: listUrl(kind, "de"), en: listUrl(kind, "en") }, lastmod: null });
  }
  DETAIL_SOURCES.forEach(([kind], index) => {
    for (const row of (detailResults[index]?.results ?? []) as SlugRow[]) {
      entries.push({
        urls: { de: detailUrl(kind, "de", row.slug_de, row.id), en: detailUrl(kind, "en", row.slug_en, row.id) },
        lastmod: row.lastmod,
      });
    }
  });
  // An editor page at a list page's path (`/programm` lends the events list its headline) is
  // listed first and keeps the URL.
  const listed = new Set<string>();
  return keepUrls(entries, (_, url) => {
    if (listed.has(url)) return false;
    listed.add(url);
    return true;
  });
}

/** The entries with only the URLs `keep` accepts, and without those that have none left. */
function keepUrls(entries: SitemapEntry[], keep: (lang: Lang, url: string) => boolean): SitemapEntry[] {
  return entries.flatMap((entry) => {
    const kept: Partial<Record<Lang, string>> = {};
    for (const lang of languages) {
      const url = entry.urls[lang];
      if (url && keep(lang, url)) kept[lang] = url;
    }
    return Object.keys(kept).length > 0 ? [{ urls: kept, lastmod: entry.lastmod }] : [];
  });
}

/**
 * The indexable pages: a language version whose path (without its language prefix) is on that
 * language's noindex list is left out, and the entry when no language remains.
 */
export function withoutNoindexed(
  entries: SitemapEntry[],
  isNoindexed: (lang: Lang, path: string) => boolean,
): SitemapEntry[] {
  return keepUrls(entries, (lang, url) => !isNoindexed(lang, unprefixedPath(url)));
}
