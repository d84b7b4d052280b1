import * as v from "valibot";
import { FieldType, type FormField } from "./forms";

/** Upper bound of an upload (the seeded forms promise '5 MB at most'). */
export const TEMP_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** Upload types a file field accepts; the worker checks the file's first bytes, not its name. */
export const TEMP_FILE_TYPES = ["application/pdf", "image/jpeg", "image/png", "image/gif", "image/webp"] as const;
export type TempFileType = (typeof TEMP_FILE_TYPES)[number];

/** `accept` of a file input: the same list, with extensions for pickers that filter by name. */
export const TEMP_FILE_ACCEPT = [...TEMP_FILE_TYPES, ".pdf", ".jpg", ".jpeg", ".png", ".gif", ".webp"].join(",");

/** Shape of the keys the worker makes for uploads; a file field's value is one of them. */
const TEMP_FILE_KEY = /^temp\/[A-Za-z0-9_-]{32}$/;

/** Answer of POST /{lang}/api/temp-files/: `key` goes into field_values of the file field. */
export interface TempFileCreated {
  id: number;
  key: string;
  file_name: string;
  content_type: TempFileType;
  size: number;
}

/** Slug of the e-mail confirmation the API appends to every form (SPEC §3). */
export const CONFIRMATION_SLUG = "email2";

/**
 * Name of the honeypot input: hidden from people, tempting to form-filling bots. It travels
 * beside `field_values`, so no form field slug can collide with it.
 */
export const HONEYPOT_NAME = "website";

const TEXT_MAX = 1000;
const TEXTAREA_MAX = 10_000;
const EMAIL_MAX = 254;

/** Body of POST /{lang}/api/forms-entries/ (SPEC §7). */
export const FormEntryBody = v.object({
  form: v.pipe(v.number("Expected a form id"), v.integer("Expected a form id"), v.minValue(1, "Expected a form id")),
  field_values: v.custom<Record<string, unknown>>(
    (input) => typeof input === "object" && input !== null && !Array.isArray(input),
    "Expected a map of field slug to value",
  ),
  [HONEYPOT_NAME]: v.optional(v.string()),
});
export type FormEntryBody = v.InferOutput<typeof FormEntryBody>;

export type FieldValue = string | number | boolean | string[] | null;

export type FieldErrorCode =
  | "required"
  | "invalid_email"
  | "email_mismatch"
  | "invalid_number"
  | "negative_number"
  | "invalid_choice"
  | "invalid_date"
  | "invalid_file"
  | "too_long"
  | "invalid_value"
  | "unknown_field";

/** Visitor texts of the codes SPEC quotes; the app shows its catalogue's text for every code. */
export const fieldErrorDetail: Record<FieldErrorCode, string> = {
  required: "This field is required!",
  invalid_email: "Invalid e-mail address!",
  email_mismatch: "The e-mail addresses do not match!",
  invalid_number: "Expected a number.",
  negative_number: "Expected a number that is not negative.",
  invalid_choice: "Expected one of the field's choices.",
  invalid_date: "Expected a date (yyyy-mm-dd).",
  invalid_file: "Expected the key of an uploaded file.",
  too_long: "The text is too long.",
  invalid_value: "Unexpected value for this field.",
  unknown_field: "The form has no such field.",
};

/** 422 body of a rejected entry: `field` is the first bad field, `errors` has every one. */
export interface FormEntryErrorBody {
  error: "invalid_field_values";
  field: string;
  detail: string;
  errors: Record<string, FieldErrorCode>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isEmail(text: string): boolean {
  return text.length <= EMAIL_MAX && EMAIL.test(text);
}

function isRealDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === "";

type Checked = { ok: true; value: FieldValue } | { ok: false; code: FieldErrorCode };
const ok = (value: FieldValue): Checked => ({ ok: true, value });
const fail = (code: FieldErrorCode): Checked => ({ ok: false, code });

function checkText(raw: unknown, required: boolean, max: number): Checked {
  if (isBlank(raw)) return required ? fail("required") : ok(null);
  if (typeof raw !== "string") return fail("invalid_value");
  const text = raw.trim();
  if (text === "") return required ? fail("required") : ok(null);
  return text.length > max ? fail("too_long") : ok(text);
}

function checkField(field: FormField, raw: unknown): Checked {
  const required = field.required;
  const choiceValues = new Set(field.choices.map((choice) => choice.value));
  switch (field.field_type) {
    case FieldType.textarea:
      return checkText(raw, required, TEXTAREA_MAX);
    case FieldType.email: {
      const checked = checkText(raw, required, EMAIL_MAX);
      if (checked.ok && typeof checked.value === "string" && !isEmail(checked.value)) return fail("invalid_email");
      return checked;
    }
    case FieldType.number: {
      if (isBlank(raw) || (typeof raw === "string" && raw.trim() === "")) return required ? fail("required") : ok(null);
      const number = typeof raw === "number" ? raw : typeof raw === "string" ? Number(raw.trim()) : Number.NaN;
      if (!Number.isFinite(number)) return fail("invalid_number");
      // SPEC §5: numbers and numeric strings alike; -0 is zero.
      return number < 0 ? fail("negative_number") : ok(number);
    }
    case FieldType.checkboxes:
    case FieldType.multiSelect: {
      const list = isBlank(raw) ? [] : typeof raw === "string" ? [raw] : raw;
      if (!Array.isArray(list) || !list.every((item) => typeof item === "string")) return fail("invalid_value");
      if (!list.every((item) => choiceValues.has(item))) return fail("invalid_choice");
      if (required && list.length === 0) return fail("required");
      return ok([...new Set(list as string[])]);
    }
    case FieldType.radio:
    case FieldType.select:
      if (isBlank(raw)) return required ? fail("required") : ok(null);
      if (typeof raw !== "string") return fail("invalid_value");
      return choiceValues.has(raw) ? ok(raw) : fail("invalid_choice");
    case FieldType.date:
      if (isBlank(raw)) return required ? fail("required") : ok(null);
      return typeof raw === "string" && isRealDate(raw) ? ok(raw) : fail("invalid_date");
    case FieldType.file:
      if (isBlank(raw)) return required ? fail("required") : ok(null);
      return typeof raw === "string" && TEMP_FILE_KEY.test(raw) ? ok(raw) : fail("invalid_file");
    case FieldType.checkbox:
      if (raw !== undefined && raw !== null && typeof raw !== "boolean") return fail("invalid_value");
      if (required && raw !== true) return fail("required");
      return ok(raw === true);
    default:
      // Type 1 and any type this app does not know yet: a line of text.
      return checkText(raw, required, TEXT_MAX);
  }
}

/** Hidden (type 11) and invisible fields: the page shows no control for them, only their default. */
export function isCarried(field: FormField): boolean {
  return field.field_type === FieldType.hidden || !field.visible;
}

export interface FieldValuesResult {
  /** Normalised values by slug (trimmed texts, numbers, choice lists, hidden fields' defaults); no confirmation. */
  values: Record<string, FieldValue>;
  /** Every failing field by slug, in form order; empty when the entry is valid. */
  errors: Record<string, FieldErrorCode>;
}

/**
 * Checks an entry against its form's fields, the rules the page applies before sending and the
 * worker applies again (SPEC §5 messages). Whether an uploaded file exists only the worker knows.
 */
export function validateFieldValues(fields: readonly FormField[], input: Record<string, unknown>): FieldValuesResult {
  const values: Record<string, FieldValue> = {};
  const errors: Record<string, FieldErrorCode> = {};
  const known = new Set(fields.map((field) => field.slug));
  for (const field of fields) {
    if (field.slug === CONFIRMATION_SLUG) continue;
    // Nobody can see or correct a hidden field, so whatever a client sends for it is no answer
    // of the visitor's: the entry keeps the editor's default.
    if (isCarried(field)) {
      values[field.slug] = field.default;
      continue;
    }
    const checked = checkField(field, input[field.slug]);
    if (checked.ok) values[field.slug] = checked.value;
    else errors[field.slug] = checked.code;
  }
  const confirmation = fields.find((field) => field.slug === CONFIRMATION_SLUG);
  const email = fields.find((field) => field.field_type === FieldType.email && field.slug !== CONFIRMATION_SLUG);
  // The confirmation is judged only against a valid address: one error per mistake is enough.
  if (confirmation?.visible && email && !errors[email.slug]) {
    const given = values[email.slug];
    const address = typeof given === "string" ? given.toLowerCase() : "";
    const raw = input[CONFIRMATION_SLUG];
    const repeated = typeof raw === "string" ? raw.trim() : "";
    if (!isBlank(raw) && typeof raw !== "string") errors[CONFIRMATION_SLUG] = "invalid_value";
    else if (repeated === "" && (confirmation.required || address !== "")) errors[CONFIRMATION_SLUG] = "required";
    else if (repeated !== "" && !isEmail(repeated)) errors[CONFIRMATION_SLUG] = "invalid_email";
    else if (repeated.toLowerCase() !== address) errors[CONFIRMATION_SLUG] = "email_mismatch";
  }
  for (const slug of Object.keys(input)) {
    if (!known.has(slug)) errors[slug] = "unknown_field";
  }
  return { values, errors };
}
