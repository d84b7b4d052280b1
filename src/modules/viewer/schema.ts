import * as v from "valibot";
import { passesEmbedCheck } from "../../lib/embeds";
import { optionalText } from "../common/fields";

/** SPEC §3 PDF viewer: an Issuu (or Scribd, Yumpu) embed code or document link. */
export const ViewerModule = v.object({
  embed: v.pipe(
    v.string(),
    v.check((value) => passesEmbedCheck("viewer", value), "Enter an embed code of Issuu."),
  ),
  media_type: optionalText,
});
