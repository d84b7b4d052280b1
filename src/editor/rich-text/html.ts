import {
  type Attrs,
  type DOMOutputSpec,
  DOMParser,
  DOMSerializer,
  type Node,
  type Schema,
} from "@milkdown/kit/prose/model";

/**
 * Stored HTML in and out of the editor's document, through ProseMirror's DOM parser and
 * serialiser rather than Markdown, so what the sanitiser keeps comes back as it was.
 */

/**
 * The HTML as an element of an inert document: nothing in it loads or runs while it is read
 * (an `<img onerror>` in a detached element of the page's document would).
 */
export function inertBody(html: string): HTMLElement {
  return new window.DOMParser().parseFromString(html, "text/html").body;
}

/** The document for stored HTML: what the schema has no place for goes, its text stays. */
export function parseRichText(schema: Schema, html: string): Node {
  return DOMParser.fromSchema(schema).parse(inertBody(html));
}

/**
 * A link's attributes in the page and in the editor: a new window always goes with
 * `rel="noopener noreferrer"`, as the sanitiser writes it.
 */
export function linkAttributes(attrs: Attrs): Record<string, string> {
  return {
    href: attrs.href,
    ...(attrs.title ? { title: attrs.title } : {}),
    ...(attrs.newWindow ? { target: "_blank", rel: "noopener noreferrer" } : {}),
  };
}

/**
 * Plain tags without the editor's data attributes, in the sanitiser's vocabulary (SPEC §5):
 * `<p>`, `<br>`, `<strong>`, `<em>`, `<a href>` (with `target="_blank" rel="noopener noreferrer"`
 * for a new window), `<ul>`, `<ol>`, `<li>`.
 */
const serialiser = new DOMSerializer(
  {
    // As in DOMSerializer.fromSchema: a string becomes a text node (its type leaves strings out).
    text: (node) => node.text as unknown as DOMOutputSpec,
    paragraph: () => ["p", 0],
    hardbreak: () => ["br"],
    bullet_list: () => ["ul", 0],
    ordered_list: () => ["ol", 0],
    list_item: () => ["li", 0],
  },
  {
    strong: () => ["strong", 0],
    emphasis: () => ["em", 0],
    link: (mark) => ["a", linkAttributes(mark.attrs), 0],
  },
);

/**
 * The document as HTML to store. A list item is a paragraph in the schema; one whose text is a
 * single paragraph (the common `<li>text</li>`, also with a nested list after it) is written
 * without the `<p>`. A document without text is the empty string, so a required field stays
 * empty.
 */
export function serialiseRichText(doc: Node): string {
  if (doc.textContent.trim() === "") return "";
  const container = document.createElement("div");
  container.append(serialiser.serializeFragment(doc.content));
  for (const item of container.querySelectorAll("li")) {
    const paragraphs = [...item.children].filter((child) => child.tagName === "P");
    const [first] = paragraphs;
    if (paragraphs.length === 1 && first === item.firstElementChild && first === item.firstChild) {
      first.replaceWith(...first.childNodes);
    }
  }
  // The sanitiser writes void elements XHTML-style; stored HTML has `<br />`. (Text cannot hold
  // a literal `<br>`: innerHTML escapes it.)
  return container.innerHTML.replaceAll("<br>", "<br />");
}
