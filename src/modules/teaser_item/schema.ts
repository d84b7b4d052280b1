import * as v from "valibot";
import { imageFields, optionalText, TEXT_MAX } from "../common/fields";

/** SPEC §3 teaser item (teaser list and slider); its online window is applied by the page call. */
export const TeaserItemModule = v.object({
  ...imageFields,
  link: optionalText,
  link_text: optionalText,
  preline: optionalText,
  headline: v.pipe(v.string(), v.minLength(1)),
  subline: optionalText,
  text: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(TEXT_MAX))), null),
});
