import type { Lang } from "../../src/lib/languages";
import type { NOINDEX_SORTS, NoindexItem } from "../../src/schemas/hub-settings";
import type { NoindexEntry } from "../../src/schemas/noindex";
import { containsPattern, countAndPage, orderBy, pageOffset, sqlFilter } from "./shared";

/** The site's noindex list (SPEC §3): paths per language, without the language prefix. */
export async function listNoindexPaths(db: D1Database): Promise<NoindexEntry[]> {
  const { results } = await db.prepare("SELECT lang, path FROM noindex_paths ORDER BY lang, path").all<NoindexEntry>();
  return results;
}

// ---------------------------------------------------------------------------------------------
// The hub's noindex screen (issue 25).

const NOINDEX_ORDER: Readonly<Record<(typeof NOINDEX_SORTS)[number], string>> = {
  path: "path",
  lang: "lang",
  id: "id",
};

export interface NoindexListQuery {
  page: number;
  page_size: number;
  sort: (typeof NOINDEX_SORTS)[number];
  order: "asc" | "desc";
  q?: string;
  lang?: Lang;
}

/** A page of the noindex list with its ids, searched in paths, with the count of every match. */
export async function listNoindexPage(db: D1Database, query: NoindexListQuery) {
  const filter = sqlFilter();
  if (query.lang) filter.conditions.push(`lang = ${filter.param(query.lang)}`);
  if (query.q) filter.conditions.push(`path LIKE ${filter.param(containsPattern(query.q))} ESCAPE '\\'`);
  const where = filter.where();
  const filterParams = [...filter.params];
  const limit = filter.param(query.page_size);
  const offset = filter.param(pageOffset(query.page, query.page_size));
  const { count, rows } = await countAndPage<NoindexItem>(
    db,
    db.prepare(`SELECT count(*) AS n FROM noindex_paths ${where}`).bind(...filterParams),
    db
      .prepare(
        `SELECT id, lang, path FROM noindex_paths ${where}
         ${orderBy(NOINDEX_ORDER, query.sort, query.order, "id")} LIMIT ${limit} OFFSET ${offset}`,
      )
      .bind(...filter.params),
  );
  return { count, results: rows };
}

export async function getNoindexEntry(db: D1Database, id: number): Promise<NoindexItem | null> {
  return db.prepare("SELECT id, lang, path FROM noindex_paths WHERE id = ?1").bind(id).first<NoindexItem>();
}

export async function findNoindexEntry(db: D1Database, entry: NoindexEntry): Promise<NoindexItem | null> {
  return db
    .prepare("SELECT id, lang, path FROM noindex_paths WHERE lang = ?1 AND path = ?2")
    .bind(entry.lang, entry.path)
    .first<NoindexItem>();
}

/** Adds a path to a language's list; the batch fails on the UNIQUE (lang, path) when it is listed. */
export function insertNoindexStatement(db: D1Database, entry: NoindexEntry): D1PreparedStatement {
  return db.prepare("INSERT INTO noindex_paths (lang, path) VALUES (?1, ?2)").bind(entry.lang, entry.path);
}

/** Removes entry `id`; aborts the batch ('stale_revision') when it is already gone. */
export function deleteNoindexStatements(db: D1Database, id: number): D1PreparedStatement[] {
  return [
    db
      .prepare(
        "INSERT INTO stale_writes (object) SELECT ?1 WHERE NOT EXISTS (SELECT 1 FROM noindex_paths WHERE id = ?2)",
      )
      .bind(`noindex_paths:${id}`, id),
    db.prepare("DELETE FROM noindex_paths WHERE id = ?1").bind(id),
  ];
}
