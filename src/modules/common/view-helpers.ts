/**
 * Helpers of the module views. Their own module, without the field schemas of ./fields.ts:
 * views load for every visitor, and the schemas (valibot) must stay out of their scripts.
 */

/** Joins class names, skipping empty ones. */
export function classNames(...names: (string | null | undefined | false)[]): string {
  return names.filter(Boolean).join(" ");
}

/** The R2 base key of a module's image, or null. */
export function imageKey(data: { image?: string | null; image_obj?: { key: string } | null }): string | null {
  return data.image_obj?.key || data.image || null;
}

/** Alt text of a module's image: the page call's (derived from the caption or headline) or `fallback`. */
export function imageAlt(data: { image_obj?: { alt: string } | null }, fallback = ""): string {
  return data.image_obj?.alt || fallback;
}

/**
 * URL of an uploaded file: stored values are R2 keys (`videos/a.mp4`), media paths without the
 * leading slash (`media/videos/a.mp4`), site paths or absolute URLs.
 */
export function mediaFileUrl(file: string): string {
  if (/^(?:https?:)?\/\//i.test(file) || file.startsWith("/")) return file;
  return file.startsWith("media/") ? `/${file}` : `/media/${file}`;
}
