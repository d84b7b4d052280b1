// @vitest-environment happy-dom
import { type Command, TextSelection } from "@milkdown/kit/prose/state";
import { afterEach, describe, expect, it } from "vitest";
import { sanitiseRichText } from "../../lib/html-sanitiser";
import { linkAround, removeLink, setLink, toggleList, toggleMarkNamed, toolbarState } from "./commands";
import { createRichTextEditor, type RichTextInstance } from "./editor";
import { serialiseRichText } from "./html";

// happy-dom's style sheets lack the legacy `rules` alias ProseMirror reads when pasted HTML has a <style>.
if (!("rules" in CSSStyleSheet.prototype)) {
  Object.defineProperty(CSSStyleSheet.prototype, "rules", {
    get(this: CSSStyleSheet) {
      return this.cssRules;
    },
  });
}

let running: RichTextInstance[] = [];
afterEach(async () => {
  await Promise.all(running.map((editor) => editor.destroy()));
  running = [];
  document.body.replaceChildren();
});

async function editorWith(html: string) {
  const changes: string[] = [];
  const root = document.createElement("div");
  document.body.append(root);
  const editor = await createRichTextEditor(root, {
    html,
    onChange: (changed) => changes.push(changed),
    onUpdate: () => {},
    onLinkShortcut: () => {},
  });
  running.push(editor);
  const { view } = editor;
  return {
    editor,
    view,
    changes,
    html: () => serialiseRichText(view.state.doc),
    /** Selects the first occurrence of `text` (within one text node). */
    select(text: string) {
      let found: TextSelection | null = null;
      view.state.doc.descendants((node, pos) => {
        const at = node.isText ? (node.text ?? "").indexOf(text) : -1;
        if (found === null && at >= 0) found = TextSelection.create(view.state.doc, pos + at, pos + at + text.length);
      });
      if (!found) throw new Error(`no text ${text}`);
      view.dispatch(view.state.tr.setSelection(found));
    },
    run(command: Command) {
      return command(view.state, view.dispatch, view);
    },
  };
}

describe("stored HTML in and out", () => {
  it("gives back the allowed vocabulary as it came", async () => {
    const samples = [
      '<p>Hallo <strong>fett</strong> <a href="/de/x">Link</a></p><ul><li>eins</li><li>zwei</li></ul>',
      "<p><em>kursiv</em> und <strong><em>beides</em></strong><br />neue Zeile</p><ol><li>a</li><li>b<ul><li>c</li></ul></li></ol>",
      '<p><a href="https://example.org/" target="_blank" rel="noopener noreferrer">extern</a> &amp; &lt;mehr&gt;</p>',
      "<p>a</p><p></p><p>b</p>",
      "<ul><li><p>erster Absatz</p><p>zweiter</p></li></ul>",
      '<p><a href="mailto:kasse@example.org" title="Kasse">Kasse</a> <a href="tel:+4930123">Anruf</a></p>',
    ];
    for (const html of samples) {
      const editor = await editorWith(html);
      expect(editor.html()).toBe(html);
      expect(sanitiseRichText(editor.html())).toBe(html);
    }
  });

  it("reads b and i as strong and em, and writes those", async () => {
    const editor = await editorWith("<p><b>fett</b> <i>kursiv</i></p>");
    expect(editor.html()).toBe("<p><strong>fett</strong> <em>kursiv</em></p>");
  });

  it("reduces what is outside the vocabulary to its text", async () => {
    const editor = await editorWith(
      '<h2>Titel</h2><blockquote>Zitat</blockquote><p class="x" style="color:red">Text <code>code</code> <img src="/a.jpg" alt="Bild"><span lang="en">word</span></p><script>alert(1)</script><table><tr><td>Zelle</td></tr></table>',
    );
    expect(editor.html()).toBe("<p>Titel</p><p>Zitat</p><p>Text code word</p><p>Zelle</p>");
  });

  it("drops links the sanitiser would not keep, keeping their text", async () => {
    const editor = await editorWith('<p><a href="javascript:alert(1)">klick</a> <a href="data:text/html,x">da</a></p>');
    expect(editor.html()).toBe("<p>klick da</p>");
  });

  it("writes an empty document as the empty string", async () => {
    expect((await editorWith("")).html()).toBe("");
    expect((await editorWith("<p> </p>")).html()).toBe("");
  });

  it("reports changes, but not HTML loaded from outside", async () => {
    const editor = await editorWith("<p>eins</p>");
    editor.editor.setHtml("<p>zwei</p>");
    expect(editor.html()).toBe("<p>zwei</p>");
    expect(editor.changes).toEqual([]);
    editor.view.dispatch(editor.view.state.tr.insertText("!", editor.view.state.doc.content.size - 1));
    expect(editor.changes).toEqual(["<p>zwei!</p>"]);
  });
});

describe("paste", () => {
  it("keeps only the vocabulary of pasted HTML", async () => {
    const editor = await editorWith("<p>x</p>");
    editor.select("x");
    editor.view.pasteHTML(
      '<h1 style="color:red">Titel</h1><p onclick="alert(1)">mit <b>fett</b>, <u>unterstrichen</u>, <a href="javascript:alert(1)">böse</a>, <a href="https://example.org" target="_top" class="c">gut</a></p><style>p{}</style><script>alert(1)</script><ul><li>Punkt</li></ul>',
    );
    expect(editor.html()).toBe(
      '<p>Titel</p><p>mit <strong>fett</strong>, unterstrichen, böse, <a href="https://example.org">gut</a></p><ul><li>Punkt</li></ul>',
    );
  });

  it("pastes plain text as paragraphs", async () => {
    const editor = await editorWith("<p>x</p>");
    editor.select("x");
    editor.view.pasteText("erste Zeile\n\nzweite <b>nicht fett</b>");
    expect(editor.html()).toBe("<p>erste Zeile</p><p>zweite &lt;b&gt;nicht fett&lt;/b&gt;</p>");
  });
});

describe("commands", () => {
  it("toggles bold and italic, and the toolbar shows them", async () => {
    const editor = await editorWith("<p>ein Wort</p>");
    editor.select("Wort");
    expect(editor.run(toggleMarkNamed("strong"))).toBe(true);
    expect(editor.run(toggleMarkNamed("emphasis"))).toBe(true);
    expect(editor.html()).toBe("<p>ein <strong><em>Wort</em></strong></p>");
    expect(toolbarState(editor.view.state)).toMatchObject({ strong: true, emphasis: true, undo: true, redo: false });
    editor.run(toggleMarkNamed("strong"));
    expect(editor.html()).toBe("<p>ein <em>Wort</em></p>");
  });

  it("wraps in a list, switches its kind and lifts out of it", async () => {
    const editor = await editorWith("<p>eins</p>");
    editor.select("eins");
    editor.run(toggleList("bullet_list"));
    expect(editor.html()).toBe("<ul><li>eins</li></ul>");
    expect(toolbarState(editor.view.state)).toMatchObject({ bulletList: true, orderedList: false });
    editor.run(toggleList("ordered_list"));
    expect(editor.html()).toBe("<ol><li>eins</li></ol>");
    editor.run(toggleList("ordered_list"));
    expect(editor.html()).toBe("<p>eins</p>");
  });

  it("makes a link that opens a new window, with target and rel", async () => {
    const editor = await editorWith("<p>zum Programm hier</p>");
    editor.select("Programm");
    const { from, to } = editor.view.state.selection;
    editor.run(setLink(from, to, { href: "/de/programm", newWindow: true, text: "Programm" }));
    const html = '<p>zum <a href="/de/programm" target="_blank" rel="noopener noreferrer">Programm</a> hier</p>';
    expect(editor.html()).toBe(html);
    expect(sanitiseRichText(html)).toBe(html);
  });

  it("changes and removes an existing link, over its whole extent", async () => {
    const editor = await editorWith('<p>vor <a href="/de/a">alter <strong>Link</strong></a> nach</p>');
    editor.select("ter");
    const link = linkAround(editor.view.state);
    expect(link && editor.view.state.doc.textBetween(link.from, link.to)).toBe("alter Link");
    if (!link) return;
    editor.run(setLink(link.from, link.to, { href: "https://example.org/", newWindow: false, text: "neuer Link" }));
    expect(editor.html()).toBe('<p>vor <a href="https://example.org/">neuer Link</a> nach</p>');
    editor.select("neuer");
    const changed = linkAround(editor.view.state);
    if (!changed) throw new Error("no link");
    editor.run(removeLink(changed.from, changed.to));
    expect(editor.html()).toBe("<p>vor neuer Link nach</p>");
  });

  it("types plain text at a link's end", async () => {
    const editor = await editorWith('<p><a href="/de/a">Link</a></p>');
    const end = editor.view.state.doc.content.size - 1;
    editor.view.dispatch(editor.view.state.tr.setSelection(TextSelection.create(editor.view.state.doc, end)));
    expect(linkAround(editor.view.state)).toBeNull();
    editor.view.dispatch(editor.view.state.tr.insertText(" mehr"));
    expect(editor.html()).toBe('<p><a href="/de/a">Link</a> mehr</p>');
  });

  it("inserts a link at the cursor with the address as its text when none is given", async () => {
    const editor = await editorWith("<p>Text</p>");
    const end = editor.view.state.doc.content.size - 1;
    editor.view.dispatch(editor.view.state.tr.setSelection(TextSelection.create(editor.view.state.doc, end)));
    editor.run(setLink(end, end, { href: "https://example.org", newWindow: false, text: "" }));
    expect(editor.html()).toBe('<p>Text<a href="https://example.org">https://example.org</a></p>');
  });
});
