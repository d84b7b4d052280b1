import { useId, useState } from "react";
import type { Lang } from "../../lib/languages";
import type { Paged } from "../../schemas/common";
import type { EventListItem } from "../../schemas/events";
import type { FilterOptionKind, FilterOptionList } from "../../schemas/filter-options";
import type { SearchResult } from "../../schemas/search";
import { useEditor, useTexts } from "../context";
import { Dialog } from "../ui/Dialog";
import { FinderSearch, resultStatus } from "./FinderSearch";
import { onListKeys, useDebounced, useGet } from "./hooks";
import { type EventFilters, eventRows, eventsCall, formatDate } from "./logic";
import "./finders.css";

export interface EventChoice {
  id: number;
  title: string;
  url: string;
}

const texts = {
  de: {
    title: "Veranstaltung wählen",
    search: "Veranstaltungen suchen",
    filters: "Filter",
    filtersOff: "Die Filter gelten, solange kein Suchtext eingegeben ist.",
    room: "Spielort",
    type: "Art",
    genre: "Genre",
    tag: "Schlagwort",
    date: "Ab Datum",
    any: "Alle",
    loading: "Wird geladen …",
    failed: "Die Veranstaltungen konnten nicht geladen werden.",
    found: (n: number) => (n === 1 ? "1 Veranstaltung" : `${n} Veranstaltungen`),
    nothing: "Keine Veranstaltungen gefunden",
    page: (page: number) => `Seite ${page}`,
    previous: "Vorherige Seite",
    next: "Nächste Seite",
    cancel: "Abbrechen",
  },
  en: {
    title: "Choose an event",
    search: "Search events",
    filters: "Filters",
    filtersOff: "The filters apply while no search text is entered.",
    room: "Venue",
    type: "Type",
    genre: "Genre",
    tag: "Tag",
    date: "From date",
    any: "All",
    loading: "Loading …",
    failed: "The events could not be loaded.",
    found: (n: number) => (n === 1 ? "1 event" : `${n} events`),
    nothing: "No events found",
    page: (page: number) => `Page ${page}`,
    previous: "Previous page",
    next: "Next page",
    cancel: "Cancel",
  },
};

type Texts = (typeof texts)["de"];

/** The filter selects: the events list's key and the option list behind it (SPEC §3, §7). */
const FILTERS = [
  { key: "room", options: "rooms" },
  { key: "type", options: "exhibition-types" },
  { key: "genre", options: "genres" },
  { key: "tag", options: "event-tags" },
] as const satisfies readonly { key: keyof EventFilters; options: FilterOptionKind }[];

/**
 * The event finder (SPEC §2): upcoming events by search text, or the events list with its
 * filters (venue, type, genre, tag, date). Choosing resolves with the event's id, title and URL;
 * cancelling resolves null.
 */
export function EventFinder({ open, onDone }: { open: boolean; onDone: (choice: EventChoice | null) => void }) {
  const text = useTexts(texts);
  return (
    <Dialog open={open} title={text.title} onClose={() => onDone(null)} wide>
      <EventFinderBody onDone={onDone} text={text} />
    </Dialog>
  );
}

function EventFinderBody({ onDone, text }: { onDone: (choice: EventChoice | null) => void; text: Texts }) {
  const { lang } = useEditor();
  const id = useId();
  const [query, setQuery] = useState("");
  const [filters, setFilters] = useState<EventFilters>({});
  const [page, setPage] = useState(1);
  const settled = useDebounced(query);
  const searching = settled.trim() !== "";
  const loaded = useGet<Paged<SearchResult> | Paged<EventListItem>>(eventsCall(lang, settled, filters, page));
  const rows = loaded.data ? eventRows(loaded.data) : [];
  const count = loaded.data?.count ?? 0;

  const setFilter = (key: keyof EventFilters, value: string) => {
    setFilters((before) => ({ ...before, [key]: value }));
    setPage(1);
  };

  const status = resultStatus(loaded, rows.length, count, text);

  return (
    <div className="finder">
      <div className="finder__search">
        <FinderSearch
          label={text.search}
          value={query}
          listId={`${id}-events`}
          onChange={(value) => {
            setQuery(value);
            setPage(1);
          }}
        />
      </div>
      <fieldset className="finder__filters" disabled={searching} aria-describedby={`${id}-filters-hint`}>
        <legend>{text.filters}</legend>
        {FILTERS.map((filter) => (
          <FilterSelect
            key={filter.key}
            lang={lang}
            label={text[filter.key]}
            any={text.any}
            options={filter.options}
            value={filters[filter.key] ?? ""}
            onChange={(value) => setFilter(filter.key, value)}
          />
        ))}
        <label className="finder__field">
          <span>{text.date}</span>
          <input type="date" value={filters.date ?? ""} onChange={(event) => setFilter("date", event.target.value)} />
        </label>
        <p id={`${id}-filters-hint`} className="finder__hint">
          {text.filtersOff}
        </p>
      </fieldset>
      <output className="finder__status">{status}</output>
      <ul id={`${id}-events`} className="finder__list finder__list--scroll" onKeyDown={onListKeys}>
        {rows.map((row) => (
          <li key={row.id}>
            <button
              type="button"
              className="finder__choice finder__choice--event"
              data-choice
              onClick={() => onDone({ id: row.id, title: row.title, url: row.url })}
            >
              <span className="finder__target-title">{row.title}</span>
              <span className="finder__meta">
                {[row.date ? formatDate(row.date, lang) : null, row.place].filter(Boolean).join(" · ")}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {(loaded.data?.previous || loaded.data?.next) && (
        <nav className="finder__paging" aria-label={text.page(page)}>
          <button
            type="button"
            className="finder__button"
            disabled={!loaded.data?.previous}
            onClick={() => setPage((at) => Math.max(1, at - 1))}
          >
            {text.previous}
          </button>
          <span>{text.page(page)}</span>
          <button
            type="button"
            className="finder__button"
            disabled={!loaded.data?.next}
            onClick={() => setPage((at) => at + 1)}
          >
            {text.next}
          </button>
        </nav>
      )}
      <div className="finder__actions">
        <button type="button" className="finder__button" onClick={() => onDone(null)}>
          {text.cancel}
        </button>
      </div>
    </div>
  );
}

function FilterSelect({
  lang,
  label,
  any,
  options,
  value,
  onChange,
}: {
  lang: Lang;
  label: string;
  any: string;
  options: FilterOptionKind;
  value: string;
  onChange: (value: string) => void;
}) {
  const loaded = useGet<FilterOptionList>(`/api/${options}/?lang=${lang}`);
  return (
    <label className="finder__field">
      <span>{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{any}</option>
        {(loaded.data ?? []).map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </select>
    </label>
  );
}
