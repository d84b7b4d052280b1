import * as v from "valibot";
import { cssClasses, optionalText, requiredImageFields, TEXT_MAX } from "../common/fields";

/** SPEC §3 full teaser: required image and headline, text up to 3000 characters, style 'default'. */
export const FullTeaserModule = v.object({
  ...requiredImageFields,
  link: optionalText,
  link_text: optionalText,
  preline: optionalText,
  headline: v.pipe(v.string(), v.minLength(1)),
  subline: optionalText,
  text: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(TEXT_MAX))), null),
  extra_class: v.pipe(
    cssClasses,
    v.transform((value) => value || "default"),
  ),
});
