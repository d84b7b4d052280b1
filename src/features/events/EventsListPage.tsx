import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useId } from "react";
import { EventCard } from "../../components/ui/EventCard";
import { Pagination, pageCountOf } from "../../components/ui/Pagination";
import { formatDayHeading } from "../../i18n/format";
import type { Lang } from "../../i18n/languages";
import { useT } from "../../i18n/use-lang";
import type { ApiClient } from "../../lib/api";
import { todayParam } from "../../lib/dates";
import type { EventListItem } from "../../schemas/events";
import { type DayGroup, groupByBerlinDay } from "./group-by-day";
import { EVENTS_PAGE_SIZE, type EventsSearch, eventFilterKeys, eventsQuery } from "./queries";

/** SPEC §4: a filter, or a date other than today, makes the list a filtered one. */
export function hasEventFilters(search: EventsSearch, today = todayParam()): boolean {
  return (
    eventFilterKeys.some((key) => search[key] !== undefined) || (search.date !== undefined && search.date !== today)
  );
}

interface EventsListPageProps {
  api: ApiClient;
  lang: Lang;
  search: EventsSearch;
  /** The editable events page's headline, when there is one. */
  headline: string | null;
  currency: string;
}

/** The events programme (SPEC §2 "Events list"): one page of events, grouped by Berlin day. */
export function EventsListPage({ api, lang, search, headline, currency }: EventsListPageProps) {
  const t = useT();
  const { data } = useSuspenseQuery(eventsQuery(api, lang, search));
  const page = search.page ?? 1;
  return (
    <div className="events-page">
      <header className="page-header">
        <h1>{headline || t("events.title")}</h1>
      </header>
      {data.results.length === 0 ? (
        <EmptyEvents lang={lang} filtered={hasEventFilters(search)} />
      ) : (
        <EventDays groups={groupByBerlinDay(data.results)} lang={lang} currency={currency} />
      )}
      <Pagination
        page={page}
        pageCount={pageCountOf(data.count, EVENTS_PAGE_SIZE)}
        renderLink={(target, props) => (
          <Link
            to="/$lang/events"
            params={{ lang }}
            search={{ ...search, page: target > 1 ? target : undefined }}
            {...props}
          />
        )}
      />
    </div>
  );
}

function EventDays({ groups, lang, currency }: { groups: DayGroup<EventListItem>[]; lang: Lang; currency: string }) {
  return (
    <ol className="event-days">
      {groups.map((group) => (
        <EventDay key={group.day} group={group} lang={lang} currency={currency} />
      ))}
    </ol>
  );
}

function EventDay({ group, lang, currency }: { group: DayGroup<EventListItem>; lang: Lang; currency: string }) {
  const headingId = useId();
  return (
    <li className="event-day">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="event-day__heading">
          <time dateTime={group.day}>{formatDayHeading(group.day, lang)}</time>
        </h2>
        <ul className="event-list">
          {group.items.map((event) => (
            <li key={event.id}>
              <EventCard event={event} headingLevel={3} currency={currency} />
            </li>
          ))}
        </ul>
      </section>
    </li>
  );
}

function EmptyEvents({ lang, filtered }: { lang: Lang; filtered: boolean }) {
  const t = useT();
  if (!filtered) return <p className="events-page__empty">{t("events.noUpcoming")}</p>;
  return (
    <div className="events-page__empty">
      <p>{t("events.noResult")}</p>
      <p>
        <Link to="/$lang/events" params={{ lang }} className="button" activeOptions={{ exact: true }}>
          {t("events.resetFilters")}
        </Link>
      </p>
    </div>
  );
}
