// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it } from "vitest";
import { inputLabelled, renderInIsland, typeInto, waitFor } from "../island.test-helper";
import { RichTextEditor } from "../rich-text/RichTextEditor";
import { ModuleDialog } from "./ModuleDialog";

const widgets = {
  RichText: RichTextEditor,
  chooseImage: async () => null,
  chooseLink: async () => null,
  chooseEvent: async () => null,
};

const stored = { content: "<p>Spielzeit</p>", anchor: "programm", decrease_distance: false };

/** The text module's edit dialog on `stored`; `closed` counts its onClose calls. */
async function openDialog() {
  const closed = { count: 0 };
  await renderInIsland(
    <ModuleDialog
      model="text"
      title="Text bearbeiten"
      initial={stored}
      widgets={widgets}
      onSave={async () => null}
      onClose={() => {
        closed.count += 1;
      }}
    />,
  );
  const anchor = await waitFor(() => inputLabelled("Anker (für Sprunglinks)"), "the anchor field");
  await waitFor(() => document.querySelector<HTMLElement>(".ProseMirror"), "the rich text box");
  return { closed, anchor };
}

const buttonNamed = (name: string) =>
  Array.from(document.querySelectorAll<HTMLButtonElement>("dialog button")).find(
    (button) => button.textContent === name || button.getAttribute("aria-label") === name,
  );

const question = () => document.querySelector('[role="alertdialog"]');

function pressEscape(target: Element) {
  act(() => {
    target.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true }));
  });
}

describe("closing the module dialog", () => {
  it("closes at once by Escape while nothing changed", async () => {
    const { closed, anchor } = await openDialog();
    pressEscape(anchor);
    expect(question()).toBeNull();
    expect(closed.count).toBe(1);
  });

  it.each([
    ["Escape", (field: HTMLElement) => pressEscape(field)],
    ["×", () => act(() => buttonNamed("Schließen")?.click())],
    ["Cancel", () => act(() => buttonNamed("Abbrechen")?.click())],
  ])("asks before dropping changed text on %s; 'Keep editing' has the focus and keeps the text", async (_, leave) => {
    const { closed, anchor } = await openDialog();
    typeInto(anchor, "spielplan");
    leave(anchor);
    expect(question()?.textContent).toContain("Ungespeicherte Änderungen verwerfen?");
    expect(document.activeElement?.textContent).toBe("Weiter bearbeiten");
    expect(closed.count).toBe(0);
    act(() => buttonNamed("Weiter bearbeiten")?.click());
    expect(question()).toBeNull();
    expect(anchor.value).toBe("spielplan");
    expect(document.activeElement).toBe(anchor);
    expect(closed.count).toBe(0);
  });

  it("closes after 'Discard'", async () => {
    const { closed, anchor } = await openDialog();
    typeInto(anchor, "spielplan");
    act(() => buttonNamed("Abbrechen")?.click());
    act(() => buttonNamed("Verwerfen")?.click());
    expect(closed.count).toBe(1);
  });

  it("takes Escape in the rich text box like in every other field", async () => {
    const { closed, anchor } = await openDialog();
    const richText = document.querySelector<HTMLElement>(".ProseMirror");
    if (!richText) throw new Error("no rich text box");
    pressEscape(richText);
    expect(closed.count).toBe(1);

    closed.count = 0;
    typeInto(anchor, "spielplan");
    pressEscape(richText);
    expect(question()).not.toBeNull();
    expect(closed.count).toBe(0);
  });

  it("asks before the page is left or reloaded only while it holds unsaved changes", async () => {
    const { anchor } = await openDialog();
    const leaving = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leaving()).toBe(false);
    typeInto(anchor, "spielplan");
    expect(leaving()).toBe(true);
    typeInto(anchor, "programm");
    expect(leaving()).toBe(false);
  });
});
