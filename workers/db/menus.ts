import type { HubMenuEntry, MenuEntryFields, MenuName, MenuPlace } from "../../src/schemas/hub-menus";
import { bool } from "./shared";
import { pageUrl } from "./urls";

/**
 * The hub's reads and writes of `menu_items` (issue 25). The site's menus read the same rows
 * through nav.ts; a save here purges those cached reads (the "nav" part of purge.ts).
 */

/** An entry as stored: what a settings version keeps before and after a save. */
export interface StoredMenuEntry {
  id: number;
  parent_id: number | null;
  position: number;
  page_id: number | null;
  url_de: string | null;
  url_en: string | null;
  name_de: string;
  name_en: string;
  has_tab_navigation: number;
  is_external: number;
}

interface MenuRow extends StoredMenuEntry {
  title_de: string | null;
  title_en: string | null;
  path_de: string | null;
  path_en: string | null;
  is_online: number | null;
}

/** A menu's rows and its structure (id, parent and position of every entry), as one read. */
export interface MenuState {
  rows: StoredMenuEntry[];
  /** The menu's structure as text; the same text the stale guard computes inside a batch. */
  structure: string;
  tree: HubMenuEntry[];
}

const STORED_COLUMNS =
  "id, parent_id, position, page_id, url_de, url_en, name_de, name_en, has_tab_navigation, is_external";

/**
 * The structure of `menu` as SQL text: `id:parent:position` of each entry by id. The same text
 * as `structureOf`, so a guard can check inside the batch that no entry was added, removed or
 * moved since the handler read the menu.
 */
const STRUCTURE_SQL = `SELECT coalesce(group_concat(id || ':' || coalesce(parent_id, '') || ':' || position, ','), '')
    FROM (SELECT id, parent_id, position FROM menu_items WHERE menu = ?1 ORDER BY id)`;

function structureOf(rows: readonly Pick<StoredMenuEntry, "id" | "parent_id" | "position">[]): string {
  return [...rows]
    .sort((a, b) => a.id - b.id)
    .map((row) => `${row.id}:${row.parent_id ?? ""}:${row.position}`)
    .join(",");
}

function stored(row: MenuRow): StoredMenuEntry {
  return {
    id: row.id,
    parent_id: row.parent_id,
    position: row.position,
    page_id: row.page_id,
    url_de: row.url_de,
    url_en: row.url_en,
    name_de: row.name_de,
    name_en: row.name_en,
    has_tab_navigation: row.has_tab_navigation,
    is_external: row.is_external,
  };
}

function toEntry(row: MenuRow): HubMenuEntry {
  const page =
    row.page_id !== null && row.path_de !== null && row.path_en !== null
      ? {
          id: row.page_id,
          title_de: row.title_de ?? "",
          title_en: row.title_en ?? "",
          url_de: pageUrl("de", row.path_de),
          url_en: pageUrl("en", row.path_en),
          is_online: bool(row.is_online),
        }
      : null;
  return {
    id: row.id,
    parent_id: row.parent_id,
    position: row.position,
    name_de: row.name_de,
    name_en: row.name_en,
    page,
    url_de: row.url_de ?? "",
    url_en: row.url_en ?? "",
    is_external: bool(row.is_external),
    has_tab_navigation: bool(row.has_tab_navigation),
    children: [],
  };
}

/** Rows ordered by parent and position, as a tree (an entry whose parent is gone is put at the top). */
function treeOf(rows: readonly MenuRow[]): HubMenuEntry[] {
  const entries = new Map(rows.map((row) => [row.id, toEntry(row)]));
  const roots: HubMenuEntry[] = [];
  for (const row of rows) {
    const entry = entries.get(row.id);
    if (!entry) continue;
    const parent = row.parent_id === null ? undefined : entries.get(row.parent_id);
    (parent ? parent.children : roots).push(entry);
  }
  return roots;
}

/** Every entry of `menu` with the page each links to, ordered as the site shows them. */
export async function getMenuState(db: D1Database, menu: MenuName): Promise<MenuState> {
  const { results } = await db
    .prepare(
      `SELECT mi.id, mi.parent_id, mi.position, mi.page_id, mi.url_de, mi.url_en, mi.name_de, mi.name_en,
              mi.has_tab_navigation, mi.is_external,
              p.title_de, p.title_en, p.path_de, p.path_en, p.is_online
         FROM menu_items mi LEFT JOIN pages p ON p.id = mi.page_id
        WHERE mi.menu = ?1
        ORDER BY mi.parent_id IS NOT NULL, mi.parent_id, mi.position, mi.id`,
    )
    .bind(menu)
    .all<MenuRow>();
  return { rows: results.map(stored), structure: structureOf(results), tree: treeOf(results) };
}

/** The page `id`, if there is one (a menu entry may link to an offline page). */
export async function pageExists(db: D1Database, id: number): Promise<boolean> {
  return (await db.prepare("SELECT 1 AS found FROM pages WHERE id = ?1").bind(id).first()) !== null;
}

/** The stored columns an entry's fields give (a page link keeps no URL; a URL link no page). */
export function storedFields(fields: MenuEntryFields): Omit<StoredMenuEntry, "id" | "parent_id" | "position"> {
  const page = fields.link_kind === "page";
  return {
    page_id: page ? fields.page_id : null,
    url_de: page ? null : fields.url_de,
    url_en: page ? null : fields.url_en,
    name_de: fields.name_de,
    name_en: fields.name_en,
    has_tab_navigation: fields.has_tab_navigation ? 1 : 0,
    is_external: !page && fields.is_external ? 1 : 0,
  };
}

/**
 * Aborts the batch (error 'stale_revision') when `menu`'s structure is no longer `structure`:
 * an entry was added, removed or moved since it was read.
 */
export function menuStructureGuard(db: D1Database, menu: MenuName, structure: string): D1PreparedStatement {
  return db
    .prepare(`INSERT INTO stale_writes (object) SELECT 'menu:' || ?1 WHERE (${STRUCTURE_SQL}) IS NOT ?2`)
    .bind(menu, structure);
}

/** An entry's own fields (not its place), in the order of STORED_COLUMNS after the place. */
const ownFields = (entry: StoredMenuEntry) => [
  entry.page_id,
  entry.url_de,
  entry.url_en,
  entry.name_de,
  entry.name_en,
  entry.has_tab_navigation,
  entry.is_external,
];

export function insertMenuEntry(db: D1Database, menu: MenuName, entry: StoredMenuEntry): D1PreparedStatement {
  return db
    .prepare(`INSERT INTO menu_items (menu, ${STORED_COLUMNS}) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)`)
    .bind(menu, entry.id, entry.parent_id, entry.position, ...ownFields(entry));
}

/** Rewrites an entry's own fields; its place in the menu stays. */
export function updateMenuEntry(db: D1Database, entry: StoredMenuEntry): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE menu_items SET page_id = ?2, url_de = ?3, url_en = ?4, name_de = ?5, name_en = ?6,
              has_tab_navigation = ?7, is_external = ?8
        WHERE id = ?1`,
    )
    .bind(entry.id, ...ownFields(entry));
}

export function deleteMenuEntries(db: D1Database, menu: MenuName, ids: readonly number[]): D1PreparedStatement {
  return db
    .prepare("DELETE FROM menu_items WHERE menu = ?1 AND id IN (SELECT value FROM json_each(?2))")
    .bind(menu, JSON.stringify(ids));
}

/** Puts every entry of `order` at its parent and position, in one statement. */
export function placeMenuEntries(db: D1Database, menu: MenuName, order: readonly MenuPlace[]): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE menu_items AS mi SET parent_id = o.parent_id, position = o.position
         FROM (SELECT value ->> 'id' AS id, value ->> 'parent_id' AS parent_id, value ->> 'position' AS position
                 FROM json_each(?2)) AS o
        WHERE mi.id = o.id AND mi.menu = ?1`,
    )
    .bind(menu, JSON.stringify(order));
}
