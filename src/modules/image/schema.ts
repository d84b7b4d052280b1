import * as v from "valibot";
import { OptionalLinkUrl } from "../../schemas/links";
import { imageFields } from "../common/fields";

export const ImageModule = v.object({
  ...imageFields,
  format: v.optional(v.string(), "standard"),
  description: v.optional(v.nullable(v.string()), null),
  link: OptionalLinkUrl,
});
