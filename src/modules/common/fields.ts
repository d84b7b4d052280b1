import * as v from "valibot";

/**
 * Field schemas shared by the module schemas. Stored content comes from several editor
 * generations, so optional text is `null`, missing or `''`; views treat all three as absent.
 */

export const optionalText = v.optional(v.nullable(v.string()), null);

/** SPEC §5: text descriptions hold at most 3000 characters. */
export const TEXT_MAX = 3000;

/**
 * The text and link of a teaser (common/Teaser.tsx), as full teaser and teaser item store them;
 * each adds its own image fields (required for the full teaser only).
 */
export const teaserFields = {
  link: optionalText,
  link_text: optionalText,
  preline: optionalText,
  headline: v.pipe(v.string(), v.minLength(1)),
  subline: optionalText,
  text: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(TEXT_MAX))), null),
};

/** Editor-chosen CSS classes; anything but class-name characters is dropped. */
export const cssClasses = v.optional(
  v.nullable(
    v.pipe(
      v.string(),
      v.transform((value) => value.replace(/[^\w\s-]/g, "").trim()),
    ),
  ),
  null,
);

/** Joins class names, skipping empty ones. */
export function classNames(...names: (string | null | undefined | false)[]): string {
  return names.filter(Boolean).join(" ");
}

/** A stored entity reference: a positive id. */
export const entityId = v.pipe(v.number(), v.integer(), v.minValue(1));

/** The page call's image reference: R2 base key, original rendition URL and alt text. */
export const ImageObject = v.object({ key: v.string(), url: v.string(), alt: v.optional(v.string(), "") });

/**
 * An image as stored (`image`: R2 base key) plus what the page call adds beside it
 * (`image_obj`, `image_thumbnails`, workers/db/page-modules.ts).
 */
export const imageFields = {
  image: optionalText,
  image_obj: v.optional(v.nullable(ImageObject), null),
  image_thumbnails: v.optional(v.nullable(v.record(v.string(), v.string())), null),
};

/** The same fields, with the image required (SPEC §5 editor-required images). */
export const requiredImageFields = {
  ...imageFields,
  image: v.pipe(v.string(), v.minLength(1)),
};

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
