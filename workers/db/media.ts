import type { Lang } from "../../src/lib/languages";
import type { MediaType } from "../../src/schemas/media";

/** A media library row as stored. */
export interface MediaRecord {
  id: number;
  key: string;
  file_name: string;
  /** The German alt text (the column predates the English one). */
  alt: string;
  alt_en: string;
  title: string;
  width: number;
  height: number;
  content_type: MediaType;
  /** Size of the uploaded file; null for the seed's images. */
  bytes: number | null;
  user_id: number | null;
  created_at: string;
}

export type NewMedia = Omit<MediaRecord, "id">;

interface MediaRow {
  id: number;
  key: string;
  file_name: string;
  alt: string;
  alt_en: string;
  title: string;
  width: number;
  height: number;
  content_type: string;
  bytes: number | null;
  user_id: number | null;
  created_at: string;
}

const COLUMNS = "id, key, file_name, alt, alt_en, title, width, height, content_type, bytes, user_id, created_at";

function toRecord(row: MediaRow): MediaRecord {
  return { ...row, content_type: row.content_type as MediaType };
}

/** The alt text column of a language: `alt` holds the German one (migration 0016). */
const altColumn = (lang: Lang) => (lang === "de" ? "alt" : "alt_en");

/**
 * Stores an uploaded image's row and its `activity_log` entry in one batch (both or neither);
 * answers the stored row. A key already stored is a UNIQUE violation, thrown.
 */
export async function createMedia(
  db: D1Database,
  media: NewMedia,
  log: { lang: Lang; details: Record<string, unknown> },
): Promise<MediaRecord> {
  const [inserted] = await db.batch<MediaRow>([
    db
      .prepare(
        `INSERT INTO media (key, file_name, alt, alt_en, title, width, height, content_type, bytes, user_id, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11) RETURNING ${COLUMNS}`,
      )
      .bind(
        media.key,
        media.file_name,
        media.alt,
        media.alt_en,
        media.title,
        media.width,
        media.height,
        media.content_type,
        media.bytes,
        media.user_id,
        media.created_at,
      ),
    db
      .prepare(
        `INSERT INTO activity_log (user_id, action, object_type, object_id, lang, details, created_at)
         SELECT ?1, 'create', 'media', id, ?2, ?3, ?4 FROM media WHERE key = ?5`,
      )
      .bind(media.user_id, log.lang, JSON.stringify(log.details), media.created_at, media.key),
  ]);
  const row = inserted?.results[0];
  if (!row) throw new Error(`media ${media.key} was not stored`);
  return toRecord(row);
}

/** Escapes LIKE's wildcards, so a search for '50%' finds '50%' (ESCAPE '\'). */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The library newest first, `q` matching file name, alt text (either language) or title (case-insensitive for
 * ASCII letters, as SQLite's LIKE is), with the total count for paging.
 */
export async function listMedia(
  db: D1Database,
  filter: { q?: string },
  paging: { limit: number; offset: number },
): Promise<{ count: number; results: MediaRecord[] }> {
  const where = filter.q
    ? "WHERE file_name LIKE ?1 ESCAPE '\\' OR alt LIKE ?1 ESCAPE '\\' OR alt_en LIKE ?1 ESCAPE '\\' OR title LIKE ?1 ESCAPE '\\'"
    : "WHERE ?1 IS NULL";
  const pattern = filter.q ? likePattern(filter.q) : null;
  const [total, page] = await db.batch([
    db.prepare(`SELECT count(*) AS count FROM media ${where}`).bind(pattern),
    db
      .prepare(`SELECT ${COLUMNS} FROM media ${where} ORDER BY created_at DESC, id DESC LIMIT ?2 OFFSET ?3`)
      .bind(pattern, paging.limit, paging.offset),
  ]);
  const count = (total?.results[0] as { count: number } | undefined)?.count ?? 0;
  return { count, results: ((page?.results ?? []) as MediaRow[]).map(toRecord) };
}

/** The alt texts in `lang` the library holds for `keys` (required on upload, ADR 0021): key → alt. */
export async function mediaAlts(db: D1Database, lang: Lang, keys: readonly string[]): Promise<Map<string, string>> {
  const { results } = await db
    .prepare(`SELECT key, ${altColumn(lang)} AS alt FROM media WHERE key IN (SELECT value FROM json_each(?1))`)
    .bind(JSON.stringify([...new Set(keys)]))
    .all<{ key: string; alt: string }>();
  return new Map(results.map((row) => [row.key, row.alt]));
}
