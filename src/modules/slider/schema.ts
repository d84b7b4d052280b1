import * as v from "valibot";
import { cssClasses, optionalText } from "../common/fields";

/** A slider of teaser items (its children): one slide per view, 24 px apart (SPEC §9). */
export const SliderModule = v.object({
  extra_class: cssClasses,
  anchor: optionalText,
});
