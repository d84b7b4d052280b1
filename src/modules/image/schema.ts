import * as v from "valibot";

/** The page call's image reference: R2 base key, original rendition URL and alt text. */
export const ImageObject = v.object({ key: v.string(), url: v.string(), alt: v.optional(v.string(), "") });

export const ImageModule = v.object({
  image: v.optional(v.nullable(v.string()), null),
  image_obj: v.optional(v.nullable(ImageObject), null),
  image_thumbnails: v.optional(v.nullable(v.record(v.string(), v.string())), null),
  format: v.optional(v.string(), "standard"),
  description: v.optional(v.nullable(v.string()), null),
  link: v.optional(v.nullable(v.string()), null),
});
