import type { Lang } from "../../src/lib/languages";
import type { VersionEntry } from "../../src/schemas/editing";
import { MODULE_COLUMNS, type ModuleRow, PAGE_COLUMNS, type PageRow } from "./pages";
import { USER_NAME_SQL } from "./shared";

/** Reads and statements of the page editor's page writes (ADR 0022); saves batch them. */

const pageColumns = PAGE_COLUMNS.join(", ");

/** The page at a stored path in one language, or null. */
export async function getPageRowAt(db: D1Database, lang: Lang, path: string): Promise<PageRow | null> {
  return db.prepare(`SELECT ${pageColumns} FROM pages WHERE path_${lang} = ?1`).bind(path).first<PageRow>();
}

/** Whether another page than `exceptId` has `path` in `lang`. */
export async function isPathTaken(db: D1Database, lang: Lang, path: string, exceptId: number): Promise<boolean> {
  const row = await db
    .prepare(`SELECT 1 AS taken FROM pages WHERE path_${lang} = ?1 AND id <> ?2`)
    .bind(path, exceptId)
    .first();
  return row !== null;
}

/** The pages directly below `id`, with their title and stored path in `lang`. */
export async function getChildPages(
  db: D1Database,
  lang: Lang,
  id: number,
): Promise<{ id: number; title: string; path: string }[]> {
  const { results } = await db
    .prepare(
      `SELECT id, title_${lang} AS title, path_${lang} AS path FROM pages WHERE parent_id = ?1 ORDER BY position, id`,
    )
    .bind(id)
    .all<{ id: number; title: string; path: string }>();
  return results;
}

/** Levels an ancestor walk climbs at most, as the page payload's breadcrumb walk does. */
const MAX_TREE_DEPTH = 32;

/** Whether `id` is `ancestorId` or lies below it: placing `ancestorId` under `id` would make a cycle. */
export async function isAtOrBelow(db: D1Database, id: number, ancestorId: number): Promise<boolean> {
  const row = await db
    .prepare(
      `WITH RECURSIVE up (id, depth) AS (
         SELECT ?1, 0
         UNION
         SELECT p.parent_id, u.depth + 1 FROM pages p JOIN up u ON p.id = u.id
          WHERE p.parent_id IS NOT NULL AND u.depth < ${MAX_TREE_DEPTH})
       SELECT 1 AS found FROM up WHERE id = ?2 LIMIT 1`,
    )
    .bind(id, ancestorId)
    .first();
  return row !== null;
}

/** The position after the last page under `parentId` (the top level for null). */
export async function nextPagePosition(db: D1Database, parentId: number | null): Promise<number> {
  const row = await db
    .prepare("SELECT coalesce(max(position) + 1, 0) AS next FROM pages WHERE parent_id IS ?1")
    .bind(parentId)
    .first<{ next: number }>();
  return row?.next ?? 0;
}

export async function mediaKeyExists(db: D1Database, key: string): Promise<boolean> {
  return (await db.prepare("SELECT 1 AS found FROM media WHERE key = ?1").bind(key).first()) !== null;
}

const writableColumns = PAGE_COLUMNS.filter((name) => name !== "id");

/** Inserts a page row under its id (a page created at the same moment under that id fails the batch). */
export function insertPageRow(db: D1Database, page: PageRow) {
  return db
    .prepare(
      `INSERT INTO pages (id, ${writableColumns.join(", ")})
       VALUES (?1, ${writableColumns.map((_, i) => `?${i + 2}`).join(", ")})`,
    )
    .bind(page.id, ...writableColumns.map((name) => page[name]));
}

/** Writes every column of a page row over the stored one. */
export function updatePageRow(db: D1Database, page: PageRow) {
  return db
    .prepare(`UPDATE pages SET ${writableColumns.map((name, i) => `${name} = ?${i + 2}`).join(", ")} WHERE id = ?1`)
    .bind(page.id, ...writableColumns.map((name) => page[name]));
}

/** Deletes a page; its modules, versions and menu entries go with it (foreign keys). */
export function deletePage(db: D1Database, id: number) {
  return db.prepare("DELETE FROM pages WHERE id = ?1").bind(id);
}

/** Aborts the batch (as a stale revision) when a page was placed below `id` since it was read. */
export function noChildrenGuard(db: D1Database, id: number) {
  return db
    .prepare("INSERT INTO stale_writes (object) SELECT ?1 WHERE EXISTS (SELECT 1 FROM pages WHERE parent_id = ?2)")
    .bind(`pages:${id}:children`, id);
}

/** A page's versions in one language, newest first, with the total count. */
export async function listPageVersions(
  db: D1Database,
  pageId: number,
  lang: Lang,
  window: { limit: number; offset: number },
): Promise<{ count: number; results: VersionEntry[] }> {
  const [countResult, rowsResult] = await db.batch<unknown>([
    db.prepare("SELECT count(*) AS n FROM page_versions WHERE page_id = ?1 AND lang = ?2").bind(pageId, lang),
    db
      .prepare(
        `SELECT v.id, v.created_at, v.action, v.object_id, u.id AS user_id,
                ${USER_NAME_SQL} AS user_name
           FROM page_versions v LEFT JOIN users u ON u.id = v.user_id
          WHERE v.page_id = ?1 AND v.lang = ?2
          ORDER BY v.id DESC LIMIT ?3 OFFSET ?4`,
      )
      .bind(pageId, lang, window.limit, window.offset),
  ]);
  type Row = Omit<VersionEntry, "user"> & { user_id: number | null; user_name: string | null };
  const count = (countResult?.results[0] as { n: number } | undefined)?.n ?? 0;
  const results = ((rowsResult?.results ?? []) as Row[]).map(({ user_id, user_name, ...entry }) => ({
    ...entry,
    user: user_id === null ? null : { id: user_id, name: user_name ?? "" },
  }));
  return { count, results };
}

/**
 * What stands in the way of putting module rows back on page `pageId` in `lang`: which of `ids`
 * exist now (with their page, language and revision), and which of `slugs` another page uses.
 */
export async function getModuleHolders(
  db: D1Database,
  pageId: number,
  lang: Lang,
  ids: number[],
  slugs: string[],
): Promise<{ byId: Map<number, Pick<ModuleRow, "page_id" | "lang" | "revision">>; takenSlugs: string[] }> {
  const [idResult, slugResult] = await db.batch<unknown>([
    db
      .prepare("SELECT id, page_id, lang, revision FROM page_modules WHERE id IN (SELECT value FROM json_each(?1))")
      .bind(JSON.stringify(ids)),
    db
      .prepare(
        `SELECT slug FROM page_modules
          WHERE lang = ?1 AND page_id <> ?2 AND slug IN (SELECT value FROM json_each(?3))`,
      )
      .bind(lang, pageId, JSON.stringify(slugs)),
  ]);
  type IdRow = Pick<ModuleRow, "id" | "page_id" | "lang" | "revision">;
  return {
    byId: new Map(((idResult?.results ?? []) as IdRow[]).map(({ id, ...holder }) => [id, holder])),
    takenSlugs: ((slugResult?.results ?? []) as { slug: string }[]).map((row) => row.slug),
  };
}

/**
 * The highest revision each module id had in any version of a page in one language. Every save
 * keeps a version, so an editor cannot hold a module at a revision above this (or the row's own).
 */
export async function getSeenRevisions(db: D1Database, pageId: number, lang: Lang): Promise<Map<number, number>> {
  const { results } = await db
    .prepare(
      `SELECT json_extract(m.value, '$.id') AS id, max(json_extract(m.value, '$.revision')) AS revision
         FROM page_versions v JOIN json_each(v.snapshot, '$.modules') m
        WHERE v.page_id = ?1 AND v.lang = ?2 GROUP BY 1`,
    )
    .bind(pageId, lang)
    .all<{ id: number; revision: number | null }>();
  return new Map(results.map((row) => [row.id, row.revision ?? 0]));
}

/**
 * Replaces the module rows of a page in one language by `rows` (parents before children): the
 * others go, these are written whole. Anchors are cleared first, so two sections that trade
 * anchors do not collide on the way.
 */
export function replaceModuleStatements(db: D1Database, pageId: number, lang: Lang, rows: ModuleRow[]) {
  const json = JSON.stringify(rows);
  const columns = MODULE_COLUMNS.filter((name) => name !== "id");
  return [
    db.prepare("UPDATE page_modules SET slug = NULL WHERE page_id = ?1 AND lang = ?2").bind(pageId, lang),
    db
      .prepare(
        `DELETE FROM page_modules WHERE page_id = ?1 AND lang = ?2
           AND id NOT IN (SELECT json_extract(value, '$.id') FROM json_each(?3))`,
      )
      .bind(pageId, lang, json),
    db
      .prepare(
        `INSERT INTO page_modules (id, ${columns.join(", ")})
         SELECT ${["id", ...columns].map((name) => `json_extract(value, '$.${name}')`).join(", ")}
           FROM json_each(?1) WHERE true ORDER BY key
         ON CONFLICT (id) DO UPDATE SET ${columns.map((name) => `${name} = excluded.${name}`).join(", ")}`,
      )
      .bind(json),
  ];
}
