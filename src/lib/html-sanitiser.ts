import sanitizeHtml, { type IOptions } from "sanitize-html";

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
  allowProtocolRelative: false,
  allowedStyles: {},
};

/** SPEC §5 rich text: paragraphs and breaks, bold, italic, links and lists. */
const RICH_TEXT_TAGS = ["p", "br", "strong", "b", "em", "i", "ul", "ol", "li", "a"];

const richText: IOptions = {
  ...common,
  allowedTags: RICH_TEXT_TAGS,
  allowedAttributes: { a: ["href", "title"], "*": LANGUAGE_ATTRIBUTES },
};

/** The site settings' header and footer fragments: rich text plus classes, blocks and logos. */
const fragment: IOptions = {
  ...common,
  allowedTags: [...RICH_TEXT_TAGS, "div", "span", "img"],
  allowedAttributes: {
    a: ["href", "title", "class"],
    img: ["src", "alt", "width", "height", "class"],
    "*": ["class", ...LANGUAGE_ATTRIBUTES],
  },
  allowedSchemesByTag: { img: ["http", "https"] },
};

/**
 * Raw HTML modules are editor-only input rendered under the CSP (DESIGN §3): sanitize-html's
 * broad default list with headings, tables, figures and images, classes and ids, but nothing
 * that acts on the document (scripts, meta refresh, base, forms, frames, event handlers, style
 * attributes that could cover the page).
 */
const rawHtml: IOptions = {
  ...common,
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img", "figure", "figcaption", "picture", "source"],
  allowedAttributes: {
    a: ["href", "title", "name"],
    img: ["src", "srcset", "alt", "width", "height", "loading"],
    source: ["srcset", "type", "media"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan", "scope"],
    "*": ["class", "id", ...LANGUAGE_ATTRIBUTES],
  },
};

/** A URL with a backslash is refused: browsers read `/\evil.example` as `//evil.example`. */
function withoutBackslashUrls(options: IOptions): IOptions {
  return {
    ...options,
    transformTags: {
      "*": (tagName, attribs) => {
        const kept = Object.fromEntries(
          Object.entries(attribs).filter(([name, value]) => !(["href", "src"].includes(name) && value.includes("\\"))),
        );
        return { tagName, attribs: kept };
      },
    },
  };
}

const RICH_TEXT = withoutBackslashUrls(richText);
const FRAGMENT = withoutBackslashUrls(fragment);
const RAW_HTML = withoutBackslashUrls(rawHtml);

export const sanitiseRichText = (html: string): string => sanitizeHtml(html, RICH_TEXT);
export const sanitiseFragment = (html: string): string => sanitizeHtml(html, FRAGMENT);
export const sanitiseRawHtml = (html: string): string => sanitizeHtml(html, RAW_HTML);

/** For nullable fields: null stays null. */
export const sanitiseOptionalRichText = (html: string | null): string | null =>
  html === null ? null : sanitiseRichText(html);
