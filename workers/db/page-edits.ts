import type { Lang } from "../../src/lib/languages";
import { MODULE_COLUMNS, type ModuleRow, PAGE_COLUMNS, type PageRow } from "./pages";

/**
 * The statements of an editor's save (ADR 0020). A save is one D1 batch, so these build
 * prepared statements for the caller to batch; the guard and the snapshots are SQL so they see
 * the rows as the batch leaves them.
 */

/** Who saves, when, and which page in which language the save concerns. */
export interface EditContext {
  userId: number;
  pageId: number;
  lang: Lang;
  /** Stored instant of the save (full toISOString()). */
  now: string;
}

const moduleColumns = MODULE_COLUMNS.join(", ");

/** `json_object('id', id, …)` of a row's columns, for snapshots taken inside the batch. */
function jsonRow(columns: readonly string[], alias = ""): string {
  return `json_object(${columns.map((name) => `'${name}', ${alias}${name}`).join(", ")})`;
}

/**
 * Ids and depths of the subtree rooted at ?1 (the root included, depth 0), as a recursive CTE
 * named `subtree`; rows ordered by depth come parents first, as inserting them back needs.
 */
export const SUBTREE = `WITH RECURSIVE subtree (id, depth) AS (
  SELECT id, 0 FROM page_modules WHERE id = ?1
  UNION ALL
  SELECT m.id, s.depth + 1 FROM page_modules m JOIN subtree s ON m.parent_id = s.id WHERE s.depth < 32)`;
const BY_DEPTH = "ORDER BY s.depth, m.parent_id, m.column_index, m.position, m.id";

/** The statement reading a module and its subtree's rows, parents first (also last in a save's batch). */
export function subtreeRowsStatement(db: D1Database, rootId: number): D1PreparedStatement {
  return db
    .prepare(
      `${SUBTREE} SELECT ${MODULE_COLUMNS.map((name) => `m.${name}`).join(", ")}
         FROM page_modules m JOIN subtree s ON s.id = m.id ${BY_DEPTH}`,
    )
    .bind(rootId);
}

/** A module and its subtree's rows, parents first. */
export async function getSubtreeRows(db: D1Database, rootId: number): Promise<ModuleRow[]> {
  const { results } = await subtreeRowsStatement(db, rootId).all<ModuleRow>();
  return results;
}

export async function getModuleRow(db: D1Database, id: number): Promise<ModuleRow | null> {
  return db.prepare(`SELECT ${moduleColumns} FROM page_modules WHERE id = ?1`).bind(id).first<ModuleRow>();
}

/** The top-level module (the section) a module sits in: itself when it is top-level. */
function sectionIdStatement(db: D1Database, id: number): D1PreparedStatement {
  return db
    .prepare(
      `WITH RECURSIVE up (id, parent_id, depth) AS (
         SELECT id, parent_id, 0 FROM page_modules WHERE id = ?1
         UNION ALL
         SELECT m.id, m.parent_id, u.depth + 1 FROM page_modules m JOIN up u ON m.id = u.parent_id WHERE u.depth < 32)
       SELECT id FROM up WHERE parent_id IS NULL`,
    )
    .bind(id);
}

export async function getSectionId(db: D1Database, id: number): Promise<number | null> {
  const row = await sectionIdStatement(db, id).first<{ id: number }>();
  return row?.id ?? null;
}

/** A module row, the row of its page and the section it sits in: what a write to it starts from. */
export interface ModuleTarget {
  row: ModuleRow;
  page: PageRow | null;
  sectionId: number | null;
}

/** The module `id` with its page and section (one round trip), or null when there is no such module. */
export async function getModuleTarget(db: D1Database, id: number): Promise<ModuleTarget | null> {
  const [moduleResult, pageResult, sectionResult] = await db.batch<unknown>([
    db.prepare(`SELECT ${moduleColumns} FROM page_modules WHERE id = ?1`).bind(id),
    db
      .prepare(
        `SELECT ${PAGE_COLUMNS.join(", ")} FROM pages WHERE id = (SELECT page_id FROM page_modules WHERE id = ?1)`,
      )
      .bind(id),
    sectionIdStatement(db, id),
  ]);
  const row = moduleResult?.results[0] as ModuleRow | undefined;
  if (!row) return null;
  const section = sectionResult?.results[0] as { id: number } | undefined;
  return { row, page: (pageResult?.results[0] as PageRow | undefined) ?? null, sectionId: section?.id ?? null };
}

/** Tables whose ids a save reserves through `id_counters` (migrations 0011, 0013, 0018, 0019, 0022). */
export type CountedTable =
  | "page_modules"
  | "pages"
  | "redirects"
  | "breaking_news"
  | "menu_items"
  | ItemTable
  | "rooms"
  | "form_fields"
  | "seat_groups"
  | "prices"
  | "timeslots";

/** The back office's item tables (migration 0022): each row carries a revision and has versions. */
export type ItemTable =
  | "events"
  | "productions"
  | "seasons"
  | "persons"
  | "person_categories"
  | "venues"
  | "series"
  | "genres"
  | "exhibition_types"
  | "event_tags"
  | "production_tags"
  | "articles"
  | "article_categories"
  | "article_tags"
  | "forms"
  | "event_teasers";

/**
 * Reserves `count` ids of `table` no row has ever had: a save that creates rows names them, so
 * its version, activity row and later rows can point at them. One statement raises the counter,
 * so saves at the same moment get different ids and never collide. An id once deleted stays
 * retired (backups and versions still name module ids); rows inserted with ids of their own
 * (the seed) are stepped over.
 */
export async function reserveIds(db: D1Database, table: CountedTable, count: number): Promise<number[]> {
  const row = await db
    .prepare(
      `UPDATE id_counters SET next = max(next, (SELECT coalesce(max(id), 0) + 1 FROM ${table})) + ?1
        WHERE name = ?2 RETURNING next`,
    )
    .bind(count, table)
    .first<{ next: number }>();
  if (!row) throw new Error(`id_counters has no ${table} row: run the migrations`);
  const first = row.next - count;
  return Array.from({ length: count }, (_, i) => first + i);
}

/**
 * Aborts the batch (error 'stale_revision') when the row's revision is no longer `revision`, or
 * the row is gone: the check runs inside the save's transaction.
 */
export function staleGuard(db: D1Database, table: "pages" | "page_modules" | ItemTable, id: number, revision: number) {
  return db
    .prepare(
      `INSERT INTO stale_writes (object) SELECT ?1 WHERE (SELECT revision FROM ${table} WHERE id = ?2) IS NOT ?3`,
    )
    .bind(`${table}:${id}`, id, revision);
}

/** Pushes a section's rows as they are onto its backup stack (SPEC §4 undo). */
export function backupSection(db: D1Database, sectionId: number, edit: EditContext) {
  return db
    .prepare(
      `${SUBTREE}
       INSERT INTO section_backups (section_id, page_id, lang, rows, user_id, created_at)
       SELECT ?1, page_id, lang,
              (SELECT json_group_array(json(r)) FROM
                 (SELECT ${jsonRow(MODULE_COLUMNS, "m.")} AS r FROM page_modules m JOIN subtree s ON s.id = m.id ${BY_DEPTH})),
              ?2, ?3
         FROM page_modules WHERE id = ?1`,
    )
    .bind(sectionId, edit.userId, edit.now);
}

/** How many backups a section keeps; older ones are dropped as new ones come. */
const BACKUPS_PER_SECTION = 20;

export function trimBackups(db: D1Database, sectionId: number) {
  return db
    .prepare(
      `DELETE FROM section_backups WHERE section_id = ?1 AND id NOT IN
         (SELECT id FROM section_backups WHERE section_id = ?1 ORDER BY id DESC LIMIT ${BACKUPS_PER_SECTION})`,
    )
    .bind(sectionId);
}

/**
 * Records the page in the save's language as the batch leaves it (its row and every module
 * row) as a version; `action` and `objectId` say what the save did, for the versions list.
 * The page's history in that language is trimmed in the same batch (`trimVersions`).
 */
export function versionStatements(db: D1Database, edit: EditContext, action: string, objectId: number | null) {
  return [versionSnapshot(db, edit, action, objectId), trimVersions(db, edit)];
}

/** Days in which every version of a page is kept; older ones thin out to one a day. */
const VERSIONS_KEPT_WHOLE_DAYS = 30;

/**
 * Drops the versions of the page in the save's language older than VERSIONS_KEPT_WHOLE_DAYS,
 * except the newest of each (UTC) day: the history stays bounded, and a page saved every day
 * still has a state of each day to go back to. It reads only that page's old versions (index
 * page_id, lang, created_at), which after the first trim are about one a day.
 */
function trimVersions(db: D1Database, edit: EditContext) {
  const cutoff = new Date(Date.parse(edit.now) - VERSIONS_KEPT_WHOLE_DAYS * 86_400_000).toISOString();
  return db
    .prepare(
      `DELETE FROM page_versions WHERE page_id = ?1 AND lang = ?2 AND created_at < ?3
         AND id NOT IN (SELECT max(id) FROM page_versions WHERE page_id = ?1 AND lang = ?2 AND created_at < ?3
                         GROUP BY substr(created_at, 1, 10))`,
    )
    .bind(edit.pageId, edit.lang, cutoff);
}

function versionSnapshot(db: D1Database, edit: EditContext, action: string, objectId: number | null) {
  return db
    .prepare(
      `INSERT INTO page_versions (page_id, lang, user_id, action, object_id, snapshot, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5,
              json_object(
                'page', (SELECT ${jsonRow(PAGE_COLUMNS)} FROM pages WHERE id = ?1),
                'modules', (SELECT json_group_array(json(r)) FROM
                  (SELECT ${jsonRow(MODULE_COLUMNS)} AS r FROM page_modules WHERE page_id = ?1 AND lang = ?2
                    ORDER BY parent_id, column_index, position, id))),
              ?6
        WHERE EXISTS (SELECT 1 FROM pages WHERE id = ?1)`,
    )
    .bind(edit.pageId, edit.lang, edit.userId, action, objectId, edit.now);
}

/** The dashboard's activity row of a save: who, what, which page. */
export function activityRow(
  db: D1Database,
  edit: Pick<EditContext, "userId" | "now"> & { lang: Lang | null },
  action: string,
  object: { type: string; id: number | null },
  details: Record<string, unknown>,
) {
  return db
    .prepare(
      `INSERT INTO activity_log (user_id, action, object_type, object_id, lang, details, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
    )
    .bind(edit.userId, action, object.type, object.id, edit.lang, JSON.stringify(details), edit.now);
}

/** Why a save's batch was refused by the database rather than by the handler's checks. */
export type SaveFailure = "stale" | "conflict";

/**
 * Runs a save's batch and answers the results of its statements. A stale revision (the guard) or
 * a row another save created or changed at the same moment (a unique or foreign-key constraint)
 * is reported, not thrown: nothing was written.
 */
export async function runSave(db: D1Database, statements: D1PreparedStatement[]): Promise<SaveFailure | D1Result[]> {
  try {
    return await db.batch(statements);
  } catch (error) {
    const message = error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error);
    if (message.includes("stale_revision")) return "stale";
    if (/UNIQUE constraint|FOREIGN KEY constraint|PRIMARY KEY/.test(message)) return "conflict";
    throw error;
  }
}
