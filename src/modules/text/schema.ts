import * as v from "valibot";
import { TEXT_MAX } from "../common/fields";
import { nonBlankText, richText } from "../common/rich-text";

/** `content` is rich text HTML (sanitised as the server checks it) with text left to show. */
export const TextModule = v.object({
  content: v.pipe(richText(TEXT_MAX), nonBlankText("Nothing of this text can be shown.")),
  anchor: v.optional(v.nullable(v.string()), null),
  decrease_distance: v.optional(v.boolean(), false),
});
