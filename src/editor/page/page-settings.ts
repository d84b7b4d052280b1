import * as v from "valibot";
import { type Lang, languages } from "../../lib/languages";
import { PagePatch, pagePathProblem } from "../../schemas/editing";
import type { EditablePage } from "../../schemas/pages";

/**
 * The page settings form (SPEC §3 Page) against PATCH page/{path} (workers/api/page-writes.ts):
 * its values are flat, one per field, named as the server's `problems` name them (`urls.de`), so
 * a refusal lands at its field.
 */

const TEXT_FIELDS = [
  "title",
  "headline",
  "meta_title",
  "meta_description",
  "og_title",
  "og_description",
  "og_type",
] as const;
const FLAG_FIELDS = ["in_menu", "in_footer", "is_clickable", "is_landing_page"] as const;
export const urlField = (lang: Lang) => `urls.${lang}` as const;

export type SettingsValues = Record<string, string | boolean | null>;

/** The image of an Open Graph field as the editable read answers it (its original rendition) → its media key. */
export function ogImageKey(url: string | null): string | null {
  if (url === null) return null;
  return url.match(/^\/media\/(.+)\/original\.jpg$/)?.[1] ?? url;
}

/** The form's values from the editor's read of the page. */
export function settingsOf(page: EditablePage): SettingsValues {
  const values: SettingsValues = {};
  for (const name of TEXT_FIELDS) values[name] = page[name] ?? "";
  for (const name of FLAG_FIELDS) values[name] = page[name];
  for (const lang of languages) values[urlField(lang)] = page.urls[lang];
  values.og_image = ogImageKey(page.og_image);
  return values;
}

/** The PATCH body of what changed between `initial` and `values` (without the revision). */
export function changedFields(initial: SettingsValues, values: SettingsValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const urls: Partial<Record<Lang, unknown>> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === initial[name]) continue;
    const lang = languages.find((l) => name === urlField(l));
    if (lang) urls[lang] = typeof value === "string" ? value.trim() : value;
    else body[name] = typeof value === "string" ? value.trim() : value;
  }
  if (Object.keys(urls).length > 0) body.urls = urls;
  return body;
}

/**
 * The browser's checks of a PATCH body, by the server's rules (PagePatch, the page path rules):
 * field → message, empty when it may be sent.
 */
export function settingsProblems(body: Record<string, unknown>, revision: number): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = v.safeParse(PagePatch, { ...body, revision });
  if (!parsed.success) {
    for (const issue of parsed.issues) errors[v.getDotPath(issue) ?? ""] ??= issue.message;
  }
  const urls = (body.urls ?? {}) as Partial<Record<Lang, unknown>>;
  for (const lang of languages) {
    const url = urls[lang];
    const field = urlField(lang);
    if (typeof url !== "string" || errors[field]) continue;
    if (url !== `/${lang}` && !url.startsWith(`/${lang}/`)) {
      errors[field] = `Start with /${lang}.`;
      continue;
    }
    const problem = pagePathProblem(url.slice(lang.length + 1).replace(/\/+$/, "") || "/");
    if (problem) errors[field] = problem;
  }
  return errors;
}
