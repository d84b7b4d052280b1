import * as v from "valibot";

/** SPEC §3 FAQ: its questions are the children (faq items). */
export const FaqModule = v.object({});
