import type { Lang } from "../../src/lib/languages";
import type { FilterOption, FilterOptionKind } from "../../src/schemas/filter-options";
import { col } from "./shared";

interface OptionRow {
  id: number;
  name: string;
  show_in_filter: number;
  slug?: string;
}

/**
 * SQL per option list. SPEC §3: "only true are offered for tags and series", so those lists hold
 * only show_in_filter = 1 rows; the others carry the flag and the app hides false ones.
 */
const optionSql: Record<FilterOptionKind, (L: "de" | "en") => string> = {
  rooms: (L) => `SELECT id, name_${L} AS name, show_in_filter FROM rooms ORDER BY position, id`,
  "exhibition-types": (L) =>
    `SELECT id, slug, name_${L} AS name, show_in_filter FROM exhibition_types ORDER BY name_${L} COLLATE NOCASE, id`,
  "event-tags": (L) =>
    `SELECT id, name_${L} AS name, show_in_filter FROM event_tags WHERE show_in_filter = 1
      ORDER BY name_${L} COLLATE NOCASE, id`,
  series: (L) =>
    `SELECT id, name_${L} AS name, show_in_filter FROM series WHERE show_in_filter = 1
      ORDER BY name_${L} COLLATE NOCASE, id`,
  genres: (L) => `SELECT id, name_${L} AS name, show_in_filter FROM genres ORDER BY name_${L} COLLATE NOCASE, id`,
  seasons: (L) => `SELECT id, slug, name_${L} AS name, show_in_filter FROM seasons ORDER BY date_start, id`,
  "production-tags": (L) =>
    `SELECT id, name_${L} AS name, show_in_filter FROM production_tags WHERE show_in_filter = 1
      ORDER BY name_${L} COLLATE NOCASE, id`,
};

/** One filter option list in the request's language. */
export async function listFilterOptions(db: D1Database, kind: FilterOptionKind, lang: Lang): Promise<FilterOption[]> {
  const { results } = await db.prepare(optionSql[kind](col(lang))).all<OptionRow>();
  return results.map((row) => {
    const option: FilterOption = { id: row.id, name: row.name, show_in_filter: row.show_in_filter === 1 };
    if (row.slug !== undefined) option.slug = row.slug;
    return option;
  });
}
