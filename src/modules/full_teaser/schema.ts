import * as v from "valibot";
import { cssClasses, requiredImageFields, teaserFields } from "../common/fields";

/** SPEC §3 full teaser: required image and headline, text up to 3000 characters, style 'default'. */
export const FullTeaserModule = v.object({
  ...requiredImageFields,
  ...teaserFields,
  extra_class: v.pipe(
    cssClasses,
    v.transform((value) => value || "default"),
  ),
});
