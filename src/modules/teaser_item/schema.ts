import * as v from "valibot";
import { imageFields, teaserFields } from "../common/fields";

/** SPEC §3 teaser item (teaser list and slider); its online window is applied by the page call. */
export const TeaserItemModule = v.object({
  ...imageFields,
  ...teaserFields,
});
