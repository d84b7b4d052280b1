// @vitest-environment happy-dom
import { act, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { editableModule as module } from "../editable-module.test-helper";
import { renderInIsland } from "../island.test-helper";
import type { ModuleActions, Selection } from "../selection";
import type { Container } from "../tree";
import { OUTLINE_ID } from "./outline-open";
import { StructurePanel } from "./StructurePanel";

const alpha = module(2, "headline", { parent: 1, column_index: 0, position: 0, content: "Alpha" });
const beta = module(3, "headline", { parent: 1, column_index: 0, position: 1, content: "Beta" });
const section = module(1, "section", { layout: 3, columns: [{ index: 0, classes: "", children: [alpha, beta] }] });

/** Sets the selection as the page does (outside the outline); set by the rendered page. */
let selectOnPageNow = (_selection: Selection | null) => {};

/** The outline as the page editor holds it, with the page's selection. */
function Page({
  initial,
  actions,
  onSelect,
  open,
}: {
  initial: Selection | null;
  actions: ModuleActions;
  onSelect: (selection: Selection) => void;
  open: boolean;
}) {
  const [selection, setSelection] = useState(initial);
  const [shown, setShown] = useState(open);
  selectOnPageNow = setSelection;
  return (
    <>
      <button type="button" aria-controls={OUTLINE_ID} aria-expanded={shown} onClick={() => setShown(!shown)}>
        Gliederung
      </button>
      <StructurePanel
        lang="de"
        modules={[section]}
        actions={actions}
        selected={selection}
        onSelect={onSelect}
        open={shown}
        onClose={() => setShown(false)}
      />
    </>
  );
}

/** The outline with actions that record each move; `answer` is what a move answers, when it does. */
async function outline({
  answer = async () => true,
  selected = null,
  open = true,
}: {
  answer?: (moved: number) => Promise<boolean>;
  selected?: Selection | null;
  open?: boolean;
} = {}) {
  const moves: [number, string, number][] = [];
  const selections: Selection[] = [];
  const actions = {
    edit: vi.fn(),
    move: async (moved: { id: number }, container: Container, index: number) => {
      moves.push([moved.id, container.key, index]);
      return answer(moved.id);
    },
    copy: vi.fn(),
    remove: vi.fn(),
    undo: vi.fn(),
    insertAt: vi.fn(),
  } satisfies ModuleActions;
  await renderInIsland(
    <Page initial={selected} actions={actions} onSelect={(chosen) => selections.push(chosen)} open={open} />,
  );
  const button = (name: string) => {
    const found = [...document.querySelectorAll("button")].find(
      (candidate) => (candidate.getAttribute("aria-label") ?? candidate.textContent) === name,
    );
    if (!found) throw new Error(`no button ${name}`);
    return found;
  };
  // As a pointer clicks: the press first (it closes any other open menu), then the click.
  const click = (name: string) =>
    act(async () => {
      button(name).dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
      button(name).click();
    });
  /** Opens a module's actions menu and answers its entries. */
  const menu = async (label: string) => {
    await click(`Aktionen für ${label}`);
    const opened = document.querySelector(`[role="menu"][aria-label="Aktionen für ${label}"]`);
    return [...(opened?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];
  };
  const choose = async (label: string, entry: string) => {
    const found = (await menu(label)).find((item) => item.textContent === entry);
    if (!found) throw new Error(`no entry ${entry}`);
    await act(async () => found.click());
  };
  const selectOnPage = (selection: Selection | null) => act(async () => selectOnPageNow(selection));
  return { actions, moves, selections, button, click, menu, choose, selectOnPage };
}

const names = () => [...document.querySelectorAll(".editor-structure__name")].map((name) => name.textContent);

describe("the outline's rows", () => {
  it("has one row per module and column, sections named by their first heading", async () => {
    await outline();
    expect(names()).toEqual(["Sektion: Alpha", "Spalte 1", "Überschrift: Alpha", "Überschrift: Beta", "Spalte 2"]);
    expect(document.querySelector("nav")?.getAttribute("aria-label")).toBe("Seitenaufbau");
  });

  it("offers each module's actions in one menu, a section's with Undo", async () => {
    const { menu } = await outline();
    const entries = (items: HTMLElement[]) => items.map((item) => item.textContent);
    expect(entries(await menu("Überschrift: Alpha"))).toEqual([
      "Bearbeiten",
      "Nach oben",
      "Nach unten",
      "Verschieben nach …",
      "Kopieren",
      "Löschen",
    ]);
    expect(entries(await menu("Sektion: Alpha"))).toContain("Rückgängig");
  });

  it("acts through the module actions and closes the menu, focus back on its button", async () => {
    const { actions, button, choose } = await outline();
    await choose("Überschrift: Beta", "Bearbeiten");
    expect(actions.edit).toHaveBeenCalledWith(beta);
    expect(document.querySelector('[role="menu"]')).toBeNull();
    expect(document.activeElement).toBe(button("Aktionen für Überschrift: Beta"));
    await choose("Überschrift: Alpha", "Kopieren");
    await choose("Überschrift: Alpha", "Löschen");
    await choose("Sektion: Alpha", "Rückgängig");
    expect(actions.copy).toHaveBeenCalledWith(alpha);
    expect(actions.remove).toHaveBeenCalledWith(alpha);
    expect(actions.undo).toHaveBeenCalledWith(section);
  });

  it("moves through its menu with the arrow keys, and Escape returns focus to the button", async () => {
    const { button, menu } = await outline();
    const items = await menu("Überschrift: Alpha");
    expect(document.activeElement).toBe(items[0]);
    const key = (name: string) =>
      act(async () => {
        document.activeElement?.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true }));
      });
    // "Nach oben" is disabled for the first module: Arrow Down skips it.
    await key("ArrowDown");
    expect(document.activeElement?.textContent).toBe("Nach unten");
    await key("End");
    expect(document.activeElement?.textContent).toBe("Löschen");
    await key("ArrowDown");
    expect(document.activeElement?.textContent).toBe("Bearbeiten");
    await key("Escape");
    expect(document.querySelector('[role="menu"]')).toBeNull();
    expect(document.activeElement).toBe(button("Aktionen für Überschrift: Alpha"));
  });

  it("adds a module at a column's end", async () => {
    const { actions, click } = await outline();
    await click("Modul hinzufügen (Spalte 2): Sektion: Alpha");
    expect(actions.insertAt).toHaveBeenCalledWith(expect.objectContaining({ key: "col:1:1" }), 0);
    await click("Modul hinzufügen (Spalte 1): Sektion: Alpha");
    expect(actions.insertAt).toHaveBeenLastCalledWith(expect.objectContaining({ key: "col:1:0" }), 2);
  });
});

describe("the selection", () => {
  it("selects a module or a column by its name", async () => {
    const { selections, click } = await outline();
    await click("Überschrift: Beta");
    await click("Spalte 2: Sektion: Alpha");
    expect(selections).toEqual([
      { kind: "module", id: 3 },
      { kind: "column", sectionId: 1, index: 1 },
    ]);
  });

  it("marks the page's selection and scrolls it into view when it changes", async () => {
    const scrolled: string[] = [];
    vi.spyOn(HTMLElement.prototype, "scrollIntoView").mockImplementation(function (this: HTMLElement) {
      scrolled.push(this.textContent ?? "");
    });
    const { button, selectOnPage } = await outline({ selected: { kind: "module", id: 2 } });
    const current = () => [...document.querySelectorAll('[aria-current="true"]')].map((name) => name.textContent);
    expect(current()).toEqual(["Überschrift: Alpha"]);
    expect(button("Überschrift: Alpha").parentElement?.classList).toContain("editor-structure__row--selected");
    await selectOnPage({ kind: "column", sectionId: 1, index: 1 });
    expect(current()).toEqual(["Spalte 2"]);
    expect(scrolled).toEqual(["Überschrift: Alpha", "Spalte 2"]);
    vi.restoreAllMocks();
  });

  it("is hidden while closed", async () => {
    await outline({ open: false });
    expect(document.querySelector("nav")?.hidden).toBe(true);
  });

  it("closes by its own button, and focus goes to the toggle that opens it again", async () => {
    const { button, click } = await outline();
    await click("Seitenaufbau schließen");
    expect(document.querySelector("nav")?.hidden).toBe(true);
    expect(document.activeElement).toBe(button("Gliederung"));
  });
});

describe("moving in the outline", () => {
  it("moves one place up or down among the other modules of the container", async () => {
    const { moves, menu, choose } = await outline();
    const entry = async (label: string, name: string) =>
      (await menu(label)).find((item) => item.textContent === name) as HTMLButtonElement;
    expect((await entry("Überschrift: Alpha", "Nach oben")).disabled).toBe(true);
    expect((await entry("Überschrift: Beta", "Nach unten")).disabled).toBe(true);
    await choose("Überschrift: Alpha", "Nach unten");
    await choose("Überschrift: Beta", "Nach oben");
    expect(moves).toEqual([
      [2, "col:1:0", 1],
      [3, "col:1:0", 0],
    ]);
  });

  it("shows a move at once, and the module back in its place when the move fails", async () => {
    let fail = (_saved: boolean) => {};
    const { choose } = await outline({ answer: () => new Promise((resolve) => (fail = resolve)) });
    await choose("Überschrift: Alpha", "Nach unten");
    expect(names().slice(2, 4)).toEqual(["Überschrift: Beta", "Überschrift: Alpha"]);
    await act(async () => fail(false));
    expect(names().slice(2, 4)).toEqual(["Überschrift: Alpha", "Überschrift: Beta"]);
  });

  it("moves to the place chosen in the Move to dialog, and focus returns to the module's menu button", async () => {
    const { moves, button, click, choose } = await outline();
    await choose("Überschrift: Beta", "Verschieben nach …");
    const dialog = document.querySelector("dialog");
    expect(dialog?.textContent).toContain("„Überschrift: Beta“ verschieben nach …");
    expect(button("Nach „Überschrift: Alpha“ (jetzige Stelle)").disabled).toBe(true);
    expect([...(dialog?.querySelectorAll("legend") ?? [])].map((legend) => legend.textContent)).toEqual([
      "Sektion: Alpha, Spalte 1",
      "Sektion: Alpha, Spalte 2",
    ]);
    await click("An den Anfang");
    expect(moves).toEqual([[3, "col:1:0", 0]]);
    expect(document.querySelector("dialog")).toBeNull();
    expect(document.activeElement).toBe(button("Aktionen für Überschrift: Beta"));
  });

  it("offers every module a drag handle named for it", async () => {
    const { button } = await outline();
    const handle = button("Ziehen: Überschrift: Alpha");
    expect(handle.getAttribute("aria-roledescription")).toBe("ziehbar");
    expect(handle.getAttribute("aria-describedby")).toBeTruthy();
  });
});
