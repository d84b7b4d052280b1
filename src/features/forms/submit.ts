import { csrfHeaders, sendJsonAndRead } from "../../lib/csrf";
import type { Lang } from "../../lib/languages";
import {
  type FieldErrorCode,
  type FieldValuesResult,
  HONEYPOT_NAME,
  isCarried,
  TEMP_FILE_MAX_BYTES,
  TEMP_FILE_TYPES,
  type TempFileCreated,
  validateFieldValues,
} from "../../schemas/form-entries";
import { FieldType, type FormField } from "../../schemas/forms";

/** Field codes of the shared rules plus the two only an upload can fail with. */
export type FieldProblem = FieldErrorCode | "file_too_large" | "file_type";

/** Why a sending failed as a whole (not at one field). */
export type FormProblem = "rate_limited" | "session" | "failed";

export type SubmitResult = { ok: true } | { ok: false; fields: Record<string, FieldProblem>; problem?: FormProblem };

const LIST_TYPES: ReadonlySet<number> = new Set([FieldType.checkboxes, FieldType.multiSelect]);

/** What the form's controls hold, per field slug: the entry as the API takes it, files apart. */
export function collectValues(
  data: FormData,
  fields: readonly FormField[],
): { input: Record<string, unknown>; files: Map<string, File> } {
  const input: Record<string, unknown> = {};
  const files = new Map<string, File>();
  for (const field of fields) {
    // The API stores a hidden field's default whatever it is sent, so nothing is sent for it.
    if (isCarried(field)) continue;
    if (field.field_type === FieldType.file) {
      const file = data.get(field.slug);
      if (file instanceof File && file.size > 0) files.set(field.slug, file);
    } else if (LIST_TYPES.has(field.field_type)) {
      input[field.slug] = data.getAll(field.slug).map(String);
    } else if (field.field_type === FieldType.checkbox) {
      input[field.slug] = data.get(field.slug) === "1";
    } else {
      const value = data.get(field.slug);
      input[field.slug] = typeof value === "string" ? value : null;
    }
  }
  return { input, files };
}

/** The page's checks before anything is sent: the shared field rules, then size and type of chosen files. */
export function checkBeforeSending(
  fields: readonly FormField[],
  input: Record<string, unknown>,
  files: Map<string, File>,
): Record<string, FieldProblem> {
  const fileFields = fields.filter((field) => field.field_type === FieldType.file && field.visible);
  const others = fields.filter((field) => !fileFields.includes(field));
  const { errors }: FieldValuesResult = validateFieldValues(others, input);
  const problems: Record<string, FieldProblem> = {};
  for (const field of fields) {
    const file = files.get(field.slug);
    if (errors[field.slug]) problems[field.slug] = errors[field.slug] as FieldErrorCode;
    else if (fileFields.includes(field) && !file && field.required) problems[field.slug] = "required";
    else if (file && file.size > TEMP_FILE_MAX_BYTES) problems[field.slug] = "file_too_large";
    else if (file?.type && !(TEMP_FILE_TYPES as readonly string[]).includes(file.type)) {
      problems[field.slug] = "file_type";
    }
  }
  return problems;
}

function problemOf(status: number): FormProblem {
  if (status === 429) return "rate_limited";
  if (status === 403) return "session";
  return "failed";
}

async function upload(lang: Lang, formId: number, file: File): Promise<{ key: string } | { status: number }> {
  const body = new FormData();
  body.set("file", file);
  body.set("form", String(formId));
  const response = await fetch(`/${lang}/api/temp-files/`, {
    method: "POST",
    body,
    headers: { Accept: "application/json", ...csrfHeaders() },
    credentials: "same-origin",
  });
  if (response.status !== 201) return { status: response.status };
  const created = (await response.json()) as TempFileCreated;
  return { key: created.key };
}

/**
 * Uploads the chosen files (POST /{lang}/api/temp-files/), then sends the entry with their keys
 * (POST /{lang}/api/forms-entries/), both with the CSRF header. Maps the API's refusals to the
 * fields they name.
 */
export async function submitEntry(options: {
  lang: Lang;
  formId: number;
  input: Record<string, unknown>;
  files: Map<string, File>;
  honeypot: string;
}): Promise<SubmitResult> {
  const { lang, formId, files } = options;
  const fieldValues: Record<string, unknown> = { ...options.input };
  try {
    for (const [slug, file] of files) {
      const uploaded = await upload(lang, formId, file);
      if ("status" in uploaded) {
        if (uploaded.status === 413) return { ok: false, fields: { [slug]: "file_too_large" } };
        if (uploaded.status === 415 || uploaded.status === 422) return { ok: false, fields: { [slug]: "file_type" } };
        return { ok: false, fields: {}, problem: problemOf(uploaded.status) };
      }
      fieldValues[slug] = uploaded.key;
    }
    // A network failure answers status 0, which problemOf reports as "failed".
    const answer = await sendJsonAndRead("POST", `/${lang}/api/forms-entries/`, {
      form: formId,
      field_values: fieldValues,
      [HONEYPOT_NAME]: options.honeypot,
    });
    if (answer.status === 201) return { ok: true };
    const body = answer.body as { errors?: Record<string, FieldErrorCode> } | null;
    if (answer.status === 422 && body?.errors && Object.keys(body.errors).length > 0) {
      return { ok: false, fields: body.errors };
    }
    return { ok: false, fields: {}, problem: problemOf(answer.status) };
  } catch {
    return { ok: false, fields: {}, problem: "failed" };
  }
}
