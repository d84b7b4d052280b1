import { type Context, Hono } from "hono";
import * as v from "valibot";
import type { Lang } from "../../../src/lib/languages";
import type { ApiErrorBody } from "../../../src/schemas/common";
import {
  MEDIA_MAX_BYTES,
  MEDIA_MAX_PIXELS,
  MEDIA_MAX_SIDE,
  MEDIA_PAGE_SIZE,
  type MediaItem,
  MediaListQuery,
  MediaUploadFields,
} from "../../../src/schemas/media";
import { editorWrite, requireEditor } from "../../auth/editor";
import { createMedia, listMedia, type MediaRecord } from "../../db/media";
import { imageObj, imageThumbnails, isoSeconds, pageOffset } from "../../db/shared";
import type { AppEnv } from "../../env";
import { HEADER_BYTES, readImageHeader } from "../../images/header";
import { type Rendition, renderRenditions, UnreadableImage } from "../../images/renditions";
import { invalidPage, PRIVATE, pagedEnvelope, slashOptional } from "../http";
import { safeFileName } from "../temp-files";
import { parseQuery } from "../validate";

export const mediaApi = new Hono<AppEnv>();

/** R2 prefix of editors' uploads (the seed's images live under images/). */
const UPLOAD_PREFIX = "uploads/";

/** Room for the multipart envelope and the text fields around the file. */
const ENVELOPE_BYTES = 64 * 1024;

/** A library row for the editor in `lang`: its alt text is that language's. */
function mediaItem(record: MediaRecord, lang: Lang): MediaItem {
  const { user_id: _user, alt_en: _english, ...fields } = record;
  const alt = lang === "de" ? record.alt : record.alt_en;
  return {
    ...fields,
    alt,
    image_obj: imageObj(record.key, alt),
    image_thumbnails: imageThumbnails(record.key),
  };
}

const refuse = (c: Context<AppEnv>, status: 400 | 413 | 415 | 422, body: ApiErrorBody & { field: string }) =>
  c.json(body, status);

/**
 * GET /{lang}/pageeditor-api/media/?q=&page=: the media library for editors, newest first, 24 a
 * page in the paged envelope; `q` matches file name, alt text and title.
 */
mediaApi.on("GET", slashOptional("/media/"), requireEditor(), async (c) => {
  c.header("Cache-Control", PRIVATE["Cache-Control"]);
  const parsed = parseQuery(c, MediaListQuery);
  if (!parsed.ok) return parsed.response;
  const query = parsed.value;
  const page = query.page ?? 1;
  const data = await listMedia(
    c.env.DB,
    { q: query.q },
    { limit: MEDIA_PAGE_SIZE, offset: pageOffset(page, MEDIA_PAGE_SIZE) },
  );
  const envelope = pagedEnvelope(
    c,
    { count: data.count, results: data.results.map((record) => mediaItem(record, c.get("lang"))) },
    page,
    MEDIA_PAGE_SIZE,
  );
  return envelope ? c.json(envelope) : invalidPage(c);
});

/**
 * POST /{lang}/pageeditor-api/media/ (multipart: `file`, `alt`, optional `title`): stores the
 * image's renditions in R2 under a new key and its row in the library; answers 201 with the item,
 * whose `key` a module's `image` field takes. 400 for a missing or bad field, 413 above 20 MiB,
 * 415 when the first bytes are no JPEG, PNG, WebP, GIF or AVIF, 422 for an image too large in
 * pixels or one that cannot be decoded. Nothing is stored then.
 */
mediaApi.on(
  "POST",
  slashOptional("/media/"),
  editorWrite((MEDIA_MAX_BYTES + ENVELOPE_BYTES) / 1024, "multipart"),
  async (c) => {
    c.header("Cache-Control", PRIVATE["Cache-Control"]);
    let data: FormData;
    try {
      data = await c.req.formData();
    } catch {
      return refuse(c, 400, {
        error: "invalid_body",
        field: "",
        detail: "The body is not readable multipart/form-data.",
      });
    }
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === "string" ? value : undefined;
    };
    const fields = v.safeParse(MediaUploadFields, { alt: text("alt"), title: text("title") });
    if (!fields.success) {
      const key = fields.issues[0].path?.[0]?.key;
      return refuse(c, 400, {
        error: "invalid_body",
        field: typeof key === "string" ? key : "",
        detail: fields.issues[0].message,
      });
    }
    const file = data.get("file");
    if (!(file instanceof File)) {
      return refuse(c, 400, { error: "file_missing", field: "file", detail: "Expected an image in the field 'file'." });
    }
    if (file.size > MEDIA_MAX_BYTES) {
      return refuse(c, 413, { error: "file_too_large", field: "file", detail: "The image is larger than 20 MiB." });
    }
    const header = readImageHeader(new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer()));
    if (header.type === null) {
      return refuse(c, 415, {
        error: "file_type",
        field: "file",
        detail: "Only JPEG, PNG, WebP, GIF and AVIF images are accepted.",
      });
    }
    if (header.size === null) {
      return refuse(c, 422, { error: "image_unreadable", field: "file", detail: "The image cannot be read." });
    }
    const { width, height } = header.size;
    if (width > MEDIA_MAX_SIDE || height > MEDIA_MAX_SIDE || width * height > MEDIA_MAX_PIXELS) {
      return refuse(c, 422, {
        error: "image_dimensions",
        field: "file",
        detail: `The image is ${width} × ${height} pixels; at most ${MEDIA_MAX_SIDE} a side and ${MEDIA_MAX_PIXELS / 1_000_000} megapixels are accepted.`,
      });
    }

    const key = `${UPLOAD_PREFIX}${crypto.randomUUID().replaceAll("-", "")}`;
    let renditions: Rendition[];
    try {
      renditions = await renderRenditions(c.env.IMAGES, file, key, width);
    } catch (error) {
      if (!(error instanceof UnreadableImage)) throw error;
      return refuse(c, 422, { error: "image_unreadable", field: "file", detail: "The image cannot be decoded." });
    }

    try {
      const puts = await Promise.allSettled(
        renditions.map((rendition) =>
          c.env.MEDIA.put(rendition.key, rendition.body, { httpMetadata: { contentType: rendition.contentType } }),
        ),
      );
      const failed = puts.find((put) => put.status === "rejected");
      if (failed) throw failed.reason;
      const fileName = safeFileName(file.name);
      const record = await createMedia(
        c.env.DB,
        {
          key,
          file_name: fileName,
          // One alt text stands for both languages until the dashboard edits them.
          alt: fields.output.alt,
          alt_en: fields.output.alt,
          title: fields.output.title,
          width,
          height,
          content_type: header.type,
          bytes: file.size,
          user_id: c.get("user")?.id ?? null,
          created_at: isoSeconds(new Date()),
        },
        { lang: c.get("lang"), details: { key, file_name: fileName } },
      );
      return c.json(mediaItem(record, c.get("lang")), 201);
    } catch (error) {
      // Files without a row are unreachable from the library: take them back (a key never
      // written is no error to R2).
      await c.env.MEDIA.delete(renditions.map((rendition) => rendition.key));
      throw error;
    }
  },
);
