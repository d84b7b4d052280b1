import * as v from "valibot";
import { imageFields, optionalText } from "../common/fields";

/** SPEC §3 self-hosted video: the uploaded file, a poster image (same aspect ratio) and a title. */
export const SelfHostedVideoModule = v.object({
  file: v.pipe(v.string(), v.minLength(1)),
  ...imageFields,
  title: optionalText,
});
