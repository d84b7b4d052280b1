import * as v from "valibot";
import { LINK_URL_MESSAGE } from "../schemas/links";
import { moduleDescriptors } from "./descriptors";
import type { ModuleNode } from "./types";

/**
 * Module type (`model`, SPEC §3) → the schema of its stored fields, for exactly the types of
 * MODULE_MODELS (their descriptors give them). The server checks every module against it before
 * the page call serves it (checkedModules), so the visitor's browser renders checked data and
 * ships no schemas.
 */
export const moduleSchemas: Readonly<Record<string, v.GenericSchema>> = Object.fromEntries(
  Object.entries(moduleDescriptors).map(([model, descriptor]) => [model, descriptor.schema]),
);

/**
 * The fields of a failed check that hold a link the link rule refuses, if nothing else failed:
 * older content may hold such a link (`javascript:…`), and the module then shows without it.
 */
function refusedLinkFields(issues: readonly v.BaseIssue<unknown>[]): string[] | null {
  const fields: string[] = [];
  for (const issue of issues) {
    const key = issue.path?.length === 1 ? issue.path[0]?.key : undefined;
    if (issue.message !== LINK_URL_MESSAGE || typeof key !== "string") return null;
    fields.push(key);
  }
  return fields;
}

function parsedModule(schema: v.GenericSchema, node: ModuleNode) {
  const parsed = v.safeParse(schema, node);
  if (parsed.success) return parsed;
  const links = refusedLinkFields(parsed.issues);
  return links ? v.safeParse(schema, { ...node, ...Object.fromEntries(links.map((name) => [name, null])) }) : parsed;
}

function checkedModule<N extends ModuleNode>(node: N): N | null {
  const schema = moduleSchemas[node.model];
  const parsed = schema ? parsedModule(schema, node) : null;
  if (!parsed?.success) return null;
  const checked: N = { ...node, ...(parsed.output as Record<string, unknown>) };
  if (node.children) checked.children = checkedModules(node.children);
  if (node.columns) {
    checked.columns = node.columns.map((column) => ({ ...column, children: checkedModules(column.children) }));
  }
  return checked;
}

/**
 * The trees with each module's fields as its schema outputs them (defaults applied). A module
 * of an unknown type, or whose data does not fit its schema, is left out with its subtree
 * rather than breaking the page; one whose only fault is a refused link shows without it.
 */
export function checkedModules<N extends ModuleNode>(nodes: readonly N[]): N[] {
  const out: N[] = [];
  for (const node of nodes) {
    const checked = checkedModule(node);
    if (checked) out.push(checked);
  }
  return out;
}
