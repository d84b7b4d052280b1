import { type ReactNode, useEffect, useRef, useState } from "react";
import { useHubTexts } from "../texts";

const TEXTS = {
  de: {
    up: (name: string) => `${name} nach oben`,
    down: (name: string) => `${name} nach unten`,
    remove: (name: string) => `${name} entfernen`,
    moveUp: "Nach oben",
    moveDown: "Nach unten",
    removeShort: "Entfernen",
  },
  en: {
    up: (name: string) => `Move ${name} up`,
    down: (name: string) => `Move ${name} down`,
    remove: (name: string) => `Remove ${name}`,
    moveUp: "Up",
    moveDown: "Down",
    removeShort: "Remove",
  },
};

/** Where the keyboard goes after a change of the rows: a row's control by its `data-row-focus` name, or the add button. */
type FocusAfter = { row: number; control: "first" | "up" | "down" } | "add" | null;

/**
 * Rows of an item's form that an editor adds, removes and reorders (seat groups, prices, people):
 * each row a group named by `rowName` (its legend), with buttons to move it up or down and to remove it, and
 * an add button below. Every action keeps the keyboard where it was: a moved row's button keeps
 * the focus in its new place, a new row's first field gets it, and after a removal the next row
 * (or the add button) does.
 */
export function RowList({
  legend,
  count,
  rowName,
  addLabel,
  onAdd,
  onRemove,
  onMove,
  children,
  empty,
  after,
}: {
  legend: string;
  count: number;
  /** A row's accessible name (`Seat group 2: Parkett`), said by its group and its buttons. */
  rowName: (index: number) => string;
  addLabel: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onMove: (from: number, to: number) => void;
  /** The fields of row `index`. */
  children: (index: number) => ReactNode;
  /** What the list says while it has no rows. */
  empty?: string;
  /** Shown under a row (a refusal about it). */
  after?: (index: number) => ReactNode;
}) {
  const text = useHubTexts(TEXTS);
  const list = useRef<HTMLFieldSetElement>(null);
  const [focusAfter, setFocusAfter] = useState<FocusAfter>(null);

  useEffect(() => {
    if (focusAfter === null) return;
    setFocusAfter(null);
    const root = list.current;
    if (!root) return;
    if (focusAfter === "add") {
      root.querySelector<HTMLElement>("[data-row-add]")?.focus();
      return;
    }
    const row = root.querySelectorAll<HTMLElement>("[data-row]")[focusAfter.row];
    const target =
      focusAfter.control === "first"
        ? row?.querySelector<HTMLElement>("input, select, textarea, [contenteditable=true]")
        : (row?.querySelector<HTMLElement>(`[data-row-focus="${focusAfter.control}"]:not([disabled])`) ??
          row?.querySelector<HTMLElement>("[data-row-focus]:not([disabled])"));
    target?.focus();
  }, [focusAfter]);

  const move = (from: number, to: number, control: "up" | "down") => {
    onMove(from, to);
    setFocusAfter({ row: to, control });
  };

  return (
    <fieldset ref={list} className="item-rows">
      <legend>{legend}</legend>
      {count === 0 && empty && <p className="hub-field__help">{empty}</p>}
      {Array.from({ length: count }, (_, index) => {
        const name = rowName(index);
        return (
          // Rows are the form's array entries, named by place: the fields read their values by index.
          // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the form's array
          <fieldset key={index} className="item-rows__row" data-row>
            <legend className="item-rows__name">{name}</legend>
            <div className="item-rows__fields">{children(index)}</div>
            <div className="item-rows__actions">
              <button
                type="button"
                className="hub-button"
                data-row-focus="up"
                aria-label={text.up(name)}
                disabled={index === 0}
                onClick={() => move(index, index - 1, "up")}
              >
                {text.moveUp}
              </button>
              <button
                type="button"
                className="hub-button"
                data-row-focus="down"
                aria-label={text.down(name)}
                disabled={index === count - 1}
                onClick={() => move(index, index + 1, "down")}
              >
                {text.moveDown}
              </button>
              <button
                type="button"
                className="hub-button hub-button--danger"
                aria-label={text.remove(name)}
                onClick={() => {
                  onRemove(index);
                  setFocusAfter(count > 1 ? { row: Math.min(index, count - 2), control: "first" } : "add");
                }}
              >
                {text.removeShort}
              </button>
            </div>
            {after?.(index)}
          </fieldset>
        );
      })}
      <button
        type="button"
        className="hub-button"
        data-row-add
        onClick={() => {
          onAdd();
          setFocusAfter({ row: count, control: "first" });
        }}
      >
        {addLabel}
      </button>
    </fieldset>
  );
}
