import * as v from "valibot";
import { optionalText } from "../common/fields";

/** SPEC §3 self-hosted audio: the uploaded file (and, from the older editor, a title). */
export const SelfHostedAudioModule = v.object({
  file: v.pipe(v.string(), v.minLength(1)),
  title: optionalText,
});
