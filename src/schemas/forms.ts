import * as v from "valibot";
import { PageUrls } from "./common";

/** SPEC §3 form field types as stored in form_fields.field_type and sent by the API. */
export const FieldType = {
  text: 1,
  textarea: 2,
  email: 3,
  number: 4,
  checkboxes: 5,
  radio: 6,
  multiSelect: 7,
  select: 8,
  date: 9,
  file: 10,
  hidden: 11,
  checkbox: 12,
} as const;
export type FieldTypeValue = (typeof FieldType)[keyof typeof FieldType];

export const FormChoice = v.object({ value: v.string(), label: v.string() });
export type FormChoice = v.InferOutput<typeof FormChoice>;

/** Default of a field: list for types 5 and 7, null for type 9 (SPEC §3), else as stored. */
export const FormFieldDefault = v.union([v.null(), v.string(), v.number(), v.boolean(), v.array(v.string())]);
export type FormFieldDefault = v.InferOutput<typeof FormFieldDefault>;

export const FormField = v.object({
  id: v.number(),
  label: v.string(),
  slug: v.string(),
  /** One of FieldType. */
  field_type: v.number(),
  required: v.boolean(),
  visible: v.boolean(),
  choices: v.array(FormChoice),
  default: FormFieldDefault,
  placeholder_text: v.string(),
  help_text: v.string(),
});
export type FormField = v.InferOutput<typeof FormField>;

/** GET /{lang}/api/forms/{id}/; the last field is always the e-mail confirmation (slug 'email2', id 0). */
export const FormDetail = v.object({
  id: v.number(),
  slug: v.string(),
  url: v.string(),
  /** The page in each language, each with that language's slug; `url` is the current one. */
  urls: PageUrls,
  title: v.string(),
  /** Sanitised rich-text HTML (stored sanitised; editor writes sanitise). */
  intro: v.nullable(v.string()),
  /** Set when the external form service renders this form instead of `fields`. */
  hubspot_id: v.nullable(v.string()),
  fields: v.array(FormField),
});
export type FormDetail = v.InferOutput<typeof FormDetail>;

/**
 * A form the former external form service rendered (`hubspot_id` set): its entries went there,
 * so this site neither shows its fields nor takes entries for it.
 */
export function isExternalForm(form: Pick<FormDetail, "hubspot_id">): boolean {
  return Boolean(form.hubspot_id);
}

/** The types whose answers are picked from the field's choices (SPEC §3: types 5-8). */
const CHOICE_TYPES: ReadonlySet<number> = new Set([
  FieldType.checkboxes,
  FieldType.radio,
  FieldType.multiSelect,
  FieldType.select,
]);

export function hasChoices(fieldType: number): boolean {
  return CHOICE_TYPES.has(fieldType);
}

/** The answer a new field (or one whose type changed) starts with: a list for types 5 and 7 (SPEC §3). */
export function emptyDefault(fieldType: number): FormFieldDefault {
  return fieldType === FieldType.checkboxes || fieldType === FieldType.multiSelect ? [] : null;
}
