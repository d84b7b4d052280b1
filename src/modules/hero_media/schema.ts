import * as v from "valibot";
import { LinkUrl, OptionalLinkUrl } from "../../schemas/links";
import { optionalText, requiredImageFields } from "../common/fields";

/**
 * SPEC §3 hero media: headline, text, a button, an image (or a looping video file over it),
 * sticky button, and its online window — `online_from` is required (SPEC §5); the page call
 * already leaves out heroes outside their window.
 */
export const HeroMediaModule = v.object({
  headline: v.pipe(v.string(), v.minLength(1)),
  text: optionalText,
  button_text: optionalText,
  /** A page reference of the older editor; a string is used as the link. */
  button_link: v.optional(v.nullable(v.union([LinkUrl, v.number()])), null),
  button_link_url: OptionalLinkUrl,
  ...requiredImageFields,
  video: optionalText,
  sticky: v.optional(v.boolean(), false),
  online_from: v.pipe(v.string(), v.minLength(1)),
  online_to: optionalText,
});
