// @vitest-environment happy-dom
import type { Active, DroppableContainer, SensorContext } from "@dnd-kit/core";
import { describe, expect, it } from "vitest";
import { editableModule as module } from "../editable-module.test-helper";
import { containersOf, locate } from "../tree";
import {
  beforeId,
  closestDropTarget,
  containerName,
  dropTargetKeys,
  endId,
  moveChoices,
  moveIndex,
  type Slot,
  slotKeyboardCoordinates,
  slotName,
  withMoved,
} from "./move";

const first = module(2, "headline", { parent: 1, column_index: 0, position: 0, content: "Erste" });
const second = module(3, "text", { parent: 1, column_index: 0, position: 2, content: "Zweite" });
const third = module(4, "headline", { parent: 1, column_index: 0, position: 5, content: "Dritte" });
const item = module(6, "faq_item", { parent: 5, position: 0, content: "Frage" });
const faq = module(5, "faq", { parent: 1, column_index: 1, position: 0, children: [item] });
const section = module(1, "section", {
  layout: 3,
  columns: [
    { index: 0, classes: "", children: [first, second, third] },
    { index: 1, classes: "", children: [faq] },
  ],
});
const other = module(7, "section", { position: 1, layout: 3, columns: [] });
const page = [section, other];
const container = (key: string) => {
  const found = containersOf(page).find((c) => c.key === key);
  if (!found) throw new Error(key);
  return found;
};
const column1 = container("col:1:0");
const column2 = container("col:1:1");

describe("moveIndex", () => {
  it("is the index among the other children, or null where the module stays", () => {
    const slot = (index: number): Slot => ({ container: column1, index });
    // Before itself or before its successor: where it is.
    expect(moveIndex(second, slot(1))).toBeNull();
    expect(moveIndex(second, slot(2))).toBeNull();
    expect(moveIndex(second, slot(0))).toBe(0);
    expect(moveIndex(second, slot(3))).toBe(2);
    expect(moveIndex(first, slot(3))).toBe(2);
    expect(moveIndex(third, slot(0))).toBe(0);
  });

  it("counts every child of another container", () => {
    expect(moveIndex(second, { container: column2, index: 0 })).toBe(0);
    expect(moveIndex(second, { container: column2, index: 1 })).toBe(1);
  });
});

describe("withMoved", () => {
  const keys = (modules: ReturnType<typeof withMoved>) =>
    containersOf(modules)
      .filter((c) => c.children.length > 0)
      .map((c) => `${c.key}=${c.children.map((child) => child.id).join(",")}`);

  it("shows the page with a module taken out of its place and put in at the index", () => {
    expect(keys(page)).toEqual(["top=1,7", "col:1:0=2,3,4", "col:1:1=5", "list:5=6"]);
    expect(keys(withMoved(page, 3, "col:1:0", 2))).toEqual(["top=1,7", "col:1:0=2,4,3", "col:1:1=5", "list:5=6"]);
    expect(keys(withMoved(page, 2, "col:7:1", 0))).toEqual([
      "top=1,7",
      "col:1:0=3,4",
      "col:1:1=5",
      "list:5=6",
      "col:7:1=2",
    ]);
    expect(keys(withMoved(page, 7, "top", 0))).toEqual(["top=7,1", "col:1:0=2,3,4", "col:1:1=5", "list:5=6"]);
    // A list module keeps its items when it moves.
    expect(keys(withMoved(page, 5, "col:1:0", 0))).toEqual(["top=1,7", "col:1:0=5,2,3,4", "list:5=6"]);
  });

  it("keeps the page as it is for a module it does not hold", () => {
    expect(withMoved(page, 99, "top", 0)).toEqual(page);
  });
});

describe("moveChoices", () => {
  it("offers the start and after each other module, in every container the type may go", () => {
    const groups = moveChoices(page, second);
    expect(groups.map((group) => group.container.key)).toEqual(["col:1:0", "col:1:1", "col:7:0", "col:7:1"]);
    expect(groups[0]?.choices).toEqual([
      { index: 0, after: null, current: false },
      { index: 1, after: first, current: true },
      { index: 2, after: third, current: false },
    ]);
    expect(groups[1]?.choices).toEqual([
      { index: 0, after: null, current: false },
      { index: 1, after: faq, current: false },
    ]);
    expect(groups[2]?.choices).toEqual([{ index: 0, after: null, current: false }]);
  });

  it("offers a list item only its list, and a section only the top level", () => {
    expect(moveChoices(page, item).map((group) => group.container.key)).toEqual(["list:5"]);
    expect(moveChoices(page, other)).toEqual([
      {
        container: container("top"),
        choices: [
          { index: 0, after: null, current: false },
          { index: 1, after: section, current: true },
        ],
      },
    ]);
  });

  it("never offers a module a place inside itself", () => {
    expect(dropTargetKeys(page, faq)).toEqual(new Set(["col:1:0", "col:1:1", "col:7:0", "col:7:1"]));
    expect(dropTargetKeys(page, null)).toBeNull();
  });
});

describe("names", () => {
  it("names containers and where a drop puts a module", () => {
    expect(containerName(column2, "de")).toBe("Sektion: Erste, Spalte 2");
    expect(containerName(container("top"), "en")).toBe("Page (top level)");
    expect(containerName(container("list:5"), "de")).toBe("FAQ");
    expect(slotName(first, { container: column1, index: 2 }, "de")).toBe(
      "vor „Überschrift: Dritte“ in Sektion: Erste, Spalte 1",
    );
    expect(slotName(first, { container: column1, index: 3 }, "en")).toBe("at the end of Section: Erste, column 1");
    expect(slotName(first, { container: container("col:7:0"), index: 0 }, "de")).toBe(
      "in Leere Sektion (2 Spalten), Spalte 1",
    );
    expect(slotName(first, { container: column1, index: 1 }, "en")).toBe("where it was");
  });
});

/** A droppable at `rect` carrying `slot`, attached to the document so its order counts. */
function droppable(id: string, slot: Slot, rect: { left: number; top: number; width: number; height: number }) {
  const node = document.createElement("div");
  document.body.append(node);
  return {
    container: {
      id,
      key: id,
      data: { current: { slot } },
      disabled: false,
      node: { current: node },
      rect: { current: null },
    } as unknown as DroppableContainer,
    rect: { ...rect, right: rect.left + rect.width, bottom: rect.top + rect.height },
  };
}

describe("drop targets", () => {
  document.body.replaceChildren();
  // Column 1's rows and its end, 30 px apart, in page order.
  const places = [
    droppable(beforeId(2), { container: column1, index: 0 }, { left: 0, top: 0, width: 200, height: 24 }),
    droppable(beforeId(3), { container: column1, index: 1 }, { left: 0, top: 30, width: 200, height: 24 }),
    droppable(beforeId(4), { container: column1, index: 2 }, { left: 0, top: 60, width: 200, height: 24 }),
    droppable(endId(column1), { container: column1, index: 3 }, { left: 0, top: 90, width: 200, height: 24 }),
  ];
  const droppableRects = new Map(places.map((place) => [place.container.id, place.rect]));
  const droppableContainers = places.map((place) => place.container);
  const collisionRect = { left: 0, top: 30, width: 200, height: 24, right: 200, bottom: 54 };

  it("is the place under the pointer, a near one, or none far away", () => {
    const at = (x: number, y: number) =>
      closestDropTarget({
        active: {} as Active,
        collisionRect,
        droppableRects,
        droppableContainers,
        pointerCoordinates: { x, y },
      }).map((collision) => collision.id);
    expect(at(50, 65)[0]).toBe(beforeId(4));
    expect(at(50, 28)[0]).toBe(beforeId(3));
    expect(at(600, 10)).toEqual([]);
  });

  it("with the keyboard, is the place the dragged row was moved onto", () => {
    const [closest] = closestDropTarget({
      active: {} as Active,
      collisionRect: { ...collisionRect, top: 90, bottom: 114 },
      droppableRects,
      droppableContainers,
      pointerCoordinates: null,
    });
    expect(closest?.id).toBe(endId(column1));
  });

  it("moves a dragged module by arrow keys to the next place that changes where it goes", () => {
    const press = (code: string, dragged: number, over: string) => {
      const found = locate(page, dragged);
      const context = {
        active: { id: `module:${dragged}`, data: { current: { module: found?.module } } },
        over: { id: over },
        droppableRects,
        droppableContainers: Object.assign(new Map(), { getEnabled: () => droppableContainers }),
      } as unknown as SensorContext;
      const event = new KeyboardEvent("keydown", { code });
      return slotKeyboardCoordinates(event, {
        active: `module:${dragged}`,
        context,
        currentCoordinates: { x: 0, y: 0 },
      });
    };
    // The first module: before the second would leave it where it is, so the next place is before the third.
    expect(press("ArrowDown", 2, beforeId(2))).toEqual({ x: 0, y: 60 });
    expect(press("ArrowDown", 2, beforeId(4))).toEqual({ x: 0, y: 90 });
    expect(press("ArrowUp", 3, beforeId(3))).toEqual({ x: 0, y: 0 });
    expect(press("ArrowUp", 2, beforeId(2))).toBeUndefined();
    expect(press("KeyA", 2, beforeId(2))).toBeUndefined();
  });
});
