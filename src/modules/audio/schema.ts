import * as v from "valibot";
import { passesEmbedCheck } from "../../lib/embeds";
import { optionalText } from "../common/fields";

/** SPEC §3 audio: a SoundCloud, Spotify or Mixcloud (or Apple Podcasts) embed code or player link. */
export const AudioModule = v.object({
  embed: v.pipe(
    v.string(),
    v.check((value) => passesEmbedCheck("audio", value), "Enter an embed code of SoundCloud, Spotify or Mixcloud."),
  ),
  media_type: optionalText,
});
