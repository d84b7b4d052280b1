import * as v from "valibot";

/** SPEC §3 anchor list: links (its link-module children) to anchors of the page; sticky by choice. */
export const AnchorListModule = v.object({
  sticky: v.optional(v.boolean(), false),
});
