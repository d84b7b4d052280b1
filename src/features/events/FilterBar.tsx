import { useQuery } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from "react";
import { formatDate } from "../../i18n/format";
import { useT } from "../../i18n/use-lang";
import type { ApiClient } from "../../lib/api";
import { dateKey, parseDateParam } from "../../lib/dates";
import type { Lang } from "../../lib/languages";
import { lockScroll, unlockScroll } from "../../lib/scroll-lock";
import { useDismissibleDetails } from "../../lib/use-disclosure";
import { FiltersLink, useNavigateToFilters } from "./programme-links";
import { accessOptionsQuery, filterOptionsQuery } from "./queries";
import { SubscribeButton } from "./SubscribeButton";
import {
  activeFilters,
  type EventFilterKey,
  type EventsFilters,
  eventFilterKeys,
  filtersKey,
  showResetFilter,
  withAccess,
  withDate,
  withFilter,
  withoutKey,
} from "./url-state";

// The date picker library loads when the calendar first opens, never with the page.
const DatePicker = lazy(() => import("./DatePicker"));

interface FilterBarProps {
  api: ApiClient;
  lang: Lang;
  filters: EventsFilters;
}

/** 'Montag, 23. November 2026' of a dd-mm-yyyy date. */
function dateLabel(date: string, lang: Lang): string {
  const parts = parseDateParam(date);
  return parts ? formatDate(dateKey(parts), lang, "medium") : date;
}

/**
 * The filter bar (SPEC §2): a dropdown per filter and the calendar on wide screens, the
 * Calendar and Filter buttons opening a side panel on small ones; then the selected filters
 * as removable chips and 'Reset filter'.
 */
export function FilterBar({ api, lang, filters }: FilterBarProps) {
  const t = useT();
  return (
    <search className="events-filters" aria-label={t("events.filters")}>
      <div className="events-filters__bar">
        <CalendarDropdown api={api} lang={lang} filters={filters} />
        {eventFilterKeys.map((key) => (
          <FilterDropdown key={key} api={api} lang={lang} filters={filters} filterKey={key} />
        ))}
        <AccessDropdown api={api} lang={lang} filters={filters} />
      </div>
      <MobileFilters api={api} lang={lang} filters={filters} />
      <FilterChips api={api} lang={lang} filters={filters} />
      <SubscribeButton lang={lang} filters={filters} />
    </search>
  );
}

/** A `<details>` dropdown that Escape and a click outside close, and that a filter change closes. */
function Dropdown({
  className,
  summary,
  filters,
  onOpen,
  children,
}: {
  className: string;
  summary: ReactNode;
  filters: EventsFilters;
  onOpen?: () => void;
  children: ReactNode;
}) {
  const details = useDismissibleDetails(onOpen);
  const key = filtersKey(filters);
  const lastKey = useRef(key);
  useEffect(() => {
    if (lastKey.current === key) return;
    lastKey.current = key;
    const element = details.ref.current;
    if (!element?.open) return;
    const hadFocus = element.contains(document.activeElement);
    element.open = false;
    if (hadFocus) element.querySelector("summary")?.focus();
  }, [key, details.ref]);
  return (
    <details {...details} name="events-filter" className={`events-dropdown ${className}`}>
      <summary className="events-dropdown__summary">{summary}</summary>
      <div className="events-dropdown__panel">{children}</div>
    </details>
  );
}

function FilterDropdown({ api, lang, filters, filterKey }: FilterBarProps & { filterKey: EventFilterKey }) {
  const t = useT();
  const { data: options = [] } = useQuery(filterOptionsQuery(api, lang, filterKey));
  if (options.length === 0) return null;
  const selected = options.find((option) => option.id === filters[filterKey]);
  return (
    <Dropdown
      className={`events-dropdown--${filterKey}${selected ? " events-dropdown--active" : ""}`}
      filters={filters}
      summary={
        <>
          {t(`events.filter.${filterKey}`)}
          {selected && <span className="events-dropdown__value">{`: ${selected.name}`}</span>}
        </>
      }
    >
      <FilterOptions api={api} lang={lang} filters={filters} filterKey={filterKey} />
    </Dropdown>
  );
}

/** One filter's options as links; the selected one is current, and choosing it again clears it. */
function FilterOptions({ api, lang, filters, filterKey }: FilterBarProps & { filterKey: EventFilterKey }) {
  const { data: options = [] } = useQuery(filterOptionsQuery(api, lang, filterKey));
  return (
    <ul className="events-options">
      {options.map((option) => {
        const current = filters[filterKey] === option.id;
        return (
          <li key={option.id}>
            <FiltersLink
              filters={withFilter(filters, filterKey, option.id)}
              className="events-options__option"
              aria-current={current ? "true" : undefined}
            >
              {option.name}
            </FiltersLink>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The accessibility filter (ADR 0037): several features may be required at once, so each option
 * adds or drops its feature and every required one is current.
 */
function AccessDropdown({ api, lang, filters }: FilterBarProps) {
  const t = useT();
  const count = filters.access?.length ?? 0;
  return (
    <Dropdown
      className={`events-dropdown--access${count > 0 ? " events-dropdown--active" : ""}`}
      filters={filters}
      summary={
        <>
          {t("events.filter.access")}
          {count > 0 && <span className="events-dropdown__value">{`: ${count}`}</span>}
        </>
      }
    >
      <AccessOptions api={api} lang={lang} filters={filters} />
    </Dropdown>
  );
}

function AccessOptions({ api, lang, filters }: FilterBarProps) {
  const { data: options = [] } = useQuery(accessOptionsQuery(api, lang));
  return (
    <ul className="events-options">
      {options.map((option) => (
        <li key={option.id}>
          <FiltersLink
            filters={withAccess(filters, option.id)}
            className="events-options__option"
            aria-current={filters.access?.includes(option.id) ? "true" : undefined}
          >
            {option.name}
          </FiltersLink>
        </li>
      ))}
    </ul>
  );
}

function CalendarDropdown({ api, lang, filters }: FilterBarProps) {
  const t = useT();
  const [wanted, setWanted] = useState(false);
  return (
    <Dropdown
      className={`events-dropdown--calendar${filters.date ? " events-dropdown--active" : ""}`}
      filters={filters}
      onOpen={() => setWanted(true)}
      summary={
        <>
          {t("events.calendar")}
          {filters.date && <span className="events-dropdown__value">{`: ${dateLabel(filters.date, lang)}`}</span>}
        </>
      }
    >
      {wanted && <Calendar api={api} lang={lang} filters={filters} />}
    </Dropdown>
  );
}

function Calendar({ api, lang, filters }: FilterBarProps) {
  const t = useT();
  const navigateTo = useNavigateToFilters();
  return (
    <Suspense fallback={<p role="status">{t("common.loading")}</p>}>
      <DatePicker api={api} lang={lang} filters={filters} onSelect={(date) => navigateTo(withDate(filters, date))} />
    </Suspense>
  );
}

type Panel = "calendar" | "filter";

/**
 * Small screens (SPEC §2): two buttons, Calendar and Filter, each opening a side panel. The
 * panel is a modal `<dialog>`: the browser keeps focus inside, Escape, the close button and a
 * choice close it, and focus returns to the button; the page behind does not scroll.
 */
function MobileFilters({ api, lang, filters }: FilterBarProps) {
  const t = useT();
  const [panel, setPanel] = useState<Panel | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const key = filtersKey(filters);
  const lastKey = useRef(key);

  useEffect(() => {
    const element = dialog.current;
    if (!panel || !element) return;
    element.showModal();
    lockScroll();
    return () => {
      unlockScroll();
      if (element.open) element.close();
    };
  }, [panel]);

  // A choice made in the panel closes it, so the changed list is in view. Closing goes through
  // the dialog so the browser hands focus back to the button that opened it; unmounting it first
  // would leave focus on the body.
  useEffect(() => {
    if (lastKey.current === key) return;
    lastKey.current = key;
    dialog.current?.close();
  }, [key]);

  return (
    <div className="events-filters__mobile">
      <button type="button" className="button" onClick={() => setPanel("calendar")}>
        {t("events.calendar")}
      </button>
      <button type="button" className="button" onClick={() => setPanel("filter")}>
        {t("events.filter")}
      </button>
      {panel && (
        <dialog ref={dialog} className="events-panel" aria-labelledby={titleId} onClose={() => setPanel(null)}>
          <div className="events-panel__header">
            <h2 id={titleId}>{t(panel === "calendar" ? "events.calendar" : "events.filter")}</h2>
            <button type="button" className="events-panel__close" onClick={() => dialog.current?.close()}>
              {t("common.close")}
            </button>
          </div>
          {panel === "calendar" ? (
            <Calendar api={api} lang={lang} filters={filters} />
          ) : (
            <>
              {eventFilterKeys.map((filterKey) => (
                <PanelGroup key={filterKey} api={api} lang={lang} filters={filters} filterKey={filterKey} />
              ))}
              <section className="events-panel__group" aria-labelledby={`${titleId}-access`}>
                <h3 id={`${titleId}-access`}>{t("events.filter.access")}</h3>
                <AccessOptions api={api} lang={lang} filters={filters} />
              </section>
            </>
          )}
        </dialog>
      )}
    </div>
  );
}

function PanelGroup({ api, lang, filters, filterKey }: FilterBarProps & { filterKey: EventFilterKey }) {
  const t = useT();
  const headingId = useId();
  const { data: options = [] } = useQuery(filterOptionsQuery(api, lang, filterKey));
  if (options.length === 0) return null;
  return (
    <section className="events-panel__group" aria-labelledby={headingId}>
      <h3 id={headingId}>{t(`events.filter.${filterKey}`)}</h3>
      <FilterOptions api={api} lang={lang} filters={filters} filterKey={filterKey} />
    </section>
  );
}

/** The selected filters and date as chips that remove them, and 'Reset filter' by SPEC §2's rule. */
function FilterChips({ api, lang, filters }: FilterBarProps) {
  const t = useT();
  const active = activeFilters(filters);
  const access = filters.access ?? [];
  if (active.length === 0 && access.length === 0 && !filters.date) return null;
  return (
    <div className="events-chips">
      <ul className="events-chips__list" aria-label={t("events.selectedFilters")}>
        {filters.date && (
          <li>
            <Chip filters={withoutKey(filters, "date")} name={dateLabel(filters.date, lang)} />
          </li>
        )}
        {active.map(({ key, id }) => (
          <li key={key}>
            <FilterChip api={api} lang={lang} filters={filters} filterKey={key} id={id} />
          </li>
        ))}
        {access.map((feature) => (
          <li key={feature}>
            <Chip filters={withAccess(filters, feature)} name={t(`access.feature.${feature}`)} />
          </li>
        ))}
      </ul>
      {showResetFilter(filters) && (
        <FiltersLink filters={{}} className="button events-chips__reset">
          {t("events.resetFilter")}
        </FiltersLink>
      )}
    </div>
  );
}

function FilterChip({ api, lang, filters, filterKey, id }: FilterBarProps & { filterKey: EventFilterKey; id: number }) {
  const t = useT();
  const { data: options } = useQuery(filterOptionsQuery(api, lang, filterKey));
  // An option the bar does not offer (hidden from the filter, or unknown) still shows as a chip,
  // named by its filter, so the visitor can tell what it is and remove it.
  const name =
    options?.find((option) => option.id === id)?.name ??
    t("events.otherOption", { filter: t(`events.filterItem.${filterKey}`), id });
  return <Chip filters={withoutKey(filters, filterKey)} name={name} />;
}

function Chip({ filters, name }: { filters: EventsFilters; name: string }) {
  const t = useT();
  return (
    <FiltersLink filters={filters} className="events-chip" aria-label={t("events.removeFilter", { name })}>
      <span aria-hidden="true">{name}</span>
      <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="12" height="12">
        <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
      </svg>
    </FiltersLink>
  );
}
