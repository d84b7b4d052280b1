import * as v from "valibot";

/** `content` is rich text HTML, sanitised by the worker before it is stored or served. */
export const TextModule = v.object({
  content: v.pipe(v.string(), v.maxLength(3000)),
  anchor: v.optional(v.nullable(v.string()), null),
  decrease_distance: v.optional(v.boolean(), false),
});
