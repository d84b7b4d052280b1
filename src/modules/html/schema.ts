import * as v from "valibot";

/**
 * SPEC §3 HTML module: raw HTML written by editors (editor-only input, stored through the
 * sanitiser, DESIGN §3); `html_code_obj` is the older editor's wrapper and is not rendered.
 */
export const HtmlModule = v.object({
  html_code: v.pipe(v.string(), v.minLength(1)),
  html_code_obj: v.optional(v.unknown()),
});
