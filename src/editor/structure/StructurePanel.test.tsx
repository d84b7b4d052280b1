// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { editableModule as module } from "../editable-module.test-helper";
import { type RenderedIsland, renderInIsland } from "../island.test-helper";
import type { ModuleActions } from "../selection";
import type { Container } from "../tree";
import { StructurePanel } from "./StructurePanel";

const alpha = module(2, "headline", { parent: 1, column_index: 0, position: 0, content: "Alpha" });
const beta = module(3, "headline", { parent: 1, column_index: 0, position: 1, content: "Beta" });
const section = module(1, "section", { layout: 3, columns: [{ index: 0, classes: "", children: [alpha, beta] }] });

let island: RenderedIsland | null = null;
afterEach(() => {
  island?.unmount();
  island = null;
});

/** The panel with actions that record each move; `answer` is what a move answers, when it does. */
async function panel(answer: (moved: number) => Promise<boolean> = async () => true) {
  const moves: [number, string, number][] = [];
  const actions: ModuleActions = {
    edit: vi.fn(),
    move: async (moved: { id: number }, container: Container, index: number) => {
      moves.push([moved.id, container.key, index]);
      return answer(moved.id);
    },
    copy: vi.fn(),
    remove: vi.fn(),
    undo: vi.fn(),
    insertAt: vi.fn(),
  };
  island = await renderInIsland(<StructurePanel lang="de" modules={[section]} actions={actions} />);
  const button = (name: string) => {
    const found = [...document.querySelectorAll("button")].find(
      (candidate) => (candidate.getAttribute("aria-label") ?? candidate.textContent) === name,
    );
    if (!found) throw new Error(`no button ${name}`);
    return found;
  };
  const click = (name: string) => act(async () => button(name).click());
  return { moves, button, click };
}

describe("moving in the structure panel", () => {
  it("moves one place up or down among the other modules of the container", async () => {
    const { moves, button, click } = await panel();
    expect(button("Nach oben: Überschrift: Alpha").disabled).toBe(true);
    expect(button("Nach unten: Überschrift: Beta").disabled).toBe(true);
    await click("Nach unten: Überschrift: Alpha");
    await click("Nach oben: Überschrift: Beta");
    expect(moves).toEqual([
      [2, "col:1:0", 1],
      [3, "col:1:0", 0],
    ]);
  });

  it("shows a move at once, and the module back in its place when the move fails", async () => {
    let fail = (_saved: boolean) => {};
    const { click } = await panel(() => new Promise((resolve) => (fail = resolve)));
    const order = () => [...document.querySelectorAll(".editor-structure__label")].map((label) => label.textContent);
    await click("Nach unten: Überschrift: Alpha");
    expect(order()).toEqual(["Sektion 50-50", "Überschrift: Beta", "Überschrift: Alpha"]);
    await act(async () => fail(false));
    expect(order()).toEqual(["Sektion 50-50", "Überschrift: Alpha", "Überschrift: Beta"]);
  });

  it("moves to the place chosen in the Move to dialog, and focus returns to the module's control", async () => {
    const { moves, button, click } = await panel();
    await click("Verschieben nach …: Überschrift: Beta");
    const dialog = document.querySelector("dialog");
    expect(dialog?.textContent).toContain("„Überschrift: Beta“ verschieben nach …");
    expect(button("Nach „Überschrift: Alpha“ (jetzige Stelle)").disabled).toBe(true);
    expect([...(dialog?.querySelectorAll("legend") ?? [])].map((legend) => legend.textContent)).toEqual([
      "Sektion 50-50, Spalte 1",
      "Sektion 50-50, Spalte 2",
    ]);
    await click("An den Anfang");
    expect(moves).toEqual([[3, "col:1:0", 0]]);
    expect(document.querySelector("dialog")).toBeNull();
    expect(document.activeElement).toBe(button("Verschieben nach …: Überschrift: Beta"));
  });

  it("offers every module a drag handle named for it", async () => {
    const { button } = await panel();
    const handle = button("Ziehen: Überschrift: Alpha");
    expect(handle.getAttribute("aria-roledescription")).toBe("ziehbar");
    expect(handle.getAttribute("aria-describedby")).toBeTruthy();
  });
});
