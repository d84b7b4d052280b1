import { useStore } from "@tanstack/react-form";
import { useState } from "react";
import type { RoomItem } from "../../../schemas/back-office/venues";
import { useHubTexts } from "../../texts";
import { RowList } from "../rows";
import type { useVenueForm } from "./VenueScreens";

/**
 * A venue's rooms inside its form, as the back office's rows (add, remove, move up or down by
 * buttons, the keyboard kept where the editor works), with a live region saying what each
 * button did. A stored room says how many events take place in it; removing such a room is
 * refused by the save, and the refusal naming the events is shown under the rooms.
 */

const TEXTS = {
  de: {
    rooms: "Räume",
    room: (position: number, name: string) => `Raum ${position}: ${name}`,
    unnamed: "ohne Namen",
    fresh: "Neu: wird mit dem Speichern angelegt.",
    events: (count: number) =>
      count === 0
        ? "Keine Termine in diesem Raum."
        : `${count === 1 ? "1 Termin" : `${count} Termine`} in diesem Raum.`,
    nameDe: "Name (Deutsch)",
    nameEn: "Name (Englisch)",
    inFilter: "Im Orts-Filter des Programms anbieten",
    add: "Raum hinzufügen",
    none: "Noch keine Räume. Die Räume sind die Orte im Filter des Programms.",
    moved: (name: string, position: number, count: number) => `„${name}“ ist jetzt an Stelle ${position} von ${count}.`,
    removed: (name: string) => `„${name}“ entfernt (erst mit dem Speichern).`,
    added: "Neuer Raum am Ende der Liste.",
  },
  en: {
    rooms: "Rooms",
    room: (position: number, name: string) => `Room ${position}: ${name}`,
    unnamed: "unnamed",
    fresh: "New: created when saved.",
    events: (count: number) =>
      count === 0 ? "No events in this room." : `${count === 1 ? "1 event" : `${count} events`} in this room.`,
    nameDe: "Name (German)",
    nameEn: "Name (English)",
    inFilter: "Offer in the programme's location filter",
    add: "Add a room",
    none: "No rooms yet. The rooms are the locations of the programme's filter.",
    moved: (name: string, position: number, count: number) => `“${name}” is now at position ${position} of ${count}.`,
    removed: (name: string) => `“${name}” removed (once saved).`,
    added: "New room at the end of the list.",
  },
};

type VenueForm = ReturnType<typeof useVenueForm>["form"];

function messagesOf(errors: readonly unknown[]): string {
  return errors
    .map((error) => (typeof error === "string" ? error : ((error as { message?: string } | null)?.message ?? "")))
    .filter(Boolean)
    .join(" ");
}

export function RoomsEditor({ form, stored }: { form: VenueForm; stored: readonly RoomItem[] }) {
  const text = useHubTexts(TEXTS);
  const [announcement, setAnnouncement] = useState("");
  const rooms = useStore(form.store, (state) => state.values.rooms ?? []);
  const error = useStore(form.store, (state) => messagesOf(state.fieldMeta.rooms?.errors ?? []));
  const eventsOf = new Map(stored.map((room) => [room.id, room.events]));
  const nameOf = (index: number) => rooms[index]?.name_de?.trim() || text.unnamed;
  return (
    <div className="rooms-editor">
      {/* The rooms field itself: the save's refusal about the rooms (one still used) lands on it. */}
      <form.Field name="rooms" mode="array">
        {(field) => (
          <RowList
            legend={text.rooms}
            count={rooms.length}
            rowName={(index) => text.room(index + 1, nameOf(index))}
            addLabel={text.add}
            empty={text.none}
            onAdd={() => {
              field.pushValue({ id: null, name_de: "", name_en: "", show_in_filter: true });
              setAnnouncement(text.added);
            }}
            onMove={(from, to) => {
              setAnnouncement(text.moved(nameOf(from), to + 1, rooms.length));
              field.moveValue(from, to);
            }}
            onRemove={(index) => {
              setAnnouncement(text.removed(nameOf(index)));
              field.removeValue(index);
            }}
          >
            {(index) => {
              const id = rooms[index]?.id;
              return (
                <>
                  <p className="hub-field__help">{id ? text.events(eventsOf.get(id) ?? 0) : text.fresh}</p>
                  <div className="item-rows__pair">
                    <form.AppField name={`rooms[${index}].name_de`}>
                      {(name) => <name.TextField label={text.nameDe} lang="de" required maxLength={200} />}
                    </form.AppField>
                    <form.AppField name={`rooms[${index}].name_en`}>
                      {(name) => <name.TextField label={text.nameEn} lang="en" required maxLength={200} />}
                    </form.AppField>
                  </div>
                  <form.AppField name={`rooms[${index}].show_in_filter`}>
                    {(flag) => <flag.Checkbox label={text.inFilter} />}
                  </form.AppField>
                </>
              );
            }}
          </RowList>
        )}
      </form.Field>
      {error && (
        <p className="hub-field__error" role="alert">
          {error}
        </p>
      )}
      <p className="hub-visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
