import { useStore } from "@tanstack/react-form";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { useId, useMemo, useRef, useState } from "react";
import { type Lang, languages } from "../../../lib/languages";
import { slugify } from "../../../lib/slug";
import {
  EVENT_STATUSES,
  type EventItem,
  type EventListRow,
  type EventStatusValue,
} from "../../../schemas/back-office/events";
import type { VenueItem } from "../../../schemas/back-office/venues";
import { hubListQuery, hubReadQuery, useHubApi } from "../../api";
import { messagesOf } from "../../form/form";
import { HubPage } from "../../HubPage";
import { useListQuery } from "../../list-state";
import { type Outcome, OutcomeMessage } from "../../OutcomeMessage";
import { formatHubDateTime, useHubLang, useHubTexts } from "../../texts";
import { AccessFields } from "../AccessFields";
import { Bilingual, ImageWithAlt, RefChecklist, RefSelect } from "../fields";
import { ItemLink, ItemList } from "../ItemList";
import { BackToList, DeleteItem, ItemFormFrame, ItemLoader, PublicLinks, useItemForm } from "../ItemScreen";
import { RowList } from "../rows";
import { EventStatus } from "./EventStatus";
import {
  type CapacityShortfall,
  capacityShortfalls,
  EventFormSchema,
  type EventValues,
  eventUrls,
  eventValues,
} from "./event-values";
import { type EventForm, TicketRows } from "./TicketRows";

/** The programme's dates in the back office (issue 27): their table and the form of one. */

const TEXTS = {
  de: {
    title: "Termine",
    intro: "Jeder Termin des Programms mit seinen Platzgruppen, Preisen und Zeitfenstern.",
    search: "Titel",
    columns: {
      title: "Titel",
      date: "Datum",
      status: "Status",
      place: "Ort",
      production: "Produktion",
      online: "Online",
    },
    statuses: { scheduled: "findet statt", cancelled: "abgesagt", postponed: "verschoben" } as Record<
      EventStatusValue,
      string
    >,
    yes: "ja",
    no: "nein",
    onlyProduction: (title: string) => `Nur Termine von „${title}“ zeigen`,
    from: "Ab",
    to: "Bis",
    status: "Status",
    anyStatus: "Alle",
    online: "Online",
    anyOnline: "Alle",
    onlineYes: "Nur online",
    onlineNo: "Nur verborgen",
    venue: "Spielstätte",
    anyVenue: "Alle",
    clearProduction: (id: string) => `Produktion #${id}: Filter entfernen`,
    create: "Neuer Termin",
    texts: "Texte",
    titleField: "Titel",
    subtitle: "Untertitel",
    slug: "Adresse (Slug)",
    slugHelp: "Wird aus dem Titel abgeleitet, solange Sie sie nicht ändern.",
    description: "Beschreibung",
    when: "Datum",
    start: "Beginn (Berlin)",
    startHelp:
      "Wird ein sichtbarer Termin oder einer mit verkauften Karten verschoben, zeigen die Seiten ihn als verlegt, mit dem alten Datum.",
    end: "Ende (Berlin, optional)",
    eventType: "Art der Veranstaltung (Freitext, optional)",
    image: "Bild",
    alt: "Alternativtext des Bildes",
    altHelp: "Beschreibt das Bild für alle, die es nicht sehen; leer: der Titel.",
    references: "Zuordnung",
    productionRef: "Produktion",
    venueRef: "Spielstätte (um den Raum zu wählen)",
    room: "Raum",
    currentRoom: (name: string) => `Gewählt: ${name}`,
    noRoom: "Kein Raum",
    pickVenue: "Zuerst eine Spielstätte suchen.",
    series: "Reihe",
    genre: "Genre",
    exhibitionType: "Ausstellungsart",
    tags: "Schlagwörter",
    persons: "Mitwirkende",
    person: (n: number, name: string) => `Person ${n}${name ? `: ${name}` : ""}`,
    addPerson: "Person hinzufügen",
    noPersons: "Noch niemand.",
    personRef: "Person",
    role: "Rolle",
    tickets: "Karten",
    online_: "Online (auf der Website sichtbar)",
    hasTickets: "Karten werden verkauft",
    ticketUrl: "Externe Ticket-Adresse (optional)",
    theme: "Farbwelt",
  },
  en: {
    title: "Events",
    intro: "Every date of the programme with its seat groups, prices and timeslots.",
    search: "Title",
    columns: {
      title: "Title",
      date: "Date",
      status: "Status",
      place: "Place",
      production: "Production",
      online: "Online",
    },
    statuses: { scheduled: "takes place", cancelled: "cancelled", postponed: "postponed" } as Record<
      EventStatusValue,
      string
    >,
    yes: "yes",
    no: "no",
    onlyProduction: (title: string) => `Show only the dates of “${title}”`,
    from: "From",
    to: "To",
    status: "Status",
    anyStatus: "All",
    online: "Online",
    anyOnline: "All",
    onlineYes: "Online only",
    onlineNo: "Hidden only",
    venue: "Venue",
    anyVenue: "All",
    clearProduction: (id: string) => `Production #${id}: remove the filter`,
    create: "New event",
    texts: "Texts",
    titleField: "Title",
    subtitle: "Subtitle",
    slug: "Address (slug)",
    slugHelp: "Derived from the title as long as you do not change it.",
    description: "Description",
    when: "Date",
    start: "Start (Berlin)",
    startHelp:
      "When a visible date or one with tickets sold moves, the pages show it as rescheduled, with the old date.",
    end: "End (Berlin, optional)",
    eventType: "Kind of event (free text, optional)",
    image: "Image",
    alt: "Alt text of the image",
    altHelp: "Describes the image for everyone who cannot see it; empty: the title.",
    references: "References",
    productionRef: "Production",
    venueRef: "Venue (to choose the room)",
    room: "Room",
    currentRoom: (name: string) => `Chosen: ${name}`,
    noRoom: "No room",
    pickVenue: "Search a venue first.",
    series: "Series",
    genre: "Genre",
    exhibitionType: "Exhibition type",
    tags: "Tags",
    persons: "People",
    person: (n: number, name: string) => `Person ${n}${name ? `: ${name}` : ""}`,
    addPerson: "Add a person",
    noPersons: "Nobody yet.",
    personRef: "Person",
    role: "Role",
    tickets: "Tickets",
    online_: "Online (shown on the website)",
    hasTickets: "Tickets are sold",
    ticketUrl: "External ticket address (optional)",
    theme: "Colour theme",
  },
};

const THEMES = ["wkm", "so", "ba", "ti", "wa"] as const;

/** The first message of a field's errors (schema issues or the server's texts), for a reference field. */
function messageOf(errors: readonly unknown[]): string | undefined {
  for (const error of errors) {
    if (typeof error === "string" && error) return error;
    if (typeof error === "object" && error !== null && "message" in error && typeof error.message === "string") {
      return error.message;
    }
  }
  return undefined;
}

/** The name of a referenced item as the hub's lists give it (titles, names, people), in the hub's language. */
function nameIn(lang: Lang) {
  return (row: { id: number } & Record<string, unknown>): string => {
    for (const key of [`title_${lang}`, `name_${lang}`, "title", "name"]) {
      if (typeof row[key] === "string" && row[key]) return row[key] as string;
    }
    const person = [row.first_name, row.last_name].filter((part) => typeof part === "string" && part).join(" ");
    return person || `#${String(row.id)}`;
  };
}

export function EventList() {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const [, setQuery] = useListQuery();
  const columns = useMemo<ColumnDef<EventListRow, unknown>[]>(
    () => [
      {
        id: "title",
        header: text.columns.title,
        enableSorting: true,
        cell: ({ row }) => (
          <ItemLink resource="events" id={row.original.id}>
            {row.original.title}
          </ItemLink>
        ),
      },
      {
        id: "date_start",
        header: text.columns.date,
        enableSorting: true,
        cell: ({ row }) => formatHubDateTime(lang, row.original.date_start),
      },
      { id: "status", header: text.columns.status, cell: ({ row }) => text.statuses[row.original.status] },
      {
        id: "place",
        header: text.columns.place,
        cell: ({ row }) => [row.original.venue_name, row.original.room_name].filter(Boolean).join(" · "),
      },
      {
        id: "production",
        header: text.columns.production,
        cell: ({ row }) => {
          const { production_id: id, production_title: title } = row.original;
          if (id === null) return null;
          return (
            <button
              type="button"
              className="hub-link-button"
              aria-label={text.onlyProduction(title ?? `#${id}`)}
              onClick={() => setQuery({ production: String(id) })}
            >
              {title ?? `#${id}`}
            </button>
          );
        },
      },
      { id: "online", header: text.columns.online, cell: ({ row }) => (row.original.is_online ? text.yes : text.no) },
    ],
    [text, lang, setQuery],
  );
  return (
    <ItemList<EventListRow>
      resource="events"
      title={text.title}
      intro={<p>{text.intro}</p>}
      caption={text.title}
      columns={columns}
      searchLabel={text.search}
      filters={<EventFilters />}
      publishable
    />
  );
}

/** The list's filters: a date range, status, online, venue, and the production a row's button chose. */
function EventFilters() {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const api = useHubApi();
  const [query, setQuery] = useListQuery();
  const id = useId();
  const venues = useQuery(hubListQuery<{ id: number } & Record<string, unknown>>(api, "venues/", { page_size: "100" }));
  const name = nameIn(lang);
  return (
    <>
      <label htmlFor={`${id}-from`}>
        {text.from}
        <input
          id={`${id}-from`}
          type="date"
          value={query.from ?? ""}
          onChange={(event) => setQuery({ from: event.currentTarget.value })}
        />
      </label>
      <label htmlFor={`${id}-to`}>
        {text.to}
        <input
          id={`${id}-to`}
          type="date"
          value={query.to ?? ""}
          onChange={(event) => setQuery({ to: event.currentTarget.value })}
        />
      </label>
      <label htmlFor={`${id}-status`}>{text.status}</label>
      <select
        id={`${id}-status`}
        value={query.status ?? ""}
        onChange={(event) => setQuery({ status: event.currentTarget.value })}
      >
        <option value="">{text.anyStatus}</option>
        {EVENT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {text.statuses[status]}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-online`}>{text.online}</label>
      <select
        id={`${id}-online`}
        value={query.online ?? ""}
        onChange={(event) => setQuery({ online: event.currentTarget.value })}
      >
        <option value="">{text.anyOnline}</option>
        <option value="true">{text.onlineYes}</option>
        <option value="false">{text.onlineNo}</option>
      </select>
      <label htmlFor={`${id}-venue`}>{text.venue}</label>
      <select
        id={`${id}-venue`}
        value={query.venue ?? ""}
        onChange={(event) => setQuery({ venue: event.currentTarget.value })}
      >
        <option value="">{text.anyVenue}</option>
        {venues.data?.results.map((venue) => (
          <option key={venue.id} value={String(venue.id)}>
            {name(venue)}
          </option>
        ))}
      </select>
      {query.production && (
        <button type="button" className="hub-button" onClick={() => setQuery({ production: undefined })}>
          {text.clearProduction(query.production)}
        </button>
      )}
    </>
  );
}

export function EventItemScreen({ id }: { id: string }) {
  // A status change raises the revision outside the form: the form starts again from the answer.
  const [generation, setGeneration] = useState(0);
  const [notice, setNotice] = useState<Outcome | null>(null);
  const queryClient = useQueryClient();
  const api = useHubApi();
  return (
    <ItemLoader<EventItem> resource="events" id={id}>
      {(item) => (
        <EventEditor
          key={generation}
          item={item}
          notice={notice}
          onStatusChanged={(changed, message) => {
            queryClient.setQueryData(hubReadQuery<EventItem>(api, `events/${changed.id}/`).queryKey, changed);
            void queryClient.invalidateQueries({ queryKey: ["hub"] });
            setNotice({ ok: true, text: message });
            setGeneration((at) => at + 1);
          }}
        />
      )}
    </ItemLoader>
  );
}

function EventEditor({
  item,
  notice,
  onStatusChanged,
}: {
  item: EventItem | null;
  notice: Outcome | null;
  onStatusChanged: (item: EventItem, message: string) => void;
}) {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const [shortfalls, setShortfalls] = useState<CapacityShortfall[]>([]);
  const { form, frame, guard } = useItemForm<EventValues, EventItem>({
    resource: "events",
    item,
    schema: EventFormSchema,
    values: eventValues,
    onAnswer: (answer) => setShortfalls((!answer.ok && capacityShortfalls(answer.body, form.state.values)) || []),
  });
  const dirty = useStore(form.store, (state) => state.isDirty);
  const title = item ? item[lang === "de" ? "title_de" : "title_en"] : text.create;
  return (
    <HubPage title={title} intro={<BackToList resource="events" />}>
      {item && <PublicLinks urls={eventUrls(item)} />}
      <OutcomeMessage outcome={notice} />
      {item && <EventStatus item={item} dirty={dirty} onChanged={onStatusChanged} />}
      <ItemFormFrame
        form={form}
        frame={frame}
        label={title}
        after={item && <DeleteItem resource="events" item={item} name={item.title_de} />}
      >
        <TextFields form={form} item={item} />
        <DateFields form={form} />
        <ImageWithAlt
          form={form}
          fields={{ image: "image", image_alt_de: "image_alt_de", image_alt_en: "image_alt_en" }}
          label={text.image}
          altLabel={text.alt}
          altHelp={text.altHelp}
        />
        <References form={form} item={item} />
        <PersonRows form={form} item={item} />
        <fieldset className="item-form__ref">
          <legend>{text.tickets}</legend>
          <form.AppField name="has_tickets">{(field) => <field.Checkbox label={text.hasTickets} />}</form.AppField>
          <form.AppField name="ticket_url">
            {(field) => <field.TextField type="url" label={text.ticketUrl} maxLength={500} />}
          </form.AppField>
        </fieldset>
        <form.Field name="access">
          {(field) => (
            <AccessFields
              value={field.state.value}
              onChange={field.handleChange}
              inherit
              errors={messagesOf(field.state.meta.errors)}
            />
          )}
        </form.Field>
        <TicketRows form={form} shortfalls={shortfalls} />
        <form.AppField name="is_online">{(field) => <field.Checkbox label={text.online_} />}</form.AppField>
        <form.AppField name="theme">
          {(field) => (
            <field.Select label={text.theme} options={THEMES.map((theme) => ({ value: theme, label: theme }))} />
          )}
        </form.AppField>
      </ItemFormFrame>
      {guard}
    </HubPage>
  );
}

/** Titles, subtitles, slugs and descriptions, both languages side by side; a slug follows its title until edited. */
function TextFields({ form, item }: { form: EventForm; item: EventItem | null }) {
  const text = useHubTexts(TEXTS);
  // The titles the slugs were last derived from: a slug still equal to its title's slug follows the title.
  const derivedFrom = useRef<Record<Lang, string>>({ de: item?.title_de ?? "", en: item?.title_en ?? "" });
  const follow = (lang: Lang, title: string) => {
    const slugField = lang === "de" ? "slug_de" : "slug_en";
    const slug = form.getFieldValue(slugField);
    if (slug === "" || slug === slugify(derivedFrom.current[lang])) form.setFieldValue(slugField, slugify(title));
    derivedFrom.current[lang] = title;
  };
  return (
    <>
      <Bilingual label={text.titleField}>
        {(lang, label) => (
          <form.AppField
            name={lang === "de" ? "title_de" : "title_en"}
            listeners={{ onChange: ({ value }) => follow(lang, value) }}
          >
            {(field) => <field.TextField label={label} lang={lang} required maxLength={300} />}
          </form.AppField>
        )}
      </Bilingual>
      <Bilingual label={text.slug}>
        {(lang, label) => (
          <form.AppField name={lang === "de" ? "slug_de" : "slug_en"}>
            {(field) => <field.TextField label={label} lang={lang} required maxLength={120} help={text.slugHelp} />}
          </form.AppField>
        )}
      </Bilingual>
      <Bilingual label={text.subtitle}>
        {(lang, label) => (
          <form.AppField name={lang === "de" ? "subtitle_de" : "subtitle_en"}>
            {(field) => <field.TextField label={label} lang={lang} maxLength={500} />}
          </form.AppField>
        )}
      </Bilingual>
      <Bilingual label={text.description}>
        {(lang, label) => (
          <form.AppField name={lang === "de" ? "description_de" : "description_en"}>
            {(field) => <field.RichText label={label} lang={lang} />}
          </form.AppField>
        )}
      </Bilingual>
    </>
  );
}

function DateFields({ form }: { form: EventForm }) {
  const text = useHubTexts(TEXTS);
  return (
    <fieldset className="item-form__ref">
      <legend>{text.when}</legend>
      <form.AppField name="date_start">
        {(field) => <field.DateTimeField label={text.start} help={text.startHelp} required />}
      </form.AppField>
      <form.AppField name="date_end">{(field) => <field.DateTimeField label={text.end} optional />}</form.AppField>
      <form.AppField name="event_type_new">
        {(field) => <field.TextField label={text.eventType} maxLength={100} />}
      </form.AppField>
    </fieldset>
  );
}

function References({ form, item }: { form: EventForm; item: EventItem | null }) {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const name = nameIn(lang);
  return (
    <fieldset className="item-form__ref">
      <legend>{text.references}</legend>
      <form.Field name="production_id">
        {(field) => (
          <RefSelect
            resource="productions"
            label={text.productionRef}
            value={field.state.value ?? null}
            onChange={field.handleChange}
            name={name}
          />
        )}
      </form.Field>
      <RoomChoice form={form} roomName={item?.room_name ?? null} />
      <form.Field name="series_id">
        {(field) => (
          <RefSelect
            resource="series"
            label={text.series}
            value={field.state.value ?? null}
            onChange={field.handleChange}
            name={name}
          />
        )}
      </form.Field>
      <form.Field name="genre_id">
        {(field) => (
          <RefSelect
            resource="genres"
            label={text.genre}
            value={field.state.value ?? null}
            onChange={field.handleChange}
            name={name}
          />
        )}
      </form.Field>
      <form.Field name="exhibition_type_id">
        {(field) => (
          <RefSelect
            resource="exhibition-types"
            label={text.exhibitionType}
            value={field.state.value ?? null}
            onChange={field.handleChange}
            name={name}
          />
        )}
      </form.Field>
      <form.Field name="tag_ids">
        {(field) => (
          <RefChecklist
            resource="event-tags"
            label={text.tags}
            value={field.state.value}
            onChange={field.handleChange}
            name={name}
          />
        )}
      </form.Field>
    </fieldset>
  );
}

/** The room: a venue is searched first, then one of its rooms chosen (the event stores the room). */
function RoomChoice({ form, roomName }: { form: EventForm; roomName: string | null }) {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const api = useHubApi();
  const id = useId();
  const [venue, setVenue] = useState<number | null>(null);
  const rooms = useQuery({ ...hubReadQuery<VenueItem>(api, `venues/${venue}/`), enabled: venue !== null });
  const room = useStore(form.store, (state) => state.values.room_id ?? null);
  const options = rooms.data?.rooms ?? [];
  return (
    <div className="item-form__room">
      <p>{room !== null && roomName ? text.currentRoom(roomName) : null}</p>
      <RefSelect resource="venues" label={text.venueRef} value={venue} onChange={setVenue} name={nameIn(lang)} />
      <label htmlFor={`${id}-room`}>{text.room}</label>
      <select
        id={`${id}-room`}
        value={room === null ? "" : String(room)}
        aria-describedby={venue === null ? `${id}-hint` : undefined}
        onChange={(event) =>
          form.setFieldValue("room_id", event.currentTarget.value ? Number(event.currentTarget.value) : null)
        }
      >
        <option value="">{text.noRoom}</option>
        {room !== null && !options.some((option) => option.id === room) && (
          <option value={String(room)}>{roomName ?? `#${room}`}</option>
        )}
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option[lang === "de" ? "name_de" : "name_en"]}
          </option>
        ))}
      </select>
      {venue === null && (
        <p id={`${id}-hint`} className="hub-field__help">
          {text.pickVenue}
        </p>
      )}
    </div>
  );
}

/** The event's people in order, each with a role in both languages. */
function PersonRows({ form, item }: { form: EventForm; item: EventItem | null }) {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const persons = useStore(form.store, (state) => state.values.persons);
  const known = new Map((item?.persons ?? []).map((person) => [person.person_id, person.name]));
  return (
    <RowList
      legend={text.persons}
      count={persons.length}
      rowName={(index) => text.person(index + 1, known.get(persons[index]?.person_id ?? 0) ?? "")}
      addLabel={text.addPerson}
      empty={text.noPersons}
      onAdd={() => form.pushFieldValue("persons", { person_id: 0, role_de: "", role_en: "" })}
      onMove={(from, to) => form.moveFieldValues("persons", from, to)}
      onRemove={(index) => form.removeFieldValue("persons", index)}
    >
      {(index) => (
        <>
          <form.Field name={`persons[${index}].person_id`}>
            {(field) => (
              <RefSelect
                resource="persons"
                label={text.personRef}
                value={field.state.value || null}
                onChange={(id) => field.handleChange(id ?? 0)}
                name={nameIn(lang)}
                required
                error={messageOf(field.state.meta.errors)}
              />
            )}
          </form.Field>
          <div className="item-rows__pair">
            {languages.map((language) => (
              <form.AppField key={language} name={`persons[${index}].role_${language}`}>
                {(field) => (
                  <field.TextField label={`${text.role} (${language.toUpperCase()})`} lang={language} maxLength={200} />
                )}
              </form.AppField>
            ))}
          </div>
        </>
      )}
    </RowList>
  );
}
