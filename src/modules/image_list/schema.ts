import * as v from "valibot";
import { cssClasses, optionalText } from "../common/fields";

/** SPEC §3 image list: format (default 'standard', SPEC §9), anchor; its images are the children. */
export const ImageListModule = v.object({
  format: v.pipe(
    cssClasses,
    v.transform((value) => value || "standard"),
  ),
  anchor: optionalText,
});
