import * as v from "valibot";

export const HeadlineModule = v.object({
  headline_level: v.optional(v.pipe(v.number(), v.integer(), v.minValue(2), v.maxValue(6)), 2),
  preline: v.optional(v.nullable(v.string()), null),
  content: v.pipe(v.string(), v.minLength(1)),
  subline: v.optional(v.nullable(v.string()), null),
  anchor: v.optional(v.nullable(v.string()), null),
});
