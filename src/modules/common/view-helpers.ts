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

/**
 * Alt text of a module's image: the page call's (the module's caption or headline, else the one
 * the image was uploaded with) or `fallback`.
 */
export function imageAlt(data: { image_obj?: { alt: string } | null }, fallback = ""): string {
  return data.image_obj?.alt || fallback;
}

/**
 * Alt text of a picture shown with a caption: empty, since the caption describes it and as alt
 * text too it would be read twice, unless the picture is a link, whose name it then is.
 */
export function captionedImageAlt(data: {
  image_obj?: { alt: string } | null;
  description?: string | null;
  link?: string | null;
}): string {
  return data.description && !data.link ? "" : imageAlt(data, data.description ?? "");
}

/**
 * URL of an uploaded file: stored values are R2 keys (`videos/a.mp4`), media paths without the
 * leading slash (`media/videos/a.mp4`), site paths or absolute URLs.
 */
export function mediaFileUrl(file: string): string {
  if (/^(?:https?:)?\/\//i.test(file) || file.startsWith("/")) return file;
  return file.startsWith("media/") ? `/${file}` : `/media/${file}`;
}
