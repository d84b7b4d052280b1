import * as v from "valibot";
import { LinkUrl } from "./links";

/**
 * The hub's menus (issue 25, SPEC §3 "Menu entry", "Footer link"): the main menu, the side
 * panel's secondary menu and the footer links, each a tree of entries that link to a page of the
 * site (its path per language follows the page) or to a URL per language.
 */

export const MENUS = ["main", "secondary", "footer"] as const;
export type MenuName = (typeof MENUS)[number];

/**
 * Levels each menu shows: the header's desktop menu has entries with one level of sub-entries
 * (so has the side panel's secondary list), and the footer is a flat row of links.
 */
export const MENU_DEPTH: Readonly<Record<MenuName, number>> = { main: 2, secondary: 2, footer: 1 };

/** Entries one menu may hold: a reorder names all of them in one body. */
const MAX_MENU_ENTRIES = 300;
const NAME_MAX = 100;

const Name = (language: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(`Enter the ${language} name.`),
    v.maxLength(NAME_MAX, `A name has at most ${NAME_MAX} characters.`),
  );

/**
 * An entry's own fields (POST settings/menus/{menu}/ with `parent_id`, PUT …/{id}/ without):
 * the name per language and the link, a page (`page_id`) or a URL per language, which must be
 * a link the site stores (links.ts) and opens in a new tab when `is_external`. Which of them the
 * link kind needs is `menuEntryProblems` (422).
 */
export const MenuEntryFields = v.object({
  name_de: Name("German"),
  name_en: Name("English"),
  link_kind: v.picklist(["page", "url"], "Expected the link kind page or url"),
  page_id: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))), null),
  url_de: v.optional(LinkUrl, ""),
  url_en: v.optional(LinkUrl, ""),
  is_external: v.optional(v.boolean(), false),
  has_tab_navigation: v.optional(v.boolean(), false),
});
export type MenuEntryFieldsInput = v.InferInput<typeof MenuEntryFields>;
export type MenuEntryFields = v.InferOutput<typeof MenuEntryFields>;

/** POST settings/menus/{menu}/: a new entry at the end of its parent's entries (null: the top level). */
export const NewMenuEntry = v.object({
  ...MenuEntryFields.entries,
  parent_id: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))), null),
});
export type NewMenuEntry = v.InferOutput<typeof NewMenuEntry>;

/** What the link kind of an entry needs and it lacks: the page, or the link in each language. */
export function menuEntryProblems(
  entry: Pick<MenuEntryFieldsInput, "link_kind" | "page_id" | "url_de" | "url_en">,
): Problem[] {
  if (entry.link_kind === "page") {
    return entry.page_id ? [] : [{ path: "page_id", message: "Choose the page the entry links to." }];
  }
  const problems: Problem[] = [];
  if (!entry.url_de?.trim()) problems.push({ path: "url_de", message: "Enter the German link." });
  if (!entry.url_en?.trim()) problems.push({ path: "url_en", message: "Enter the English link." });
  return problems;
}

/** One entry's place in a reorder. */
export const MenuPlace = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  parent_id: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  position: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type MenuPlace = v.InferOutput<typeof MenuPlace>;

/**
 * PUT settings/menus/{menu}/order/: every entry of the menu with its new parent and position,
 * and the `revision` of the menu the order was made from (a structure changed since is a 409).
 */
export const MenuOrder = v.object({
  revision: v.pipe(v.string(), v.maxLength(100)),
  entries: v.pipe(v.array(MenuPlace), v.maxLength(MAX_MENU_ENTRIES, `A menu has at most ${MAX_MENU_ENTRIES} entries.`)),
});
export type MenuOrder = v.InferOutput<typeof MenuOrder>;

/** The page an entry links to, with its title and path per language. */
interface MenuEntryPage {
  id: number;
  title_de: string;
  title_en: string;
  url_de: string;
  url_en: string;
  /** An entry to an offline page is left out of the site's menus until the page is online. */
  is_online: boolean;
}

/** An entry as the hub shows it, with its sub-entries by position. */
export interface HubMenuEntry {
  id: number;
  parent_id: number | null;
  position: number;
  name_de: string;
  name_en: string;
  /** Set for a page link; `url_*` are then empty. */
  page: MenuEntryPage | null;
  url_de: string;
  url_en: string;
  is_external: boolean;
  has_tab_navigation: boolean;
  children: HubMenuEntry[];
}

/** GET settings/menus/{menu}/ and the answer of every menu write. */
export interface HubMenu {
  menu: MenuName;
  /** Changes whenever an entry is added, removed or moved; a reorder sends the one it was made from. */
  revision: string;
  entries: HubMenuEntry[];
}

export interface Problem {
  path: string;
  message: string;
}

/**
 * What is wrong with a new order of `menu` whose entries are now `ids`: an id twice or not in the
 * menu, an entry left out, a parent outside the menu, an entry under itself (a cycle), or more
 * levels than the menu shows. Positions may have gaps; siblings are ordered by them.
 */
export function menuOrderProblems(menu: MenuName, ids: readonly number[], order: readonly MenuPlace[]): Problem[] {
  const problems: Problem[] = [];
  const known = new Set(ids);
  const seen = new Set<number>();
  const parents = new Map<number, number | null>();
  order.forEach((place, index) => {
    if (!known.has(place.id))
      problems.push({ path: `entries.${index}.id`, message: `Entry ${place.id} is not in the ${menu} menu.` });
    else if (seen.has(place.id))
      problems.push({ path: `entries.${index}.id`, message: `Entry ${place.id} is named twice.` });
    else if (place.parent_id !== null && !known.has(place.parent_id)) {
      problems.push({
        path: `entries.${index}.parent_id`,
        message: `Entry ${place.id}: its parent ${place.parent_id} is not in the ${menu} menu.`,
      });
    }
    seen.add(place.id);
    parents.set(place.id, place.parent_id);
  });
  const missing = ids.filter((id) => !seen.has(id));
  if (missing.length > 0) {
    problems.push({
      path: "entries",
      message: `The order leaves out entries ${missing.join(", ")} of the ${menu} menu.`,
    });
  }
  if (problems.length > 0) return problems;

  for (const [index, place] of order.entries()) {
    let depth = 1;
    let parent = place.parent_id;
    const path = new Set([place.id]);
    while (parent !== null) {
      if (path.has(parent)) {
        problems.push({ path: `entries.${index}.parent_id`, message: `Entry ${place.id} would end up below itself.` });
        break;
      }
      path.add(parent);
      depth += 1;
      parent = parents.get(parent) ?? null;
    }
    if (parent === null && depth > MENU_DEPTH[menu]) {
      problems.push({
        path: `entries.${index}.parent_id`,
        message: `The ${menu} menu shows ${MENU_DEPTH[menu]} level${MENU_DEPTH[menu] > 1 ? "s" : ""}; entry ${place.id} would be on level ${depth}.`,
      });
    }
  }
  return problems;
}
