import type { Lang } from "../../src/lib/languages";
import type { PersonBody, PersonItem, PersonRow } from "../../src/schemas/back-office/persons";
import { takenSlugs } from "./hub-slugs";
import { type ItemReference, referencesFrom } from "./items";
import { cleanRichText } from "./rich-text";
import { col, containsPattern, countAndPage, jsonList, orderBy, pageOffset, sqlFilter } from "./shared";
import { bothUrls } from "./urls";

/** The SQL of persons in the back office (issue 27): list, read, write, and what names a person. */

type StoredPerson = Omit<PersonItem, "categories" | "urls"> & { categories: string };

const ITEM_COLUMNS = `p.id, p.revision, p.first_name, p.last_name, p.slug_de, p.slug_en, p.position_de, p.position_en,
  p.email, p.phone, p.bio_de, p.bio_en, p.image, p.image_alt_de, p.image_alt_en,
  (SELECT json_group_array(category_id) FROM (
     SELECT m.category_id FROM person_category_map m JOIN person_categories pc ON pc.id = m.category_id
      WHERE m.person_id = p.id ORDER BY pc.position, pc.id)) AS categories`;

export async function readPerson(db: D1Database, id: number): Promise<PersonItem | null> {
  const row = await db.prepare(`SELECT ${ITEM_COLUMNS} FROM persons p WHERE p.id = ?1`).bind(id).first<StoredPerson>();
  if (!row) return null;
  return {
    ...row,
    categories: jsonList<number>(row.categories),
    urls: bothUrls("person", { de: row.slug_de, en: row.slug_en }, row.id),
  };
}

const USES_SQL = `(SELECT count(*) FROM event_persons ep WHERE ep.person_id = p.id)
  + (SELECT count(*) FROM production_persons pp WHERE pp.person_id = p.id)`;

export async function listPersons(
  db: D1Database,
  query: {
    q?: string | undefined;
    category?: number | undefined;
    sort: "name" | "uses" | "id";
    order: "asc" | "desc";
    page: number;
    page_size: number;
  },
  lang: Lang,
): Promise<{ count: number; results: PersonRow[] }> {
  const L = col(lang);
  const filter = sqlFilter();
  if (query.q) {
    const pattern = filter.param(containsPattern(query.q));
    filter.conditions.push(
      `((p.first_name || ' ' || p.last_name) LIKE ${pattern} ESCAPE '\\' OR p.last_name LIKE ${pattern} ESCAPE '\\'
        OR p.position_de LIKE ${pattern} ESCAPE '\\' OR p.position_en LIKE ${pattern} ESCAPE '\\')`,
    );
  }
  if (query.category !== undefined) {
    filter.conditions.push(
      `EXISTS (SELECT 1 FROM person_category_map m WHERE m.person_id = p.id AND m.category_id = ${filter.param(query.category)})`,
    );
  }
  const order = orderBy(
    { name: "(p.last_name || ' ' || p.first_name) COLLATE NOCASE", uses: "uses", id: "p.id" },
    query.sort,
    query.order,
    "p.id",
  );
  const counted = filter.params.length;
  const limit = filter.param(query.page_size);
  const offset = filter.param(pageOffset(query.page, query.page_size));
  const { count, rows } = await countAndPage<PersonRow>(
    db,
    db.prepare(`SELECT count(*) AS n FROM persons p ${filter.where()}`).bind(...filter.params.slice(0, counted)),
    db
      .prepare(
        `SELECT p.id, p.revision, p.first_name, p.last_name, p.position_${L} AS position, p.image,
                (SELECT group_concat(name, ', ') FROM (
                   SELECT pc.name_${L} AS name FROM person_category_map m
                     JOIN person_categories pc ON pc.id = m.category_id
                    WHERE m.person_id = p.id ORDER BY pc.position, pc.id)) AS category_names,
                ${USES_SQL} AS uses
           FROM persons p ${filter.where()} ${order} LIMIT ${limit} OFFSET ${offset}`,
      )
      .bind(...filter.params),
  );
  return { count, results: rows };
}

/** What a person's body breaks that its schema cannot see: a slug taken, a category that is not there. */
export async function personProblems(db: D1Database, body: PersonBody, id: number | null) {
  const problems: { path: string; message: string }[] = await takenSlugs(db, "persons", body, id);
  if (body.categories.length > 0) {
    const found = await db
      .prepare("SELECT count(*) AS n FROM person_categories WHERE id IN (SELECT value FROM json_each(?1))")
      .bind(JSON.stringify(body.categories))
      .first<{ n: number }>();
    if (found?.n !== body.categories.length) {
      problems.push({ path: "categories", message: "A chosen category does not exist (any more)." });
    }
  }
  return problems;
}

/**
 * The statements writing person `id` (`create`: a new row). Its categories are set to the
 * body's: a category kept keeps the person's place in it, one added puts the person last.
 */
export function writePerson(db: D1Database, id: number, body: PersonBody, create: boolean): D1PreparedStatement[] {
  const values = [
    id,
    body.first_name,
    body.last_name,
    body.slug_de,
    body.slug_en,
    body.position_de,
    body.position_en,
    body.email,
    body.phone,
    cleanRichText(body.bio_de),
    cleanRichText(body.bio_en),
    body.image,
    body.image_alt_de,
    body.image_alt_en,
  ];
  const person = create
    ? db.prepare(
        `INSERT INTO persons (id, first_name, last_name, slug_de, slug_en, position_de, position_en, email, phone,
                              bio_de, bio_en, image, image_alt_de, image_alt_en)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)`,
      )
    : db.prepare(
        `UPDATE persons SET first_name = ?2, last_name = ?3, slug_de = ?4, slug_en = ?5, position_de = ?6,
                position_en = ?7, email = ?8, phone = ?9, bio_de = ?10, bio_en = ?11, image = ?12,
                image_alt_de = ?13, image_alt_en = ?14
          WHERE id = ?1`,
      );
  const categories = JSON.stringify(body.categories);
  return [
    person.bind(...values),
    db
      .prepare(
        `DELETE FROM person_category_map
          WHERE person_id = ?1 AND category_id NOT IN (SELECT value FROM json_each(?2))`,
      )
      .bind(id, categories),
    db
      .prepare(
        `INSERT INTO person_category_map (person_id, category_id, position)
         SELECT ?1, c.value,
                (SELECT coalesce(max(m.position) + 1, 0) FROM person_category_map m WHERE m.category_id = c.value)
           FROM json_each(?2) c
          WHERE c.value NOT IN (SELECT category_id FROM person_category_map WHERE person_id = ?1)`,
      )
      .bind(id, categories),
  ];
}

/** The events and productions that name a person: its delete would leave their cast lists wrong. */
export async function personReferences(db: D1Database, id: number): Promise<ItemReference[]> {
  const [events, productions] = await Promise.all([
    referencesFrom(
      db,
      "events",
      `SELECT DISTINCT e.id, e.title_de AS name FROM event_persons ep JOIN events e ON e.id = ep.event_id
        WHERE ep.person_id = ?1 ORDER BY e.id`,
      id,
    ),
    referencesFrom(
      db,
      "productions",
      `SELECT DISTINCT pr.id, pr.title_de AS name FROM production_persons pp JOIN productions pr ON pr.id = pp.production_id
        WHERE pp.person_id = ?1 ORDER BY pr.id`,
      id,
    ),
  ]);
  return [...events, ...productions];
}
