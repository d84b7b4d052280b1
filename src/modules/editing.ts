import * as v from "valibot";
import { hasText } from "./common/rich-text";
import { type ModuleDescriptor, moduleDescriptors } from "./descriptors";
import { MODULE_MODELS, type ModuleModel } from "./models";
import { columnPresets } from "./section/schema";

/**
 * The rules an editor's module input meets beyond what a view needs (SPEC §5), shared by the
 * server, which refuses input breaking them, and the editor's forms, which check them first.
 */

/** SPEC §5 texts. */
export const REQUIRED_MESSAGE = "This field is required!";
const NEGATIVE_MESSAGE = "Negative numbers are not allowed.";

/** A problem with one field of a module's input; `path` names the field ('link', 'columns.1.classes'). */
export interface FieldProblem {
  path: string;
  message: string;
}

const descriptorEntries = Object.entries(moduleDescriptors) as [ModuleModel, ModuleDescriptor][];

/** List modules and the item types they hold (their descriptors' `children`). */
export const LIST_CHILDREN: Readonly<Partial<Record<ModuleModel, readonly ModuleModel[]>>> = Object.fromEntries(
  descriptorEntries.flatMap(([model, { children }]) => (children ? [[model, children]] : [])),
);

/** List items: they live in their lists and in nothing else. */
const ITEM_MODELS: ReadonlySet<string> = new Set(
  descriptorEntries.filter(([, { item }]) => item).map(([model]) => model),
);

export function isModuleModel(model: string): model is ModuleModel {
  return (MODULE_MODELS as readonly string[]).includes(model);
}

/**
 * Whether a module of `child` may sit in `parent`: a section's columns take every content module
 * but sections and list items; a list module takes its items; the page's top level (null) takes
 * content modules, sections included.
 */
export function canHold(parent: string | null, child: string): boolean {
  if (!isModuleModel(child)) return false;
  if (parent === null) return !ITEM_MODELS.has(child);
  if (parent === "section") return child !== "section" && !ITEM_MODELS.has(child);
  return isModuleModel(parent) && (LIST_CHILDREN[parent]?.includes(child) ?? false);
}

/** How many columns a section's stored `layout` (preset index or name) gives; unknown → 1. */
export function columnCount(layout: unknown): number {
  const preset =
    typeof layout === "number" ? columnPresets[layout] : (columnPresets.find((name) => name === layout) ?? undefined);
  return preset ? preset.split("-").length : 1;
}

/** Fields the page call derives from stored ones (image_obj, article_objs, image_thumbnails …): never stored. */
export function isDerivedField(name: string): boolean {
  return /_(?:obj|objs|thumbnails|thumbs)$/.test(name);
}

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === "string" && !hasText(value));

const NUMERIC = /^\s*-\s*\d+(?:[.,]\d+)?\s*$/;

/** SPEC §5: negative numbers are refused, given as numbers or as numeric strings. */
function isNegative(value: unknown): boolean {
  return (typeof value === "number" && value < 0) || (typeof value === "string" && NUMERIC.test(value));
}

function issuePath(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? []).map((item) => String(item.key)).join(".");
}

export type ModuleCheck = { ok: true; data: Record<string, unknown> } | { ok: false; problems: FieldProblem[] };

/**
 * Checks a module's fields (its stored data plus `online_from`/`online_to`) as an editor saves
 * them: the module's schema, the required fields and the negative-number rule. On success,
 * `data` is what to store: the fields the schema knows, strings as the schema outputs them
 * (rich text and HTML sanitised), other values as given, derived fields left out.
 */
export function checkModuleFields(model: string, fields: Record<string, unknown>): ModuleCheck {
  const schema = isModuleModel(model) ? moduleDescriptors[model].schema : undefined;
  if (!schema) return { ok: false, problems: [{ path: "model", message: `Unknown module type '${model}'.` }] };
  const problems: FieldProblem[] = [];
  for (const rule of isModuleModel(model) ? moduleDescriptors[model].required : []) {
    const names = typeof rule === "string" ? [rule] : rule;
    if (names.every((name) => isBlank(fields[name])))
      problems.push({ path: names[0] ?? "", message: REQUIRED_MESSAGE });
  }
  for (const [name, value] of Object.entries(fields)) {
    if (isNegative(value)) problems.push({ path: name, message: NEGATIVE_MESSAGE });
  }
  const parsed = v.safeParse(schema, fields);
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const path = issuePath(issue);
      // A required field left empty fails its schema's length check; SPEC §5 has one text for that.
      const message = isBlank(fields[path]) ? REQUIRED_MESSAGE : issue.message;
      if (!problems.some((problem) => problem.path === path)) problems.push({ path, message });
    }
  }
  if (problems.length > 0 || !parsed.success) return { ok: false, problems };
  const output = parsed.output as Record<string, unknown>;
  const data: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(output)) {
    if (isDerivedField(name) || !(name in fields) || name === "online_from" || name === "online_to") continue;
    data[name] = typeof value === "string" && typeof fields[name] === "string" ? value : fields[name];
  }
  return { ok: true, data };
}

/**
 * A few words of a module's own text, so editors tell modules of one type apart: in the
 * structure panel (src/editor/tree.ts) and in the versions list (workers/db/page-writes.ts).
 */

/** The stored fields a module's words come from, the first with text winning. */
export const SUMMARY_FIELDS = [
  "headline",
  "content",
  "link_text",
  "title",
  "html_code",
  "author",
  "text",
  "button_text",
];

/** `html` (or plain text) as a few words: tags and entities gone, at most `max` characters with '…'. */
export function fewWords(html: string, max = 48): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    // A tag cut off where the text was shortened before it came here.
    .replace(/<[^>]*$/, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** The words of a module's fields (`fields` keyed as stored); '' when none has text. */
export function summaryOf(fields: Record<string, unknown>, max = 48): string {
  for (const name of SUMMARY_FIELDS) {
    const value = fields[name];
    if (typeof value !== "string") continue;
    const words = fewWords(value, max);
    if (words) return words;
  }
  return "";
}
