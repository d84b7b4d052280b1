import type { Lang } from "../../src/lib/languages";
import type { SeriesBody, SeriesItem } from "../../src/schemas/back-office/series";
import type { FieldProblem } from "../api/hub/items";
import { linkReferences } from "./hub-links";
import { takenSlugs } from "./hub-slugs";
import { type ItemReference, referencesFrom } from "./items";
import { cleanRichText } from "./rich-text";
import { bool, containsPattern, countAndPage, orderBy, pageOffset, sqlFilter } from "./shared";
import { bothUrls } from "./urls";

/** The SQL of series in the back office (issue 27). */

type SeriesRow = Omit<SeriesItem, "show_in_filter" | "urls"> & { show_in_filter: number };

const COLUMNS = `s.id, s.revision, s.name_de, s.name_en, s.slug_de, s.slug_en, s.description_de, s.description_en,
  s.image, s.theme, s.show_in_filter, (SELECT count(*) FROM events e WHERE e.series_id = s.id) AS events`;

const toItem = (row: SeriesRow): SeriesItem => ({
  ...row,
  show_in_filter: bool(row.show_in_filter),
  urls: bothUrls("series", { de: row.slug_de, en: row.slug_en }, row.id),
});

export async function listHubSeries(
  db: D1Database,
  query: {
    q?: string | undefined;
    sort: "name" | "events" | "id";
    order: "asc" | "desc";
    page: number;
    page_size: number;
  },
  lang: Lang,
): Promise<{ count: number; results: SeriesItem[] }> {
  const filter = sqlFilter();
  if (query.q) {
    const pattern = filter.param(containsPattern(query.q));
    filter.conditions.push(`(s.name_de LIKE ${pattern} ESCAPE '\\' OR s.name_en LIKE ${pattern} ESCAPE '\\')`);
  }
  const order = orderBy(
    { name: `s.name_${lang} COLLATE NOCASE`, events: "events", id: "s.id" },
    query.sort,
    query.order,
    "s.id",
  );
  const countParams = [...filter.params];
  const limit = filter.param(query.page_size);
  const offset = filter.param(pageOffset(query.page, query.page_size));
  const { count, rows } = await countAndPage<SeriesRow>(
    db,
    db.prepare(`SELECT count(*) AS n FROM series s ${filter.where()}`).bind(...countParams),
    db
      .prepare(`SELECT ${COLUMNS} FROM series s ${filter.where()} ${order} LIMIT ${limit} OFFSET ${offset}`)
      .bind(...filter.params),
  );
  return { count, results: rows.map(toItem) };
}

export async function readHubSeries(db: D1Database, id: number): Promise<SeriesItem | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM series s WHERE s.id = ?1`).bind(id).first<SeriesRow>();
  return row ? toItem(row) : null;
}

/** Each slug is unique among series in its language (the series page is found by it). */
export function seriesProblems(db: D1Database, body: SeriesBody, id: number | null): Promise<FieldProblem[]> {
  return takenSlugs(db, "series", body, id);
}

export function writeSeries(db: D1Database, id: number, body: SeriesBody, create: boolean): D1PreparedStatement[] {
  const values = [
    body.name_de,
    body.name_en,
    body.slug_de,
    body.slug_en,
    cleanRichText(body.description_de),
    cleanRichText(body.description_en),
    body.image,
    body.theme,
    body.show_in_filter ? 1 : 0,
    id,
  ];
  return [
    create
      ? db
          .prepare(
            `INSERT INTO series (name_de, name_en, slug_de, slug_en, description_de, description_en, image, theme,
               show_in_filter, id) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)`,
          )
          .bind(...values)
      : db
          .prepare(
            `UPDATE series SET name_de = ?1, name_en = ?2, slug_de = ?3, slug_en = ?4, description_de = ?5,
               description_en = ?6, image = ?7, theme = ?8, show_in_filter = ?9 WHERE id = ?10`,
          )
          .bind(...values),
  ];
}

/** The events of a series, and the pages and teasers linking to its pages. */
export async function seriesReferences(db: D1Database, id: number): Promise<ItemReference[]> {
  const slugs = await db
    .prepare("SELECT slug_de, slug_en FROM series WHERE id = ?1")
    .bind(id)
    .first<{ slug_de: string; slug_en: string }>();
  const urls = slugs ? Object.values(bothUrls("series", { de: slugs.slug_de, en: slugs.slug_en }, id)) : [];
  const [events, links] = await Promise.all([
    referencesFrom(
      db,
      "events",
      "SELECT id, title_de AS name FROM events WHERE series_id = ?1 ORDER BY date_start, id",
      id,
    ),
    linkReferences(db, urls),
  ]);
  return [...events, ...links];
}
