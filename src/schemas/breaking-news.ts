import * as v from "valibot";

/** SPEC §3 Alert; GET /api/breaking-news/ lists the active ones, newest first (the app shows the first). */
export const BreakingNewsAlert = v.object({
  id: v.number(),
  title: v.string(),
  text: v.nullable(v.string()),
  link: v.nullable(v.string()),
  link_title: v.nullable(v.string()),
});
export type BreakingNewsAlert = v.InferOutput<typeof BreakingNewsAlert>;

/** Cached form: every active alert with its window, filtered by the clock on each read. */
export const BreakingNewsCacheEntry = v.object({
  ...BreakingNewsAlert.entries,
  online_from: v.nullable(v.string()),
  online_to: v.nullable(v.string()),
});
export type BreakingNewsCacheEntry = v.InferOutput<typeof BreakingNewsCacheEntry>;
export const BreakingNewsCache = v.array(BreakingNewsCacheEntry);
