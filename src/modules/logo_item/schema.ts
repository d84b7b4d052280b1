import * as v from "valibot";
import { OptionalLinkUrl } from "../../schemas/links";
import { optionalText, requiredImageFields } from "../common/fields";

/** SPEC §3 logo item: the logo, its description (the logo's name) and an optional link. */
export const LogoItemModule = v.object({
  ...requiredImageFields,
  description: optionalText,
  link: OptionalLinkUrl,
});
