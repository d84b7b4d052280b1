import * as v from "valibot";
import { OptionalLinkUrl } from "../../schemas/links";

export const LinkModule = v.object({
  link_text: v.pipe(v.string(), v.minLength(1)),
  link_url: OptionalLinkUrl,
  link: OptionalLinkUrl,
  extra_class: v.optional(v.nullable(v.string()), null),
  anchor: v.optional(v.nullable(v.string()), null),
  sticky: v.optional(v.boolean(), false),
});
