import type { Lang } from "../../src/lib/languages";
import type { IdName, ImageObj, ImageThumbnails } from "../../src/schemas/common";

/**
 * Column suffix of the request's language. Column names cannot be bound parameters, so queries
 * interpolate this — safe, because it is one of exactly two literals.
 */
export function col(lang: Lang): "de" | "en" {
  return lang === "en" ? "en" : "de";
}

/** The link of an alert or teaser in `lang` (migration 0007: no English link means the German one). */
export function linkColumn(lang: Lang): string {
  return lang === "en" ? "coalesce(link_en, link)" : "link";
}

export const bool = (value: number | null | undefined): boolean => value === 1;

/** Integer cents → '12.00' (SPEC §3 prices are strings); integer maths avoids float rounding. */
export function priceString(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents % 100).padStart(2, "0")}`;
}

/**
 * Media is served from R2 under /media/ (DESIGN: renditions at `<key>/<width>.webp|jpg` and
 * `<key>/original.jpg`).
 */
const MEDIA_PREFIX = "/media/";

export function imageObj(key: string | null, alt: string): ImageObj | null {
  if (!key) return null;
  return { key, url: `${MEDIA_PREFIX}${key}/original.jpg`, alt };
}

export function imageThumbnails(key: string | null): ImageThumbnails | null {
  if (!key) return null;
  const at = (width: number) => `${MEDIA_PREFIX}${key}/${width}.webp`;
  return { small: at(320), medium: at(768), large: at(1280), xlarge: at(1536) };
}

/** `{id, name}` from a LEFT JOIN whose id is NULL when nothing matched. */
export function idName(id: number | null, name: string | null): IdName | null {
  return id === null ? null : { id, name: name ?? "" };
}

/** Parses a JSON column produced by json_group_array; NULL (no rows) is an empty list. */
export function jsonList<T>(text: string | null): T[] {
  if (!text) return [];
  return JSON.parse(text) as T[];
}

/** Second precision, as stored ('2026-12-01T18:30:00Z'), so string comparisons are exact. */
export function isoSeconds(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

/** An ISO instant from dates.ts (with milliseconds) → the stored form. */
export function toStoredIso(iso: string): string {
  return `${iso.slice(0, 19)}Z`;
}

/** Offset of a 1-based page. */
export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

/** A paged list's two reads in one round trip: `count` (a row `{ n }`) and the page's rows. */
export async function countAndPage<Row>(
  db: D1Database,
  count: D1PreparedStatement,
  page: D1PreparedStatement,
): Promise<{ count: number; rows: Row[] }> {
  const [total, rows] = await db.batch([count, page]);
  return { count: (total?.results[0] as { n: number } | undefined)?.n ?? 0, rows: (rows?.results ?? []) as Row[] };
}

/**
 * The WHERE of a list built from the filters a request gives: add a condition with its values
 * through `param` (it answers the placeholder `?n`, numbered in order), so a query names only
 * the filters set and an index on a set one can be used.
 */
export function sqlFilter() {
  const conditions: string[] = [];
  const params: unknown[] = [];
  return {
    conditions,
    params,
    param(value: unknown): string {
      params.push(value);
      return `?${params.length}`;
    },
    where(): string {
      return conditions.length > 0 ? `WHERE ${conditions.join(" AND ")}` : "";
    },
  };
}

/** The name an account goes by in lists (first and last name, else its username), of users aliased `u`. */
export const USER_NAME_SQL = "coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username)";

/** A `LIKE` pattern matching `text` anywhere, its wildcards taken literally (`ESCAPE '\'`). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * `ORDER BY` of a list: the column the `sort` key names (from the list's own whitelist, never
 * the client's text) in `order`, then `tiebreak` so pages never overlap.
 */
export function orderBy<Sort extends string>(
  columns: Readonly<Record<Sort, string>>,
  sort: Sort,
  order: "asc" | "desc",
  tiebreak: string,
): string {
  const direction = order === "asc" ? "ASC" : "DESC";
  return `ORDER BY ${columns[sort]} ${direction}, ${tiebreak} ${direction}`;
}
