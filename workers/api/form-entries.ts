import { Hono } from "hono";
import type { ApiErrorBody } from "../../src/schemas/common";
import {
  type FieldErrorCode,
  FormEntryBody,
  type FormEntryErrorBody,
  fieldErrorDetail,
  HONEYPOT_NAME,
  validateFieldValues,
} from "../../src/schemas/form-entries";
import { FieldType, isExternalForm } from "../../src/schemas/forms";
import { requireCsrf } from "../auth/csrf";
import { insertFormEntry, usableTempFileKeys } from "../db/form-entries";
import { getForm } from "../db/forms";
import { isoSeconds } from "../db/shared";
import type { AppEnv } from "../env";
import { bodyLimitKiB, slashOptional } from "./http";
import { clientAddressHash, rateLimit } from "./rate-limit";
import { parseJsonBody } from "./validate";

export const formEntriesApi = new Hono<AppEnv>();

/**
 * Largest body read. The longest seeded form with every field at its maximum length, in
 * three-byte characters, is about 40 KB; the rest is room for longer forms editors make.
 */
const ENTRY_MAX_KIB = 128;

/** What a stored entry answers; a caught bot gets exactly the same (docs/decisions: spam guard). */
const ACCEPTED = { status: "ok" } as const;

/**
 * POST /{lang}/api/forms-entries/ (SPEC §7): `{ form, field_values }` (JSON). Checks every field
 * of the form (required, type, choices, e-mail and its confirmation, uploads that exist and are
 * unclaimed) and answers 201 `{ status: "ok" }`; a bad entry is 422 `{ error, field, detail,
 * errors }` naming each failing field, a body above 128 KiB is 413, and nothing is
 * stored. Hidden fields store their default, whatever was sent for them.
 */
formEntriesApi.on(
  "POST",
  slashOptional("/:lang{de|en}/api/forms-entries/"),
  requireCsrf("json"),
  rateLimit("forms-entries", { limit: 5, windowSeconds: 600 }),
  bodyLimitKiB(ENTRY_MAX_KIB),
  async (c) => {
    if (!c.req.header("Content-Type")?.startsWith("application/json")) {
      return c.json({ error: "unsupported_media_type", detail: "Send the entry as application/json." }, 415);
    }
    const parsed = await parseJsonBody(c, FormEntryBody);
    if (!parsed.ok) return parsed.response;
    const { form: formId, field_values: input } = parsed.value;

    const form = await getForm(c.env.DB, c.get("lang"), formId);
    if (!form || isExternalForm(form)) {
      const body: ApiErrorBody = { error: "invalid_form", field: "form", detail: "No online form has this id." };
      return c.json(body, 422);
    }
    // A filled honeypot is a bot: it is told the entry went through, so it learns nothing.
    if (parsed.value[HONEYPOT_NAME]) return c.json(ACCEPTED, 201);

    const { values, errors } = validateFieldValues(form.fields, input);
    const fileSlugs = form.fields
      .filter((field) => field.field_type === FieldType.file && typeof values[field.slug] === "string")
      .map((field) => field.slug);
    const fileKeys = fileSlugs.map((slug) => values[slug] as string);
    if (fileKeys.length > 0) {
      const usable = await usableTempFileKeys(c.env.DB, form.id, fileKeys);
      const seen = new Set<string>();
      for (const slug of fileSlugs) {
        const key = values[slug] as string;
        if (!usable.has(key) || seen.has(key)) errors[slug] = "invalid_file";
        seen.add(key);
      }
    }
    const failing = Object.entries(errors) as [string, FieldErrorCode][];
    const first = failing[0];
    if (first) {
      const body: FormEntryErrorBody = {
        error: "invalid_field_values",
        field: first[0],
        detail: fieldErrorDetail[first[1]],
        errors,
      };
      return c.json(body, 422);
    }

    await insertFormEntry(c.env.DB, {
      formId: form.id,
      lang: c.get("lang"),
      fieldValues: values,
      ipHash: await clientAddressHash(c),
      createdAt: isoSeconds(new Date()),
      fileKeys,
    });
    return c.json(ACCEPTED, 201);
  },
);
