import type { Lang } from "../../src/lib/languages";
import { checkModuleFields } from "../../src/modules/editing";
import { checkedModules } from "../../src/modules/schemas";
import type { EditableModule, EditablePage, PageColumn, PageDetail, PageModule } from "../../src/schemas/pages";
import type { ModuleRow, PageRecord, PageRow } from "../db/pages";
import { bool, imageObj, imageThumbnails, isoSeconds } from "../db/shared";
import { pageUrl } from "../db/urls";
import { resolveModuleReferences } from "./module-references";

/** Rows → the payloads of the page call: the visitors' view and the editor's editable read. */

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

function moduleNode(row: ModuleRow, editable: boolean): PageModule {
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
  if (editable) {
    node.revision = row.revision;
    const check = checkModuleFields(row.model, { ...data, online_from: row.online_from, online_to: row.online_to });
    if (!check.ok) node.problems = check.problems;
  }
  return node;
}

/**
 * Rows (ordered by parent, column, position) → trees. The module's data fields are spread first
 * so the structural fields always win. Roots are the rows whose parent is not among the rows
 * (the page's containers, or the module asked for by slug). Editable trees carry each module's
 * revision and, for a module its checks refuse, the problems.
 */
export function buildModuleTree(rows: ModuleRow[], editable = false): PageModule[] {
  const nodes = new Map<number, PageModule>();
  for (const row of rows) nodes.set(row.id, moduleNode(row, editable));
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
export function inWindow(module: ModuleWindow, nowIso: string): boolean {
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

type PageHeader = Omit<PageDetail, "modules" | "version_id">;

/** The page's own fields in `lang`, with its siblings and breadcrumb trail. */
function pageHeader(lang: Lang, page: PageRow, record: Pick<PageRecord, "siblings" | "ancestors">): PageHeader {
  const L = lang === "en" ? "en" : "de";
  const title = page[`title_${L}`];
  const thumbs = imageThumbnails(page.og_image);
  return {
    id: page.id,
    urls: { de: pageUrl("de", page.path_de), en: pageUrl("en", page.path_en) },
    content_type: page.content_type,
    title,
    headline: page[`headline_${L}`],
    is_online: bool(page.is_online),
    is_clickable: bool(page.is_clickable),
    in_menu: bool(page.in_menu),
    in_footer: bool(page.in_footer),
    meta_title: page[`meta_title_${L}`],
    meta_description: page[`meta_description_${L}`],
    og_title: page[`og_title_${L}`],
    og_description: page[`og_description_${L}`],
    og_image: imageObj(page.og_image, title)?.url ?? null,
    og_type: page.og_type,
    og_image_thumbs: thumbs,
    og_image_thumbnails: thumbs,
    settings_url: `/cms-hub/pages/${page.id}/`,
    parent: page.parent_id,
    is_landing_page: bool(page.is_landing_page),
    siblings: record.siblings.map((s) => ({
      id: s.id,
      title: s.title,
      urls: { de: pageUrl("de", s.path_de), en: pageUrl("en", s.path_en) },
    })),
    ancestors: record.ancestors.map((a) => ({
      id: a.id,
      title: a.title,
      url: bool(a.is_clickable) ? pageUrl(lang, a.path) : null,
    })),
    theme: page.theme,
    background: page.background,
  };
}

/**
 * SPEC §3 Page as visitors get it: every module whatever its window (windows depend on the
 * clock, so the visitor filter runs per request), references resolved, each module checked
 * against its schema (a module that fails is left out with its subtree).
 */
export async function pageDetail(db: D1Database, lang: Lang, record: PageRecord): Promise<PageDetail> {
  const tree = buildModuleTree(record.modules);
  await resolveModuleReferences(db, lang, tree, isoSeconds(new Date()));
  return { ...pageHeader(lang, record.page, record), modules: checkedModules(tree) };
}

/** The editor's read: the page's revision and its modules as stored, with revisions and problems. */
export function editablePage(lang: Lang, record: PageRecord): EditablePage {
  return {
    ...pageHeader(lang, record.page, record),
    revision: record.page.revision,
    modules: buildModuleTree(record.modules, true) as EditableModule[],
  };
}

/** One module's subtree in the editor's read. */
export function editableModule(rows: ModuleRow[], rootId: number): EditableModule | null {
  const root = buildModuleTree(rows, true).find((node) => node.id === rootId);
  return (root as EditableModule | undefined) ?? null;
}

/** One module's subtree as visitors get it, references resolved (windows and checks not yet applied). */
export async function resolvedModule(
  db: D1Database,
  lang: Lang,
  rows: ModuleRow[],
  rootId: number,
): Promise<PageModule | null> {
  const root = buildModuleTree(rows).find((node) => node.id === rootId);
  if (!root) return null;
  await resolveModuleReferences(db, lang, [root], isoSeconds(new Date()));
  return root;
}
