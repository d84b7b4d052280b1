import * as v from "valibot";
import { passesEmbedCheck } from "../../lib/embeds";
import { imageFields, optionalText } from "../common/fields";

/** A link to a video on YouTube (youtu.be too) or Vimeo: the SPEC §5 url/video/embed check. */
export const VideoUrl = v.pipe(
  v.string(),
  v.check((value) => passesEmbedCheck("video", value), "Enter a YouTube or Vimeo video link."),
);

/** SPEC §3 video: the link, a preview image, title, length ('02:14') and anchor. */
export const VideoModule = v.object({
  video_url: VideoUrl,
  ...imageFields,
  title: optionalText,
  length: optionalText,
  anchor: optionalText,
});
