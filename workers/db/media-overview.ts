import type { Lang } from "../../src/lib/languages";
import type {
  MediaItemType,
  MediaOverviewQuery,
  MediaOverviewRow,
  MediaOverviewSort,
  MediaOverviewTotals,
  MediaUsage,
} from "../../src/schemas/dashboard-media";
import type { MediaType } from "../../src/schemas/media";
import { PAGE_COLUMNS, type PageRow } from "./pages";
import { imageThumbnails, orderBy, sqlFilter, USER_NAME_SQL } from "./shared";
import { pageUrl } from "./urls";

/**
 * The dashboard's media overview (issue 25): the library's rows with where each image is used.
 * Usage is looked up by key through the expression and column indexes of migration 0016, so the
 * used/unused filter and the totals probe indexes rather than read module data.
 */

/** Items whose `image` column holds a library key: the usage name, the table, its title in German, its hub path. */
const ITEM_TABLES: readonly { type: MediaItemType; table: string; title: string; resource: string }[] = [
  { type: "event", table: "events", title: "title_de", resource: "events" },
  { type: "production", table: "productions", title: "title_de", resource: "productions" },
  { type: "person", table: "persons", title: "trim(first_name || ' ' || last_name)", resource: "persons" },
  { type: "article", table: "articles", title: "title_de", resource: "articles" },
  { type: "venue", table: "venues", title: "name_de", resource: "venues" },
  { type: "series", table: "series", title: "name_de", resource: "series" },
  { type: "event_teaser", table: "event_teasers", title: "name_de", resource: "event-teasers" },
];

/** Where module data holds an image key (older editors wrote `image_obj`). */
const MODULE_IMAGE_PATHS = ["$.image", "$.image_obj.key"] as const;

/**
 * Whether something shows the image whose key `key` (an SQL expression) names. `+` drops the
 * column's affinity: compared with it, the expression indexes on module data cannot be probed.
 */
function usedSql(key: string): string {
  return [
    ...MODULE_IMAGE_PATHS.map(
      (path) => `EXISTS (SELECT 1 FROM page_modules WHERE json_extract(data, '${path}') = +${key})`,
    ),
    `EXISTS (SELECT 1 FROM pages WHERE og_image = ${key})`,
    ...ITEM_TABLES.map(({ table }) => `EXISTS (SELECT 1 FROM ${table} WHERE image = ${key})`),
  ].join(" OR ");
}

const USED = `(${usedSql("m.key")})`;

const SORT_COLUMNS: Readonly<Record<MediaOverviewSort, string>> = {
  created_at: "m.created_at",
  bytes: "m.bytes",
  file_name: "m.file_name",
};

/** The sort value a keyset cursor carries; sizes are positive, so -1 stands for none and sorts where NULL does. */
const SORT_KEYS: Readonly<Record<MediaOverviewSort, string>> = {
  created_at: "m.created_at",
  bytes: "coalesce(m.bytes, -1)",
  file_name: "m.file_name",
};

/** The list's order: the sort column, then the id, both in the asked direction (pages never overlap). */
function orderSql(query: Pick<MediaOverviewQuery, "sort" | "order">): string {
  return orderBy(SORT_COLUMNS, query.sort, query.order, "m.id");
}

const ROW_COLUMNS = `m.id, m.key, m.file_name, m.alt, m.alt_en, m.width, m.height, m.content_type, m.bytes,
  m.created_at, m.user_id, ${USER_NAME_SQL} AS user_name`;

interface MediaListRow {
  id: number;
  key: string;
  file_name: string;
  alt: string;
  alt_en: string;
  width: number;
  height: number;
  content_type: string;
  bytes: number | null;
  created_at: string;
  user_id: number | null;
  user_name: string | null;
}

/** The overview's filters on `m`. */
function filterSql(query: Pick<MediaOverviewQuery, "type" | "used">, pattern: string | null) {
  const filter = sqlFilter();
  if (pattern !== null) {
    const p = filter.param(pattern);
    filter.conditions.push(
      `(m.file_name LIKE ${p} ESCAPE '\\' OR m.alt LIKE ${p} ESCAPE '\\' OR m.alt_en LIKE ${p} ESCAPE '\\')`,
    );
  }
  if (query.type) filter.conditions.push(`m.content_type = ${filter.param(query.type)}`);
  if (query.used === "yes") filter.conditions.push(USED);
  if (query.used === "no") filter.conditions.push(`NOT ${USED}`);
  return filter;
}

/** The page of rows the list shows, the count and totals over every row the filters keep. */
export async function listMediaOverview(
  db: D1Database,
  query: MediaOverviewQuery,
  pattern: string | null,
  paging: { limit: number; offset: number },
): Promise<{ count: number; totals: MediaOverviewTotals; results: MediaOverviewRow[] }> {
  const filter = filterSql(query, pattern);
  const where = filter.where();
  const filterParams = [...filter.params];
  const limit = filter.param(paging.limit);
  const offset = filter.param(paging.offset);
  const [totalsResult, pageResult] = await db.batch<unknown>([
    db
      .prepare(
        `SELECT count(*) AS files, coalesce(sum(m.bytes), 0) AS bytes, coalesce(sum(NOT ${USED}), 0) AS unused
           FROM media m ${where}`,
      )
      .bind(...filterParams),
    db
      .prepare(
        `SELECT ${ROW_COLUMNS} FROM media m LEFT JOIN users u ON u.id = m.user_id ${where}
          ${orderSql(query)} LIMIT ${limit} OFFSET ${offset}`,
      )
      .bind(...filter.params),
  ]);
  const totals = (totalsResult?.results[0] as MediaOverviewTotals | undefined) ?? { files: 0, bytes: 0, unused: 0 };
  const rows = (pageResult?.results ?? []) as MediaListRow[];
  return { count: totals.files, totals, results: await withUsage(db, rows) };
}

/**
 * A batch of the overview for its CSV export, in the list's order, after the row the cursor
 * names (`<sort value>\n<id>`, null for the first batch).
 */
export async function mediaOverviewBatch(
  db: D1Database,
  query: MediaOverviewQuery,
  pattern: string | null,
  after: string | null,
  size: number,
): Promise<{ rows: MediaOverviewRow[]; cursor: string | null }> {
  const filter = filterSql(query, pattern);
  const sortKey = SORT_KEYS[query.sort];
  if (after !== null) {
    const [value = "", id = "0"] = after.split("\n");
    const typed = query.sort === "bytes" ? Number(value) : value;
    filter.conditions.push(
      `(${sortKey}, m.id) ${query.order === "asc" ? ">" : "<"} (${filter.param(typed)}, ${filter.param(Number(id))})`,
    );
  }
  const { results } = await db
    .prepare(
      `SELECT ${ROW_COLUMNS}, ${sortKey} AS sort_key
         FROM media m LEFT JOIN users u ON u.id = m.user_id ${filter.where()}
        ${orderSql(query)} LIMIT ${filter.param(size)}`,
    )
    .bind(...filter.params)
    .all<MediaListRow & { sort_key: string | number }>();
  const last = results.at(-1);
  return {
    rows: await withUsage(db, results),
    cursor: last && results.length === size ? `${last.sort_key}\n${last.id}` : null,
  };
}

/** One file of the library with its usage, or null. */
export async function getMediaOverviewRow(db: D1Database, id: number): Promise<MediaOverviewRow | null> {
  const row = await db
    .prepare(`SELECT ${ROW_COLUMNS} FROM media m LEFT JOIN users u ON u.id = m.user_id WHERE m.id = ?1`)
    .bind(id)
    .first<MediaListRow>();
  if (!row) return null;
  const [withUse] = await withUsage(db, [row]);
  return withUse ?? null;
}

interface UsageRow {
  key: string;
  type: "modules" | "og_image" | MediaItemType;
  id: number;
  lang: Lang | null;
  title: string;
  path: string | null;
}

/**
 * Where each of `keys` is used: pages by their modules in each language and by their Open Graph
 * image (in both languages), and items by their image column.
 */
async function mediaUsage(db: D1Database, keys: readonly string[]): Promise<Map<string, MediaUsage[]>> {
  const usage = new Map<string, MediaUsage[]>(keys.map((key) => [key, []]));
  if (keys.length === 0) return usage;
  const list = "(SELECT value FROM json_each(?1))";
  const pageTitle = (lang: string) => `CASE ${lang} WHEN 'de' THEN p.title_de ELSE p.title_en END`;
  const pagePath = (lang: string) => `CASE ${lang} WHEN 'de' THEN p.path_de ELSE p.path_en END`;
  // One statement each: D1 allows few terms in a compound SELECT.
  const statements = [
    `SELECT u.key, 'modules' AS type, p.id, u.lang, ${pageTitle("u.lang")} AS title, ${pagePath("u.lang")} AS path
       FROM (${MODULE_IMAGE_PATHS.map(
         (path) =>
           `SELECT json_extract(data, '${path}') AS key, page_id, lang FROM page_modules
             WHERE json_extract(data, '${path}') IN ${list}`,
       ).join(" UNION ")}) u
       JOIN pages p ON p.id = u.page_id`,
    `SELECT p.og_image AS key, 'og_image' AS type, p.id, l.value AS lang, ${pageTitle("l.value")} AS title,
            ${pagePath("l.value")} AS path
       FROM pages p JOIN json_each('["de","en"]') l WHERE p.og_image IN ${list}`,
    ...ITEM_TABLES.map(
      ({ type, table, title }) =>
        `SELECT image AS key, '${type}' AS type, id, NULL AS lang, ${title} AS title, NULL AS path
           FROM ${table} WHERE image IN ${list}`,
    ),
  ];
  const keyList = JSON.stringify([...new Set(keys)]);
  const answers = await db.batch<UsageRow>(statements.map((sql) => db.prepare(sql).bind(keyList)));
  // Pages first, then items in ITEM_TABLES' order; within each by title.
  const results = answers.flatMap((answer) =>
    answer.results.sort(
      (a, b) => a.title.localeCompare(b.title) || a.id - b.id || (a.lang ?? "").localeCompare(b.lang ?? ""),
    ),
  );
  for (const row of results) {
    usage.get(row.key)?.push(usageOf(row));
  }
  return usage;
}

function usageOf(row: UsageRow): MediaUsage {
  if (row.type === "modules" || row.type === "og_image") {
    const lang = row.lang ?? "de";
    return { type: "page", place: row.type, id: row.id, lang, title: row.title, url: pageUrl(lang, row.path ?? "/") };
  }
  const resource = ITEM_TABLES.find((item) => item.type === row.type)?.resource ?? row.type;
  return { type: row.type, id: row.id, title: row.title, admin_url: `/cms-hub/${resource}/${row.id}/` };
}

async function withUsage(db: D1Database, rows: readonly MediaListRow[]): Promise<MediaOverviewRow[]> {
  const usage = await mediaUsage(
    db,
    rows.map((row) => row.key),
  );
  return rows.map((row) => {
    const usedIn = usage.get(row.key) ?? [];
    return {
      id: row.id,
      key: row.key,
      thumbnail_url: imageThumbnails(row.key)?.small ?? "",
      file_name: row.file_name,
      bytes: row.bytes,
      content_type: row.content_type as MediaType,
      width: row.width,
      height: row.height,
      alt_de: row.alt,
      alt_en: row.alt_en,
      created_at: row.created_at,
      uploader: row.user_id === null ? null : { id: row.user_id, name: row.user_name ?? "" },
      usage_count: usedIn.length,
      used_in: usedIn,
    };
  });
}

/** Pages whose modules show the image `key`, each with the language of those modules. */
export async function pagesShowingInModules(db: D1Database, key: string): Promise<{ lang: Lang; page: PageRow }[]> {
  const { results } = await db
    .prepare(
      `SELECT DISTINCT m.lang, ${PAGE_COLUMNS.map((column) => `p.${column}`).join(", ")}
         FROM page_modules m JOIN pages p ON p.id = m.page_id
        WHERE ${MODULE_IMAGE_PATHS.map((path) => `json_extract(m.data, '${path}') = ?1`).join(" OR ")}
        ORDER BY p.id, m.lang`,
    )
    .bind(key)
    .all<PageRow & { lang: Lang }>();
  return results.map(({ lang, ...page }) => ({ lang, page }));
}

/** Both alt texts of a file; `alt` is the German one. */
export function updateMediaAlts(db: D1Database, id: number, alts: { de: string; en: string }) {
  return db.prepare("UPDATE media SET alt = ?2, alt_en = ?3 WHERE id = ?1").bind(id, alts.de, alts.en);
}

/**
 * Deletes a file's row unless something uses it by the time the batch runs: the guard then
 * aborts the batch (as a stale revision does, page-edits.ts), so a file picked for a module
 * at the same moment keeps its row.
 */
export function deleteUnusedMedia(db: D1Database, id: number, key: string) {
  return [
    db.prepare(`INSERT INTO stale_writes (object) SELECT ?1 WHERE ${usedSql("?2")}`).bind(`media:${id}`, key),
    db.prepare("DELETE FROM media WHERE id = ?1").bind(id),
  ];
}
