import { useEffect, useId, useRef, useState } from "react";
import type { RoomItem } from "../../../schemas/back-office/venues";
import { useHubTexts } from "../../texts";
import type { useVenueForm } from "./VenueScreens";
import "./people.css";

/**
 * A venue's rooms inside its form, as a list of rows: add, remove and move up or down with
 * buttons. After each, the keyboard stays where the editor works (the moved row's button, the
 * next row, the new row's first field) and a live region says what happened. A stored room
 * events take place in says so; removing it is refused by the save, naming the events.
 */

const TEXTS = {
  de: {
    rooms: "Räume",
    help: "Die Orte im Filter des Programms, in dieser Reihenfolge.",
    room: (position: number) => `Raum ${position}`,
    newRoom: "neu",
    events: (count: number) => (count === 1 ? "1 Termin" : `${count} Termine`),
    nameDe: "Name (Deutsch)",
    nameEn: "Name (Englisch)",
    inFilter: "Im Orts-Filter des Programms anbieten",
    up: "Nach oben",
    down: "Nach unten",
    remove: "Entfernen",
    upOf: (name: string) => `„${name}“ nach oben`,
    downOf: (name: string) => `„${name}“ nach unten`,
    removeOf: (name: string) => `„${name}“ entfernen`,
    add: "Raum hinzufügen",
    none: "Noch keine Räume.",
    moved: (name: string, position: number, count: number) => `„${name}“ ist jetzt an Stelle ${position} von ${count}.`,
    removed: (name: string) => `„${name}“ entfernt (erst mit dem Speichern).`,
    added: "Neuer Raum am Ende der Liste.",
    unnamed: "ohne Namen",
  },
  en: {
    rooms: "Rooms",
    help: "The locations of the programme's filter, in this order.",
    room: (position: number) => `Room ${position}`,
    newRoom: "new",
    events: (count: number) => (count === 1 ? "1 event" : `${count} events`),
    nameDe: "Name (German)",
    nameEn: "Name (English)",
    inFilter: "Offer in the programme's location filter",
    up: "Up",
    down: "Down",
    remove: "Remove",
    upOf: (name: string) => `Move “${name}” up`,
    downOf: (name: string) => `Move “${name}” down`,
    removeOf: (name: string) => `Remove “${name}”`,
    add: "Add a room",
    none: "No rooms yet.",
    moved: (name: string, position: number, count: number) => `“${name}” is now at position ${position} of ${count}.`,
    removed: (name: string) => `“${name}” removed (once saved).`,
    added: "New room at the end of the list.",
    unnamed: "unnamed",
  },
};

type VenueForm = ReturnType<typeof useVenueForm>["form"];

/** Where the keyboard goes once the list has rendered after a change. */
type Focus = { row: number; control: "up" | "down" | "remove" | "name" } | { row: null; control: "add" };

function messagesOf(errors: readonly unknown[]): string {
  return errors
    .map((error) => (typeof error === "string" ? error : ((error as { message?: string } | null)?.message ?? "")))
    .filter(Boolean)
    .join(" ");
}

export function RoomsEditor({ form, stored }: { form: VenueForm; stored: readonly RoomItem[] }) {
  const text = useHubTexts(TEXTS);
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const [focus, setFocus] = useState<Focus | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const eventsOf = new Map(stored.map((room) => [room.id, room.events]));

  useEffect(() => {
    if (!focus || !list.current) return;
    setFocus(null);
    if (focus.row === null) {
      list.current.querySelector<HTMLElement>('[data-control="add"]')?.focus();
      return;
    }
    const row = list.current.querySelector(`[data-room="${focus.row}"]`);
    if (focus.control === "name") {
      row?.querySelector<HTMLElement>("input")?.focus();
      return;
    }
    const wanted = row?.querySelector<HTMLElement>(`[data-control="${focus.control}"]`);
    // A row moved to either end has that way's button disabled: the other one keeps the keyboard.
    const target =
      wanted && !(wanted as HTMLButtonElement).disabled
        ? wanted
        : row?.querySelector<HTMLElement>(`[data-control="${focus.control === "up" ? "down" : "up"}"]`);
    target?.focus();
  }, [focus]);

  return (
    <form.Field name="rooms" mode="array">
      {(rooms) => {
        const values = rooms.state.value ?? [];
        const nameOf = (index: number) => values[index]?.name_de?.trim() || text.unnamed;
        const error = messagesOf(rooms.state.meta.errors);
        function move(from: number, to: number, control: "up" | "down") {
          const name = nameOf(from);
          rooms.moveValue(from, to);
          setAnnouncement(text.moved(name, to + 1, values.length));
          setFocus({ row: to, control });
        }
        function remove(index: number) {
          const name = nameOf(index);
          rooms.removeValue(index);
          setAnnouncement(text.removed(name));
          const left = values.length - 1;
          setFocus(left === 0 ? { row: null, control: "add" } : { row: Math.min(index, left - 1), control: "remove" });
        }
        function add() {
          rooms.pushValue({ id: null, name_de: "", name_en: "", show_in_filter: true });
          setAnnouncement(text.added);
          setFocus({ row: values.length, control: "name" });
        }
        return (
          <fieldset
            className="rooms-editor"
            aria-describedby={[`${id}-help`, error ? `${id}-error` : ""].filter(Boolean).join(" ")}
          >
            <legend>{text.rooms}</legend>
            <p id={`${id}-help`} className="hub-field__help">
              {text.help}
            </p>
            <div ref={list}>
              {values.length === 0 && <p>{text.none}</p>}
              <ol className="rooms-editor__list">
                {values.map((room, index) => {
                  const events = room.id ? (eventsOf.get(room.id) ?? 0) : null;
                  const name = nameOf(index);
                  return (
                    // Rows are kept in the form's order; their fields are named by index, so is the key.
                    // biome-ignore lint/suspicious/noArrayIndexKey: the row's fields are the index's
                    <li key={index} data-room={index} className="rooms-editor__row">
                      <fieldset>
                        <legend>
                          {text.room(index + 1)} ({events === null ? text.newRoom : text.events(events)})
                        </legend>
                        <div className="rooms-editor__fields">
                          <form.AppField name={`rooms[${index}].name_de`}>
                            {(field) => <field.TextField label={text.nameDe} lang="de" required maxLength={200} />}
                          </form.AppField>
                          <form.AppField name={`rooms[${index}].name_en`}>
                            {(field) => <field.TextField label={text.nameEn} lang="en" required maxLength={200} />}
                          </form.AppField>
                          <form.AppField name={`rooms[${index}].show_in_filter`}>
                            {(field) => <field.Checkbox label={text.inFilter} />}
                          </form.AppField>
                        </div>
                        <div className="rooms-editor__actions">
                          <button
                            type="button"
                            className="hub-button"
                            data-control="up"
                            aria-label={text.upOf(name)}
                            disabled={index === 0}
                            onClick={() => move(index, index - 1, "up")}
                          >
                            ↑ {text.up}
                          </button>
                          <button
                            type="button"
                            className="hub-button"
                            data-control="down"
                            aria-label={text.downOf(name)}
                            disabled={index === values.length - 1}
                            onClick={() => move(index, index + 1, "down")}
                          >
                            ↓ {text.down}
                          </button>
                          <button
                            type="button"
                            className="hub-button hub-button--danger"
                            data-control="remove"
                            aria-label={text.removeOf(name)}
                            onClick={() => remove(index)}
                          >
                            {text.remove}
                          </button>
                        </div>
                      </fieldset>
                    </li>
                  );
                })}
              </ol>
              <button type="button" className="hub-button" data-control="add" onClick={add}>
                {text.add}
              </button>
            </div>
            {error && (
              <p id={`${id}-error`} className="hub-field__error" role="alert">
                {error}
              </p>
            )}
            <p className="hub-visually-hidden" aria-live="polite">
              {announcement}
            </p>
          </fieldset>
        );
      }}
    </form.Field>
  );
}
