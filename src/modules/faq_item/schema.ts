import * as v from "valibot";
import { TEXT_MAX } from "../common/fields";
import { richText } from "../common/rich-text";

/** An FAQ entry: the question (`headline`) and its rich-text answer (`content`). */
export const FaqItemModule = v.object({
  headline: v.pipe(v.string(), v.minLength(1)),
  content: richText(TEXT_MAX),
});
