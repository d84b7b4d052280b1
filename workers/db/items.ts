import { type ItemTable, staleGuard } from "./page-edits";

/**
 * What every save of a back-office item writes besides the item (issue 27, ADR 0033): the
 * revision check first, the raised revision, a version (the item as the API reads it before,
 * and as saved) and the dashboard's activity row. All of it goes into the save's one batch.
 */

export interface ItemSave {
  table: ItemTable;
  itemId: number;
  /** 'create' | 'update' | 'delete', or a resource's own ('cancel', 'series' …). */
  action: string;
  userId: number;
  before: unknown;
  after: unknown;
  now: string;
  /** What the activity row says beside the action (a title, the number of dates …). */
  details?: Record<string, unknown>;
}

/** Aborts the batch (409) when the item is no longer at `revision` or is gone. */
export const itemStaleGuard = (db: D1Database, table: ItemTable, id: number, revision: number) =>
  staleGuard(db, table, id, revision);

/** Raises the item's revision: every save but a delete ends with it. */
export function raiseRevision(db: D1Database, table: ItemTable, id: number): D1PreparedStatement {
  return db.prepare(`UPDATE ${table} SET revision = revision + 1 WHERE id = ?1`).bind(id);
}

/** The version and the activity row of a save (after its writes, in the same batch). */
export function itemVersionStatements(db: D1Database, save: ItemSave): D1PreparedStatement[] {
  const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
  return [
    db
      .prepare(
        `INSERT INTO item_versions (resource, item_id, action, user_id, before, after, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
      )
      .bind(save.table, save.itemId, save.action, save.userId, json(save.before), json(save.after), save.now),
    db
      .prepare(
        `INSERT INTO activity_log (user_id, action, object_type, object_id, lang, details, created_at)
         VALUES (?1, ?2, ?3, ?4, NULL, ?5, ?6)`,
      )
      .bind(
        save.userId,
        `${save.table}.${save.action}`,
        save.table,
        save.itemId,
        JSON.stringify({ version: "item_versions", ...save.details }),
        save.now,
      ),
  ];
}

/** Something that still shows or uses an item, named for the 409 of its delete. */
export interface ItemReference {
  /** The referring table ('events', 'page_modules', …). */
  kind: string;
  id: number;
  /** Its title or name, as the hub lists it. */
  name: string;
}

/**
 * The rows of `sql` (selecting `id` and `name`, bound to `id`) as references of kind `kind`, at
 * most `limit` of them: a 409 names a few, not every one of 20 000 dates.
 */
export async function referencesFrom(
  db: D1Database,
  kind: string,
  sql: string,
  id: number,
  limit = 10,
): Promise<ItemReference[]> {
  const { results } = await db.prepare(`${sql} LIMIT ${limit}`).bind(id).all<{ id: number; name: string }>();
  return results.map((row) => ({ kind, id: row.id, name: row.name }));
}
