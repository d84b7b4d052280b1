import type { ComponentType } from "react";
import * as v from "valibot";
import { allowUnsanitisedChecks } from "../lib/html-cleaning";
import { AnchorSlug, STRUCTURAL_KEYS } from "../schemas/editing";
import type { EditableModule } from "../schemas/pages";
import { checkModuleFields, isDerivedField } from "./editing";
import type { ModuleModel } from "./models";
import { moduleSchemas } from "./schemas";

// The editor's checks run the server's rules without its sanitiser, which the browser does not
// download: the server sanitises what it stores, and refuses what is left blank once sanitised.
allowUnsanitisedChecks();

type FormModule = Promise<{ default: ComponentType }>;

/**
 * Module type → its edit form (modules/<type>/edit.tsx), loaded when the editor opens one; for
 * exactly the types of MODULE_MODELS (the compiler checks both ways).
 */
export const moduleForms: Readonly<Record<ModuleModel, () => FormModule>> = {
  headline: () => import("./headline/edit"),
  text: () => import("./text/edit"),
  link: () => import("./link/edit"),
  image: () => import("./image/edit"),
  full_teaser: () => import("./full_teaser/edit"),
  teaser_list: () => import("./teaser_list/edit"),
  teaser_item: () => import("./teaser_item/edit"),
  image_list: () => import("./image_list/edit"),
  image_list_item: () => import("./image_list_item/edit"),
  slider: () => import("./slider/edit"),
  video: () => import("./video/edit"),
  self_hosted_video: () => import("./self_hosted_video/edit"),
  video_item: () => import("./video_item/edit"),
  video_list: () => import("./video_list/edit"),
  audio: () => import("./audio/edit"),
  self_hosted_audio: () => import("./self_hosted_audio/edit"),
  viewer: () => import("./viewer/edit"),
  venue: () => import("./venue/edit"),
  venue_list: () => import("./venue_list/edit"),
  html: () => import("./html/edit"),
  logo_list: () => import("./logo_list/edit"),
  logo_item: () => import("./logo_item/edit"),
  form: () => import("./form/edit"),
  hero_media: () => import("./hero_media/edit"),
  section: () => import("./section/edit"),
  blog_teaser_list: () => import("./blog_teaser_list/edit"),
  two_columns: () => import("./two_columns/edit"),
  event_list: () => import("./event_list/edit"),
  highlight_teasers: () => import("./highlight_teasers/edit"),
  anchor_list: () => import("./anchor_list/edit"),
  quote: () => import("./quote/edit"),
  faq: () => import("./faq/edit"),
  faq_item: () => import("./faq_item/edit"),
  social_media: () => import("./social_media/edit"),
  image_alias: () => import("./image_alias/edit"),
};

/**
 * Whether a key of the editable read is no field of the module: the tree's keys, and a section's
 * `columns` as read, which carry its modules (a save without them keeps the stored column classes).
 */
function isTreeKey(name: string): boolean {
  return name === "columns" || STRUCTURAL_KEYS.has(name);
}

/**
 * A module's values as its edit form starts from them: its fields and its anchor `slug`, which
 * the row holds apart from the fields but the form shows and a save sends back.
 */
export function formValuesOf(module: EditableModule): Record<string, unknown> {
  return Object.fromEntries(Object.entries(module).filter(([name]) => name === "slug" || !isTreeKey(name)));
}

/**
 * The browser's check of a module's form values with the server's rules (editing.ts, and the
 * anchor slug's schema): field path → message (SPEC §5 texts), `{}` when the server would take them.
 */
export function validateModule(model: string, values: Record<string, unknown>): Record<string, string> {
  const fields = Object.fromEntries(
    Object.entries(values).filter(([name]) => !isTreeKey(name) && !isDerivedField(name)),
  );
  const check = checkModuleFields(model, fields);
  const errors: Record<string, string> = {};
  if (!check.ok) {
    for (const problem of check.problems) errors[problem.path] ??= problem.message;
  }
  const slug = values.slug ?? null;
  const slugCheck = slug === null ? null : v.safeParse(AnchorSlug, slug);
  if (slugCheck && !slugCheck.success) errors.slug = slugCheck.issues[0].message;
  return errors;
}

/**
 * The values a new module's form starts from: each field's default as its schema gives it,
 * derived fields left out; required fields without a default stay unset.
 */
export function emptyValues(model: ModuleModel): Record<string, unknown> {
  const schema = moduleSchemas[model] as v.ObjectSchema<v.ObjectEntries, undefined> | undefined;
  const values: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(schema?.entries ?? {})) {
    if (isDerivedField(name)) continue;
    let value: unknown;
    // A pipe around an optional field transforms its default (cssClasses → 'default'); an
    // optional field around a pipe stores its default as it is (a section's preset index 0).
    if ("pipe" in entry) {
      const parsed = v.safeParse(entry, undefined);
      value = parsed.success ? parsed.output : undefined;
    } else if ("default" in entry) value = v.getDefault(entry as v.OptionalSchema<v.GenericSchema, unknown>);
    if (value !== undefined) values[name] = value;
  }
  return values;
}
