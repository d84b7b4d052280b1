import type { Lang } from "../../src/lib/languages";
import { SUBTREE } from "./page-edits";
import { MODULE_COLUMNS, type ModuleRow } from "./pages";

/**
 * Reads and statements of the page editor's module writes (ADR 0020); a save batches the
 * statements with its guard, backup, version and activity row (page-edits.ts).
 */

/** A place among modules: a parent's column, a list module (column null) or the page's top level (parent null). */
export interface ModulePlace {
  pageId: number;
  lang: Lang;
  parentId: number | null;
  column: number | null;
}

/** Makes room at `position` among the modules of a place (`except`: the module being moved there). */
export function shiftSiblings(db: D1Database, where: ModulePlace, position: number, except = 0) {
  return db
    .prepare(
      `UPDATE page_modules SET position = position + 1
        WHERE page_id = ?1 AND lang = ?2 AND parent_id IS ?3 AND column_index IS ?4 AND position >= ?5 AND id <> ?6`,
    )
    .bind(where.pageId, where.lang, where.parentId, where.column, position, except);
}

/** The position after the last module of a place. */
export async function nextModulePosition(db: D1Database, where: ModulePlace): Promise<number> {
  const row = await db
    .prepare(
      `SELECT coalesce(max(position) + 1, 0) AS next FROM page_modules
        WHERE page_id = ?1 AND lang = ?2 AND parent_id IS ?3 AND column_index IS ?4`,
    )
    .bind(where.pageId, where.lang, where.parentId, where.column)
    .first<{ next: number }>();
  return row?.next ?? 0;
}

/** Whether a module in `lang` has the anchor `slug` (anchors are unique per language). */
export async function isSlugTaken(db: D1Database, lang: Lang, slug: string): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS taken FROM page_modules WHERE lang = ?1 AND slug = ?2")
    .bind(lang, slug)
    .first();
  return row !== null;
}

export function insertModule(db: D1Database, row: ModuleRow) {
  const placeholders = MODULE_COLUMNS.map((_, i) => `?${i + 1}`).join(", ");
  return db
    .prepare(`INSERT INTO page_modules (${MODULE_COLUMNS.join(", ")}) VALUES (${placeholders})`)
    .bind(...MODULE_COLUMNS.map((name) => row[name]));
}

/** Writes a module's fields, anchor and window, under the next revision. */
export function updateModuleFields(
  db: D1Database,
  id: number,
  fields: { data: string; onlineFrom: string | null; onlineTo: string | null; slug: string | null },
  now: string,
) {
  return db
    .prepare(
      `UPDATE page_modules SET data = ?2, online_from = ?3, online_to = ?4, slug = ?5, revision = revision + 1,
              updated_at = ?6 WHERE id = ?1`,
    )
    .bind(id, fields.data, fields.onlineFrom, fields.onlineTo, fields.slug, now);
}

/**
 * Moves the modules of a section's columns after `last` into column `last`, after its modules
 * (which end before `after`), each column's in their order.
 */
export function foldColumns(db: D1Database, sectionId: number, last: number, after: number) {
  // SET expressions read the row's old values: column_index here is the column it leaves.
  return db
    .prepare(
      `UPDATE page_modules SET column_index = ?2, position = ?3 + (column_index - ?2) * 10000 + position
        WHERE parent_id = ?1 AND column_index > ?2`,
    )
    .bind(sectionId, last, after);
}

/** Puts a module at `position` of a place, under the next revision. */
export function moveModule(db: D1Database, id: number, where: ModulePlace, position: number, now: string) {
  return db
    .prepare(
      `UPDATE page_modules SET parent_id = ?2, column_index = ?3, position = ?4, revision = revision + 1,
              updated_at = ?5 WHERE id = ?1`,
    )
    .bind(id, where.parentId, where.column, position, now);
}

/** Deletes a module; its children go with it (foreign key). */
export function deleteModule(db: D1Database, id: number) {
  return db.prepare("DELETE FROM page_modules WHERE id = ?1").bind(id);
}

/** A section's backup: its rows as JSON, parents first. */
export interface SectionBackup {
  id: number;
  page_id: number;
  rows: string;
}

/** The newest backup of a section in one language, or null. */
export async function getNewestBackup(db: D1Database, sectionId: number, lang: Lang): Promise<SectionBackup | null> {
  return db
    .prepare(
      "SELECT id, page_id, rows FROM section_backups WHERE section_id = ?1 AND lang = ?2 ORDER BY id DESC LIMIT 1",
    )
    .bind(sectionId, lang)
    .first<SectionBackup>();
}

/**
 * Puts a section back as its backup holds it, and drops the backup: rows created since are
 * deleted, the others written back under a new revision (a row another page holds meanwhile is
 * left alone). The first statement aborts the batch as a stale save when the backup is gone,
 * so of two undos of the same state only one goes through.
 */
export function restoreBackupStatements(db: D1Database, sectionId: number, backup: SectionBackup, now: string) {
  const columns = MODULE_COLUMNS.filter((name) => name !== "revision");
  return [
    db
      .prepare(
        "INSERT INTO stale_writes (object) SELECT ?1 WHERE NOT EXISTS (SELECT 1 FROM section_backups WHERE id = ?2)",
      )
      .bind(`section_backups:${backup.id}`, backup.id),
    db
      .prepare(
        `${SUBTREE}
         DELETE FROM page_modules WHERE id IN (SELECT id FROM subtree)
           AND id NOT IN (SELECT json_extract(value, '$.id') FROM json_each(?2))`,
      )
      .bind(sectionId, backup.rows),
    db
      .prepare(
        `INSERT INTO page_modules (${columns.join(", ")}, revision)
         SELECT ${columns.map((name) => `json_extract(value, '$.${name}')`).join(", ")}, 1
           FROM json_each(?1) WHERE true ORDER BY key
         ON CONFLICT (id) DO UPDATE SET ${columns
           .filter((name) => name !== "id")
           .map((name) => `${name} = excluded.${name}`)
           .join(", ")}, revision = page_modules.revision + 1, updated_at = ?2
          WHERE page_modules.page_id = excluded.page_id AND page_modules.lang = excluded.lang`,
      )
      .bind(backup.rows, now),
    db.prepare("DELETE FROM section_backups WHERE id = ?1").bind(backup.id),
  ];
}
