import type { Lang } from "../../src/lib/languages";
import type { BreakingNewsAlert, BreakingNewsCacheEntry } from "../../src/schemas/breaking-news";
import type { BREAKING_NEWS_SORTS, BreakingNewsFields, BreakingNewsItem } from "../../src/schemas/hub-settings";
import { col, containsPattern, countAndPage, linkColumn, orderBy, pageOffset, sqlFilter } from "./shared";

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

// ---------------------------------------------------------------------------------------------
// The hub's breaking-news screen (issue 25): every alert in both languages, and its writes.

interface AlertRow {
  id: number;
  title_de: string;
  title_en: string;
  text_de: string | null;
  text_en: string | null;
  link: string | null;
  link_en: string | null;
  link_title_de: string | null;
  link_title_en: string | null;
  is_active: number;
  online_from: string | null;
  online_to: string | null;
  revision: number;
}

const ALERT_COLUMNS =
  "id, title_de, title_en, text_de, text_en, link, link_en, link_title_de, link_title_en, is_active, online_from, online_to, revision";

function alertItem(row: AlertRow): BreakingNewsItem {
  const { link, is_active, ...rest } = row;
  return { ...rest, link_de: link, is_active: is_active === 1 };
}

/** An alert as stored, or null. */
export async function getAlert(db: D1Database, id: number): Promise<BreakingNewsItem | null> {
  const row = await db.prepare(`SELECT ${ALERT_COLUMNS} FROM breaking_news WHERE id = ?1`).bind(id).first<AlertRow>();
  return row ? alertItem(row) : null;
}

const ALERT_SORTS: Readonly<Record<(typeof BREAKING_NEWS_SORTS)[number], string>> = {
  online_from: "online_from",
  online_to: "online_to",
  title: "title_de COLLATE NOCASE",
  id: "id",
};

export interface AlertListQuery {
  page: number;
  page_size: number;
  sort: (typeof BREAKING_NEWS_SORTS)[number];
  order: "asc" | "desc";
  q?: string;
  active?: "true" | "false";
}

/** A page of alerts, searched in titles and texts of both languages; the count of every match. */
export async function listAlerts(db: D1Database, query: AlertListQuery) {
  const filter = sqlFilter();
  if (query.active) filter.conditions.push(`is_active = ${filter.param(query.active === "true" ? 1 : 0)}`);
  if (query.q) {
    const p = filter.param(containsPattern(query.q));
    filter.conditions.push(
      `(title_de LIKE ${p} ESCAPE '\\' OR title_en LIKE ${p} ESCAPE '\\' OR text_de LIKE ${p} ESCAPE '\\' OR text_en LIKE ${p} ESCAPE '\\')`,
    );
  }
  const where = filter.where();
  const filterParams = [...filter.params];
  const limit = filter.param(query.page_size);
  const offset = filter.param(pageOffset(query.page, query.page_size));
  const { count, rows } = await countAndPage<AlertRow>(
    db,
    db.prepare(`SELECT count(*) AS n FROM breaking_news ${where}`).bind(...filterParams),
    db
      .prepare(
        `SELECT ${ALERT_COLUMNS} FROM breaking_news ${where}
         ${orderBy(ALERT_SORTS, query.sort, query.order, "id")} LIMIT ${limit} OFFSET ${offset}`,
      )
      .bind(...filter.params),
  );
  return { count, results: rows.map(alertItem) };
}

const alertValues = (alert: BreakingNewsFields) => [
  alert.title_de,
  alert.title_en,
  alert.text_de,
  alert.text_en,
  alert.link_de,
  alert.link_en,
  alert.link_title_de,
  alert.link_title_en,
  alert.is_active ? 1 : 0,
  alert.online_from,
  alert.online_to,
];

/** Inserts alert `id` (reserved from `id_counters`) at revision 1. */
export function insertAlertStatement(db: D1Database, id: number, alert: BreakingNewsFields): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO breaking_news (title_de, title_en, text_de, text_en, link, link_en, link_title_de, link_title_en,
                                  is_active, online_from, online_to, id, revision)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, 1)`,
    )
    .bind(...alertValues(alert), id);
}

/** Aborts the batch ('stale_revision') when alert `id` is gone or no longer at `revision`. */
export function alertGuard(db: D1Database, id: number, revision: number): D1PreparedStatement {
  return db
    .prepare(
      "INSERT INTO stale_writes (object) SELECT ?1 WHERE (SELECT revision FROM breaking_news WHERE id = ?2) IS NOT ?3",
    )
    .bind(`breaking_news:${id}`, id, revision);
}

/** Rewrites alert `id` with the next revision (behind `alertGuard`). */
export function updateAlertStatement(db: D1Database, id: number, alert: BreakingNewsFields): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE breaking_news SET title_de = ?1, title_en = ?2, text_de = ?3, text_en = ?4, link = ?5, link_en = ?6,
              link_title_de = ?7, link_title_en = ?8, is_active = ?9, online_from = ?10, online_to = ?11,
              revision = revision + 1
        WHERE id = ?12`,
    )
    .bind(...alertValues(alert), id);
}

export function deleteAlertStatement(db: D1Database, id: number): D1PreparedStatement {
  return db.prepare("DELETE FROM breaking_news WHERE id = ?1").bind(id);
}
