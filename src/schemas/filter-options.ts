import * as v from "valibot";

/**
 * One option of a filter list (SPEC §3 "Filter option"). Exhibition types and seasons also carry
 * their slug; filtering always uses the numeric id.
 */
export const FilterOption = v.object({
  id: v.number(),
  name: v.string(),
  show_in_filter: v.boolean(),
  slug: v.optional(v.string()),
});
export type FilterOption = v.InferOutput<typeof FilterOption>;

export const FilterOptionList = v.array(FilterOption);
export type FilterOptionList = v.InferOutput<typeof FilterOptionList>;

/** The option lists, by the path they are served under (`/api/{kind}/`). */
export const filterOptionKinds = [
  "rooms",
  "exhibition-types",
  "event-tags",
  "series",
  "genres",
  "seasons",
  "production-tags",
] as const;
export type FilterOptionKind = (typeof filterOptionKinds)[number];
