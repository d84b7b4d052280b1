import type { Lang } from "../../src/lib/languages";
import { checkedModules } from "../../src/modules/schemas";
import type { PageAncestor, PageColumn, PageDetail, PageModule, PageSibling } from "../../src/schemas/pages";
import { resolveModuleReferences } from "./page-modules";
import { bool, col, imageObj, imageThumbnails, isoSeconds } from "./shared";
import { pageUrl } from "./urls";

interface PageRow {
  id: number;
  parent_id: number | null;
  path_de: string;
  path_en: string;
  content_type: string;
  title: string;
  headline: string | null;
  is_online: number;
  is_clickable: number;
  in_menu: number;
  in_footer: number;
  meta_title: string | null;
  meta_description: string | null;
  og_title: string | null;
  og_description: string | null;
  og_image: string | null;
  og_type: string;
  is_landing_page: number;
  theme: string;
  background: string | null;
}

export interface ModuleRow {
  id: number;
  page_id: number;
  parent_id: number | null;
  column_index: number | null;
  position: number;
  model: string;
  slug: string | null;
  data: string;
  online_from: string | null;
  online_to: string | null;
}

const moduleColumns = "id, page_id, parent_id, column_index, position, model, slug, data, online_from, online_to";

function parseData(text: string): Record<string, unknown> {
  const value: unknown = JSON.parse(text);
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** A section's column layout from its data (`columns: [{ index, classes }]`). */
function sectionColumns(data: Record<string, unknown>): PageColumn[] {
  const declared = Array.isArray(data.columns) ? data.columns : [];
  const columns: PageColumn[] = [];
  for (const entry of declared) {
    if (entry === null || typeof entry !== "object") continue;
    const { index, classes } = entry as { index?: unknown; classes?: unknown };
    if (typeof index !== "number") continue;
    columns.push({ index, classes: typeof classes === "string" ? classes : "", children: [] });
  }
  return columns;
}

/**
 * Rows (ordered by parent, column, position) → trees. The module's data fields are spread first
 * so the structural fields always win. Roots are the rows whose parent is not among the rows
 * (the page's containers, or the module asked for by slug).
 */
export function buildModuleTree(rows: ModuleRow[]): PageModule[] {
  const nodes = new Map<number, PageModule>();
  for (const row of rows) {
    const data = parseData(row.data);
    const node: PageModule = {
      ...data,
      id: row.id,
      slug: row.slug,
      model: row.model,
      parent: row.parent_id,
      position: row.position,
      column_index: row.column_index,
      content_type: "page",
      object_id: row.page_id,
      online_from: row.online_from,
      online_to: row.online_to,
      children: [],
    };
    if (row.model === "section") node.columns = sectionColumns(data);
    else delete node.columns;
    nodes.set(row.id, node);
  }
  const roots: PageModule[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id);
    if (!node) continue;
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    if (!parent) {
      roots.push(node);
    } else if (parent.columns && row.column_index !== null) {
      let column = parent.columns.find((c) => c.index === row.column_index);
      if (!column) {
        column = { index: row.column_index, classes: "", children: [] };
        parent.columns.push(column);
      }
      column.children.push(node);
    } else {
      parent.children.push(node);
    }
  }
  roots.sort((a, b) => a.position - b.position || a.id - b.id);
  return roots;
}

type ModuleWindow = Pick<PageModule, "online_from" | "online_to">;

/** SPEC §4: whether a module's online_from/online_to window holds `nowIso`. */
function inWindow(module: ModuleWindow, nowIso: string): boolean {
  return (
    (module.online_from === null || module.online_from <= nowIso) &&
    (module.online_to === null || module.online_to > nowIso)
  );
}

/** SPEC §4: modules are shown within their online_from/online_to window (a hidden parent hides its subtree). */
export function visibleModules(modules: PageModule[], nowIso: string): PageModule[] {
  const out: PageModule[] = [];
  for (const module of modules) {
    if (!inWindow(module, nowIso)) continue;
    const visible: PageModule = { ...module, children: visibleModules(module.children, nowIso) };
    if (module.columns) {
      visible.columns = module.columns.map((column) => ({
        ...column,
        children: visibleModules(column.children, nowIso),
      }));
    }
    out.push(visible);
  }
  return out;
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
 * The page at a path in one language with its full module tree (every module, whatever its
 * window: the visitor filter runs per request because windows depend on the clock), or null.
 */
export async function getPageByPath(db: D1Database, lang: Lang, path: string): Promise<PageDetail | null> {
  const L = col(lang);
  const [pageResult, moduleResult, siblingResult, ancestorResult] = await db.batch<unknown>([
    db
      .prepare(
        `SELECT id, parent_id, path_de, path_en, content_type, title_${L} AS title, headline_${L} AS headline,
                is_online, is_clickable, in_menu, in_footer, meta_title_${L} AS meta_title,
                meta_description_${L} AS meta_description, og_title_${L} AS og_title,
                og_description_${L} AS og_description, og_image, og_type, is_landing_page, theme, background
           FROM pages WHERE path_${L} = ?1`,
      )
      .bind(path),
    db
      .prepare(
        `SELECT ${moduleColumns} FROM page_modules
          WHERE page_id = (SELECT id FROM pages WHERE path_${L} = ?1) AND lang = ?2
          ORDER BY parent_id, column_index, position, id`,
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
  const row = pageResult?.results[0] as PageRow | undefined;
  if (!row) return null;
  const siblings: PageSibling[] = (
    (siblingResult?.results ?? []) as { id: number; title: string; path_de: string; path_en: string }[]
  ).map((s) => ({
    id: s.id,
    title: s.title,
    urls: { de: pageUrl("de", s.path_de), en: pageUrl("en", s.path_en) },
  }));
  const ancestors: PageAncestor[] = (
    (ancestorResult?.results ?? []) as { id: number; title: string; path: string; is_clickable: number }[]
  ).map((a) => ({ id: a.id, title: a.title, url: bool(a.is_clickable) ? pageUrl(lang, a.path) : null }));
  const thumbs = imageThumbnails(row.og_image);
  const tree = buildModuleTree((moduleResult?.results ?? []) as ModuleRow[]);
  await resolveModuleReferences(db, lang, tree, isoSeconds(new Date()));
  const modules = checkedModules(tree);
  return {
    id: row.id,
    urls: { de: pageUrl("de", row.path_de), en: pageUrl("en", row.path_en) },
    content_type: row.content_type,
    title: row.title,
    headline: row.headline,
    is_online: bool(row.is_online),
    is_clickable: bool(row.is_clickable),
    in_menu: bool(row.in_menu),
    in_footer: bool(row.in_footer),
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    og_title: row.og_title,
    og_description: row.og_description,
    og_image: imageObj(row.og_image, row.title)?.url ?? null,
    og_type: row.og_type,
    og_image_thumbs: thumbs,
    og_image_thumbnails: thumbs,
    modules,
    settings_url: `/cms-hub/pages/${row.id}/`,
    parent: row.parent_id,
    is_landing_page: bool(row.is_landing_page),
    siblings,
    ancestors,
    theme: row.theme,
    background: row.background,
  };
}

/** A stored version's snapshot (JSON as served by the page call), or null when it is not this page's. */
export async function getPageVersionSnapshot(
  db: D1Database,
  pageId: number,
  lang: Lang,
  versionId: number,
): Promise<unknown> {
  const row = await db
    .prepare("SELECT snapshot FROM page_versions WHERE id = ?1 AND page_id = ?2 AND lang = ?3")
    .bind(versionId, pageId, lang)
    .first<{ snapshot: string }>();
  return row ? (JSON.parse(row.snapshot) as unknown) : null;
}

/**
 * The module with this slug in one language, with its subtree as stored (not yet checked against
 * the schemas), whether its page is online and whether the sections around it are within their
 * windows at `nowIso`; null when there is none.
 */
export async function getModuleBySlug(
  db: D1Database,
  lang: Lang,
  slug: string,
  nowIso: string,
): Promise<{ module: PageModule; pageOnline: boolean; ancestorsShown: boolean } | null> {
  const [rootResult, treeResult, ancestorResult] = await db.batch<unknown>([
    db
      .prepare(
        `SELECT p.is_online FROM page_modules m JOIN pages p ON p.id = m.page_id WHERE m.lang = ?1 AND m.slug = ?2`,
      )
      .bind(lang, slug),
    db
      .prepare(
        `WITH RECURSIVE subtree (id) AS (
           SELECT id FROM page_modules WHERE lang = ?1 AND slug = ?2
           UNION ALL
           SELECT m.id FROM page_modules m JOIN subtree s ON m.parent_id = s.id)
         SELECT ${moduleColumns} FROM page_modules WHERE id IN (SELECT id FROM subtree)
          ORDER BY parent_id, column_index, position, id`,
      )
      .bind(lang, slug),
    // A section outside its window hides its subtree (visibleModules): so does it here. The
    // depth cap stops a parent_id cycle.
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
  const root = rootResult?.results[0] as { is_online: number } | undefined;
  const [module] = buildModuleTree((treeResult?.results ?? []) as ModuleRow[]);
  if (!root || !module) return null;
  await resolveModuleReferences(db, lang, [module], nowIso);
  const ancestors = (ancestorResult?.results ?? []) as ModuleWindow[];
  return {
    module,
    pageOnline: bool(root.is_online),
    ancestorsShown: ancestors.every((ancestor) => inWindow(ancestor, nowIso)),
  };
}
