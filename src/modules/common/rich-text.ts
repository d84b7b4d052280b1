import * as v from "valibot";
import { sanitiseRichText } from "../../lib/html-sanitiser";

/**
 * Rich text HTML up to `max` characters (SPEC §5), put through the sanitiser (DESIGN §3) as the
 * server checks the module, so what was stored before sanitising cannot reach a page either.
 * Its own module, for schemas only: views import `fields.ts`, and the browser ships no sanitiser.
 */
export const richText = (max: number) => v.pipe(v.string(), v.maxLength(max), v.transform(sanitiseRichText));

/** Checked once sanitised: markup that was nothing but what the sanitiser drops leaves nothing to show. */
export const nonBlankHtml = (message: string) => v.check((html: string) => html.trim() !== "", message);
