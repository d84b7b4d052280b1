import type { Lang } from "../../src/lib/languages";
import type { FooterLink, MenuEntry, NavResponse } from "../../src/schemas/pages";
import { bool, col } from "./shared";
import { pageUrl } from "./urls";

interface MenuRow {
  id: number;
  menu: "main" | "secondary" | "footer";
  parent_id: number | null;
  url: string | null;
  name: string;
  has_tab_navigation: number;
  is_external: number;
  page_path: string | null;
  page_online: number | null;
}

/**
 * The three menus of one language. An entry that points at an offline page is left out with its
 * children, so visitors never get a link into a 404.
 */
export async function getNavigation(db: D1Database, lang: Lang): Promise<NavResponse> {
  const L = col(lang);
  const { results } = await db
    .prepare(
      `SELECT mi.id, mi.menu, mi.parent_id, mi.url_${L} AS url, mi.name_${L} AS name, mi.has_tab_navigation,
              mi.is_external, p.path_${L} AS page_path, p.is_online AS page_online
         FROM menu_items mi LEFT JOIN pages p ON p.id = mi.page_id
        ORDER BY mi.menu, mi.parent_id, mi.position, mi.id`,
    )
    .all<MenuRow>();

  const entries = new Map<number, MenuEntry>();
  for (const row of results) {
    if (row.page_path !== null && row.page_online !== 1) continue;
    entries.set(row.id, {
      id: row.id,
      url: row.page_path !== null ? pageUrl(lang, row.page_path) : (row.url ?? ""),
      menu_name: row.name,
      children: [],
      has_tab_navigation: bool(row.has_tab_navigation),
      is_external: bool(row.is_external),
    });
  }
  const roots: Record<MenuRow["menu"], MenuEntry[]> = { main: [], secondary: [], footer: [] };
  for (const row of results) {
    const entry = entries.get(row.id);
    if (!entry) continue;
    if (row.parent_id === null) roots[row.menu].push(entry);
    else entries.get(row.parent_id)?.children.push(entry);
  }
  const footer: FooterLink[] = roots.footer.map((entry) => ({
    title: entry.menu_name,
    url: entry.url,
    is_external: entry.is_external,
  }));
  return { navigation: { menu: roots.main, secondary: roots.secondary, footer } };
}
