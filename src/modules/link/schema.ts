import * as v from "valibot";

export const LinkModule = v.object({
  link_text: v.pipe(v.string(), v.minLength(1)),
  link_url: v.optional(v.nullable(v.string()), null),
  link: v.optional(v.nullable(v.string()), null),
  extra_class: v.optional(v.nullable(v.string()), null),
  anchor: v.optional(v.nullable(v.string()), null),
  sticky: v.optional(v.boolean(), false),
});
