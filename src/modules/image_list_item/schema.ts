import * as v from "valibot";
import { optionalText, requiredImageFields } from "../common/fields";

/** An image of an image list, with its caption. */
export const ImageListItemModule = v.object({
  ...requiredImageFields,
  description: optionalText,
});
