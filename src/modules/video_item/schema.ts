import * as v from "valibot";
import { imageFields, optionalText, TEXT_MAX } from "../common/fields";
import { richText } from "../common/rich-text";
import { VideoUrl } from "../video/schema";

/** SPEC §3 video item (of a video list): link, title, rich-text content, preview image. */
export const VideoItemModule = v.object({
  video_url: VideoUrl,
  title: optionalText,
  content: v.optional(v.nullable(richText(TEXT_MAX)), null),
  ...imageFields,
});
