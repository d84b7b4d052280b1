import { type Announcements, closestCenter, DndContext, type DragEndEvent } from "@dnd-kit/core";
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useId, useState } from "react";
import { useHubTexts } from "../texts";
import { useDragSensors } from "./drag-sensors";

const TEXTS = {
  de: {
    instructions:
      "Zum Verschieben den Griff mit Leertaste aufnehmen, mit Pfeil hoch und runter bewegen, mit Leertaste ablegen oder mit Escape abbrechen. Oder die Knöpfe „Nach oben“ und „Nach unten“ nutzen.",
    handle: (label: string) => `${label} verschieben`,
    up: (label: string) => `Nach oben: ${label}`,
    down: (label: string) => `Nach unten: ${label}`,
    upShort: "Nach oben",
    downShort: "Nach unten",
    position: (label: string, position: number, count: number) => `${label}: Position ${position} von ${count}.`,
    picked: (label: string) => `${label} aufgenommen.`,
    cancelled: (label: string) => `Verschieben von ${label} abgebrochen.`,
  },
  en: {
    instructions:
      "To move an entry, pick up its handle with Space, move it with the up and down arrows, drop it with Space or cancel with Escape. Or use the “Move up” and “Move down” buttons.",
    handle: (label: string) => `Move ${label}`,
    up: (label: string) => `Move up: ${label}`,
    down: (label: string) => `Move down: ${label}`,
    upShort: "Move up",
    downShort: "Move down",
    position: (label: string, position: number, count: number) => `${label}: position ${position} of ${count}.`,
    picked: (label: string) => `Picked up ${label}.`,
    cancelled: (label: string) => `Moving ${label} cancelled.`,
  },
};

interface SortableListProps {
  items: readonly string[];
  /** Each item in words. */
  itemLabel: (item: string) => string;
  onChange: (items: string[]) => void;
}

/**
 * A list ordered by dragging (pointer), by keyboard on the handle (Space, arrows, Space) and by
 * explicit "move up" and "move down" buttons; each move is announced with its new position.
 * The caller names the list (a fieldset's legend).
 */
export function SortableList({ items, itemLabel, onChange }: SortableListProps) {
  const text = useHubTexts(TEXTS);
  const instructionsId = useId();
  const [announcement, setAnnouncement] = useState("");
  const sensors = useDragSensors();
  const positionOf = (item: string) => items.indexOf(item) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => text.picked(itemLabel(String(active.id))),
    onDragOver: ({ active, over }) =>
      over ? text.position(itemLabel(String(active.id)), positionOf(String(over.id)), items.length) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? text.position(itemLabel(String(active.id)), positionOf(String(over.id)), items.length) : undefined,
    onDragCancel: ({ active }) => text.cancelled(itemLabel(String(active.id))),
  };

  const move = (from: number, to: number) => {
    const item = items[from];
    if (item === undefined || to < 0 || to >= items.length) return;
    onChange(arrayMove([...items], from, to));
    setAnnouncement(text.position(itemLabel(item), to + 1, items.length));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(arrayMove([...items], items.indexOf(String(active.id)), items.indexOf(String(over.id))));
  };

  return (
    <div className="hub-sortable">
      <p id={instructionsId} className="hub-field__help">
        {text.instructions}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: text.instructions } }}
      >
        <SortableContext items={[...items]} strategy={verticalListSortingStrategy}>
          <ol className="hub-sortable__list">
            {items.map((item, index) => (
              <SortableRow
                key={item}
                id={item}
                label={itemLabel(item)}
                describedBy={instructionsId}
                first={index === 0}
                last={index === items.length - 1}
                onUp={() => move(index, index - 1)}
                onDown={() => move(index, index + 1)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <p role="status" className="hub-visually-hidden">
        {announcement}
      </p>
    </div>
  );
}

function SortableRow({
  id,
  label,
  describedBy,
  first,
  last,
  onUp,
  onDown,
}: {
  id: string;
  label: string;
  describedBy: string;
  first: boolean;
  last: boolean;
  onUp: () => void;
  onDown: () => void;
}) {
  const text = useHubTexts(TEXTS);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return (
    <li
      ref={setNodeRef}
      className={`hub-sortable__item${isDragging ? " hub-sortable__item--dragging" : ""}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="hub-sortable__handle"
        {...attributes}
        {...listeners}
        aria-label={text.handle(label)}
        aria-describedby={describedBy}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <span className="hub-sortable__label">{label}</span>
      {/* aria-disabled, not disabled: the button keeps the focus when its item reaches an end. */}
      <button type="button" className="hub-button" onClick={onUp} aria-disabled={first} aria-label={text.up(label)}>
        <span aria-hidden="true">↑</span> <span className="hub-sortable__short">{text.upShort}</span>
      </button>
      <button type="button" className="hub-button" onClick={onDown} aria-disabled={last} aria-label={text.down(label)}>
        <span aria-hidden="true">↓</span> <span className="hub-sortable__short">{text.downShort}</span>
      </button>
    </li>
  );
}
