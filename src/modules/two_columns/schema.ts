import * as v from "valibot";
import { optionalText, requiredImageFields, TEXT_MAX } from "../common/fields";
import { nonBlankText, richText } from "../common/rich-text";

/** SPEC §9 two-columns styles: the image left of the text, or right of it. */
const twoColumnStyles = ["image-text", "text-image"] as const;

/**
 * SPEC §3 two columns: style, rich text and image, all required (SPEC §5); `description` is the
 * image's alt text, as for image modules (workers/views/module-references.ts).
 */
export const TwoColumnsModule = v.object({
  extra_class: v.picklist(twoColumnStyles),
  text: v.pipe(richText(TEXT_MAX), nonBlankText("The text is required.")),
  ...requiredImageFields,
  description: optionalText,
});
