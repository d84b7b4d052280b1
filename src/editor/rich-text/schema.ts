import type { MilkdownPlugin } from "@milkdown/kit/ctx";
import {
  bulletListAttr,
  bulletListKeymap,
  bulletListSchema,
  docSchema,
  emphasisAttr,
  emphasisKeymap,
  emphasisSchema,
  hardbreakAttr,
  hardbreakKeymap,
  hardbreakSchema,
  insertHardbreakCommand,
  liftFirstListItemCommand,
  liftListItemCommand,
  linkSchema,
  listItemAttr,
  listItemKeymap,
  listItemSchema,
  orderedListAttr,
  orderedListKeymap,
  orderedListSchema,
  paragraphAttr,
  paragraphSchema,
  sinkListItemCommand,
  splitListItemCommand,
  strongAttr,
  strongKeymap,
  strongSchema,
  textSchema,
  toggleEmphasisCommand,
  toggleStrongCommand,
  wrapInBulletListCommand,
  wrapInOrderedListCommand,
} from "@milkdown/kit/preset/commonmark";
import { linkAttributes } from "./html";
import { isAllowedHref } from "./links";

/**
 * Links keep whether they open a new window (SPEC §5 'Open new Window'), and a link whose
 * address is not one the sanitiser keeps is not a link at all: pasted `javascript:` anchors
 * become their text. Typing at a link's end writes plain text, not more link.
 */
const link = linkSchema.extendSchema((previous) => (ctx) => {
  const base = previous(ctx);
  return {
    ...base,
    inclusive: false,
    attrs: { ...base.attrs, newWindow: { default: false, validate: "boolean" } },
    parseDOM: [
      {
        tag: "a[href]",
        getAttrs: (dom: HTMLElement) => {
          const href = dom.getAttribute("href") ?? "";
          if (!isAllowedHref(href)) return false;
          return { href, title: dom.getAttribute("title"), newWindow: dom.getAttribute("target") === "_blank" };
        },
      },
    ],
    toDOM: (mark) => ["a", linkAttributes(mark.attrs)],
  };
});

/**
 * SPEC §5's vocabulary and nothing else: paragraphs, text, line breaks, bold, italic, links,
 * bulleted and numbered lists. Without headings, code, quotes or images in the schema, neither
 * typing nor pasting can make them; no input rules, so typing "1. Mai" stays a paragraph.
 */
export const richTextSchema: MilkdownPlugin[] = [
  docSchema,
  paragraphAttr,
  paragraphSchema,
  textSchema,
  hardbreakAttr,
  hardbreakSchema,
  strongAttr,
  strongSchema,
  emphasisAttr,
  emphasisSchema,
  link,
  bulletListAttr,
  bulletListSchema,
  orderedListAttr,
  orderedListSchema,
  listItemAttr,
  listItemSchema,
].flat();

/** The commands the keyboard shortcuts call (Mod-b, Mod-i, Shift-Enter, lists' Enter/Tab). */
export const richTextKeymap: MilkdownPlugin[] = [
  toggleStrongCommand,
  toggleEmphasisCommand,
  insertHardbreakCommand,
  wrapInBulletListCommand,
  wrapInOrderedListCommand,
  splitListItemCommand,
  sinkListItemCommand,
  liftListItemCommand,
  liftFirstListItemCommand,
  strongKeymap,
  emphasisKeymap,
  hardbreakKeymap,
  listItemKeymap,
  bulletListKeymap,
  orderedListKeymap,
].flat();
