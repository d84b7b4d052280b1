import type { Lang } from "../../src/lib/languages";
import type { FilterOptionBody, FilterOptionItem } from "../../src/schemas/back-office/taxonomies";
import { type ItemReference, referencesFrom } from "./items";
import type { ItemTable } from "./page-edits";
import { bool, containsPattern, countAndPage, orderBy, pageOffset, sqlFilter } from "./shared";

/**
 * The SQL of the programme's plain options in the back office (genres, event and production
 * tags): a name per language and the filter flag, and what uses each.
 */

/** One plain option table and what uses its rows (as `SELECT count(*) … WHERE <column> = t.id`). */
export interface OptionTable {
  table: ItemTable & ("genres" | "event_tags" | "production_tags");
  /** Uses of a row `t.id`, each a table and its column naming the option (possibly a map table). */
  uses: readonly { table: string; column: string; name: string; via?: string }[];
}

export const OPTION_TABLES = {
  genres: {
    table: "genres",
    uses: [
      { table: "events", column: "genre_id", name: "title_de" },
      { table: "productions", column: "genre_id", name: "title_de" },
    ],
  },
  "event-tags": {
    table: "event_tags",
    uses: [{ table: "events", column: "tag_id", name: "title_de", via: "event_tags_map" }],
  },
  "production-tags": {
    table: "production_tags",
    uses: [{ table: "productions", column: "tag_id", name: "title_de", via: "production_tags_map" }],
  },
} as const satisfies Record<string, OptionTable>;

interface OptionRow {
  id: number;
  revision: number;
  name_de: string;
  name_en: string;
  show_in_filter: number;
  uses: number;
}

function usesSql(option: OptionTable): string {
  return option.uses
    .map((use) =>
      use.via
        ? `(SELECT count(*) FROM ${use.via} m WHERE m.${use.column} = t.id)`
        : `(SELECT count(*) FROM ${use.table} u WHERE u.${use.column} = t.id)`,
    )
    .join(" + ");
}

const toItem = (row: OptionRow): FilterOptionItem => ({ ...row, show_in_filter: bool(row.show_in_filter) });

export async function listOptions(
  db: D1Database,
  option: OptionTable,
  query: {
    q?: string | undefined;
    sort: "name" | "uses" | "id";
    order: "asc" | "desc";
    page: number;
    page_size: number;
  },
  lang: Lang,
): Promise<{ count: number; results: FilterOptionItem[] }> {
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
  const limit = filter.param(query.page_size);
  const offset = filter.param(pageOffset(query.page, query.page_size));
  const { count, rows } = await countAndPage<OptionRow>(
    db,
    db.prepare(`SELECT count(*) AS n FROM ${option.table} t ${filter.where()}`).bind(...filter.params.slice(0, -2)),
    db
      .prepare(
        `SELECT t.id, t.revision, t.name_de, t.name_en, t.show_in_filter, ${usesSql(option)} AS uses
           FROM ${option.table} t ${filter.where()} ${order} LIMIT ${limit} OFFSET ${offset}`,
      )
      .bind(...filter.params),
  );
  return { count, results: rows.map(toItem) };
}

export async function readOption(db: D1Database, option: OptionTable, id: number): Promise<FilterOptionItem | null> {
  const row = await db
    .prepare(
      `SELECT t.id, t.revision, t.name_de, t.name_en, t.show_in_filter, ${usesSql(option)} AS uses
         FROM ${option.table} t WHERE t.id = ?1`,
    )
    .bind(id)
    .first<OptionRow>();
  return row ? toItem(row) : null;
}

export function writeOption(db: D1Database, option: OptionTable, id: number, body: FilterOptionBody, create: boolean) {
  const values = [body.name_de, body.name_en, body.show_in_filter ? 1 : 0, id] as const;
  return [
    create
      ? db
          .prepare(`INSERT INTO ${option.table} (name_de, name_en, show_in_filter, id) VALUES (?1, ?2, ?3, ?4)`)
          .bind(...values)
      : db
          .prepare(`UPDATE ${option.table} SET name_de = ?1, name_en = ?2, show_in_filter = ?3 WHERE id = ?4`)
          .bind(...values),
  ];
}

/** The events and productions that use an option: its delete would take it off their pages. */
export async function optionReferences(db: D1Database, option: OptionTable, id: number): Promise<ItemReference[]> {
  const lists = await Promise.all(
    option.uses.map((use) =>
      referencesFrom(
        db,
        use.table,
        use.via
          ? `SELECT x.id, x.${use.name} AS name FROM ${use.via} m JOIN ${use.table} x ON x.id = m.${use.table === "events" ? "event_id" : "production_id"} WHERE m.${use.column} = ?1 ORDER BY x.id`
          : `SELECT id, ${use.name} AS name FROM ${use.table} WHERE ${use.column} = ?1 ORDER BY id`,
        id,
      ),
    ),
  );
  return lists.flat();
}
