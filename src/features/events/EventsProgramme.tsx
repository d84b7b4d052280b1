import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext, useEffect, useId, useMemo, useRef } from "react";
import { EventCard, type EventCardStyle } from "../../components/ui/EventCard";
import { EventStatusMark } from "../../components/ui/EventStatusMark";
import { ResponsiveImage } from "../../components/ui/ResponsiveImage";
import { SmartLink } from "../../components/ui/SmartLink";
import { formatDayHeading } from "../../i18n/format";
import { useT } from "../../i18n/use-lang";
import type { ApiClient } from "../../lib/api";
import type { Lang } from "../../lib/languages";
import { scrollToTop } from "../../lib/scroll-to-top";
import type { EventListItem, EventTeaser } from "../../schemas/events";
import { FilterBar } from "./FilterBar";
import { useFadeIn } from "./fade-in";
import { useFocusKeptOnFilterChange } from "./filter-focus";
import { type ProgrammeDay, programmeDays } from "./group-by-day";
import { useInfiniteScroll } from "./infinite-scroll";
import { FiltersLink, useProgrammeTarget } from "./programme-links";
import { eventsListQuery, teasersQuery } from "./queries";
import { type EventsFilters, filtersKey, hasEventFilters } from "./url-state";

/**
 * Renders in-place booking for a card when the design settings' quick-buy flag is on; the route
 * provides it, because the booking widget is another feature.
 */
export const CardBookingContext = createContext<((event: EventListItem) => ReactNode) | null>(null);

/** SPEC §9: after a filter change the list scrolls to the top in 0.6 s. */
const FILTER_SCROLL_MS = 600;

interface EventsProgrammeProps {
  api: ApiClient;
  lang: Lang;
  filters: EventsFilters;
  /** Level of the day headings; cards sit one below. */
  dayHeadingLevel: 2 | 3;
  currency: string;
  cardStyle: EventCardStyle;
}

/**
 * The programme (SPEC §2 "Events list"), on the events page and in the overlay: the filter bar,
 * then the events by Berlin day with teasers, page by page as the visitor scrolls. Links and
 * the scrolling element come from ProgrammeTargetContext.
 */
export function EventsProgramme({ api, lang, filters, dayHeadingLevel, currency, cardStyle }: EventsProgrammeProps) {
  const t = useT();
  const { scrollRoot } = useProgrammeTarget();
  const key = filtersKey(filters);
  const filtered = hasEventFilters(filters);
  const events = useInfiniteQuery(eventsListQuery(api, lang, filters));
  const teasers = useQuery({ ...teasersQuery(api, lang), enabled: !filtered });

  const root = useRef<HTMLDivElement>(null);
  useFocusKeptOnFilterChange(root, key);
  const lastKey = useRef(key);
  useEffect(() => {
    if (lastKey.current === key) return;
    lastKey.current = key;
    return scrollToTop(FILTER_SCROLL_MS, scrollRoot?.current ?? null);
  }, [key, scrollRoot]);

  const items = useMemo(() => events.data?.pages.flatMap((page) => page.results) ?? [], [events.data]);
  const count = events.data?.pages[0]?.count;
  const hasNextPage = events.hasNextPage;
  const days = useMemo(
    () => programmeDays(items, filtered ? [] : (teasers.data ?? []), !hasNextPage),
    [items, filtered, teasers.data, hasNextPage],
  );

  return (
    <div ref={root} className="events-programme">
      <FilterBar api={api} lang={lang} filters={filters} />
      <p className="visually-hidden" role="status">
        {count === undefined ? "" : t("events.resultCount", { count })}
      </p>
      {events.isPending ? (
        <LoadingPlaceholder loading />
      ) : events.isError && items.length === 0 ? (
        <div className="events-programme__empty">
          <p>{t("events.loadFailed")}</p>
          <button type="button" className="button" onClick={() => void events.refetch()}>
            {t("events.retry")}
          </button>
        </div>
      ) : items.length === 0 ? (
        <EmptyEvents filtered={filtered} />
      ) : (
        <>
          <EventDays
            days={days}
            dayHeadingLevel={dayHeadingLevel}
            lang={lang}
            currency={currency}
            cardStyle={cardStyle}
            itemsKey={`${key}:${items.length}:${days.length}`}
          />
          {hasNextPage && (
            <NextPage
              resetKey={key}
              loadedPages={events.data?.pages.length ?? 0}
              fetching={events.isFetchingNextPage}
              failed={events.isFetchNextPageError}
              fetchNextPage={events.fetchNextPage}
            />
          )}
        </>
      )}
    </div>
  );
}

/** The loading placeholder at the end of the list; reaching it loads the next page. */
function NextPage({
  resetKey,
  loadedPages,
  fetching,
  failed,
  fetchNextPage,
}: {
  resetKey: string;
  loadedPages: number;
  fetching: boolean;
  failed: boolean;
  fetchNextPage: () => Promise<{ isError: boolean }>;
}) {
  const t = useT();
  const sentinel = useRef<HTMLDivElement>(null);
  const { scrollRoot } = useProgrammeTarget();
  useInfiniteScroll({ sentinel, root: scrollRoot, loadedPages, hasNextPage: true, fetchNextPage, resetKey });
  return (
    <div ref={sentinel} className="events-programme__more">
      {failed ? (
        <p>
          {t("events.loadFailed")}{" "}
          <button type="button" className="button" onClick={() => void fetchNextPage()}>
            {t("events.retry")}
          </button>
        </p>
      ) : (
        <>
          <p className="visually-hidden" role="status">
            {fetching ? t("events.loadingMore") : ""}
          </p>
          <LoadingPlaceholder loading={fetching} />
        </>
      )}
    </div>
  );
}

/**
 * Skeleton cards (SPEC §2 loading skeletons), hidden from assistive technology. They shimmer
 * only while a page loads: at rest at the end of the list, an endless animation would restyle
 * them every frame (background-position is not composited), on screen or not.
 */
function LoadingPlaceholder({ loading }: { loading: boolean }) {
  return (
    <div className={loading ? "events-skeleton events-skeleton--loading" : "events-skeleton"} aria-hidden="true">
      <div className="events-skeleton__card" />
      <div className="events-skeleton__card" />
    </div>
  );
}

function EmptyEvents({ filtered }: { filtered: boolean }) {
  const t = useT();
  if (!filtered) return <p className="events-programme__empty">{t("events.noUpcoming")}</p>;
  return (
    <div className="events-programme__empty">
      <p>{t("events.noResult")}</p>
      <p>
        <FiltersLink filters={{}} className="button">
          {t("events.resetFilters")}
        </FiltersLink>
      </p>
    </div>
  );
}

interface EventDaysProps {
  days: ProgrammeDay<EventListItem, EventTeaser>[];
  dayHeadingLevel: 2 | 3;
  lang: Lang;
  currency: string;
  cardStyle: EventCardStyle;
  itemsKey: string;
}

function EventDays({ days, dayHeadingLevel, lang, currency, cardStyle, itemsKey }: EventDaysProps) {
  const list = useRef<HTMLOListElement>(null);
  const { scrollRoot } = useProgrammeTarget();
  useFadeIn(list, scrollRoot, itemsKey);
  return (
    <ol ref={list} className={`event-days event-days--style-${cardStyle}`}>
      {days.map((day) => (
        <EventDay
          key={day.day}
          day={day}
          headingLevel={dayHeadingLevel}
          lang={lang}
          currency={currency}
          cardStyle={cardStyle}
        />
      ))}
    </ol>
  );
}

function EventDay({
  day,
  headingLevel,
  lang,
  currency,
  cardStyle,
}: Omit<EventDaysProps, "days" | "dayHeadingLevel" | "itemsKey"> & {
  day: ProgrammeDay<EventListItem, EventTeaser>;
  headingLevel: 2 | 3;
}) {
  const headingId = useId();
  const renderBooking = useContext(CardBookingContext);
  const Heading = `h${headingLevel}` as const;
  return (
    <li className="event-day">
      <section aria-labelledby={headingId}>
        <Heading id={headingId} className="event-day__heading">
          <time dateTime={day.day}>{formatDayHeading(day.day, lang)}</time>
        </Heading>
        <ul className="event-list">
          {day.items.map((event) => (
            <li key={event.id} data-fade="">
              <EventCard
                event={event}
                headingLevel={headingLevel === 2 ? 3 : 4}
                currency={currency}
                cardStyle={cardStyle}
                booking={renderBooking?.(event)}
              />
            </li>
          ))}
          {day.teasers.map((teaser) => (
            <li key={`teaser-${teaser.id}`} className="event-list__teaser">
              <TeaserCard teaser={teaser} headingLevel={headingLevel === 2 ? 3 : 4} />
            </li>
          ))}
        </ul>
      </section>
    </li>
  );
}

/** An event teaser (SPEC §3) at the end of its day. */
function TeaserCard({ teaser, headingLevel }: { teaser: EventTeaser; headingLevel: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="event-teaser">
      {teaser.image_obj && (
        <div className="event-teaser__image">
          <ResponsiveImage
            base={teaser.image_obj.key}
            alt={teaser.image_obj.alt}
            sizes="(min-width: 768px) 400px, 100vw"
            width={400}
            height={300}
          />
        </div>
      )}
      <div className="event-teaser__body">
        {teaser.preline && <p className="event-teaser__preline">{teaser.preline}</p>}
        <Heading className="event-teaser__headline">{teaser.headline}</Heading>
        {teaser.subline && <p className="event-teaser__subline">{teaser.subline}</p>}
        {teaser.linked_event && <EventStatusMark event={teaser.linked_event} className="event-teaser__status" />}
        {teaser.link && (
          <p>
            <SmartLink href={teaser.link} className="button">
              {teaser.link_text || teaser.headline}
            </SmartLink>
          </p>
        )}
      </div>
    </article>
  );
}
