import type { Lang } from "../../src/lib/languages";
import type { BreakingNewsAlert, BreakingNewsCacheEntry } from "../../src/schemas/breaking-news";
import { col, linkColumn } from "./shared";

/** Every active alert with its window, newest window first (the cache keeps windows; see activeAlerts). */
export async function listActiveAlerts(db: D1Database, lang: Lang): Promise<BreakingNewsCacheEntry[]> {
  const L = col(lang);
  const { results } = await db
    .prepare(
      `SELECT id, title_${L} AS title, text_${L} AS text, ${linkColumn(lang)} AS link, link_title_${L} AS link_title,
              online_from, online_to
         FROM breaking_news WHERE is_active = 1
        ORDER BY coalesce(online_from, '') DESC, id DESC`,
    )
    .all<BreakingNewsCacheEntry>();
  return results;
}

/** The alerts whose window contains `nowIso`, without the window fields. */
export function activeAlerts(entries: BreakingNewsCacheEntry[], nowIso: string): BreakingNewsAlert[] {
  return entries
    .filter(
      (e) => (e.online_from === null || e.online_from <= nowIso) && (e.online_to === null || e.online_to > nowIso),
    )
    .map(({ id, title, text, link, link_title }) => ({ id, title, text, link, link_title }));
}
