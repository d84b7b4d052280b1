import * as v from "valibot";
import { OptionalLinkUrl } from "../../schemas/links";
import { optionalText, requiredImageFields } from "../common/fields";

/** SPEC §3 image alias crops: vertical 400×500, horizontal 1240×700. */
export const imageAliasSizes = {
  vertical: { width: 400, height: 500 },
  horizontal: { width: 1240, height: 700 },
} as const;

/** Older editor's image alias: an image in one of two fixed crops, with caption and link. */
export const ImageAliasModule = v.object({
  ...requiredImageFields,
  alias: v.optional(v.picklist(["vertical", "horizontal"]), "horizontal"),
  description: optionalText,
  link: OptionalLinkUrl,
  open_new_window: v.optional(v.boolean(), false),
});
