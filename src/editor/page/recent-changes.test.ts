import { describe, expect, it } from "vitest";
import { editableModule } from "../editable-module.test-helper";
import { canUndo, newestOf, type RecentChange, sectionAround } from "./recent-changes";

const change = (seq: number, section: number | null, undone = false): RecentChange => ({
  seq,
  path: "ueber-uns",
  action: "edit",
  subject: `Änderung ${seq}`,
  section: section === null ? null : { id: section, model: "section" },
  undone,
});

describe("recent changes", () => {
  it("offers undo only for the newest change of each section not yet undone, and none without a backup", () => {
    const changes = [change(4, null), change(3, 1), change(2, 9), change(1, 1)];
    expect(changes.map((entry) => canUndo(changes, entry))).toEqual([false, true, true, false]);
    const afterUndo = [change(3, 1, true), change(1, 1)];
    expect(afterUndo.map((entry) => canUndo(afterUndo, entry))).toEqual([false, true]);
  });

  it("names the change an undo of a section takes back: its newest not undone", () => {
    const changes = [change(3, 1, true), change(2, 1), change(1, 1)];
    expect(newestOf(changes, 1)?.seq).toBe(2);
    expect(newestOf(changes, 5)).toBeUndefined();
  });

  it("finds the section around a module in a list in a column", () => {
    const item = editableModule(4, "faq_item", { parent: 3 });
    const list = editableModule(3, "faq", { parent: 1, column_index: 0, children: [item] });
    const section = editableModule(1, "section", { layout: 0, columns: [{ index: 0, classes: "", children: [list] }] });
    expect(sectionAround([section], 4)?.id).toBe(1);
    expect(sectionAround([section], 1)?.id).toBe(1);
    expect(sectionAround([section], 99)).toBeNull();
  });
});
