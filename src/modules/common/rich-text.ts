import * as v from "valibot";
import { htmlCleaning } from "../../lib/html-cleaning";

/**
 * Rich text HTML up to `max` characters (SPEC §5), put through the sanitiser (DESIGN §3) as the
 * server checks the module, so what was stored before sanitising cannot reach a page either.
 * The sanitiser is looked up when parsing (lib/html-cleaning.ts), so the editor's browser can
 * run the same schemas without downloading it.
 */
export const richText = (max: number) =>
  v.pipe(
    v.string(),
    v.maxLength(max),
    v.transform((html: string) => htmlCleaning().richText(html)),
  );

/** Raw HTML put through the sanitiser's broad raw-HTML list. */
export const rawHtml = () =>
  v.pipe(
    v.string(),
    v.transform((html: string) => htmlCleaning().rawHtml(html)),
  );

/** Checked once sanitised: markup that was nothing but what the sanitiser drops leaves nothing to show. */
export const nonBlankHtml = (message: string) => v.check((html: string) => html.trim() !== "", message);

/** Whether HTML has text to read once its tags are gone (`<p></p>` has none). */
export const hasText = (html: string): boolean => html.replace(/<[^>]*>/g, "").trim() !== "";

/**
 * Checked once sanitised: rich text whose markup leaves no text (`<p></p>`, or only a script the
 * sanitiser dropped) is refused as the editor's read refuses it.
 */
export const nonBlankText = (message: string) => v.check(hasText, message);
