import type { Lang } from "../../src/lib/languages";
import type { SeasonBody, SeasonItem } from "../../src/schemas/back-office/seasons";
import type { FieldProblem } from "../api/hub/items";
import { type ItemReference, referencesFrom } from "./items";
import { bool, containsPattern, countAndPage, orderBy, pageOffset, sqlFilter } from "./shared";

/** The SQL of seasons in the back office (issue 27). */

type SeasonRow = Omit<SeasonItem, "show_in_filter"> & { show_in_filter: number };

const COLUMNS = `s.id, s.revision, s.name_de, s.name_en, s.slug, s.date_start, s.date_end, s.show_in_filter,
  (SELECT count(*) FROM productions p WHERE p.season_id = s.id) AS productions`;

const toItem = (row: SeasonRow): SeasonItem => ({ ...row, show_in_filter: bool(row.show_in_filter) });

export async function listHubSeasons(
  db: D1Database,
  query: {
    q?: string | undefined;
    sort: "start" | "name" | "id";
    order: "asc" | "desc";
    page: number;
    page_size: number;
  },
  lang: Lang,
): Promise<{ count: number; results: SeasonItem[] }> {
  const filter = sqlFilter();
  if (query.q) {
    const pattern = filter.param(containsPattern(query.q));
    filter.conditions.push(`(s.name_de LIKE ${pattern} ESCAPE '\\' OR s.name_en LIKE ${pattern} ESCAPE '\\')`);
  }
  const order = orderBy(
    { start: "s.date_start", name: `s.name_${lang} COLLATE NOCASE`, id: "s.id" },
    query.sort,
    query.order,
    "s.id",
  );
  const countParams = [...filter.params];
  const limit = filter.param(query.page_size);
  const offset = filter.param(pageOffset(query.page, query.page_size));
  const { count, rows } = await countAndPage<SeasonRow>(
    db,
    db.prepare(`SELECT count(*) AS n FROM seasons s ${filter.where()}`).bind(...countParams),
    db
      .prepare(`SELECT ${COLUMNS} FROM seasons s ${filter.where()} ${order} LIMIT ${limit} OFFSET ${offset}`)
      .bind(...filter.params),
  );
  return { count, results: rows.map(toItem) };
}

export async function readHubSeason(db: D1Database, id: number): Promise<SeasonItem | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM seasons s WHERE s.id = ?1`).bind(id).first<SeasonRow>();
  return row ? toItem(row) : null;
}

/** The slug is unique among seasons (the table says so; the form hears it as the field's problem). */
export async function seasonProblems(db: D1Database, body: SeasonBody, id: number | null): Promise<FieldProblem[]> {
  const taken = await db.prepare("SELECT 1 FROM seasons WHERE slug = ?1 AND id IS NOT ?2").bind(body.slug, id).first();
  return taken ? [{ path: "slug", message: "Another season has this slug." }] : [];
}

export function writeSeason(db: D1Database, id: number, body: SeasonBody, create: boolean): D1PreparedStatement[] {
  const values = [
    body.name_de,
    body.name_en,
    body.slug,
    body.date_start,
    body.date_end,
    body.show_in_filter ? 1 : 0,
    id,
  ];
  return [
    create
      ? db
          .prepare(
            "INSERT INTO seasons (name_de, name_en, slug, date_start, date_end, show_in_filter, id) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
          )
          .bind(...values)
      : db
          .prepare(
            "UPDATE seasons SET name_de = ?1, name_en = ?2, slug = ?3, date_start = ?4, date_end = ?5, show_in_filter = ?6 WHERE id = ?7",
          )
          .bind(...values),
  ];
}

/** The productions of a season: its delete would take them out of the season's filter. */
export function seasonReferences(db: D1Database, id: number): Promise<ItemReference[]> {
  return referencesFrom(
    db,
    "productions",
    "SELECT id, title_de AS name FROM productions WHERE season_id = ?1 ORDER BY id",
    id,
  );
}
