import type { CollisionDescriptor, CollisionDetection, KeyboardCoordinateGetter } from "@dnd-kit/core";
import type { Lang } from "../../lib/languages";
import type { EditableModule } from "../../schemas/pages";
import { type Container, isListModule, labelOf, locate, sectionColumns, targetsFor } from "../tree";

/**
 * A place a dragged module can be dropped: before the child at `index` of `container`, or at
 * its end when `index` is the number of children. The index counts the moved module itself when
 * it sits there; `moveIndex` turns it into the index the move takes.
 */
export interface Slot {
  container: Container;
  index: number;
}

/** What the structure panel's draggables and droppables carry for the drag's logic. */
export interface DragData {
  module: EditableModule;
}
export interface DropData {
  slot: Slot;
}

/** dnd-kit ids: a module's drag handle, the place before its row, the end of a container. */
export const dragId = (id: number) => `module:${id}`;
export const beforeId = (id: number) => `before:${id}`;
export const endId = (container: Container) => `end:${container.key}`;

/**
 * The index among the container's children without the module (what a move takes) for a drop
 * into `slot`, or null when the module would stay where it is.
 */
export function moveIndex(module: EditableModule, slot: Slot): number | null {
  const from = slot.container.children.findIndex((child) => child.id === module.id);
  if (from === -1) return slot.index;
  const index = from < slot.index ? slot.index - 1 : slot.index;
  return index === from ? null : index;
}

/**
 * The page's modules as they will be once the module has moved to `index` among the other
 * children of the container with `key`: the panel shows a move at once, before the page is read
 * again.
 */
export function withMoved(
  modules: readonly EditableModule[],
  id: number,
  key: string,
  index: number,
): EditableModule[] {
  const moved = locate(modules, id)?.module;
  if (!moved) return [...modules];
  const place = (children: readonly EditableModule[], containerKey: string): EditableModule[] => {
    const rest = children.filter((child) => child.id !== id).map(visit);
    if (containerKey === key) rest.splice(index, 0, moved);
    return rest;
  };
  const visit = (module: EditableModule): EditableModule => {
    if (module.model === "section") {
      const columns = sectionColumns(module).map((column, at) => ({
        index: at,
        classes: module.columns?.find((stored) => stored.index === at)?.classes ?? "",
        children: place(column.children, column.key),
      }));
      return { ...module, columns };
    }
    if (isListModule(module.model)) return { ...module, children: place(module.children, `list:${module.id}`) };
    return module;
  };
  return place(modules, "top");
}

/** One place of the move dialog: `index` among the container's other children, after `after`. */
export interface MoveChoice {
  index: number;
  after: EditableModule | null;
  /** Where the module stands now. */
  current: boolean;
}

/**
 * Every place the module may be moved to, container by container in page order: the start
 * and after each of the container's other children.
 */
export function moveChoices(
  modules: readonly EditableModule[],
  module: EditableModule,
): { container: Container; choices: MoveChoice[] }[] {
  return targetsFor(modules, module.model, module.id).map((container) => {
    const from = container.children.findIndex((child) => child.id === module.id);
    const siblings = container.children.filter((child) => child.id !== module.id);
    return {
      container,
      choices: Array.from({ length: siblings.length + 1 }, (_, index) => ({
        index,
        after: siblings[index - 1] ?? null,
        current: index === from,
      })),
    };
  });
}

const texts = {
  de: {
    top: "Seite (oberste Ebene)",
    column: (label: string, n: number) => `${label}, Spalte ${n}`,
    here: "an der bisherigen Stelle",
    before: (label: string, place: string) => `vor „${label}“ in ${place}`,
    into: (place: string) => `in ${place}`,
    end: (place: string) => `am Ende von ${place}`,
  },
  en: {
    top: "Page (top level)",
    column: (label: string, n: number) => `${label}, column ${n}`,
    here: "where it was",
    before: (label: string, place: string) => `before “${label}” in ${place}`,
    into: (place: string) => `into ${place}`,
    end: (place: string) => `at the end of ${place}`,
  },
};

/** A container's name for editors: the page's top level, a section's column, a list module. */
export function containerName(container: Container, lang: Lang): string {
  const text = texts[lang];
  if (!container.holder) return text.top;
  const label = labelOf(container.holder, lang);
  return container.column === null ? label : text.column(label, container.column + 1);
}

/** Where a drop into `slot` puts the module, in words (the drag's screen-reader announcements). */
export function slotName(module: EditableModule, slot: Slot, lang: Lang): string {
  const text = texts[lang];
  if (moveIndex(module, slot) === null) return text.here;
  const place = containerName(slot.container, lang);
  const before = slot.container.children[slot.index];
  if (before) return text.before(labelOf(before, lang), place);
  return slot.container.children.length === 0 ? text.into(place) : text.end(place);
}

/** How far from a droppable the pointer may be and still drop there, in CSS pixels. */
const POINTER_REACH = 32;

/**
 * The droppables nearest the pointer (those under it first); dragged with the keyboard, the one
 * whose top left corner the dragged row was moved to (see `slotKeyboardCoordinates`). A pointer
 * far from every place offers none, so letting go there moves nothing.
 */
export const closestDropTarget: CollisionDetection = ({
  collisionRect,
  droppableRects,
  droppableContainers,
  pointerCoordinates,
}) => {
  const collisions: CollisionDescriptor[] = [];
  for (const droppableContainer of droppableContainers) {
    const rect = droppableRects.get(droppableContainer.id);
    if (!rect) continue;
    const value = pointerCoordinates
      ? Math.hypot(
          Math.max(rect.left - pointerCoordinates.x, 0, pointerCoordinates.x - (rect.left + rect.width)),
          Math.max(rect.top - pointerCoordinates.y, 0, pointerCoordinates.y - (rect.top + rect.height)),
        )
      : Math.hypot(rect.left - collisionRect.left, rect.top - collisionRect.top);
    if (pointerCoordinates && value > POINTER_REACH) continue;
    collisions.push({ id: droppableContainer.id, data: { droppableContainer, value } });
  }
  return collisions.sort((a, b) => a.data.value - b.data.value);
};

const STEPS: Record<string, 1 | -1> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * dnd-kit's keyboard mode: an arrow key moves the dragged row onto the next (or previous) place
 * it may go, in page order, skipping places that would leave it where it is now.
 */
export const slotKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = STEPS[event.code];
  if (!step) return undefined;
  event.preventDefault();
  const module = (context.active?.data.current as DragData | undefined)?.module;
  if (!module) return undefined;
  const places = context.droppableContainers
    .getEnabled()
    .filter((droppable) => droppable.node.current && context.droppableRects.has(droppable.id))
    .sort((a, b) => documentOrder(a.node.current, b.node.current));
  // Places that put the module at the same spot share one name; every one that leaves it be is "here".
  const placement = (at: number) => {
    const slot = (places[at]?.data.current as DropData | undefined)?.slot;
    const index = slot && moveIndex(module, slot);
    return slot && index !== null ? `${slot.container.key}:${index}` : "here";
  };
  const from = places.findIndex((droppable) => droppable.id === (context.over?.id ?? beforeId(module.id)));
  const current = from === -1 ? "here" : placement(from);
  let next = from === -1 ? (step > 0 ? 0 : places.length - 1) : from + step;
  while (places[next] && placement(next) === current) next += step;
  const target = places[next];
  const rect = target && context.droppableRects.get(target.id);
  return rect ? { x: rect.left, y: rect.top } : undefined;
};

function documentOrder(a: Node | null, b: Node | null): number {
  if (!a || !b || a === b) return 0;
  return a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

/** The places a dragged module may be dropped into, by container key (null: no drag). */
export function dropTargetKeys(modules: readonly EditableModule[], module: EditableModule | null): Set<string> | null {
  return module ? new Set(targetsFor(modules, module.model, module.id).map((container) => container.key)) : null;
}
