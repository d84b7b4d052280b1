import type { Lang } from "../../src/lib/languages";
import type { ExhibitionTypeBody, ExhibitionTypeItem } from "../../src/schemas/back-office/exhibition-types";
import type { FieldProblem } from "../api/hub/items";
import { type ItemReference, referencesFrom } from "./items";
import { bool, containsPattern, countAndPage, orderBy, pageOffset, sqlFilter } from "./shared";

/** The SQL of exhibition types in the back office (issue 27). */

type ExhibitionTypeRow = Omit<ExhibitionTypeItem, "show_in_filter"> & { show_in_filter: number };

const COLUMNS = `t.id, t.revision, t.name_de, t.name_en, t.slug, t.show_in_filter,
  (SELECT count(*) FROM events e WHERE e.exhibition_type_id = t.id)
    + (SELECT count(*) FROM productions p WHERE p.exhibition_type_id = t.id) AS uses`;

const toItem = (row: ExhibitionTypeRow): ExhibitionTypeItem => ({ ...row, show_in_filter: bool(row.show_in_filter) });

export async function listHubExhibitionTypes(
  db: D1Database,
  query: {
    q?: string | undefined;
    sort: "name" | "uses" | "id";
    order: "asc" | "desc";
    page: number;
    page_size: number;
  },
  lang: Lang,
): Promise<{ count: number; results: ExhibitionTypeItem[] }> {
  const filter = sqlFilter();
  if (query.q) {
    const pattern = filter.param(containsPattern(query.q));
    filter.conditions.push(`(t.name_de LIKE ${pattern} ESCAPE '\\' OR t.name_en LIKE ${pattern} ESCAPE '\\')`);
  }
  const order = orderBy(
    { name: `t.name_${lang} COLLATE NOCASE`, uses: "uses", id: "t.id" },
    query.sort,
    query.order,
    "t.id",
  );
  const countParams = [...filter.params];
  const limit = filter.param(query.page_size);
  const offset = filter.param(pageOffset(query.page, query.page_size));
  const { count, rows } = await countAndPage<ExhibitionTypeRow>(
    db,
    db.prepare(`SELECT count(*) AS n FROM exhibition_types t ${filter.where()}`).bind(...countParams),
    db
      .prepare(`SELECT ${COLUMNS} FROM exhibition_types t ${filter.where()} ${order} LIMIT ${limit} OFFSET ${offset}`)
      .bind(...filter.params),
  );
  return { count, results: rows.map(toItem) };
}

export async function readHubExhibitionType(db: D1Database, id: number): Promise<ExhibitionTypeItem | null> {
  const row = await db
    .prepare(`SELECT ${COLUMNS} FROM exhibition_types t WHERE t.id = ?1`)
    .bind(id)
    .first<ExhibitionTypeRow>();
  return row ? toItem(row) : null;
}

/** The slug is unique among exhibition types (the programme's filter names a type by it). */
export async function exhibitionTypeProblems(
  db: D1Database,
  body: ExhibitionTypeBody,
  id: number | null,
): Promise<FieldProblem[]> {
  const taken = await db
    .prepare("SELECT 1 FROM exhibition_types WHERE slug = ?1 AND id IS NOT ?2")
    .bind(body.slug, id)
    .first();
  return taken ? [{ path: "slug", message: "Another exhibition type has this slug." }] : [];
}

export function writeExhibitionType(
  db: D1Database,
  id: number,
  body: ExhibitionTypeBody,
  create: boolean,
): D1PreparedStatement[] {
  const values = [body.name_de, body.name_en, body.slug, body.show_in_filter ? 1 : 0, id];
  return [
    create
      ? db
          .prepare(
            "INSERT INTO exhibition_types (name_de, name_en, slug, show_in_filter, id) VALUES (?1, ?2, ?3, ?4, ?5)",
          )
          .bind(...values)
      : db
          .prepare(
            "UPDATE exhibition_types SET name_de = ?1, name_en = ?2, slug = ?3, show_in_filter = ?4 WHERE id = ?5",
          )
          .bind(...values),
  ];
}

/** The events and productions of a type: its delete would change what the programme's filter finds. */
export async function exhibitionTypeReferences(db: D1Database, id: number): Promise<ItemReference[]> {
  const [events, productions] = await Promise.all([
    referencesFrom(
      db,
      "events",
      "SELECT id, title_de AS name FROM events WHERE exhibition_type_id = ?1 ORDER BY id",
      id,
    ),
    referencesFrom(
      db,
      "productions",
      "SELECT id, title_de AS name FROM productions WHERE exhibition_type_id = ?1 ORDER BY id",
      id,
    ),
  ]);
  return [...events, ...productions];
}
