import * as v from "valibot";
import { TEXT_MAX } from "../common/fields";
import { richText } from "../common/rich-text";

/** `content` is rich text HTML (sanitised as the server checks it). */
export const TextModule = v.object({
  content: richText(TEXT_MAX),
  anchor: v.optional(v.nullable(v.string()), null),
  decrease_distance: v.optional(v.boolean(), false),
});
