import type { Lang } from "../../src/lib/languages";
import type { VersionRow, VersionsListQuery } from "../../src/schemas/dashboard-versions";
import { MODULE_COLUMNS, type ModuleRow, PAGE_COLUMNS, type PageRow, type VersionSnapshot } from "./pages";
import { sqlFilter, USER_NAME_SQL } from "./shared";
import { pageUrl } from "./urls";

/**
 * The dashboard's versions list (issue 25): every page's versions, newest first (index
 * page_versions_created; by account page_versions_user, by page page_versions_page), each
 * named by its page as it is now.
 */

const ROW_COLUMNS = `v.id, v.page_id, v.lang, v.action, v.created_at, v.user_id, ${USER_NAME_SQL} AS user_name,
  CASE v.lang WHEN 'de' THEN p.title_de ELSE p.title_en END AS title,
  CASE v.lang WHEN 'de' THEN p.path_de ELSE p.path_en END AS path`;
const FROM = "FROM page_versions v JOIN pages p ON p.id = v.page_id LEFT JOIN users u ON u.id = v.user_id";

interface VersionListRow {
  id: number;
  page_id: number;
  lang: Lang;
  action: string;
  created_at: string;
  user_id: number | null;
  user_name: string | null;
  title: string;
  path: string;
}

function toRow(row: VersionListRow): VersionRow {
  return {
    id: row.id,
    page: { id: row.page_id, title: row.title, url: pageUrl(row.lang, row.path), path: row.path },
    lang: row.lang,
    action: row.action,
    user: row.user_id === null ? null : { id: row.user_id, name: row.user_name ?? "" },
    created_at: row.created_at,
  };
}

/** The day after `day` (yyyy-mm-dd), for an inclusive `to`. */
function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The list's filters; `pattern` matches the page's title in either language. */
function filterSql(query: VersionsListQuery, pattern: string | null) {
  const filter = sqlFilter();
  const { conditions, param } = filter;
  if (query.page_id !== undefined) conditions.push(`v.page_id = ${param(query.page_id)}`);
  if (query.user !== undefined) conditions.push(`v.user_id = ${param(query.user)}`);
  if (query.lang !== undefined) conditions.push(`v.lang = ${param(query.lang)}`);
  // `<what>.<verb>`: the verb is what the filter names.
  if (query.action !== undefined) conditions.push(`v.action LIKE ${param(`%.${query.action}`)}`);
  if (query.from !== undefined) conditions.push(`v.created_at >= ${param(query.from)}`);
  if (query.to !== undefined) conditions.push(`v.created_at < ${param(dayAfter(query.to))}`);
  if (pattern !== null) {
    const p = param(pattern);
    conditions.push(`(p.title_de LIKE ${p} ESCAPE '\\' OR p.title_en LIKE ${p} ESCAPE '\\')`);
  }
  return filter;
}

const direction = (query: VersionsListQuery) => (query.order === "asc" ? "ASC" : "DESC");

export async function listVersions(
  db: D1Database,
  query: VersionsListQuery,
  pattern: string | null,
  paging: { limit: number; offset: number },
): Promise<{ count: number; results: VersionRow[] }> {
  const filter = filterSql(query, pattern);
  const where = filter.where();
  const filterParams = [...filter.params];
  const limit = filter.param(paging.limit);
  const offset = filter.param(paging.offset);
  const order = direction(query);
  const [countResult, pageResult] = await db.batch<unknown>([
    db.prepare(`SELECT count(*) AS n ${FROM} ${where}`).bind(...filterParams),
    db
      .prepare(
        `SELECT ${ROW_COLUMNS} ${FROM} ${where} ORDER BY v.created_at ${order}, v.id ${order} LIMIT ${limit} OFFSET ${offset}`,
      )
      .bind(...filter.params),
  ]);
  const count = (countResult?.results[0] as { n: number } | undefined)?.n ?? 0;
  return { count, results: ((pageResult?.results ?? []) as VersionListRow[]).map(toRow) };
}

/** A batch of the list for its CSV export, after the version the cursor names (`<created_at>\n<id>`). */
export async function versionsBatch(
  db: D1Database,
  query: VersionsListQuery,
  pattern: string | null,
  after: string | null,
  size: number,
): Promise<{ rows: VersionRow[]; cursor: string | null }> {
  const filter = filterSql(query, pattern);
  const order = direction(query);
  if (after !== null) {
    const [createdAt = "", id = "0"] = after.split("\n");
    filter.conditions.push(
      `(v.created_at, v.id) ${order === "ASC" ? ">" : "<"} (${filter.param(createdAt)}, ${filter.param(Number(id))})`,
    );
  }
  const { results } = await db
    .prepare(
      `SELECT ${ROW_COLUMNS} ${FROM} ${filter.where()}
        ORDER BY v.created_at ${order}, v.id ${order} LIMIT ${filter.param(size)}`,
    )
    .bind(...filter.params)
    .all<VersionListRow>();
  const last = results.at(-1);
  return {
    rows: results.map(toRow),
    cursor: last && results.length === size ? `${last.created_at}\n${last.id}` : null,
  };
}

/**
 * A stored snapshot as the comparison reads it; one without a page row or module list (none a
 * save writes, but the column only promises JSON) compares as an empty page.
 */
function snapshotOf(text: string): VersionSnapshot {
  const parsed = JSON.parse(text) as Partial<VersionSnapshot> | null;
  return {
    page: (parsed?.page ?? {}) as VersionSnapshot["page"],
    modules: Array.isArray(parsed?.modules) ? parsed.modules : [],
  };
}

/** A version with its snapshot, and its page in its language as it is now (row and module rows), or null. */
export async function getVersionWithCurrent(
  db: D1Database,
  id: number,
): Promise<{ version: VersionRow; snapshot: VersionSnapshot; current: VersionSnapshot } | null> {
  const [versionResult, pageResult, modulesResult] = await db.batch<unknown>([
    db.prepare(`SELECT ${ROW_COLUMNS}, v.snapshot ${FROM} WHERE v.id = ?1`).bind(id),
    db
      .prepare(
        `SELECT ${PAGE_COLUMNS.join(", ")} FROM pages WHERE id = (SELECT page_id FROM page_versions WHERE id = ?1)`,
      )
      .bind(id),
    db
      .prepare(
        `SELECT ${MODULE_COLUMNS.join(", ")} FROM page_modules
          WHERE (page_id, lang) = (SELECT page_id, lang FROM page_versions WHERE id = ?1)`,
      )
      .bind(id),
  ]);
  const row = versionResult?.results[0] as (VersionListRow & { snapshot: string }) | undefined;
  const page = pageResult?.results[0] as PageRow | undefined;
  if (!row || !page) return null;
  return {
    version: toRow(row),
    snapshot: snapshotOf(row.snapshot),
    current: { page, modules: (modulesResult?.results ?? []) as ModuleRow[] },
  };
}
