import sanitizeHtml, { type IOptions } from "sanitize-html";
import { provideHtmlSanitisers } from "./html-cleaning";

/**
 * HTML from content, cleaned by an allow-list (sanitize-html, DESIGN §3) before any page shows
 * it: elements not listed go and their text stays, script-like elements go with their content,
 * and URLs keep only http(s), mailto, tel, relative paths and anchors. The worker applies it
 * where it reads HTML fields, so the browser renders clean markup and ships no sanitiser; the
 * editor's write path is to use the same functions.
 */

/** Elements whose content is never text to keep. */
const NON_TEXT = [
  "script",
  "style",
  "template",
  "noscript",
  "textarea",
  "option",
  "xmp",
  "plaintext",
  "noembed",
  "noframes",
  "iframe",
  "object",
  "embed",
  "svg",
  "math",
  "title",
];

/** Text in another language than the page's keeps its mark (WCAG 3.1.2). */
const LANGUAGE_ATTRIBUTES = ["lang", "dir"];

const common: IOptions = {
  disallowedTagsMode: "discard",
  nonTextTags: NON_TEXT,
  allowedSchemes: ["http", "https", "mailto", "tel"],
  // Also refuses `/\\host`, which browsers read as `//host` (sanitize-html's naughtyHref).
  allowProtocolRelative: false,
  allowedStyles: {},
};

/**
 * SPEC §5 rich text: paragraphs and breaks, bold, italic, links (optionally to a new window)
 * and lists; spans carry only a language mark.
 */
const RICH_TEXT_TAGS = ["p", "br", "strong", "b", "em", "i", "ul", "ol", "li", "a", "span"];

/**
 * A link the editor opens in a new window keeps `target="_blank"` and always gets
 * `rel="noopener noreferrer"`; any other target or rel goes.
 */
const LINK_ATTRIBUTES = ["href", "title", "target", "rel"];
const newWindowWithoutOpener: IOptions["transformTags"] = {
  a: (tagName, { target, rel: _rel, ...attribs }) => ({
    tagName,
    attribs: target === "_blank" ? { ...attribs, target, rel: "noopener noreferrer" } : attribs,
  }),
};

const richText: IOptions = {
  ...common,
  allowedTags: RICH_TEXT_TAGS,
  allowedAttributes: { a: LINK_ATTRIBUTES, "*": LANGUAGE_ATTRIBUTES },
  transformTags: newWindowWithoutOpener,
};

/** The site settings' header and footer fragments: rich text plus classes, blocks and logos. */
const fragment: IOptions = {
  ...common,
  allowedTags: [...RICH_TEXT_TAGS, "div", "img"],
  allowedAttributes: {
    a: [...LINK_ATTRIBUTES, "class"],
    img: ["src", "alt", "width", "height", "class"],
    "*": ["class", ...LANGUAGE_ATTRIBUTES],
  },
  allowedSchemesByTag: { img: ["http", "https"] },
  transformTags: newWindowWithoutOpener,
};

/**
 * Raw HTML modules are editor-only input rendered under the CSP (DESIGN §3): sanitize-html's
 * default elements (headings, sections, lists, tables, quotes, inline text) plus figures and
 * images, with their meaningful attributes, classes, ids and ARIA, but nothing that acts on the
 * document (scripts, meta refresh, base, forms, frames, event handlers, style attributes that
 * could cover the page).
 */
const rawHtml: IOptions = {
  ...common,
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img", "figure", "figcaption", "picture", "source"],
  allowedAttributes: {
    a: [...LINK_ATTRIBUTES, "name"],
    img: ["src", "srcset", "sizes", "alt", "width", "height", "loading"],
    source: ["srcset", "sizes", "type", "media"],
    td: ["colspan", "rowspan", "headers"],
    th: ["colspan", "rowspan", "scope", "abbr"],
    ol: ["start", "reversed", "type"],
    time: ["datetime"],
    blockquote: ["cite"],
    q: ["cite"],
    "*": ["class", "id", "title", "role", "aria-*", ...LANGUAGE_ATTRIBUTES],
  },
  transformTags: newWindowWithoutOpener,
};

export const sanitiseRichText = (html: string): string => sanitizeHtml(html, richText);
export const sanitiseFragment = (html: string): string => sanitizeHtml(html, fragment);
export const sanitiseRawHtml = (html: string): string => sanitizeHtml(html, rawHtml);

/**
 * Makes the module schemas clean HTML with these (html-cleaning.ts); the worker calls it where it
 * starts (workers/index.ts), before any request parses a module.
 */
export function registerHtmlSanitisers(): void {
  provideHtmlSanitisers({ richText: sanitiseRichText, rawHtml: sanitiseRawHtml });
}
