import * as v from "valibot";
import { richText, TEXT_MAX } from "../common/fields";

/** An FAQ entry: the question (`headline`) and its rich-text answer (`content`). */
export const FaqItemModule = v.object({
  headline: v.pipe(v.string(), v.minLength(1)),
  content: richText(TEXT_MAX),
});
