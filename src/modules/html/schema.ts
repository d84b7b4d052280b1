import * as v from "valibot";
import { nonBlankHtml, rawHtml } from "../common/rich-text";

/**
 * SPEC §3 HTML module: raw HTML written by editors (editor-only input rendered under the CSP,
 * DESIGN §3), put through the sanitiser's broad raw-HTML list as the server checks it;
 * `html_code_obj` is the older editor's wrapper and is not rendered.
 */
export const HtmlModule = v.object({
  html_code: v.pipe(rawHtml(), nonBlankHtml("Nothing of this HTML can be shown.")),
  html_code_obj: v.optional(v.unknown()),
});
