import { diffWords } from "diff";
import type { Lang } from "../../lib/languages";
import { isDerivedField } from "../../modules/editing";
import { fieldLabel } from "../../modules/field-labels";

/**
 * The conflict view's comparison: each field of the stored module and of the
 * editor's form as a person reads it (rich text as paragraphs, yes/no, lists as their entries),
 * named by its label, with the words only one side has marked.
 */

/** A run of words: on both sides, or only on this one. */
interface WordRun {
  text: string;
  only: boolean;
}

export interface ComparedField {
  name: string;
  label: string;
  theirs: WordRun[];
  mine: WordRun[];
  differs: boolean;
}

export interface ValueWords {
  yes: string;
  no: string;
}

/** Elements that make a paragraph of their own in rich text (SPEC §5's vocabulary and what pasted text brings). */
const BLOCKS = "p, li, h1, h2, h3, h4, h5, h6, blockquote, pre, div";

/** Rich text as the page shows it, in plain words: one paragraph per block, line breaks kept. */
export function htmlParagraphs(html: string): string {
  // An inert document: nothing in it loads or runs.
  const body = new DOMParser().parseFromString(html, "text/html").body;
  for (const lineBreak of Array.from(body.querySelectorAll("br"))) lineBreak.replaceWith("\n");
  const innermost = Array.from(body.querySelectorAll(BLOCKS)).filter((block) => !block.querySelector(BLOCKS));
  const blocks = innermost.length > 0 ? innermost : [body];
  return blocks
    .map((block) => `${bulletOf(block)}${(block.textContent ?? "").replace(/[ \t]+/g, " ").trim()}`)
    .filter((paragraph) => paragraph !== "" && paragraph !== "•")
    .join("\n\n");
}

/** A list item's first paragraph starts with a bullet, as the page shows it. */
function bulletOf(block: Element): string {
  const item = block.closest("li");
  if (!item) return "";
  return item === block || item.querySelector(BLOCKS) === block ? "• " : "";
}

const looksLikeHtml = (text: string) => /<\/?[a-z][^>]*>/i.test(text);

/** A stored or typed value in words: never JSON, never markup. */
export function readableValue(value: unknown, words: ValueWords): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? words.yes : words.no;
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return looksLikeHtml(value) ? htmlParagraphs(value) : value.trim();
  const parts = Array.isArray(value) ? value : Object.values(value);
  return parts
    .map((part) => readableValue(part, words))
    .filter((part) => part !== "")
    .join("; ");
}

/**
 * The fields of both sides in the form's order, those blank on both left out, each named by its
 * form's label (else the shared one) with its words: `theirs` marks what only the stored version has, `mine` what only the editor's has.
 */
export function compareFields(
  theirs: Record<string, unknown>,
  mine: Record<string, unknown>,
  naming: { labels: Record<string, string>; lang: Lang },
  words: ValueWords,
): ComparedField[] {
  const names = [...new Set([...Object.keys(mine), ...Object.keys(theirs)])].filter((name) => !isDerivedField(name));
  return names.flatMap((name) => {
    const before = readableValue(theirs[name], words);
    const after = readableValue(mine[name], words);
    if (before === "" && after === "") return [];
    const changes = diffWords(before, after);
    return [
      {
        name,
        label: naming.labels[name] || fieldLabel(name, naming.lang),
        theirs: changes
          .filter((change) => !change.added)
          .map((change) => ({ text: change.value, only: change.removed })),
        mine: changes.filter((change) => !change.removed).map((change) => ({ text: change.value, only: change.added })),
        differs: before !== after,
      },
    ];
  });
}

/** One side as plain text to copy: each field's label, then its words. */
export function sideAsText(fields: ComparedField[], side: "theirs" | "mine"): string {
  return fields.map((field) => `${field.label}:\n${field[side].map((run) => run.text).join("")}`).join("\n\n");
}
