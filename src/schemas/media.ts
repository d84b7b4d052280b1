import * as v from "valibot";
import { ImageObj, ImageThumbnails, PageParam } from "./common";

/** Upper bound of an uploaded image: a camera's JPEG or a large PNG, well within a Worker's memory. */
export const MEDIA_MAX_BYTES = 20 * 1024 * 1024;

/** Longest side and pixel count an upload may have; anything larger is refused before decoding. */
export const MEDIA_MAX_SIDE = 12_000;
export const MEDIA_MAX_PIXELS = 50_000_000;

/** Image types an upload may be, proven by its first bytes (SVG can carry script: never). */
export const MEDIA_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** `accept` of the editor's file input: the same list, with extensions for pickers that filter by name. */
export const MEDIA_ACCEPT = [...MEDIA_TYPES, ".jpg", ".jpeg", ".png", ".webp", ".gif", ".avif"].join(",");

export const MEDIA_PAGE_SIZE = 24;

/** Longest alt text, in each language. */
export const ALT_MAX = 300;
const TITLE_MAX = 200;

/** The text fields of POST /{lang}/pageeditor-api/media/ (multipart, beside `file`). */
export const MediaUploadFields = v.object({
  alt: v.pipe(
    v.string("Expected an alt text describing the image"),
    v.trim(),
    v.minLength(1, "Expected an alt text describing the image"),
    v.maxLength(ALT_MAX, `Expected an alt text of at most ${ALT_MAX} characters`),
  ),
  title: v.optional(
    v.pipe(
      v.string("Expected a title"),
      v.trim(),
      v.maxLength(TITLE_MAX, `Expected a title of at most ${TITLE_MAX} characters`),
    ),
    "",
  ),
});
export type MediaUploadFields = v.InferOutput<typeof MediaUploadFields>;

/** Query of GET /{lang}/pageeditor-api/media/: `q` searches file name, alt text and title. */
export const MediaListQuery = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, "Expected a search of at most 200 characters"))),
  page: v.optional(PageParam),
});
export type MediaListQuery = v.InferOutput<typeof MediaListQuery>;

/** One image of the media library; `key` is what a module's `image` field stores. */
export const MediaItem = v.object({
  id: v.number(),
  key: v.string(),
  file_name: v.string(),
  alt: v.string(),
  title: v.string(),
  width: v.number(),
  height: v.number(),
  content_type: v.picklist(MEDIA_TYPES),
  /** Size of the uploaded file; null for images the site was seeded with. */
  bytes: v.nullable(v.number()),
  created_at: v.string(),
  image_obj: v.nullable(ImageObj),
  image_thumbnails: v.nullable(ImageThumbnails),
});
export type MediaItem = v.InferOutput<typeof MediaItem>;
