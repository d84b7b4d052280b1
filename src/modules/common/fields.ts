import * as v from "valibot";
import { OptionalLinkUrl } from "../../schemas/links";

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
  link: OptionalLinkUrl,
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

/** A stored entity reference: a positive id. */
export const entityId = v.pipe(v.number(), v.integer(), v.minValue(1));

/** The page call's image reference: R2 base key, original rendition URL and alt text. */
const ImageObject = v.object({ key: v.string(), url: v.string(), alt: v.optional(v.string(), "") });

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
