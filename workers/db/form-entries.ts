import type { Lang } from "../../src/lib/languages";
import type { FieldValue } from "../../src/schemas/form-entries";

export interface NewTempFile {
  key: string;
  formId: number | null;
  fileName: string;
  contentType: string;
  size: number;
  createdAt: string;
}

/** Records an upload already written to R2 under `key`; returns its row id. */
export async function insertTempFile(db: D1Database, file: NewTempFile): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO temp_files (key, form_id, file_name, content_type, size, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6) RETURNING id`,
    )
    .bind(file.key, file.formId, file.fileName, file.contentType, file.size, file.createdAt)
    .first<{ id: number }>();
  if (!row) throw new Error("temp_files insert returned no row");
  return row.id;
}

/**
 * The keys among `keys` an entry of `formId` may reference: uploaded, not yet taken by another
 * entry, and uploaded for this form (or for no form in particular).
 */
export async function usableTempFileKeys(db: D1Database, formId: number, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const placeholders = keys.map((_, index) => `?${index + 2}`).join(", ");
  const { results } = await db
    .prepare(
      `SELECT key FROM temp_files
        WHERE key IN (${placeholders}) AND entry_id IS NULL AND (form_id IS NULL OR form_id = ?1)`,
    )
    .bind(formId, ...keys)
    .all<{ key: string }>();
  return new Set(results.map((row) => row.key));
}

export interface NewFormEntry {
  formId: number;
  lang: Lang;
  fieldValues: Record<string, FieldValue>;
  ipHash: string;
  createdAt: string;
  /** Uploads the entry references; they stop being temporary with it. */
  fileKeys: string[];
}

/** Stores an entry and claims its uploads in one transaction; returns the entry id. */
export async function insertFormEntry(db: D1Database, entry: NewFormEntry): Promise<number> {
  const insert = db
    .prepare(
      `INSERT INTO form_entries (form_id, lang, field_values, ip_hash, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5) RETURNING id`,
    )
    .bind(entry.formId, entry.lang, JSON.stringify(entry.fieldValues), entry.ipHash, entry.createdAt);
  const claims = entry.fileKeys.map((key) =>
    db.prepare("UPDATE temp_files SET entry_id = last_insert_rowid() WHERE key = ?1 AND entry_id IS NULL").bind(key),
  );
  const [inserted] = await db.batch<{ id: number }>([insert, ...claims]);
  const id = inserted?.results[0]?.id;
  if (id === undefined) throw new Error("form_entries insert returned no row");
  return id;
}

/** Unclaimed uploads older than `before`, oldest first, for the cleanup job. */
export async function staleTempFileKeys(db: D1Database, before: string, limit: number): Promise<string[]> {
  const { results } = await db
    .prepare("SELECT key FROM temp_files WHERE entry_id IS NULL AND created_at < ?1 ORDER BY created_at LIMIT ?2")
    .bind(before, limit)
    .all<{ key: string }>();
  return results.map((row) => row.key);
}

export async function deleteTempFiles(db: D1Database, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.batch(keys.map((key) => db.prepare("DELETE FROM temp_files WHERE key = ?1 AND entry_id IS NULL").bind(key)));
}
