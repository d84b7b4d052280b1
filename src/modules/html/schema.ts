import * as v from "valibot";
import { sanitiseRawHtml } from "../../lib/html-sanitiser";

/**
 * SPEC §3 HTML module: raw HTML written by editors (editor-only input rendered under the CSP,
 * DESIGN §3), put through the sanitiser's broad raw-HTML list as the server checks it;
 * `html_code_obj` is the older editor's wrapper and is not rendered.
 */
export const HtmlModule = v.object({
  // Checked again once sanitised: markup that was only scripts leaves nothing to show.
  html_code: v.pipe(
    v.string(),
    v.transform(sanitiseRawHtml),
    v.check((html) => html.trim() !== "", "Nothing of this HTML can be shown."),
  ),
  html_code_obj: v.optional(v.unknown()),
});
