import { isLang } from "../../src/lib/languages";
import type {
  AccountRef,
  ActivityEntry,
  ActivityQuery,
  DaySeries,
  ErrorPath,
  ErrorPathsQuery,
  IdentityEventEntry,
  IdentityEventsQuery,
  Overview,
  SearchTerm,
  SearchTermsQuery,
  SearchTermTotals,
  TrendDirection,
} from "../../src/schemas/dashboard-logs";
import { addDays, periodDays } from "../../src/schemas/hub";
import { pageUrl } from "./urls";

/**
 * The dashboard's log panels (issue 25): activity, search keywords, identity events, error log
 * and the overview's series. Every list reads one page (LIMIT/OFFSET) and its count in one
 * batch; exports read the same rows in batches, by keyset where the rows are single log rows
 * and by offset where they are groups (a group count is small next to the rows it counts).
 */

/** Collects a statement's parameters; `bind(value)` answers its `?n`. */
class Params {
  readonly values: unknown[] = [];
  bind(value: unknown): string {
    this.values.push(value);
    return `?${this.values.length}`;
  }
}

/** One page of a list, or every row in batches (`limit` rows after `cursor`) for an export. */
export interface ListWindow<Sort extends string> {
  sort: Sort;
  order: "asc" | "desc";
  limit: number;
  offset: number;
}

/** The instants a period of days covers: from its first day's start to the next day after `to`. */
function periodConditions(column: string, period: { from?: string; to?: string }, params: Params): string[] {
  const conditions: string[] = [];
  // Stored instants are ISO strings (with or without milliseconds); a day compares below every
  // instant of that day, so the comparison holds for either form.
  if (period.from) conditions.push(`${column} >= ${params.bind(period.from)}`);
  if (period.to) conditions.push(`${column} < ${params.bind(addDays(period.to, 1))}`);
  return conditions;
}

const where = (conditions: readonly string[]) => (conditions.length > 0 ? `WHERE ${conditions.join(" AND ")}` : "");

function direction(order: "asc" | "desc"): "ASC" | "DESC" {
  return order === "asc" ? "ASC" : "DESC";
}

/**
 * A keyset export's condition: the rows after (`order` desc: below) the cursor `[value, id]`
 * taken from the last row of the previous batch; sort columns of these lists are never null.
 */
function afterCursor(column: string, idColumn: string, order: "asc" | "desc", cursor: string | null, params: Params) {
  if (cursor === null) return null;
  const [value, id] = JSON.parse(cursor) as [unknown, number];
  const beyond = order === "asc" ? ">" : "<";
  const v = params.bind(value);
  return `(${column} ${beyond} ${v} OR (${column} = ${v} AND ${idColumn} ${beyond} ${params.bind(id)}))`;
}

interface AccountColumns {
  account_id: number | null;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
  account_email: string | null;
}

const ACCOUNT_COLUMNS = "u.id AS account_id, u.first_name, u.last_name, u.username, u.email AS account_email";

function accountRef(row: AccountColumns): AccountRef | null {
  if (row.account_id === null) return null;
  const name = `${row.first_name ?? ""} ${row.last_name ?? ""}`.trim();
  return { id: row.account_id, name: name || (row.username ?? ""), email: row.account_email ?? "" };
}

/** A name of an account as the search text meets it: first and last name, user name, e-mail. */
const ACCOUNT_TEXT = "(u.first_name || ' ' || u.last_name || ' ' || u.username || ' ' || u.email)";

// ---------------------------------------------------------------------------------------------
// Activity

export type ActivitySort = ActivityQuery["sort"];
/** `pattern`: the search text as a LIKE pattern with `ESCAPE '\\'` (`containsPattern`). */
export type ActivityFilter = Pick<ActivityQuery, "from" | "to" | "user" | "action" | "object_type"> & {
  pattern?: string;
};

const ACTIVITY_SORT_COLUMNS: Readonly<Record<ActivitySort, string>> = {
  created_at: "a.created_at",
  action: "a.action",
  object_type: "a.object_type",
};

/** The page a page or module change concerned (module rows name it in their details). */
const ACTIVITY_PAGE_ID = `CASE a.object_type WHEN 'page' THEN a.object_id
  WHEN 'module' THEN json_extract(a.details, '$.page_id') END`;

/** The joins that give an activity row its account, page, file and settings area. */
const ACTIVITY_JOINS = `LEFT JOIN users u ON u.id = a.user_id
  LEFT JOIN pages p ON p.id = ${ACTIVITY_PAGE_ID}
  LEFT JOIN media m ON a.object_type = 'media' AND m.id = a.object_id
  LEFT JOIN settings_versions sv ON a.object_type = 'settings' AND sv.id = a.object_id`;

function activityConditions(filter: ActivityFilter, params: Params): string[] {
  const conditions = periodConditions("a.created_at", filter, params);
  if (filter.user !== undefined) conditions.push(`a.user_id = ${params.bind(filter.user)}`);
  if (filter.action !== undefined) conditions.push(`a.action = ${params.bind(filter.action)}`);
  if (filter.object_type !== undefined) conditions.push(`a.object_type = ${params.bind(filter.object_type)}`);
  if (filter.pattern) {
    const q = params.bind(filter.pattern);
    conditions.push(
      `(a.action LIKE ${q} ESCAPE '\\' OR a.object_type LIKE ${q} ESCAPE '\\' OR ${ACCOUNT_TEXT} LIKE ${q} ESCAPE '\\'
        OR p.title_de LIKE ${q} ESCAPE '\\' OR p.title_en LIKE ${q} ESCAPE '\\')`,
    );
  }
  return conditions;
}

interface ActivityRow extends AccountColumns {
  id: number;
  created_at: string;
  action: string;
  object_type: string;
  object_id: number | null;
  lang: string | null;
  details: string;
  page_id: number | null;
  title_de: string | null;
  title_en: string | null;
  path_de: string | null;
  path_en: string | null;
  file_name: string | null;
  area: string | null;
  version_id: number | null;
  sort_value: string;
}

/**
 * The version a page save made: page saves write their version in the same batch, at the same
 * instant, by the same account, in the row's language (workers/db/page-edits.ts). Read through
 * page_versions_page for the rows of one page only; null once the history trimmed it.
 */
const VERSION_OF_CHANGE = `(SELECT max(v.id) FROM page_versions v
  WHERE v.page_id = p.id AND v.lang = a.lang AND v.created_at = a.created_at AND v.user_id IS a.user_id)`;

function activitySelect(sortColumn: string): string {
  return `SELECT a.id, a.created_at, a.action, a.object_type, a.object_id, a.lang, a.details, ${ACCOUNT_COLUMNS},
    p.id AS page_id, p.title_de, p.title_en, p.path_de, p.path_en, m.file_name, sv.area,
    ${VERSION_OF_CHANGE} AS version_id, ${sortColumn} AS sort_value
    FROM activity_log a ${ACTIVITY_JOINS}`;
}

function parseDetails(details: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(details);
    return parsed !== null && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** What a change concerned, in words, from what its row and its joins name. */
function activityLabel(row: ActivityRow): string {
  const lang = isLang(row.lang) ? row.lang : "de";
  const title = lang === "en" ? row.title_en : row.title_de;
  if (title) return title;
  if (row.file_name) return row.file_name;
  if (row.area) return row.area;
  const details = parseDetails(row.details);
  const after = details.after as Record<string, unknown> | undefined;
  const path = details.old_path ?? after?.old_path ?? details.path;
  if (typeof path === "string") return path;
  return row.object_id === null ? row.object_type : `${row.object_type} ${row.object_id}`;
}

function toActivityEntry(row: ActivityRow): ActivityEntry {
  const lang = isLang(row.lang) ? row.lang : "de";
  const path = lang === "en" ? row.path_en : row.path_de;
  return {
    id: row.id,
    created_at: row.created_at,
    user: accountRef(row),
    action: row.action,
    object_type: row.object_type,
    object_id: row.object_id,
    lang: row.lang,
    label: activityLabel(row),
    page_url: row.page_id !== null && path !== null ? pageUrl(lang, path) : null,
    version_id: row.version_id,
    area: row.area,
  };
}

export async function listActivity(
  db: D1Database,
  filter: ActivityFilter,
  window: ListWindow<ActivitySort>,
): Promise<{ count: number; results: ActivityEntry[] }> {
  const column = ACTIVITY_SORT_COLUMNS[window.sort];
  const params = new Params();
  const conditions = where(activityConditions(filter, params));
  const dir = direction(window.order);
  // The count needs the joins only when the search text reads the account or the page.
  const countJoins = filter.pattern ? ACTIVITY_JOINS : "";
  const [counted, page] = await db.batch<{ n: number } & ActivityRow>([
    db.prepare(`SELECT count(*) AS n FROM activity_log a ${countJoins} ${conditions}`).bind(...params.values),
    db
      .prepare(
        `${activitySelect(column)} ${conditions} ORDER BY ${column} ${dir}, a.id ${dir}
         LIMIT ${params.bind(window.limit)} OFFSET ${params.bind(window.offset)}`,
      )
      .bind(...params.values),
  ]);
  return { count: counted?.results[0]?.n ?? 0, results: (page?.results ?? []).map(toActivityEntry) };
}

/** One export batch of the activity list: `limit` rows after `cursor`, and the cursor of the last. */
export async function activityBatch(
  db: D1Database,
  filter: ActivityFilter,
  sort: { sort: ActivitySort; order: "asc" | "desc" },
  cursor: string | null,
  limit: number,
): Promise<{ rows: ActivityEntry[]; cursor: string | null }> {
  const column = ACTIVITY_SORT_COLUMNS[sort.sort];
  const params = new Params();
  const conditions = activityConditions(filter, params);
  const after = afterCursor(column, "a.id", sort.order, cursor, params);
  if (after) conditions.push(after);
  const dir = direction(sort.order);
  const { results } = await db
    .prepare(`${activitySelect(column)} ${where(conditions)} ORDER BY ${column} ${dir}, a.id ${dir} LIMIT ${limit}`)
    .bind(...params.values)
    .all<ActivityRow>();
  const last = results.at(-1);
  return {
    rows: results.map(toActivityEntry),
    cursor: last && results.length === limit ? JSON.stringify([last.sort_value, last.id]) : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Search keywords

export type SearchTermSort = SearchTermsQuery["sort"];
export interface SearchTermFilter {
  from: string;
  to: string;
  lang?: "de" | "en";
  pattern?: string;
}

/**
 * Terms of the period grouped by keyword and language (keywords are stored lower-cased,
 * migration 0015), read from the daily aggregate search_terms_daily (migration 0020): one scan
 * of the days of the period and of the period of the same length just before it (the trend's
 * previous count), at most days × terms rows however many searches they count. The hit count
 * of a term's last search is its last day's last_result_count, looked up by primary key.
 */
function searchTermsCte(filter: SearchTermFilter, params: Params): string {
  const previousFrom = params.bind(addDays(filter.from, -periodDays(filter.from, filter.to)));
  const from = params.bind(filter.from);
  const conditions = [`day >= ${previousFrom}`, `day <= ${params.bind(filter.to)}`];
  if (filter.lang) conditions.push(`lang = ${params.bind(filter.lang)}`);
  if (filter.pattern) conditions.push(`keyword LIKE ${params.bind(filter.pattern)} ESCAPE '\\'`);
  const inPeriod = (value: string) => `iif(day >= ${from}, ${value}, NULL)`;
  return `WITH terms AS (
    SELECT lang, keyword, coalesce(sum(${inPeriod("count")}), 0) AS count,
      min(${inPeriod("first_at")}) AS first_seen, max(${inPeriod("last_at")}) AS last_seen,
      coalesce(sum(iif(day < ${from}, count, NULL)), 0) AS previous_count
    FROM search_terms_daily ${where(conditions)}
    GROUP BY lang, keyword
  ), ranked AS (
    SELECT t.lang, t.keyword, t.count, t.first_seen, t.last_seen,
      (SELECT d.last_result_count FROM search_terms_daily d
        WHERE d.day = substr(t.last_seen, 1, 10) AND d.lang = t.lang AND d.keyword = t.keyword) AS results,
      t.previous_count
    FROM terms t WHERE t.count > 0
  )`;
}

function searchTermsOrder(sort: SearchTermSort, order: "asc" | "desc"): string {
  const dir = direction(order);
  const first: Record<SearchTermSort, string> = {
    // Terms that found nothing first, then the most searched.
    no_results: `(results = 0) ${dir}, count ${dir}`,
    count: `count ${dir}`,
    keyword: `keyword ${dir}`,
    results: `results ${dir}`,
    first_seen: `first_seen ${dir}`,
    last_seen: `last_seen ${dir}`,
    trend: `(count - previous_count) ${dir}`,
  };
  return `ORDER BY ${first[sort]}, keyword ${dir}, lang ${dir}`;
}

interface SearchTermRow {
  lang: string;
  keyword: string;
  count: number;
  previous_count: number;
  first_seen: string;
  last_seen: string;
  results: number;
}

function trendOf(count: number, previous: number): TrendDirection {
  if (previous === 0) return "new";
  if (count === previous) return "same";
  return count > previous ? "up" : "down";
}

function toSearchTerm(row: SearchTermRow): SearchTerm {
  const lang = isLang(row.lang) ? row.lang : "de";
  return {
    keyword: row.keyword,
    lang,
    count: row.count,
    results: row.results,
    no_results: row.results === 0,
    first_seen: row.first_seen,
    last_seen: row.last_seen,
    previous_count: row.previous_count,
    trend: trendOf(row.count, row.previous_count),
    search_url: `/${lang}/search?q=${encodeURIComponent(row.keyword)}`,
  };
}

export async function listSearchTerms(
  db: D1Database,
  filter: SearchTermFilter,
  window: ListWindow<SearchTermSort>,
): Promise<{ count: number; results: SearchTerm[]; totals: SearchTermTotals }> {
  const params = new Params();
  const cte = searchTermsCte(filter, params);
  // The totals come with the page (window functions over every term), so the terms are grouped
  // once; a page past the end has no row to carry them, and its count 0 answers 404 anyway.
  const { results } = await db
    .prepare(
      `${cte} SELECT *, count(*) OVER () AS total_terms, sum(count) OVER () AS total_searches,
         sum(results = 0) OVER () AS total_without_results
       FROM ranked ${searchTermsOrder(window.sort, window.order)}
       LIMIT ${params.bind(window.limit)} OFFSET ${params.bind(window.offset)}`,
    )
    .bind(...params.values)
    .all<SearchTermRow & { total_terms: number; total_searches: number; total_without_results: number }>();
  const first = results[0];
  return {
    count: first?.total_terms ?? 0,
    results: results.map(toSearchTerm),
    totals: {
      searches: first?.total_searches ?? 0,
      terms: first?.total_terms ?? 0,
      terms_without_results: first?.total_without_results ?? 0,
      from: filter.from,
      to: filter.to,
    },
  };
}

/** One export batch of the search terms; the cursor is the offset of the next batch. */
export async function searchTermsBatch(
  db: D1Database,
  filter: SearchTermFilter,
  sort: { sort: SearchTermSort; order: "asc" | "desc" },
  cursor: string | null,
  limit: number,
): Promise<{ rows: SearchTerm[]; cursor: string | null }> {
  const offset = cursor === null ? 0 : Number(cursor);
  const params = new Params();
  const cte = searchTermsCte(filter, params);
  const { results } = await db
    .prepare(`${cte} SELECT * FROM ranked ${searchTermsOrder(sort.sort, sort.order)} LIMIT ${limit} OFFSET ${offset}`)
    .bind(...params.values)
    .all<SearchTermRow>();
  return { rows: results.map(toSearchTerm), cursor: results.length === limit ? String(offset + limit) : null };
}

// ---------------------------------------------------------------------------------------------
// Identity events

export type IdentityEventSort = IdentityEventsQuery["sort"];
export type IdentityEventFilter = Pick<IdentityEventsQuery, "from" | "to" | "kind" | "user"> & { pattern?: string };

const IDENTITY_SORT_COLUMNS: Readonly<Record<IdentityEventSort, string>> = {
  created_at: "e.created_at",
  kind: "e.kind",
};

/** Characters of the address hash shown: enough to tell clients apart, too few to look anything up. */
const CLIENT_CODE_LENGTH = 8;

function identityConditions(filter: IdentityEventFilter, params: Params): string[] {
  const conditions = periodConditions("e.created_at", filter, params);
  if (filter.kind !== undefined) conditions.push(`e.kind = ${params.bind(filter.kind)}`);
  if (filter.user !== undefined) conditions.push(`e.user_id = ${params.bind(filter.user)}`);
  if (filter.pattern) {
    const q = params.bind(filter.pattern);
    conditions.push(`(e.email LIKE ${q} ESCAPE '\\' OR u.email LIKE ${q} ESCAPE '\\')`);
  }
  return conditions;
}

interface IdentityRow extends AccountColumns {
  id: number;
  created_at: string;
  kind: string;
  email: string | null;
  ip_hash: string | null;
  actor_id: number | null;
  actor_first_name: string | null;
  actor_last_name: string | null;
  actor_username: string | null;
  actor_email: string | null;
  sort_value: string;
}

function identitySelect(sortColumn: string): string {
  return `SELECT e.id, e.created_at, e.kind, e.email, e.ip_hash, ${ACCOUNT_COLUMNS},
      a.id AS actor_id, a.first_name AS actor_first_name, a.last_name AS actor_last_name,
      a.username AS actor_username, a.email AS actor_email, ${sortColumn} AS sort_value
    FROM identity_events e LEFT JOIN users u ON u.id = e.user_id LEFT JOIN users a ON a.id = e.actor_id`;
}

function toIdentityEntry(row: IdentityRow): IdentityEventEntry {
  return {
    id: row.id,
    created_at: row.created_at,
    kind: row.kind,
    account: accountRef(row),
    actor: accountRef({
      account_id: row.actor_id,
      first_name: row.actor_first_name,
      last_name: row.actor_last_name,
      username: row.actor_username,
      account_email: row.actor_email,
    }),
    email: row.email,
    client: row.ip_hash === null ? null : row.ip_hash.slice(0, CLIENT_CODE_LENGTH),
  };
}

export async function listIdentityEvents(
  db: D1Database,
  filter: IdentityEventFilter,
  window: ListWindow<IdentityEventSort>,
): Promise<{ count: number; results: IdentityEventEntry[] }> {
  const column = IDENTITY_SORT_COLUMNS[window.sort];
  const params = new Params();
  const conditions = where(identityConditions(filter, params));
  const dir = direction(window.order);
  const countJoin = filter.pattern ? "LEFT JOIN users u ON u.id = e.user_id" : "";
  const [counted, page] = await db.batch<{ n: number } & IdentityRow>([
    db.prepare(`SELECT count(*) AS n FROM identity_events e ${countJoin} ${conditions}`).bind(...params.values),
    db
      .prepare(
        `${identitySelect(column)} ${conditions} ORDER BY ${column} ${dir}, e.id ${dir}
         LIMIT ${params.bind(window.limit)} OFFSET ${params.bind(window.offset)}`,
      )
      .bind(...params.values),
  ]);
  return { count: counted?.results[0]?.n ?? 0, results: (page?.results ?? []).map(toIdentityEntry) };
}

export async function identityEventsBatch(
  db: D1Database,
  filter: IdentityEventFilter,
  sort: { sort: IdentityEventSort; order: "asc" | "desc" },
  cursor: string | null,
  limit: number,
): Promise<{ rows: IdentityEventEntry[]; cursor: string | null }> {
  const column = IDENTITY_SORT_COLUMNS[sort.sort];
  const params = new Params();
  const conditions = identityConditions(filter, params);
  const after = afterCursor(column, "e.id", sort.order, cursor, params);
  if (after) conditions.push(after);
  const dir = direction(sort.order);
  const { results } = await db
    .prepare(`${identitySelect(column)} ${where(conditions)} ORDER BY ${column} ${dir}, e.id ${dir} LIMIT ${limit}`)
    .bind(...params.values)
    .all<IdentityRow>();
  const last = results.at(-1);
  return {
    rows: results.map(toIdentityEntry),
    cursor: last && results.length === limit ? JSON.stringify([last.sort_value, last.id]) : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Error log

export type ErrorPathSort = ErrorPathsQuery["sort"];
export type ErrorPathFilter = Pick<ErrorPathsQuery, "from" | "to" | "status" | "has_redirect"> & { pattern?: string };

const ERROR_SORT_COLUMNS: Readonly<Record<ErrorPathSort, string>> = {
  count: "count",
  last_seen: "last_seen",
  first_seen: "first_seen",
  path: "path",
  status: "status",
};

/** The days of a period, as the daily aggregates name them (UTC days, `yyyy-mm-dd`). */
function dayConditions(column: string, period: { from?: string; to?: string }, params: Params): string[] {
  const conditions: string[] = [];
  if (period.from) conditions.push(`${column} >= ${params.bind(period.from)}`);
  if (period.to) conditions.push(`${column} <= ${params.bind(period.to)}`);
  return conditions;
}

/** Sorts by a group's first or last error: only these need them for every group. */
const sortsBySeen = (sort: ErrorPathSort) => sort === "first_seen" || sort === "last_seen";

/**
 * The error log grouped by path and status, read from the daily aggregate error_paths_daily
 * (migration 0021) in its key's order: at most days × groups rows however many errors they
 * count. Each group comes with the redirect its path has. The first and last error of every
 * group (min and max over text, the scan's dearest part) only when the sort needs them.
 */
function errorGroupsQuery(filter: ErrorPathFilter, sort: ErrorPathSort, params: Params): string {
  const conditions = dayConditions("day", filter, params);
  if (filter.status !== undefined) conditions.push(`status = ${params.bind(filter.status)}`);
  if (filter.pattern) conditions.push(`path LIKE ${params.bind(filter.pattern)} ESCAPE '\\'`);
  const redirect =
    filter.has_redirect === undefined ? "" : `WHERE r.id IS ${filter.has_redirect ? "NOT NULL" : "NULL"}`;
  const seen = sortsBySeen(sort) ? ["first_seen", "last_seen"] : [];
  return `WITH g AS (
      SELECT path, status, sum(count) AS count
        ${seen.length > 0 ? ", min(first_seen) AS first_seen, max(last_seen) AS last_seen" : ""}
      FROM error_paths_daily ${where(conditions)} GROUP BY path, status
    )
    SELECT g.path, g.status, g.count, ${seen.map((column) => `g.${column}, `).join("")}
      r.id AS redirect_id, r.new_path AS redirect_to
    FROM g LEFT JOIN redirects r ON r.old_path = g.path ${redirect}`;
}

/**
 * The groups of one page (`pageQuery`) with what is read for the rows of the page only, by
 * primary key: the referrer of each group's last error that had one (the last referrer of the
 * group's latest day of the period that had one: a day's last_referrer_at lies within that day)
 * and, unless the groups brought them, the group's first and last error (its first day's
 * first_seen, its last day's last_seen).
 */
function withPageDetails(
  pageQuery: string,
  filter: ErrorPathFilter,
  sort: ErrorPathSort,
  order: string,
  params: Params,
): string {
  const period = dayConditions("d.day", filter, params).map((condition) => `AND ${condition}`);
  const ofGroup = (condition: string, dayOrder: "ASC" | "DESC") =>
    `FROM error_paths_daily d WHERE d.path = p.path AND d.status = p.status ${condition} ${period.join(" ")}
      ORDER BY d.day ${dayOrder} LIMIT 1`;
  const seen = sortsBySeen(sort)
    ? ""
    : `(SELECT d.first_seen ${ofGroup("", "ASC")}) AS first_seen, (SELECT d.last_seen ${ofGroup("", "DESC")}) AS last_seen,`;
  return `SELECT p.*, ${seen}
      (SELECT d.last_referrer ${ofGroup("AND d.last_referrer_at IS NOT NULL", "DESC")}) AS referrer
    FROM (${pageQuery}) p ${order}`;
}

interface ErrorPathRow {
  path: string;
  status: number;
  count: number;
  first_seen: string;
  last_seen: string;
  redirect_id: number | null;
  redirect_to: string | null;
  referrer: string | null;
}

function toErrorPath(row: ErrorPathRow): ErrorPath {
  return {
    path: row.path,
    status: row.status,
    count: row.count,
    first_seen: row.first_seen,
    last_seen: row.last_seen,
    referrer: row.referrer,
    redirect: row.redirect_id === null ? null : { id: row.redirect_id, new_path: row.redirect_to ?? "" },
  };
}

function errorPathsOrder(sort: ErrorPathSort, order: "asc" | "desc"): string {
  const dir = direction(order);
  return `ORDER BY ${ERROR_SORT_COLUMNS[sort]} ${dir}, path ${dir}, status ${dir}`;
}

export async function listErrorPaths(
  db: D1Database,
  filter: ErrorPathFilter,
  window: ListWindow<ErrorPathSort>,
): Promise<{ count: number; results: ErrorPath[]; totals: { errors: number } }> {
  const params = new Params();
  const order = errorPathsOrder(window.sort, window.order);
  // The totals ride on the page's rows (window functions over every group), so the groups are
  // built once; a page past the end has no row to carry them, and its count 0 answers 404 anyway.
  const page = `SELECT *, count(*) OVER () AS total_paths, sum(count) OVER () AS total_errors
    FROM (${errorGroupsQuery(filter, window.sort, params)}) ${order}
    LIMIT ${params.bind(window.limit)} OFFSET ${params.bind(window.offset)}`;
  const { results } = await db
    .prepare(withPageDetails(page, filter, window.sort, order, params))
    .bind(...params.values)
    .all<ErrorPathRow & { total_paths: number; total_errors: number }>();
  const first = results[0];
  return {
    count: first?.total_paths ?? 0,
    results: results.map(toErrorPath),
    totals: { errors: first?.total_errors ?? 0 },
  };
}

export async function errorPathsBatch(
  db: D1Database,
  filter: ErrorPathFilter,
  sort: { sort: ErrorPathSort; order: "asc" | "desc" },
  cursor: string | null,
  limit: number,
): Promise<{ rows: ErrorPath[]; cursor: string | null }> {
  const offset = cursor === null ? 0 : Number(cursor);
  const params = new Params();
  const order = errorPathsOrder(sort.sort, sort.order);
  const page = `${errorGroupsQuery(filter, sort.sort, params)} ${order} LIMIT ${limit} OFFSET ${offset}`;
  const { results } = await db
    .prepare(withPageDetails(page, filter, sort.sort, order, params))
    .bind(...params.values)
    .all<ErrorPathRow>();
  return { rows: results.map(toErrorPath), cursor: results.length === limit ? String(offset + limit) : null };
}

// ---------------------------------------------------------------------------------------------
// Overview

/**
 * Per day of the period: changes, searches and searches that found nothing, every day listed
 * (0 where nothing happened), and the period's totals of each panel. Each count reads a
 * created_at index range; the searches and errors read their daily aggregates' ranges (migrations
 * 0020, 0021).
 */
export async function overview(db: D1Database, period: { from: string; to: string }): Promise<Overview> {
  const start = period.from;
  const end = addDays(period.to, 1);
  const day = "substr(created_at, 1, 10)";
  const range = "created_at >= ?1 AND created_at < ?2";
  const [activity, searches, identity, errors] = await db.batch<{
    day: string;
    n: number;
    no_results: number;
  }>([
    db.prepare(`SELECT ${day} AS day, count(*) AS n FROM activity_log WHERE ${range} GROUP BY 1`).bind(start, end),
    db
      .prepare(
        `SELECT day, sum(count) AS n, sum(no_result_count) AS no_results
           FROM search_terms_daily WHERE day >= ?1 AND day < ?2 GROUP BY day`,
      )
      .bind(start, end),
    db.prepare(`SELECT count(*) AS n FROM identity_events WHERE ${range}`).bind(start, end),
    db.prepare("SELECT sum(count) AS n FROM error_paths_daily WHERE day >= ?1 AND day < ?2").bind(start, end),
  ]);
  const activityByDay = new Map((activity?.results ?? []).map((row) => [row.day, row.n]));
  const searchesByDay = new Map((searches?.results ?? []).map((row) => [row.day, row]));
  const days: DaySeries[] = [];
  const dayCount = periodDays(start, period.to);
  for (let index = 0; index < dayCount; index++) {
    const current = addDays(start, index);
    const searched = searchesByDay.get(current);
    days.push({
      day: current,
      activity: activityByDay.get(current) ?? 0,
      searches: searched?.n ?? 0,
      searches_without_results: searched?.no_results ?? 0,
    });
  }
  const sum = (key: "activity" | "searches" | "searches_without_results") =>
    days.reduce((total, entry) => total + entry[key], 0);
  return {
    from: period.from,
    to: period.to,
    days,
    totals: {
      activity: sum("activity"),
      searches: sum("searches"),
      searches_without_results: sum("searches_without_results"),
      identity_events: identity?.results[0]?.n ?? 0,
      errors: errors?.results[0]?.n ?? 0,
    },
  };
}
