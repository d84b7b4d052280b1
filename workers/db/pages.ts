import type { Lang } from "../../src/lib/languages";
import { col } from "./shared";

/** A `pages` row as stored, both languages' columns. */
export interface PageRow {
  id: number;
  parent_id: number | null;
  position: number;
  path_de: string;
  path_en: string;
  content_type: string;
  title_de: string;
  title_en: string;
  headline_de: string | null;
  headline_en: string | null;
  is_online: number;
  is_clickable: number;
  in_menu: number;
  in_footer: number;
  meta_title_de: string | null;
  meta_title_en: string | null;
  meta_description_de: string | null;
  meta_description_en: string | null;
  og_title_de: string | null;
  og_title_en: string | null;
  og_description_de: string | null;
  og_description_en: string | null;
  og_image: string | null;
  og_type: string;
  is_landing_page: number;
  theme: string;
  background: string | null;
  revision: number;
  created_at: string;
  updated_at: string;
}

/** Every column of PageRow, in table order: queries and version snapshots name exactly these. */
export const PAGE_COLUMNS = [
  "id",
  "parent_id",
  "position",
  "path_de",
  "path_en",
  "content_type",
  "title_de",
  "title_en",
  "headline_de",
  "headline_en",
  "is_online",
  "is_clickable",
  "in_menu",
  "in_footer",
  "meta_title_de",
  "meta_title_en",
  "meta_description_de",
  "meta_description_en",
  "og_title_de",
  "og_title_en",
  "og_description_de",
  "og_description_en",
  "og_image",
  "og_type",
  "is_landing_page",
  "theme",
  "background",
  "revision",
  "created_at",
  "updated_at",
] as const satisfies readonly (keyof PageRow)[];

/** A `page_modules` row as stored; `data` is the module's JSON text. */
export interface ModuleRow {
  id: number;
  page_id: number;
  lang: Lang;
  parent_id: number | null;
  column_index: number | null;
  position: number;
  model: string;
  slug: string | null;
  data: string;
  online_from: string | null;
  online_to: string | null;
  revision: number;
  created_at: string;
  updated_at: string;
}

export const MODULE_COLUMNS = [
  "id",
  "page_id",
  "lang",
  "parent_id",
  "column_index",
  "position",
  "model",
  "slug",
  "data",
  "online_from",
  "online_to",
  "revision",
  "created_at",
  "updated_at",
] as const satisfies readonly (keyof ModuleRow)[];

const pageColumns = PAGE_COLUMNS.join(", ");
const moduleColumns = MODULE_COLUMNS.join(", ");
/** Parents before children, columns and positions in order: the order trees are built in. */
const MODULE_ORDER = "ORDER BY parent_id, column_index, position, id";

interface SiblingRow {
  id: number;
  title: string;
  path_de: string;
  path_en: string;
}

interface AncestorRow {
  id: number;
  title: string;
  path: string;
  is_clickable: number;
}

/** A page with what its payload is built from: its module rows in one language, siblings, ancestors. */
export interface PageRecord {
  page: PageRow;
  modules: ModuleRow[];
  siblings: SiblingRow[];
  ancestors: AncestorRow[];
}

/** Stored paths have no language prefix and no trailing slash ('/', '/agb', '/ueber-uns/team'). */
export function normalisePagePath(raw: string): string {
  const trimmed = raw.replace(/\/+$/, "");
  if (trimmed === "") return "/";
  return trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
}

/** Levels an ancestor walk (pages, modules) climbs at most; real trees are a handful deep. */
const MAX_TREE_DEPTH = 32;

/**
 * The page at a path in one language with every one of its module rows in that language
 * (whatever their window: visitors' views filter per request), its online siblings and its
 * online ancestors; null when there is none.
 */
export async function getPageRecord(db: D1Database, lang: Lang, path: string): Promise<PageRecord | null> {
  const L = col(lang);
  const [pageResult, moduleResult, siblingResult, ancestorResult] = await db.batch<unknown>([
    db.prepare(`SELECT ${pageColumns} FROM pages WHERE path_${L} = ?1`).bind(path),
    db
      .prepare(
        `SELECT ${moduleColumns} FROM page_modules
          WHERE page_id = (SELECT id FROM pages WHERE path_${L} = ?1) AND lang = ?2 ${MODULE_ORDER}`,
      )
      .bind(path, lang),
    db
      .prepare(
        `SELECT id, title_${L} AS title, path_de, path_en FROM pages
          WHERE parent_id IS (SELECT parent_id FROM pages WHERE path_${L} = ?1) AND is_online = 1
          ORDER BY position, id`,
      )
      .bind(path),
    // Walks up through offline levels too, so an offline parent hides only itself. Nothing in the
    // schema forbids a parent_id cycle: the walk stops at a page it has seen (`seen` lists the ids
    // so far, the page itself included) and at the depth cap.
    db
      .prepare(
        `WITH RECURSIVE chain (id, depth, seen) AS (
           SELECT parent_id, 1, ',' || id || ',' FROM pages WHERE path_${L} = ?1 AND parent_id IS NOT NULL
           UNION ALL
           SELECT p.parent_id, c.depth + 1, c.seen || p.id || ',' FROM pages p JOIN chain c ON p.id = c.id
            WHERE p.parent_id IS NOT NULL AND c.depth < ${MAX_TREE_DEPTH}
              AND instr(c.seen || p.id || ',', ',' || p.parent_id || ',') = 0)
         SELECT p.id, p.title_${L} AS title, p.path_${L} AS path, p.is_clickable
           FROM chain c JOIN pages p ON p.id = c.id
          WHERE p.is_online = 1 AND p.path_${L} <> '/'
          ORDER BY c.depth DESC`,
      )
      .bind(path),
  ]);
  const page = pageResult?.results[0] as PageRow | undefined;
  if (!page) return null;
  return {
    page,
    modules: (moduleResult?.results ?? []) as ModuleRow[],
    siblings: (siblingResult?.results ?? []) as SiblingRow[],
    ancestors: (ancestorResult?.results ?? []) as AncestorRow[],
  };
}

/** A page row by id, or null. */
export async function getPageRow(db: D1Database, id: number): Promise<PageRow | null> {
  return db.prepare(`SELECT ${pageColumns} FROM pages WHERE id = ?1`).bind(id).first<PageRow>();
}

/** A version as stored: the page row and its module rows in the version's language after that save. */
export interface VersionSnapshot {
  page: PageRow;
  modules: ModuleRow[];
}

/** A stored version's snapshot, or null when it is not this page's in this language. */
export async function getPageVersionSnapshot(
  db: D1Database,
  pageId: number,
  lang: Lang,
  versionId: number,
): Promise<VersionSnapshot | null> {
  const row = await db
    .prepare("SELECT snapshot FROM page_versions WHERE id = ?1 AND page_id = ?2 AND lang = ?3")
    .bind(versionId, pageId, lang)
    .first<{ snapshot: string }>();
  return row ? (JSON.parse(row.snapshot) as VersionSnapshot) : null;
}

/** A module in one language found by its anchor slug: its subtree's rows, root first among equals. */
export interface SlugRecord {
  /** The module with the slug. */
  rootId: number;
  rows: ModuleRow[];
  pageOnline: boolean;
  /** online_from/online_to of every module above it. */
  ancestorWindows: Pick<ModuleRow, "online_from" | "online_to">[];
}

/** The module with this slug in one language and its subtree as stored, or null when there is none. */
export async function getModuleBySlug(db: D1Database, lang: Lang, slug: string): Promise<SlugRecord | null> {
  const [rootResult, treeResult, ancestorResult] = await db.batch<unknown>([
    db
      .prepare(
        `SELECT m.id, p.is_online FROM page_modules m JOIN pages p ON p.id = m.page_id WHERE m.lang = ?1 AND m.slug = ?2`,
      )
      .bind(lang, slug),
    db
      .prepare(
        `WITH RECURSIVE subtree (id) AS (
           SELECT id FROM page_modules WHERE lang = ?1 AND slug = ?2
           UNION ALL
           SELECT m.id FROM page_modules m JOIN subtree s ON m.parent_id = s.id)
         SELECT ${moduleColumns} FROM page_modules WHERE id IN (SELECT id FROM subtree) ${MODULE_ORDER}`,
      )
      .bind(lang, slug),
    // The depth cap stops a parent_id cycle.
    db
      .prepare(
        `WITH RECURSIVE up (id, depth) AS (
           SELECT parent_id, 1 FROM page_modules WHERE lang = ?1 AND slug = ?2 AND parent_id IS NOT NULL
           UNION ALL
           SELECT m.parent_id, u.depth + 1 FROM page_modules m JOIN up u ON m.id = u.id
            WHERE m.parent_id IS NOT NULL AND u.depth < ${MAX_TREE_DEPTH})
         SELECT m.online_from, m.online_to FROM page_modules m JOIN up u ON m.id = u.id`,
      )
      .bind(lang, slug),
  ]);
  const root = rootResult?.results[0] as { id: number; is_online: number } | undefined;
  if (!root) return null;
  return {
    rootId: root.id,
    rows: (treeResult?.results ?? []) as ModuleRow[],
    pageOnline: root.is_online === 1,
    ancestorWindows: (ancestorResult?.results ?? []) as SlugRecord["ancestorWindows"],
  };
}
