import type { Lang } from "../../src/lib/languages";
import { accessColumn } from "../../src/schemas/access";
import type {
  ProductionBody,
  ProductionDate,
  ProductionItem,
  ProductionPersonItem,
} from "../../src/schemas/back-office/productions";
import type { FieldProblem } from "../api/hub/items";
import { accessOf } from "./access";
import { linkReferences } from "./hub-links";
import { takenSlugs } from "./hub-slugs";
import { type ItemReference, referencesFrom } from "./items";
import { cleanRichText } from "./rich-text";
import { bool, containsPattern, countAndPage, jsonList, orderBy, pageOffset, sqlFilter } from "./shared";
import { bothUrls } from "./urls";

/** The SQL of productions in the back office (issue 27): list, read, slugs, write and what uses one. */

interface ProductionRow {
  id: number;
  revision: number;
  title_de: string;
  title_en: string;
  subtitle_de: string | null;
  subtitle_en: string | null;
  description_de: string | null;
  description_en: string | null;
  slug_de: string;
  slug_en: string;
  image: string | null;
  image_alt_de: string | null;
  image_alt_en: string | null;
  season_id: number | null;
  season: string | null;
  exhibition_type_id: number | null;
  genre_id: number | null;
  theme: "wkm" | "so" | "ba" | "ti" | "wa";
  is_online: number;
  access: string | null;
  updated_at: string;
  dates: number;
  tags: string | null;
  persons: string | null;
}

const COLUMNS = `p.id, p.revision, p.title_de, p.title_en, p.subtitle_de, p.subtitle_en, p.description_de,
  p.description_en, p.slug_de, p.slug_en, p.image, p.image_alt_de, p.image_alt_en, p.season_id,
  se.name_de AS season, p.exhibition_type_id, p.genre_id, p.theme, p.is_online, p.access, p.updated_at,
  (SELECT count(*) FROM events e WHERE e.production_id = p.id) AS dates`;

const FULL_COLUMNS = `${COLUMNS},
  (SELECT json_group_array(tag_id) FROM (SELECT tag_id FROM production_tags_map WHERE production_id = p.id ORDER BY tag_id)) AS tags,
  (SELECT json_group_array(json_object('person_id', pp.person_id, 'name', pe.first_name || ' ' || pe.last_name,
                                       'role_de', pp.role_de, 'role_en', pp.role_en))
     FROM (SELECT * FROM production_persons WHERE production_id = p.id ORDER BY position, id) pp
     JOIN persons pe ON pe.id = pp.person_id) AS persons`;

function toItem(row: ProductionRow): ProductionItem {
  const { tags, persons, is_online, access, ...rest } = row;
  return {
    ...rest,
    is_online: bool(is_online),
    access: accessOf(access),
    tags: jsonList<number>(tags),
    persons: jsonList<ProductionPersonItem>(persons),
    urls: bothUrls("production", { de: row.slug_de, en: row.slug_en }, row.id),
  };
}

export async function listHubProductions(
  db: D1Database,
  query: {
    q?: string | undefined;
    season?: number | undefined;
    online?: "yes" | "no" | undefined;
    sort: "updated" | "title" | "id" | "dates";
    order: "asc" | "desc";
    page: number;
    page_size: number;
  },
  lang: Lang,
): Promise<{ count: number; results: ProductionItem[] }> {
  const filter = sqlFilter();
  if (query.q) {
    const pattern = filter.param(containsPattern(query.q));
    filter.conditions.push(
      `(p.title_de LIKE ${pattern} ESCAPE '\\' OR p.title_en LIKE ${pattern} ESCAPE '\\' OR p.slug_de LIKE ${pattern} ESCAPE '\\')`,
    );
  }
  if (query.season !== undefined) filter.conditions.push(`p.season_id = ${filter.param(query.season)}`);
  if (query.online) filter.conditions.push(`p.is_online = ${query.online === "yes" ? 1 : 0}`);
  const order = orderBy(
    { updated: "p.updated_at", title: `p.title_${lang} COLLATE NOCASE`, id: "p.id", dates: "dates" },
    query.sort,
    query.order,
    "p.id",
  );
  const countParams = [...filter.params];
  const limit = filter.param(query.page_size);
  const offset = filter.param(pageOffset(query.page, query.page_size));
  const { count, rows } = await countAndPage<ProductionRow>(
    db,
    db.prepare(`SELECT count(*) AS n FROM productions p ${filter.where()}`).bind(...countParams),
    db
      .prepare(
        // A list row leaves tags and people out (the form reads them with the item): a page stays one cheap query.
        `SELECT ${COLUMNS}, NULL AS tags, NULL AS persons FROM productions p LEFT JOIN seasons se ON se.id = p.season_id
          ${filter.where()} ${order} LIMIT ${limit} OFFSET ${offset}`,
      )
      .bind(...filter.params),
  );
  return { count, results: rows.map(toItem) };
}

export async function readHubProduction(db: D1Database, id: number): Promise<ProductionItem | null> {
  const row = await db
    .prepare(`SELECT ${FULL_COLUMNS} FROM productions p LEFT JOIN seasons se ON se.id = p.season_id WHERE p.id = ?1`)
    .bind(id)
    .first<ProductionRow>();
  return row ? toItem(row) : null;
}

/** A slug another production has in the same language, and references to items that do not exist. */
export async function productionProblems(
  db: D1Database,
  body: ProductionBody,
  id: number | null,
): Promise<FieldProblem[]> {
  const exists = (table: string, ref: number | null) =>
    ref === null
      ? db.prepare("SELECT 1 AS found")
      : db.prepare(`SELECT EXISTS (SELECT 1 FROM ${table} WHERE id = ?1) AS found`).bind(ref);
  const idList = (ids: readonly number[]) => JSON.stringify(ids);
  const [slugProblems, [season, type, genre, tags, persons]] = await Promise.all([
    takenSlugs(db, "productions", body, id),
    db.batch<{ found: number }>([
      exists("seasons", body.season_id),
      exists("exhibition_types", body.exhibition_type_id),
      exists("genres", body.genre_id),
      db
        .prepare(
          "SELECT count(*) = json_array_length(?1) AS found FROM production_tags WHERE id IN (SELECT value FROM json_each(?1))",
        )
        .bind(idList(body.tags)),
      db
        .prepare(
          "SELECT count(*) = json_array_length(?1) AS found FROM persons WHERE id IN (SELECT value FROM json_each(?1))",
        )
        .bind(idList(body.persons.map((person) => person.person_id))),
    ]),
  ]);
  const found = (result: D1Result<{ found: number }> | undefined) => result?.results[0]?.found === 1;
  const problems: FieldProblem[] = [...slugProblems];
  if (!found(season)) problems.push({ path: "season_id", message: "There is no such season." });
  if (!found(type)) problems.push({ path: "exhibition_type_id", message: "There is no such exhibition type." });
  if (!found(genre)) problems.push({ path: "genre_id", message: "There is no such genre." });
  if (!found(tags)) problems.push({ path: "tags", message: "A tag does not exist." });
  if (!found(persons)) problems.push({ path: "persons", message: "A person does not exist." });
  return problems;
}

/** The statements writing `body` as production `id`: the row (rich text sanitised), its tags and its people. */
export function writeProduction(
  db: D1Database,
  id: number,
  body: ProductionBody,
  create: boolean,
  now: string,
): D1PreparedStatement[] {
  const values = [
    body.title_de,
    body.title_en,
    body.subtitle_de,
    body.subtitle_en,
    cleanRichText(body.description_de),
    cleanRichText(body.description_en),
    body.slug_de,
    body.slug_en,
    body.image,
    body.image_alt_de,
    body.image_alt_en,
    body.season_id,
    body.exhibition_type_id,
    body.genre_id,
    body.theme,
    body.is_online ? 1 : 0,
    now,
    id,
    accessColumn(body.access),
  ];
  const row = create
    ? db.prepare(
        `INSERT INTO productions (title_de, title_en, subtitle_de, subtitle_en, description_de, description_en,
           slug_de, slug_en, image, image_alt_de, image_alt_en, season_id, exhibition_type_id, genre_id, theme,
           is_online, updated_at, id, access)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19)`,
      )
    : db.prepare(
        `UPDATE productions SET title_de = ?1, title_en = ?2, subtitle_de = ?3, subtitle_en = ?4, description_de = ?5,
           description_en = ?6, slug_de = ?7, slug_en = ?8, image = ?9, image_alt_de = ?10, image_alt_en = ?11,
           season_id = ?12, exhibition_type_id = ?13, genre_id = ?14, theme = ?15, is_online = ?16, updated_at = ?17,
           access = ?19
         WHERE id = ?18`,
      );
  return [
    row.bind(...values),
    db.prepare("DELETE FROM production_tags_map WHERE production_id = ?1").bind(id),
    db
      .prepare("INSERT INTO production_tags_map (production_id, tag_id) SELECT ?1, value FROM json_each(?2)")
      .bind(id, JSON.stringify(body.tags)),
    db.prepare("DELETE FROM production_persons WHERE production_id = ?1").bind(id),
    db
      .prepare(
        `INSERT INTO production_persons (production_id, person_id, role_de, role_en, position)
         SELECT ?1, value ->> '$.person_id', value ->> '$.role_de', value ->> '$.role_en', key FROM json_each(?2)`,
      )
      .bind(id, JSON.stringify(body.persons)),
  ];
}

/** The events of a production, and the pages and teasers linking to its pages: its delete would leave them dangling. */
export async function productionReferences(db: D1Database, id: number): Promise<ItemReference[]> {
  const slugs = await db
    .prepare("SELECT slug_de, slug_en FROM productions WHERE id = ?1")
    .bind(id)
    .first<{ slug_de: string; slug_en: string }>();
  const urls = slugs ? Object.values(bothUrls("production", { de: slugs.slug_de, en: slugs.slug_en }, id)) : [];
  const [events, links] = await Promise.all([
    referencesFrom(
      db,
      "events",
      "SELECT id, title_de AS name FROM events WHERE production_id = ?1 ORDER BY date_start, id",
      id,
    ),
    linkReferences(db, urls, { kind: "production", id }),
  ]);
  return [...events, ...links];
}

/** The dates of a production, in order, for its form. */
export async function productionDates(db: D1Database, id: number): Promise<ProductionDate[]> {
  const { results } = await db
    .prepare(
      `SELECT e.id, e.date_start, e.status, e.is_online, v.name_de AS venue
         FROM events e LEFT JOIN rooms r ON r.id = e.room_id LEFT JOIN venues v ON v.id = r.venue_id
        WHERE e.production_id = ?1 ORDER BY e.date_start, e.id LIMIT 500`,
    )
    .bind(id)
    .all<Omit<ProductionDate, "is_online"> & { is_online: number }>();
  return results.map((row) => ({ ...row, is_online: bool(row.is_online) }));
}
