import type { Lang } from "./languages";
import { plainText } from "./plain-text";

/**
 * What changed on a page in one language between a stored version and the page as it is now
 * (the dashboard's version comparison, issue 25), as stable codes and plain-text values: the
 * hub words them in German or English, so no JSON and no markup reaches a reader.
 */

/** A value as a person reads it: text without markup (cut when long), a number, a yes/no. */
export type DiffValue = string | number | boolean | null;

/** Page fields of the compared language (`title` is `title_de` or `title_en`), restored with a version. */
const PAGE_LANGUAGE_FIELDS = [
  "title",
  "path",
  "headline",
  "meta_title",
  "meta_description",
  "og_title",
  "og_description",
] as const;

/** Page fields both languages share: shown, though a restore leaves them as they are (ADR 0022). */
const PAGE_SHARED_FIELDS = [
  "is_online",
  "is_clickable",
  "in_menu",
  "in_footer",
  "is_landing_page",
  "og_image",
  "og_type",
] as const;

export type PageFieldCode = (typeof PAGE_LANGUAGE_FIELDS)[number] | (typeof PAGE_SHARED_FIELDS)[number];

/** Columns of a module row compared besides its data's fields. */
const MODULE_COLUMN_FIELDS = ["slug", "online_from", "online_to"] as const;

interface FieldChange {
  /** A key of the module's data (`headline`, `image` …) or one of `slug`, `online_from`, `online_to`. */
  field: string;
  before: DiffValue;
  after: DiffValue;
}

interface ModuleRef {
  module_id: number;
  /** The module type (`text`, `section` …). */
  model: string;
  /** A few words of its text, to tell it apart (empty when it has none). */
  preview: string;
}

export type VersionChange =
  | { kind: "page_field"; field: PageFieldCode; before: DiffValue; after: DiffValue }
  | ({ kind: "module_added" } & ModuleRef)
  | ({ kind: "module_removed" } & ModuleRef)
  | ({ kind: "module_changed"; fields: FieldChange[] } & ModuleRef)
  /** Its place among its siblings (1-based), or it went to another parent or column. */
  | ({ kind: "module_moved"; top_level: boolean; before: number; after: number; other_parent: boolean } & ModuleRef);

/** A module row as versions store it and the page has it; `data` is its JSON text. */
export interface DiffModule {
  id: number;
  parent_id: number | null;
  column_index: number | null;
  position: number;
  model: string;
  slug: string | null;
  data: string;
  online_from: string | null;
  online_to: string | null;
}

/** A page in one language: its row (both languages' columns) and its module rows in that language. */
export interface DiffPage {
  /** The page row: read by column name (`title_de`, `is_online` …). */
  page: object;
  modules: readonly DiffModule[];
}

/** Longest text a value keeps, and a preview. */
const VALUE_MAX = 200;
const PREVIEW_MAX = 60;

/** Fields whose text tells a module apart, in the order a preview looks for one. */
const PREVIEW_FIELDS = ["headline", "title", "text", "content", "description", "link_text", "alias"];

/** A stored value as plain text: markup dropped; lists and objects as their values, never as JSON. */
export function plainValue(value: unknown): DiffValue {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return plainText(value, VALUE_MAX) ?? "";
  if (typeof value === "number" || typeof value === "boolean") return value;
  const parts = (Array.isArray(value) ? value : Object.values(value as object))
    .map(plainValue)
    .filter((part) => part !== null && part !== "")
    .map(String);
  return plainText(parts.join("; "), VALUE_MAX) ?? "";
}

function parseData(module: DiffModule): Record<string, unknown> {
  try {
    const data: unknown = JSON.parse(module.data);
    return data !== null && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function preview(data: Record<string, unknown>): string {
  for (const field of PREVIEW_FIELDS) {
    const text = typeof data[field] === "string" ? plainText(data[field], PREVIEW_MAX) : undefined;
    if (text) return text;
  }
  return "";
}

/** Empty texts, null and absent fields are the same to a reader. */
function isBlank(value: DiffValue): boolean {
  return value === null || value === "";
}

function same(before: DiffValue, after: DiffValue): boolean {
  return before === after || (isBlank(before) && isBlank(after));
}

/** Page fields stored as 0/1, read as yes/no. */
const PAGE_FLAGS: ReadonlySet<PageFieldCode> = new Set([
  "is_online",
  "is_clickable",
  "in_menu",
  "in_footer",
  "is_landing_page",
]);

function pageValue(field: PageFieldCode, value: unknown): DiffValue {
  return PAGE_FLAGS.has(field) ? value === 1 : plainValue(value);
}

function pageChanges(lang: Lang, version: DiffPage, now: DiffPage): VersionChange[] {
  const changes: VersionChange[] = [];
  const column = (page: object, name: string) => (page as Record<string, unknown>)[name];
  const compare = (field: PageFieldCode, name: string) => {
    const before = pageValue(field, column(version.page, name));
    const after = pageValue(field, column(now.page, name));
    if (!same(before, after)) changes.push({ kind: "page_field", field, before, after });
  };
  for (const field of PAGE_LANGUAGE_FIELDS) compare(field, `${field}_${lang}`);
  for (const field of PAGE_SHARED_FIELDS) compare(field, field);
  return changes;
}

function fieldChanges(
  before: DiffModule,
  after: DiffModule,
  ignoreField: (field: string) => boolean,
): { fields: FieldChange[]; previewAfter: string } {
  const dataBefore = parseData(before);
  const dataAfter = parseData(after);
  const fields: FieldChange[] = [];
  const keys = [...new Set([...Object.keys(dataBefore), ...Object.keys(dataAfter)])].filter((key) => !ignoreField(key));
  for (const key of keys) {
    const a = plainValue(dataBefore[key]);
    const b = plainValue(dataAfter[key]);
    // Two texts cut to the same words may still differ: compare what is stored.
    const stored = JSON.stringify(dataBefore[key] ?? null) !== JSON.stringify(dataAfter[key] ?? null);
    if (stored && !(isBlank(a) && isBlank(b))) fields.push({ field: key, before: a, after: b });
  }
  for (const column of MODULE_COLUMN_FIELDS) {
    const a = plainValue(before[column]);
    const b = plainValue(after[column]);
    if (!same(a, b)) fields.push({ field: column, before: a, after: b });
  }
  return { fields, previewAfter: preview(dataAfter) };
}

const containerOf = (module: DiffModule) => `${module.parent_id ?? "top"}:${module.column_index ?? ""}`;

/** Ids of a container's modules in their order (position, then id, as the page renders them). */
function ordered(modules: readonly DiffModule[]): Map<string, number[]> {
  const byContainer = new Map<string, DiffModule[]>();
  for (const module of modules) {
    const key = containerOf(module);
    byContainer.set(key, [...(byContainer.get(key) ?? []), module]);
  }
  return new Map(
    [...byContainer].map(([key, list]) => [
      key,
      list.sort((a, b) => a.position - b.position || a.id - b.id).map((module) => module.id),
    ]),
  );
}

/**
 * The ids that keep their order between two sequences (a longest common subsequence): the rest
 * moved. Moving one section past two others thus reports the one, not all three.
 */
function keptInOrder(before: readonly number[], after: readonly number[]): Set<number> {
  const rows = before.length;
  const cols = after.length;
  const table = Array.from({ length: rows + 1 }, () => new Array<number>(cols + 1).fill(0));
  for (let i = rows - 1; i >= 0; i--) {
    for (let j = cols - 1; j >= 0; j--) {
      const row = table[i] as number[];
      row[j] =
        before[i] === after[j] ? (table[i + 1]?.[j + 1] ?? 0) + 1 : Math.max(table[i + 1]?.[j] ?? 0, row[j + 1] ?? 0);
    }
  }
  const kept = new Set<number>();
  let i = 0;
  let j = 0;
  while (i < rows && j < cols) {
    if (before[i] === after[j]) {
      kept.add(before[i] as number);
      i++;
      j++;
    } else if ((table[i + 1]?.[j] ?? 0) >= (table[i]?.[j + 1] ?? 0)) i++;
    else j++;
  }
  return kept;
}

/**
 * The changes from `version` to `now` of one page in `lang`: its fields, then its modules in the
 * page's order (added, removed, changed with each changed field, moved). Modules are matched by
 * id, which a restore keeps. `ignoreField` leaves out data fields no reader should see (those
 * the page call derives from stored ones).
 */
export function versionDiff(
  lang: Lang,
  version: DiffPage,
  now: DiffPage,
  ignoreField: (field: string) => boolean = () => false,
): VersionChange[] {
  const changes = pageChanges(lang, version, now);
  const before = new Map(version.modules.map((module) => [module.id, module]));
  const after = new Map(now.modules.map((module) => [module.id, module]));
  const orderBefore = ordered(version.modules);
  const orderAfter = ordered(now.modules);
  const common = (ids: readonly number[] | undefined, other: Map<number, DiffModule>) =>
    (ids ?? []).filter((id) => other.has(id));
  const kept = new Map<string, Set<number>>();
  for (const [container, ids] of orderAfter) {
    kept.set(container, keptInOrder(common(orderBefore.get(container), after), common(ids, before)));
  }
  const ref = (module: DiffModule, data: Record<string, unknown>): ModuleRef => ({
    module_id: module.id,
    model: module.model,
    preview: preview(data),
  });

  for (const module of pageOrder(now.modules)) {
    const old = before.get(module.id);
    if (!old) {
      changes.push({ kind: "module_added", ...ref(module, parseData(module)) });
      continue;
    }
    const { fields, previewAfter } = fieldChanges(old, module, ignoreField);
    const moduleRef = { module_id: module.id, model: module.model, preview: previewAfter || preview(parseData(old)) };
    if (fields.length > 0) changes.push({ kind: "module_changed", ...moduleRef, fields });
    const container = containerOf(module);
    const otherParent = containerOf(old) !== container;
    if (otherParent || !kept.get(container)?.has(module.id)) {
      const place = (order: Map<string, number[]>, of: DiffModule) =>
        (order.get(containerOf(of)) ?? []).indexOf(of.id) + 1;
      changes.push({
        kind: "module_moved",
        ...moduleRef,
        top_level: module.parent_id === null,
        before: place(orderBefore, old),
        after: place(orderAfter, module),
        other_parent: otherParent,
      });
    }
  }
  for (const module of pageOrder(version.modules)) {
    if (!after.has(module.id)) changes.push({ kind: "module_removed", ...ref(module, parseData(module)) });
  }
  return changes;
}

/** Modules as the page shows them: each container's in order, a module's children after it. */
function pageOrder(modules: readonly DiffModule[]): DiffModule[] {
  const byId = new Map(modules.map((module) => [module.id, module]));
  const children = new Map<number | null, DiffModule[]>();
  for (const module of modules) {
    const parent = module.parent_id !== null && byId.has(module.parent_id) ? module.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), module]);
  }
  const out: DiffModule[] = [];
  const seen = new Set<number>();
  const visit = (parent: number | null) => {
    const list = (children.get(parent) ?? []).sort(
      (a, b) => (a.column_index ?? 0) - (b.column_index ?? 0) || a.position - b.position || a.id - b.id,
    );
    for (const module of list) {
      if (seen.has(module.id)) continue;
      seen.add(module.id);
      out.push(module);
      visit(module.id);
    }
  };
  visit(null);
  return out;
}
