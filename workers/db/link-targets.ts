import type { Lang } from "../../src/lib/languages";
import type { LinkTarget, LinkTargetKind } from "../../src/schemas/link-targets";
import { ftsQuery } from "./search";
import { col } from "./shared";
import { bothUrls, pageUrl } from "./urls";

/** How each kind is read: its table, its code in the search index (0003_search.sql), its order. */
interface KindSource {
  table: string;
  /** Kind code of search_index rowids; null: not indexed. */
  ftsCode: number | null;
  /** Pages are addressed by their paths, the others by slug and id. */
  byPath: boolean;
  date: string;
  /** ORDER BY after the title-prefix matches; `now` is the bound instant's placeholder. */
  order(lang: "de" | "en", now: string): string;
}

const sources: Record<LinkTargetKind, KindSource> = {
  page: { table: "pages", ftsCode: 3, byPath: true, date: "NULL", order: (L) => `path_${L}, id` },
  // Upcoming first, nearest first; then the past, latest first: the dates an editor links to.
  event: {
    table: "events",
    ftsCode: 0,
    byPath: false,
    date: "date_start",
    order: (_L, now) => `date_start < ${now}, abs(julianday(date_start) - julianday(${now})), id`,
  },
  production: {
    table: "productions",
    ftsCode: 1,
    byPath: false,
    date: "NULL",
    order: (L) => `title_${L} COLLATE NOCASE, id`,
  },
  article: {
    table: "articles",
    ftsCode: 2,
    byPath: false,
    date: "published_at",
    order: () => "published_at DESC, id DESC",
  },
  form: { table: "forms", ftsCode: null, byPath: false, date: "NULL", order: (L) => `title_${L} COLLATE NOCASE, id` },
};

/** Escapes LIKE's wildcards (ESCAPE '\'), so a search for '50%' finds '50%'. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

interface TargetRow {
  id: number;
  title: string;
  de: string;
  en: string;
  date: string | null;
  is_online: number;
}

/** Numbered parameters in the order they are first needed: `?n` for each value pushed. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `?${this.values.length}`;
  }
}

/**
 * One kind's statement. `q` matches either language's title as a substring (ASCII letters in any
 * case, as SQLite's LIKE does), a page's path, the id when `q` is a number, and — through the
 * site search index, which folds case and diacritics ('marchen' finds 'Märchen') — title words
 * by prefix. Offline rows are included: the index holds only online ones, LIKE finds the rest.
 */
function kindStatement(
  db: D1Database,
  kind: LinkTargetKind,
  lang: Lang,
  q: string,
  now: string,
  limit: number,
): D1PreparedStatement {
  const source = sources[kind];
  const L = col(lang);
  const params = new Params();
  const urlColumns = source.byPath ? "path_de AS de, path_en AS en" : "slug_de AS de, slug_en AS en";
  let where = "1 = 1";
  let prefixFirst = "";
  if (q !== "") {
    const contains = params.add(`%${escapeLike(q)}%`);
    const matches = [`title_de LIKE ${contains} ESCAPE '\\'`, `title_en LIKE ${contains} ESCAPE '\\'`];
    if (source.byPath) matches.push(`path_de LIKE ${contains} ESCAPE '\\'`, `path_en LIKE ${contains} ESCAPE '\\'`);
    if (/^[1-9][0-9]{0,9}$/.test(q)) matches.push(`id = ${params.add(Number(q))}`);
    const match = source.ftsCode === null ? null : ftsQuery(q, "title");
    if (match !== null) {
      matches.push(
        `id IN (SELECT rowid >> 4 FROM search_index WHERE search_index MATCH ${params.add(match)}
                 AND ((rowid >> 1) & 7) = ${source.ftsCode})`,
      );
    }
    where = matches.join(" OR ");
    if (kind !== "event") prefixFirst = `title_${L} LIKE ${params.add(`${escapeLike(q)}%`)} ESCAPE '\\' DESC, `;
  }
  const order = source.order(L, kind === "event" ? params.add(now) : "");
  const sql = `SELECT id, title_${L} AS title, ${urlColumns}, ${source.date} AS date, is_online
    FROM ${source.table} WHERE ${where} ORDER BY ${prefixFirst}${order} LIMIT ${params.add(limit)}`;
  return db.prepare(sql).bind(...params.values);
}

function toTarget(kind: LinkTargetKind, row: TargetRow): LinkTarget {
  return {
    kind,
    id: row.id,
    title: row.title,
    urls: sources[kind].byPath
      ? { de: pageUrl("de", row.de), en: pageUrl("en", row.en) }
      : bothUrls(kind as Exclude<LinkTargetKind, "page">, { de: row.de, en: row.en }, row.id),
    date: row.date,
    is_online: row.is_online === 1,
  };
}

/**
 * Link targets matching `q` (every row of a kind when empty), at most `limit` of each of
 * `kinds`, in one round trip; ordered by kind as given, then as each kind's source says.
 */
export async function findLinkTargets(
  db: D1Database,
  lang: Lang,
  search: { q: string; kinds: readonly LinkTargetKind[]; limit: number; now: string },
): Promise<LinkTarget[]> {
  const { q, kinds, limit, now } = search;
  const results = await db.batch<TargetRow>(kinds.map((kind) => kindStatement(db, kind, lang, q, now, limit)));
  return kinds.flatMap((kind, index) => (results[index]?.results ?? []).map((row) => toTarget(kind, row)));
}
