// @vitest-environment happy-dom
import { act, StrictMode, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EditorContext, type EditorContextValue } from "../context";
import { RichTextEditor } from "./RichTextEditor";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

const island = (lang: "de" | "en"): EditorContextValue => ({ lang, alert: () => {}, refresh: async () => {} });

interface Setup {
  lang?: "de" | "en";
  value?: string;
  invalid?: boolean;
  strict?: boolean;
}

/** The editor in a field of its own, as a module form holds it: `value` follows `onChange`. */
function Field({
  initial,
  invalid,
  changes,
  outside,
}: {
  initial: string;
  invalid: boolean;
  changes: string[];
  outside: { setValue?: (value: string) => void };
}) {
  const [current, setCurrent] = useState(initial);
  outside.setValue = setCurrent;
  return (
    <>
      <span id="label">Text</span>
      <span id="hint">Hint</span>
      <RichTextEditor
        id="content"
        value={current}
        onChange={(html) => {
          changes.push(html);
          setCurrent(html);
        }}
        labelledBy="label"
        describedBy="hint"
        invalid={invalid}
      />
    </>
  );
}

/** Mounts a Field in the island's context and waits for the editor. */
async function mount({ lang = "en", value = "<p>Hallo</p>", invalid = false, strict = false }: Setup = {}) {
  const changes: string[] = [];
  const outside: { setValue?: (value: string) => void } = {};
  const container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    const field = (
      <EditorContext.Provider value={island(lang)}>
        <Field initial={value} invalid={invalid} changes={changes} outside={outside} />
      </EditorContext.Provider>
    );
    root?.render(strict ? <StrictMode>{field}</StrictMode> : field);
  });
  await act(() => vi.waitFor(() => expect(container.querySelector(".ProseMirror")).not.toBeNull()));
  const button = (name: string) => {
    const found = container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
    if (!found) throw new Error(`no button ${name}`);
    return found;
  };
  return {
    container,
    changes,
    textbox: () => container.querySelector<HTMLElement>('[role="textbox"]'),
    button,
    setValue: (next: string) => act(() => outside.setValue?.(next)),
    click: (element: HTMLElement) => act(() => element.click()),
  };
}

async function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
  await act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

const field = (container: HTMLElement, label: string) => {
  const labelled = [...container.querySelectorAll("label")].find((element) => element.textContent === label);
  const input = labelled?.htmlFor
    ? container.querySelector<HTMLInputElement>(`#${CSS.escape(labelled.htmlFor)}`)
    : labelled?.querySelector("input");
  if (!input) throw new Error(`no field ${label}`);
  return input;
};

describe("RichTextEditor", () => {
  it("is a labelled multi-line textbox with the form's description and state", async () => {
    const view = await mount({ invalid: true });
    const textbox = view.textbox();
    expect(textbox?.id).toBe("content");
    expect(textbox?.getAttribute("aria-multiline")).toBe("true");
    expect(textbox?.getAttribute("aria-labelledby")).toBe("label");
    expect(textbox?.getAttribute("aria-describedby")).toBe("hint");
    expect(textbox?.getAttribute("aria-invalid")).toBe("true");
    expect(textbox?.getAttribute("contenteditable")).toBe("true");
    expect(textbox?.innerHTML).toBe("<p>Hallo</p>");
  });

  it("has the toolbar of SPEC §5, one tab stop, in English and German", async () => {
    const view = await mount();
    const toolbar = view.container.querySelector('[role="toolbar"]');
    expect(toolbar?.getAttribute("aria-controls")).toBe("content");
    const buttons = [...view.container.querySelectorAll<HTMLButtonElement>('[role="toolbar"] button')];
    expect(buttons.map((button) => button.getAttribute("aria-label"))).toEqual([
      "Bold",
      "Italic",
      "Link",
      "Bulleted list",
      "Numbered list",
      "Undo",
      "Redo",
    ]);
    expect(buttons.map((button) => button.tabIndex)).toEqual([0, -1, -1, -1, -1, -1, -1]);
    expect(view.button("Undo").getAttribute("aria-disabled")).toBe("true");
    await act(() => buttons[0]?.focus());
    await act(() => toolbar?.dispatchEvent(new KeyboardEvent("keydown", { key: "End", bubbles: true })));
    expect(document.activeElement).toBe(buttons[6]);
    expect(buttons.map((button) => button.tabIndex)).toEqual([-1, -1, -1, -1, -1, -1, 0]);
    await act(async () => root?.unmount());

    const german = await mount({ lang: "de" });
    expect(
      [...german.container.querySelectorAll('[role="toolbar"] button')].map((b) => b.getAttribute("aria-label")),
    ).toEqual(["Fett", "Kursiv", "Link", "Aufzählung", "Nummerierte Liste", "Rückgängig", "Wiederholen"]);
  });

  it("formats, shows the state pressed, and undoes", async () => {
    const view = await mount();
    await view.click(view.button("Bulleted list"));
    expect(view.changes.at(-1)).toBe("<ul><li>Hallo</li></ul>");
    expect(view.button("Bulleted list").getAttribute("aria-pressed")).toBe("true");
    expect(view.button("Numbered list").getAttribute("aria-pressed")).toBe("false");
    await view.click(view.button("Bold"));
    expect(view.button("Bold").getAttribute("aria-pressed")).toBe("true");
    await view.click(view.button("Undo"));
    expect(view.changes.at(-1)).toBe("<p>Hallo</p>");
    await view.click(view.button("Redo"));
    expect(view.changes.at(-1)).toBe("<ul><li>Hallo</li></ul>");
  });

  it("makes a link in a new window, refusing javascript:", async () => {
    const view = await mount();
    await view.click(view.button("Link"));
    const url = field(view.container, "Address");
    expect(document.activeElement).toBe(url);
    await type(url, "javascript:alert(1)");
    await view.click(screenButton(view.container, "Apply"));
    expect(view.container.querySelector(".rich-text-editor__problem")?.textContent).toBe(
      "Only https://, http://, mailto: and tel: addresses are allowed.",
    );
    expect(url.getAttribute("aria-invalid")).toBe("true");
    expect(view.changes).toEqual([]);

    await type(url, "www.example.org");
    await type(field(view.container, "Link text"), "Beispiel");
    await view.click(field(view.container, "Open new Window"));
    await view.click(screenButton(view.container, "Apply"));
    expect(view.changes.at(-1)).toBe(
      '<p><a href="https://www.example.org" target="_blank" rel="noopener noreferrer">Beispiel</a>Hallo</p>',
    );
    expect(view.container.querySelector("fieldset")).toBeNull();
    // The cursor stands after the new link, outside it.
    expect(view.button("Link").getAttribute("aria-pressed")).toBe("false");
  });

  it("edits and removes an existing link", async () => {
    const view = await mount({ value: '<p><a href="/de/a" target="_blank" rel="noopener noreferrer">Seite</a></p>' });
    await view.click(view.button("Link"));
    const url = field(view.container, "Address");
    expect(url.value).toBe("/de/a");
    expect(field(view.container, "Link text").value).toBe("Seite");
    expect(field(view.container, "Open new Window").checked).toBe(true);
    await type(url, "/de/b");
    await view.click(field(view.container, "Open new Window"));
    await view.click(screenButton(view.container, "Apply"));
    expect(view.changes.at(-1)).toBe('<p><a href="/de/b">Seite</a></p>');
    await view.click(view.button("Link"));
    await view.click(screenButton(view.container, "Remove link"));
    expect(view.changes.at(-1)).toBe("<p>Seite</p>");
  });

  it("closes the link form on Escape without a change, and keeps Enter from the form around it", async () => {
    const view = await mount();
    await view.click(view.button("Link"));
    const url = field(view.container, "Address");
    await type(url, "/de/x");
    const enter = new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true });
    await act(() => url.dispatchEvent(enter));
    expect(enter.defaultPrevented).toBe(true);
    expect(view.changes.at(-1)).toBe('<p><a href="/de/x">/de/x</a>Hallo</p>');
    await view.click(view.button("Link"));
    const escapeKey = new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true });
    await act(() => field(view.container, "Address").dispatchEvent(escapeKey));
    expect(escapeKey.defaultPrevented).toBe(true);
    expect(view.container.querySelector("fieldset")).toBeNull();
  });

  it("answers the keyboard shortcuts", async () => {
    const view = await mount({ value: "<p>Wort</p>" });
    const textbox = view.textbox();
    if (!textbox) throw new Error("no textbox");
    const mod = /Mac|iP(hone|[oa]d)/.test(navigator.platform) ? { metaKey: true } : { ctrlKey: true };
    const press = (key: string, shift = false) =>
      act(() => {
        textbox.dispatchEvent(
          new KeyboardEvent("keydown", { key, shiftKey: shift, ...mod, bubbles: true, cancelable: true }),
        );
      });
    await press("b");
    expect(view.button("Bold").getAttribute("aria-pressed")).toBe("true");
    await press("i");
    expect(view.button("Italic").getAttribute("aria-pressed")).toBe("true");
    await view.click(view.button("Numbered list"));
    expect(view.changes.at(-1)).toBe("<ol><li>Wort</li></ol>");
    await press("z");
    expect(view.changes.at(-1)).toBe("<p>Wort</p>");
    await press("z", true);
    expect(view.changes.at(-1)).toBe("<ol><li>Wort</li></ol>");
    await press("k");
    expect(view.container.querySelector("fieldset legend")?.textContent).toBe("Edit link");
  });

  it("makes one editor under StrictMode's double effects", async () => {
    const view = await mount({ strict: true });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(view.container.querySelectorAll(".ProseMirror")).toHaveLength(1);
    expect(view.button("Bold").getAttribute("aria-disabled")).toBeNull();
  });

  it("keeps its newest text when the form's value catches up with an older report of its own", async () => {
    const view = await mount();
    await view.click(view.button("Bulleted list"));
    const older = view.changes.at(-1) ?? "";
    await view.click(view.button("Numbered list"));
    expect(view.changes.at(-1)).toBe("<ol><li>Hallo</li></ol>");
    // The parent, a render behind, hands the editor its first report again.
    await view.setValue(older);
    expect(view.textbox()?.querySelector("ol")?.textContent).toBe("Hallo");
    expect(view.textbox()?.querySelector("ul")).toBeNull();
  });

  it("takes a new value from outside without reporting it as a change", async () => {
    const view = await mount();
    await view.setValue("<p>Neu <em>geladen</em></p>");
    expect(view.textbox()?.innerHTML).toBe("<p>Neu <em>geladen</em></p>");
    expect(view.changes).toEqual([]);
  });
});

function screenButton(container: HTMLElement, name: string) {
  const found = [...container.querySelectorAll("button")].find((button) => button.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}
