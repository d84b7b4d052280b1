import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  type Over,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import type { Lang } from "../../lib/languages";
import type { EditableModule } from "../../schemas/pages";
import { useTexts } from "../context";
import { type Container, labelOf } from "../tree";
import {
  beforeId,
  closestDropTarget,
  type DragData,
  type DropData,
  dragId,
  dropTargetKeys,
  endId,
  moveIndex,
  type Slot,
  slotKeyboardCoordinates,
  slotName,
} from "./move";

const texts = {
  de: {
    roleDescription: "ziehbar",
    instructions:
      "Zum Verschieben mit Leertaste oder Eingabetaste aufnehmen, mit den Pfeiltasten die Stelle wählen und mit Leertaste oder Eingabetaste ablegen. Escape bricht ab.",
    pickedUp: (label: string) => `„${label}“ aufgenommen.`,
    over: (label: string, where: string) => `„${label}“ käme ${where}.`,
    nowhere: (label: string) => `Hier kann „${label}“ nicht hin.`,
    dropped: (label: string, where: string) => `„${label}“ verschoben ${where}.`,
    stays: (label: string) => `„${label}“ bleibt an seiner Stelle.`,
    cancelled: (label: string) => `Verschieben abgebrochen. „${label}“ bleibt an seiner Stelle.`,
  },
  en: {
    roleDescription: "draggable",
    instructions:
      "To move, pick up with Space or Enter, choose the place with the arrow keys and drop with Space or Enter. Escape cancels.",
    pickedUp: (label: string) => `Picked up “${label}”.`,
    over: (label: string, where: string) => `“${label}” would go ${where}.`,
    nowhere: (label: string) => `“${label}” cannot go here.`,
    dropped: (label: string, where: string) => `Moved “${label}” ${where}.`,
    stays: (label: string) => `“${label}” stays where it was.`,
    cancelled: (label: string) => `Moving cancelled. “${label}” stays where it was.`,
  },
};

/** The container keys the module being dragged may go into; null while nothing is dragged. */
const DropTargets = createContext<ReadonlySet<string> | null>(null);

const dragged = (data: { data: { current?: unknown } }) => (data.data.current as DragData | undefined)?.module;
const slotOf = (over: Over | null) => (over?.data.current as DropData | undefined)?.slot;

/**
 * Drag and drop of the structure panel's modules, by pointer or keyboard (dnd-kit): a module goes
 * before another one or to the end of a container it may go into; the other containers offer no
 * place while it is dragged. Screen readers hear where it would go and where it went.
 */
export function DragMove({
  lang,
  modules,
  onMove,
  children,
}: {
  lang: Lang;
  modules: EditableModule[];
  onMove: (module: EditableModule, slot: Slot) => void;
  children: ReactNode;
}) {
  const text = useTexts(texts);
  const [active, setActive] = useState<EditableModule | null>(null);
  const targets = useMemo(() => dropTargetKeys(modules, active), [modules, active]);
  const sensors = useSensors(
    // A few pixels before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: slotKeyboardCoordinates }),
  );
  const announcements = useMemo<Announcements>(() => {
    const label = (module: EditableModule | undefined) => (module ? labelOf(module, lang) : "");
    const where = (module: EditableModule | undefined, over: Over | null) => {
      const slot = slotOf(over);
      return module && slot ? slotName(module, slot, lang) : null;
    };
    return {
      onDragStart: ({ active }) => text.pickedUp(label(dragged(active))),
      onDragOver: ({ active, over }) => {
        // Over its own row right when picked up: the pick-up is the news.
        if (over?.id === beforeId(dragged(active)?.id ?? -1)) return undefined;
        const place = where(dragged(active), over);
        return place ? text.over(label(dragged(active)), place) : text.nowhere(label(dragged(active)));
      },
      onDragEnd: ({ active, over }) => {
        const module = dragged(active);
        const slot = slotOf(over);
        return module && slot && moveIndex(module, slot) !== null
          ? text.dropped(label(module), slotName(module, slot, lang))
          : text.stays(label(module));
      },
      onDragCancel: ({ active }) => text.cancelled(label(dragged(active))),
    };
  }, [lang, text]);

  const start = useCallback((event: DragStartEvent) => setActive(dragged(event.active) ?? null), []);
  const end = useCallback(
    (event: DragEndEvent) => {
      setActive(null);
      const module = dragged(event.active);
      const slot = slotOf(event.over);
      if (module && slot) onMove(module, slot);
    },
    [onMove],
  );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestDropTarget}
      accessibility={{ announcements, screenReaderInstructions: { draggable: text.instructions } }}
      onDragStart={start}
      onDragEnd={end}
      onDragCancel={() => setActive(null)}
    >
      <DropTargets.Provider value={targets}>{children}</DropTargets.Provider>
      <DragOverlay dropAnimation={null}>
        {active && <span className="editor-structure__dragged">{labelOf(active, lang)}</span>}
      </DragOverlay>
    </DndContext>
  );
}

/**
 * A module's row in the panel: dragged by its handle, and the place before it for other modules.
 * `slot` is where the module stands (its container and index).
 */
export function useModuleDrag(module: EditableModule, slot: Slot) {
  const text = useTexts(texts);
  const targets = useContext(DropTargets);
  const draggable = useDraggable({
    id: dragId(module.id),
    data: { module } satisfies DragData,
    attributes: { roleDescription: text.roleDescription },
  });
  const droppable = useDroppable({
    id: beforeId(module.id),
    data: { slot } satisfies DropData,
    disabled: !targets?.has(slot.container.key),
  });
  const { setNodeRef: setDragNode } = draggable;
  const { setNodeRef: setDropNode } = droppable;
  const rowRef = useCallback(
    (element: HTMLElement | null) => {
      setDragNode(element);
      setDropNode(element);
    },
    [setDragNode, setDropNode],
  );
  return {
    rowRef,
    handle: { ref: draggable.setActivatorNodeRef, ...draggable.attributes, ...draggable.listeners },
    isDragging: draggable.isDragging,
    isOver: droppable.isOver && !draggable.isDragging,
  };
}

/** The end of a container as a place to drop, and whether the dragged module may go into it. */
export function useContainerDrop(container: Container) {
  const targets = useContext(DropTargets);
  const isTarget = targets?.has(container.key) ?? false;
  const droppable = useDroppable({
    id: endId(container),
    data: { slot: { container, index: container.children.length } } satisfies DropData,
    disabled: !isTarget,
  });
  return { endRef: droppable.setNodeRef, isOver: droppable.isOver, isTarget };
}
