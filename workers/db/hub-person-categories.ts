import type { Lang } from "../../src/lib/languages";
import type { PersonCategoryBody, PersonCategoryItem } from "../../src/schemas/back-office/person-categories";
import { type ItemReference, referencesFrom } from "./items";
import { containsPattern, countAndPage, orderBy, pageOffset, sqlFilter } from "./shared";

/** The SQL of the team page's person categories in the back office (issue 27). */

const COLUMNS = `t.id, t.revision, t.name_de, t.name_en, t.position,
  (SELECT count(*) FROM person_category_map m WHERE m.category_id = t.id) AS members`;

export async function listPersonCategories(
  db: D1Database,
  query: {
    q?: string | undefined;
    sort: "position" | "name" | "members" | "id";
    order: "asc" | "desc";
    page: number;
    page_size: number;
  },
  lang: Lang,
): Promise<{ count: number; results: PersonCategoryItem[] }> {
  const filter = sqlFilter();
  if (query.q) {
    const pattern = filter.param(containsPattern(query.q));
    filter.conditions.push(`(t.name_de LIKE ${pattern} ESCAPE '\\' OR t.name_en LIKE ${pattern} ESCAPE '\\')`);
  }
  const order = orderBy(
    { position: "t.position", name: `t.name_${lang} COLLATE NOCASE`, members: "members", id: "t.id" },
    query.sort,
    query.order,
    "t.id",
  );
  const counted = filter.params.length;
  const limit = filter.param(query.page_size);
  const offset = filter.param(pageOffset(query.page, query.page_size));
  const { count, rows } = await countAndPage<PersonCategoryItem>(
    db,
    db
      .prepare(`SELECT count(*) AS n FROM person_categories t ${filter.where()}`)
      .bind(...filter.params.slice(0, counted)),
    db
      .prepare(`SELECT ${COLUMNS} FROM person_categories t ${filter.where()} ${order} LIMIT ${limit} OFFSET ${offset}`)
      .bind(...filter.params),
  );
  return { count, results: rows };
}

export function readPersonCategory(db: D1Database, id: number): Promise<PersonCategoryItem | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM person_categories t WHERE t.id = ?1`).bind(id).first<PersonCategoryItem>();
}

export function writePersonCategory(db: D1Database, id: number, body: PersonCategoryBody, create: boolean) {
  const values = [id, body.name_de, body.name_en, body.position] as const;
  return [
    create
      ? db
          .prepare("INSERT INTO person_categories (id, name_de, name_en, position) VALUES (?1, ?2, ?3, ?4)")
          .bind(...values)
      : db
          .prepare("UPDATE person_categories SET name_de = ?2, name_en = ?3, position = ?4 WHERE id = ?1")
          .bind(...values),
  ];
}

/** The persons a category groups: its delete would take them off the team page's group. */
export function personCategoryReferences(db: D1Database, id: number): Promise<ItemReference[]> {
  return referencesFrom(
    db,
    "persons",
    `SELECT p.id, trim(p.first_name || ' ' || p.last_name) AS name FROM person_category_map m
       JOIN persons p ON p.id = m.person_id WHERE m.category_id = ?1 ORDER BY m.position, p.id`,
    id,
  );
}
