import * as v from "valibot";
import { CONFIRMATION_SLUG } from "../form-entries";
import { FieldType, type FieldTypeValue, hasChoices } from "../forms";
import { Name, OptionalText, Revision, Slug } from "./common";

/**
 * A form in the back office (issue 27): its titles, addresses and intro in both languages,
 * whether it is online, and its fields in order. Field ids are the stored rows': a save keeps
 * the rows it names, adds those without an id and removes the rest.
 */

/** A field's slug: the key of its answers in every entry, so lower-case letters, digits, `_` and `-`. */
const FieldSlug = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty("This field is required!"),
  v.maxLength(60, "At most 60 characters"),
  v.regex(/^[a-z][a-z0-9_-]*$/, "Lower-case letters, digits, _ and -, starting with a letter"),
  v.check((slug) => slug !== CONFIRMATION_SLUG, `"${CONFIRMATION_SLUG}" is the e-mail confirmation every form has`),
);

const FormChoiceBody = v.object({
  value: Name(100),
  label_de: Name(),
  label_en: Name(),
});
export type FormChoiceBody = v.InferOutput<typeof FormChoiceBody>;

const FIELD_TYPES = Object.values(FieldType);

export const FormFieldBody = v.pipe(
  v.object({
    /** The stored field this is; null for a field the save adds. */
    id: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))), null),
    field_type: v.picklist(FIELD_TYPES, "Choose a field type"),
    label_de: Name(),
    label_en: Name(),
    slug: FieldSlug,
    required: v.optional(v.boolean(), false),
    choices: v.pipe(
      v.optional(v.array(FormChoiceBody), []),
      v.maxLength(100, "At most 100 choices"),
      v.check(
        (choices) => new Set(choices.map((choice) => choice.value)).size === choices.length,
        "A value is listed twice",
      ),
    ),
  }),
  v.forward(
    v.check(
      (field) => !hasChoices(field.field_type) || field.choices.length > 0,
      "This field type needs at least one choice",
    ),
    ["choices"],
  ),
  v.forward(
    v.check((field) => hasChoices(field.field_type) || field.choices.length === 0, "Only choice fields have choices"),
    ["choices"],
  ),
);
export type FormFieldBody = v.InferOutput<typeof FormFieldBody>;

export const FormBody = v.object({
  revision: Revision,
  title_de: Name(),
  title_en: Name(),
  slug_de: Slug,
  slug_en: Slug,
  intro_de: OptionalText(20_000),
  intro_en: OptionalText(20_000),
  is_online: v.optional(v.boolean(), true),
  fields: v.pipe(
    v.optional(v.array(FormFieldBody), []),
    v.maxLength(60, "At most 60 fields"),
    v.check((fields) => new Set(fields.map((field) => field.slug)).size === fields.length, "Two fields have one slug"),
    v.check((fields) => {
      const ids = fields.flatMap((field) => (field.id === null ? [] : [field.id]));
      return new Set(ids).size === ids.length;
    }, "A field is listed twice"),
  ),
});
export type FormBody = v.InferOutput<typeof FormBody>;

/** A stored field as the back office reads it. */
export interface FormFieldItem {
  id: number;
  field_type: FieldTypeValue;
  label_de: string;
  label_en: string;
  slug: string;
  required: boolean;
  choices: FormChoiceBody[];
}

/** A form as the back office reads it. */
export interface FormItem {
  id: number;
  revision: number;
  title_de: string;
  title_en: string;
  slug_de: string;
  slug_en: string;
  intro_de: string | null;
  intro_en: string | null;
  is_online: boolean;
  /** Rendered by the former external form service: it takes no entries here. */
  is_external: boolean;
  entry_count: number;
  /** Instant of the newest entry, null without entries. */
  last_entry_at: string | null;
  /** The form's public page in each language. */
  urls: { de: string; en: string };
  fields: FormFieldItem[];
}
