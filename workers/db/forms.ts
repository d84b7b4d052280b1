import type { Lang } from "../../src/lib/languages";
import {
  FieldType,
  type FormChoice,
  type FormDetail,
  type FormField,
  type FormFieldDefault,
} from "../../src/schemas/forms";
import { cleanRichText } from "./rich-text";
import { bool, col } from "./shared";
import { type BothSlugs, bothUrls, detailUrl } from "./urls";

interface FieldRow {
  id: number;
  slug: string;
  label: string;
  field_type: number;
  required: number;
  visible: number;
  choices: string;
  default_value: string;
  placeholder: string | null;
  help: string | null;
}

/** Field types whose value is a list (checkboxes, multi-select) and the date type (SPEC §3). */
const LIST_TYPES: ReadonlySet<number> = new Set([FieldType.checkboxes, FieldType.multiSelect]);

/** SPEC §3: type 9 always defaults to null, types 5 and 7 to a list; the others keep their stored scalar. */
export function fieldDefault(fieldType: number, stored: unknown): FormFieldDefault {
  if (fieldType === FieldType.date) return null;
  if (LIST_TYPES.has(fieldType)) {
    if (Array.isArray(stored)) return stored.map(String);
    return typeof stored === "string" && stored !== "" ? [stored] : [];
  }
  if (fieldType === FieldType.checkbox) return stored === true;
  if (fieldType === FieldType.number) return typeof stored === "number" ? stored : null;
  if (typeof stored === "string" || typeof stored === "number" || typeof stored === "boolean") return stored;
  return null;
}

function parseChoices(text: string, lang: Lang): FormChoice[] {
  const raw: unknown = JSON.parse(text);
  if (!Array.isArray(raw)) return [];
  const key = lang === "en" ? "label_en" : "label_de";
  return raw.flatMap((entry: unknown) => {
    if (entry === null || typeof entry !== "object") return [];
    const record = entry as Record<string, unknown>;
    const value = record.value;
    if (typeof value !== "string" && typeof value !== "number") return [];
    const label = record[key];
    return [{ value: String(value), label: typeof label === "string" ? label : String(value) }];
  });
}

const confirmationLabel = { de: "E-Mail-Adresse bestätigen", en: "Confirm e-mail address" } as const;

/**
 * The e-mail confirmation field appended to every form (SPEC §3). It mirrors the form's first
 * e-mail field and is invisible when the form asks for no e-mail address.
 */
function confirmationField(fields: FormField[], lang: Lang): FormField {
  const email = fields.find((f) => f.field_type === FieldType.email);
  return {
    id: 0,
    label: confirmationLabel[lang],
    slug: "email2",
    field_type: FieldType.email,
    required: email?.required ?? false,
    visible: email?.visible ?? false,
    choices: [],
    default: null,
    placeholder_text: email?.placeholder_text ?? "",
    help_text: "",
  };
}

/** An online form with its fields in order plus the confirmation field; null when unknown or offline. */
export async function getForm(db: D1Database, lang: Lang, id: number): Promise<FormDetail | null> {
  const L = col(lang);
  const [formResult, fieldResult] = await db.batch<unknown>([
    db
      .prepare(
        `SELECT id, slug_${L} AS slug, slug_de, slug_en, title_${L} AS title, intro_${L} AS intro, hubspot_id
           FROM forms WHERE id = ?1 AND is_online = 1`,
      )
      .bind(id),
    db
      .prepare(
        `SELECT id, slug, label_${L} AS label, field_type, required, visible, choices, default_value,
                placeholder_${L} AS placeholder, help_${L} AS help
           FROM form_fields WHERE form_id = ?1 ORDER BY position, id`,
      )
      .bind(id),
  ]);
  const form = formResult?.results[0] as
    | ({ id: number; slug: string; title: string; intro: string | null; hubspot_id: string | null } & BothSlugs)
    | undefined;
  if (!form) return null;
  const fields: FormField[] = ((fieldResult?.results ?? []) as FieldRow[]).map((row) => ({
    id: row.id,
    label: row.label,
    slug: row.slug,
    field_type: row.field_type,
    required: bool(row.required),
    visible: bool(row.visible),
    choices: parseChoices(row.choices, lang),
    default: fieldDefault(row.field_type, JSON.parse(row.default_value)),
    placeholder_text: row.placeholder ?? "",
    help_text: row.help ?? "",
  }));
  fields.push(confirmationField(fields, lang));
  const { slug_de, slug_en, ...rest } = form;
  return {
    ...rest,
    intro: cleanRichText(form.intro),
    url: detailUrl("form", lang, form.slug, form.id),
    urls: bothUrls("form", { de: slug_de, en: slug_en }, form.id),
    fields,
  };
}
