/**
 * A few words of a module's own text, so editors tell modules of one type apart: in the
 * structure panel (src/editor/tree.ts) and in the versions list (workers/db/page-writes.ts).
 */

/** The stored fields a module's words come from, the first with text winning. */
export const SUMMARY_FIELDS = [
  "headline",
  "content",
  "link_text",
  "title",
  "html_code",
  "author",
  "text",
  "button_text",
];

/** `html` (or plain text) as a few words: tags and entities gone, at most `max` characters with '…'. */
export function fewWords(html: string, max = 48): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    // A tag cut off where the text was shortened before it came here.
    .replace(/<[^>]*$/, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** The words of a module's fields (`fields` keyed as stored); '' when none has text. */
export function summaryOf(fields: Record<string, unknown>, max = 48): string {
  for (const name of SUMMARY_FIELDS) {
    const value = fields[name];
    if (typeof value !== "string") continue;
    const words = fewWords(value, max);
    if (words) return words;
  }
  return "";
}
