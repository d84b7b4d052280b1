import type { Lang } from "../../src/lib/languages";
import type { IdName } from "../../src/schemas/common";
import type { PersonRef } from "../../src/schemas/events";
import type { ProductionDetail, ProductionListItem } from "../../src/schemas/productions";
import { accessOf } from "./access";
import { mapPersonRef, upcomingEvents } from "./events";
import { cleanRichText } from "./rich-text";
import { col, idName, imageObj, imageThumbnails, jsonList } from "./shared";
import { type BothSlugs, bothUrls, detailUrl } from "./urls";

export interface ProductionFilter {
  /** Stored-form instant: dates and counts consider events from here on. */
  from: string;
  /** Only productions with an online event from `from` on (the list's `date` filter). */
  withEventsOnly: boolean;
  season?: number;
  exhibitionType?: number;
  tag?: number;
}

function productionWhere(filter: ProductionFilter, params: unknown[]): string {
  const bind = (value: unknown) => `?${params.push(value)}`;
  const parts = ["p.is_online = 1"];
  if (filter.season !== undefined) parts.push(`p.season_id = ${bind(filter.season)}`);
  if (filter.exhibitionType !== undefined) parts.push(`p.exhibition_type_id = ${bind(filter.exhibitionType)}`);
  if (filter.tag !== undefined) {
    parts.push(`p.id IN (SELECT tm.production_id FROM production_tags_map tm WHERE tm.tag_id = ${bind(filter.tag)})`);
  }
  if (filter.withEventsOnly) parts.push("p.id IN (SELECT id FROM stats)");
  return parts.join(" AND ");
}

/**
 * First and last upcoming start and the number of upcoming events per production (from ?1 on),
 * from one scan of the events list index: counting per production would read every event row.
 */
const statsCte = (productionFilter = "") => `stats AS MATERIALIZED (
  SELECT e.production_id AS id, min(e.date_start) AS date_start, max(e.date_start) AS date_end, count(*) AS n
    FROM events e WHERE e.is_online = 1 AND e.date_start >= ?1 AND e.production_id IS NOT NULL ${productionFilter}
   GROUP BY e.production_id)`;

function productionColumns(lang: Lang): string {
  const L = col(lang);
  return `p.id, p.slug_${L} AS slug, p.title_${L} AS title, p.subtitle_${L} AS subtitle, p.theme, p.image,
    coalesce(p.image_alt_${L}, p.title_${L}) AS image_alt,
    se.id AS season_id, se.name_${L} AS season_name,
    x.id AS type_id, x.name_${L} AS type_name,
    g.id AS genre_id, g.name_${L} AS genre_name,
    (SELECT json_group_array(json_object('id', t.id, 'name', t.name_${L}))
       FROM production_tags_map tm JOIN production_tags t ON t.id = tm.tag_id WHERE tm.production_id = p.id) AS tags,
    st.date_start, st.date_end, coalesce(st.n, 0) AS upcoming_event_count`;
}

const productionJoins = `LEFT JOIN stats st ON st.id = p.id
  LEFT JOIN seasons se ON se.id = p.season_id
  LEFT JOIN exhibition_types x ON x.id = p.exhibition_type_id
  LEFT JOIN genres g ON g.id = p.genre_id`;

interface ProductionRow {
  id: number;
  slug: string;
  title: string;
  subtitle: string | null;
  theme: string;
  image: string | null;
  image_alt: string;
  season_id: number | null;
  season_name: string | null;
  type_id: number | null;
  type_name: string | null;
  genre_id: number | null;
  genre_name: string | null;
  tags: string | null;
  date_start: string | null;
  date_end: string | null;
  upcoming_event_count: number;
}

function mapProduction(row: ProductionRow, lang: Lang): ProductionListItem {
  return {
    id: row.id,
    slug: row.slug,
    url: detailUrl("production", lang, row.slug, row.id),
    title: row.title,
    subtitle: row.subtitle,
    theme: row.theme,
    image_obj: imageObj(row.image, row.image_alt),
    image_thumbnails: imageThumbnails(row.image),
    season: idName(row.season_id, row.season_name),
    exhibition_type: idName(row.type_id, row.type_name),
    genre: idName(row.genre_id, row.genre_name),
    tags: jsonList<IdName>(row.tags),
    date_start: row.date_start,
    date_end: row.date_end,
    upcoming_event_count: row.upcoming_event_count,
  };
}

/**
 * A page of online productions: those with an upcoming event first (by their next event), then
 * the rest by title. One round trip for page and count.
 */
export async function listProductions(
  db: D1Database,
  lang: Lang,
  filter: ProductionFilter,
  page: { limit: number; offset: number },
): Promise<{ count: number; results: ProductionListItem[] }> {
  const L = col(lang);
  // ?1 is `from`, used by the stats CTE in both statements.
  const countParams: unknown[] = [filter.from];
  const countSql = `WITH ${statsCte()} SELECT count(*) AS count FROM productions p WHERE ${productionWhere(filter, countParams)}`;
  const params: unknown[] = [filter.from];
  const where = productionWhere(filter, params);
  const limit = params.push(page.limit);
  const offset = params.push(page.offset);
  const pageSql = `WITH ${statsCte()}, pick AS MATERIALIZED (
      SELECT p.id, st.date_start AS next_start, p.title_${L} AS title
        FROM productions p LEFT JOIN stats st ON st.id = p.id WHERE ${where}
       ORDER BY next_start IS NULL, next_start, title COLLATE NOCASE, p.id LIMIT ?${limit} OFFSET ?${offset})
    SELECT ${productionColumns(lang)} FROM pick JOIN productions p ON p.id = pick.id ${productionJoins}
     ORDER BY pick.next_start IS NULL, pick.next_start, pick.title COLLATE NOCASE, pick.id`;
  const [countResult, pageResult] = await db.batch<unknown>([
    db.prepare(countSql).bind(...countParams),
    db.prepare(pageSql).bind(...params),
  ]);
  const count = (countResult?.results[0] as { count: number } | undefined)?.count ?? 0;
  return { count, results: ((pageResult?.results ?? []) as ProductionRow[]).map((row) => mapProduction(row, lang)) };
}

/** Upcoming events listed on a production page. */
const PRODUCTION_EVENT_LIMIT = 100;

/** An online production with cast and its next events; null when unknown or offline. */
export async function getProduction(
  db: D1Database,
  lang: Lang,
  id: number,
  from: string,
): Promise<ProductionDetail | null> {
  const L = col(lang);
  const [productionResult, personResult] = await db.batch<unknown>([
    db
      .prepare(
        `WITH ${statsCte("AND e.production_id = ?2")}
         SELECT ${productionColumns(lang)}, p.slug_de, p.slug_en, p.description_${L} AS description, p.access
           FROM productions p ${productionJoins} WHERE p.id = ?2 AND p.is_online = 1`,
      )
      .bind(from, id),
    db
      .prepare(
        `SELECT pe.id, pe.slug_${L} AS slug, pe.first_name, pe.last_name, pp.role_${L} AS role, pe.image
           FROM production_persons pp JOIN persons pe ON pe.id = pp.person_id
          WHERE pp.production_id = ?1 ORDER BY pp.position, pp.id`,
      )
      .bind(id),
  ]);
  const row = productionResult?.results[0] as
    | (ProductionRow & BothSlugs & { description: string | null; access: string | null })
    | undefined;
  if (!row) return null;
  const persons: PersonRef[] = ((personResult?.results ?? []) as Parameters<typeof mapPersonRef>[0][]).map((p) =>
    mapPersonRef(p, lang),
  );
  const events = await upcomingEvents(db, lang, { from, production: id }, PRODUCTION_EVENT_LIMIT);
  return {
    ...mapProduction(row, lang),
    urls: bothUrls("production", { de: row.slug_de, en: row.slug_en }, row.id),
    description: cleanRichText(row.description),
    access: accessOf(row.access),
    persons,
    events,
  };
}
