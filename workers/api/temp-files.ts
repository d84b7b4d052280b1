import { type Context, Hono } from "hono";
import type { ApiErrorBody } from "../../src/schemas/common";
import { TEMP_FILE_MAX_BYTES, type TempFileCreated, type TempFileType } from "../../src/schemas/form-entries";
import { FieldType } from "../../src/schemas/forms";
import { requireCsrf } from "../auth/csrf";
import { randomToken } from "../auth/tokens";
import { insertTempFile } from "../db/form-entries";
import { getForm } from "../db/forms";
import { isoSeconds } from "../db/shared";
import type { AppEnv } from "../env";
import { bodyLimit } from "../middleware/request-body";
import { parseId, slashOptional } from "./http";
import { rateLimit } from "./rate-limit";

export const tempFilesApi = new Hono<AppEnv>();

/** R2 prefix of uploads; /media never serves it, so an upload is not a public file. */
export const TEMP_PREFIX = "temp/";

/** R2 deletes at most this many keys in one call. */
const R2_DELETE_MAX_KEYS = 1000;

/** Deletes the uploads under `keys` from R2, in as many calls as R2's limit per call needs. */
export async function deleteUploads(bucket: Pick<R2Bucket, "delete">, keys: readonly string[]): Promise<void> {
  for (let start = 0; start < keys.length; start += R2_DELETE_MAX_KEYS) {
    await bucket.delete(keys.slice(start, start + R2_DELETE_MAX_KEYS));
  }
}

/** Room for the multipart envelope around the file. */
const ENVELOPE_BYTES = 64 * 1024;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The allowed type a file's first bytes prove, whatever its name or declared type say; else null. */
export function sniffFileType(head: Uint8Array): TempFileType | null {
  if (startsWith(head, ascii("%PDF-"))) return "application/pdf";
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(head, ascii("GIF87a")) || startsWith(head, ascii("GIF89a"))) return "image/gif";
  if (startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8)) return "image/webp";
  return null;
}

/** The name to keep for editors: no path, no control characters, bounded. */
export function safeFileName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
  const base = (name.split(/[\\/]/).pop() ?? "").replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return base.slice(0, 200) || "upload";
}

/** 413 for a body beyond one file and its envelope, and for a file in it above the limit. */
const fileTooLarge = (c: Context) =>
  c.json(
    { error: "file_too_large", field: "file", detail: "The file is larger than 5 MB." } satisfies ApiErrorBody,
    413,
  );

/**
 * POST /{lang}/api/temp-files/ (SPEC §7): multipart with `file` (and optionally `form`, the form
 * id the upload is for). Answers 201 `{ id, key, file_name, content_type, size }`; the key is the
 * file field's value in the entry. 413 above 5 MB, 415 when the bytes are no PDF, JPEG, PNG, GIF
 * or WebP, 400/422 for a missing file or an unknown form; nothing is stored then.
 */
tempFilesApi.on(
  "POST",
  slashOptional("/:lang{de|en}/api/temp-files/"),
  requireCsrf("multipart"),
  rateLimit("temp-files", { limit: 20, windowSeconds: 600 }),
  // By Content-Length before anything is read; a chunked body is counted as it comes in.
  bodyLimit(TEMP_FILE_MAX_BYTES + ENVELOPE_BYTES, fileTooLarge),
  async (c) => {
    const refuse = (status: 400 | 415 | 422, error: string, detail: string, field = "file") =>
      c.json({ error, field, detail } satisfies ApiErrorBody, status);
    if (!c.req.header("Content-Type")?.startsWith("multipart/form-data")) {
      return refuse(415, "unsupported_media_type", "Send the file as multipart/form-data.");
    }
    let data: FormData;
    try {
      data = await c.req.formData();
    } catch {
      return refuse(400, "invalid_body", "The body is not readable multipart/form-data.", "");
    }
    const file = data.get("file");
    if (!(file instanceof File)) return refuse(400, "file_missing", "Expected a file in the field 'file'.");
    if (file.size > TEMP_FILE_MAX_BYTES) return fileTooLarge(c);
    if (file.size === 0) return refuse(422, "file_empty", "The file is empty.");
    const contentType = sniffFileType(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
    if (!contentType) {
      return refuse(415, "file_type", "Only PDF, JPEG, PNG, GIF and WebP files are accepted.");
    }

    let formId: number | null = null;
    const rawForm = data.get("form");
    if (rawForm !== null) {
      formId = typeof rawForm === "string" ? parseId(rawForm) : null;
      const form = formId === null ? null : await getForm(c.env.DB, c.get("lang"), formId);
      if (!form?.fields.some((field) => field.field_type === FieldType.file)) {
        return refuse(422, "invalid_form", "No online form with a file field has this id.", "form");
      }
    }

    const key = `${TEMP_PREFIX}${randomToken(24)}`;
    const fileName = safeFileName(file.name);
    await c.env.MEDIA.put(key, file.stream(), {
      httpMetadata: { contentType, contentDisposition: "attachment" },
      customMetadata: { fileName },
    });
    let id: number;
    try {
      id = await insertTempFile(c.env.DB, {
        key,
        formId,
        fileName,
        contentType,
        size: file.size,
        createdAt: isoSeconds(new Date()),
      });
    } catch (error) {
      await c.env.MEDIA.delete(key);
      throw error;
    }
    const body: TempFileCreated = { id, key, file_name: fileName, content_type: contentType, size: file.size };
    return c.json(body, 201);
  },
);
