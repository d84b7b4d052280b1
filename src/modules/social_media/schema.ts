import * as v from "valibot";
import { passesEmbedCheck } from "../../lib/embeds";
import { optionalText } from "../common/fields";

/** Older editor's social media embed: an Instagram, Facebook, X/Twitter or TikTok post. */
export const SocialMediaModule = v.object({
  embed: v.pipe(
    v.string(),
    v.check(
      (value) => passesEmbedCheck("social", value),
      "Enter an embed code or post link of Instagram, Facebook, X or TikTok.",
    ),
  ),
  media_type: optionalText,
  description: optionalText,
  open_new_window: v.optional(v.boolean(), false),
});
