import * as v from "valibot";
import { optionalText } from "../common/fields";

/** SPEC §3 quote: the quoted words, who said them, anchor. */
export const QuoteModule = v.object({
  content: v.pipe(v.string(), v.minLength(1)),
  author: optionalText,
  anchor: optionalText,
});
