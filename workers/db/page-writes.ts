import type { Lang } from "../../src/lib/languages";
import { fewWords, SUMMARY_FIELDS } from "../../src/modules/editing";
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

/** How much of a module's text the versions list reads: enough for its first few words. */
const SUBJECT_TEXT_CHARS = 400;

/**
 * The module a listed version's save concerned, as that version holds it, or for a deletion the
 * version before it (the same page and language: index page_versions_page, a history the saves
 * keep short). Page and restore saves name a page or a version, no module.
 */
const SUBJECT_SOURCE = `CASE
    WHEN v.object_id IS NULL OR v.action LIKE 'page.%' OR v.action LIKE 'version.%' THEN NULL
    WHEN v.action LIKE '%.delete' THEN
      (SELECT b.snapshot FROM page_versions b
        WHERE b.page_id = v.page_id AND b.lang = v.lang AND b.id < v.id ORDER BY b.id DESC LIMIT 1)
    ELSE v.snapshot END`;

/** The first of SUMMARY_FIELDS with text in a module's stored data `d`, cut to SUBJECT_TEXT_CHARS. */
const SUBJECT_TEXT = `substr(coalesce(${SUMMARY_FIELDS.map((name) => `nullif(json_extract(d, '$.${name}'), '')`).join(", ")}), 1, ${SUBJECT_TEXT_CHARS})`;

/**
 * A page's versions in one language, newest first, with the total count. Each names what it
 * changed (`subject`): the page of the list is chosen first, then only its versions' snapshots
 * are read (and one earlier snapshot per deletion); only the words the list shows leave the database.
 */
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
        `WITH listed AS (
           SELECT id, created_at, action, object_id, user_id FROM page_versions
            WHERE page_id = ?1 AND lang = ?2 ORDER BY id DESC LIMIT ?3 OFFSET ?4),
         sourced AS (
           SELECT v.id, v.object_id, ${SUBJECT_SOURCE} AS source FROM listed l JOIN page_versions v ON v.id = l.id),
         subjects AS (
           SELECT s.id, json_extract(m.value, '$.model') AS model, json_extract(m.value, '$.slug') AS slug,
                  json_extract(m.value, '$.data') AS d
             FROM sourced s, json_each(s.source, '$.modules') m
            WHERE s.source IS NOT NULL AND json_extract(m.value, '$.id') = s.object_id)
         SELECT l.id, l.created_at, l.action, l.object_id, u.id AS user_id, ${USER_NAME_SQL} AS user_name,
                s.model AS subject_model, s.slug AS subject_slug, ${SUBJECT_TEXT} AS subject_text
           FROM listed l LEFT JOIN subjects s ON s.id = l.id LEFT JOIN users u ON u.id = l.user_id
          ORDER BY l.id DESC`,
      )
      .bind(pageId, lang, window.limit, window.offset),
  ]);
  type Row = Omit<VersionEntry, "user" | "subject"> & {
    user_id: number | null;
    user_name: string | null;
    subject_model: string | null;
    subject_slug: string | null;
    subject_text: string | null;
  };
  const count = (countResult?.results[0] as { n: number } | undefined)?.n ?? 0;
  const results = ((rowsResult?.results ?? []) as Row[]).map(
    ({ user_id, user_name, subject_model, subject_slug, subject_text, ...entry }) => ({
      ...entry,
      user: user_id === null ? null : { id: user_id, name: user_name ?? "" },
      subject:
        subject_model === null
          ? null
          : { model: subject_model, words: fewWords(subject_text ?? ""), slug: subject_slug },
    }),
  );
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
