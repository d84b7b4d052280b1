import { useRouter } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { formatDate, formatPrice, formatTime } from "../../i18n/format";
import { useLang, useT } from "../../i18n/use-lang";
import { type CalendarEntry, googleCalendarUrl, icsHref, outlookCalendarUrl } from "../../lib/calendar-links";
import { placeOf } from "../../lib/event-place";
import { noTicketsMessage } from "../../lib/event-status";
import { toggleFavourite, useIsFavourite } from "../../lib/favourites";
import type { Lang } from "../../lib/languages";
import { sellsLive, useLiveSeats } from "../../lib/live-availability";
import { offeredTicketHref } from "../../lib/ticket-links";
import { useDismissibleDetails } from "../../lib/use-disclosure";
import type { EventListItem } from "../../schemas/events";
import { DateText, TimeText } from "./DateTime";
import { EventStatusMark } from "./EventStatusMark";
import { eventLabels } from "./event-card-rules";
import { ResponsiveImage } from "./ResponsiveImage";
import { SeatsNote } from "./SeatsNote";
import { SmartLink } from "./SmartLink";

type HeadingLevel = 2 | 3 | 4;

/** The three card designs of the design settings' event style flag (SPEC §2). */
export type EventCardStyle = 1 | 2 | 3;

interface EventCardProps {
  event: EventListItem;
  /** Level of the title heading, one below the heading of the list it sits in. */
  headingLevel?: HeadingLevel;
  /** Currency of the design settings (SPEC §9, default €). */
  currency?: string;
  /** Card design: 1 image beside the text, 2 image above it, 3 compact without image. */
  cardStyle?: EventCardStyle;
  /** Books in place instead of the ticket link (design settings' quick-buy flag); only used while tickets are on sale. */
  booking?: ReactNode;
}

/**
 * An event as a card (SPEC §2 "Event card"): image, title linking to the detail page, subtitle,
 * date and time, place, labels, lowest price, the ticket link, the calendar and favourite actions.
 */
export function EventCard({ event: stored, headingLevel = 3, currency = "€", cardStyle = 1, booking }: EventCardProps) {
  const t = useT();
  const lang = useLang();
  const Heading = `h${headingLevel}` as const;
  // The page may be cached: whether the date is sold out is asked live after hydration.
  const { shown: event, seats } = useLiveSeats(stored);
  const labels = eventLabels(event);
  const place = placeOf(event);
  const tickets = offeredTicketHref(event);
  return (
    <article className={`event-card event-card--style-${cardStyle} event-card--${event.theme}`}>
      {event.image_obj && cardStyle !== 3 && (
        <div className="event-card__image">
          <ResponsiveImage
            base={event.image_obj.key}
            alt={event.image_obj.alt}
            sizes="(min-width: 768px) 200px, 100vw"
            width={400}
            height={300}
          />
        </div>
      )}
      <div className="event-card__body">
        <Heading className="event-card__title">
          <SmartLink href={event.url}>{event.title}</SmartLink>
        </Heading>
        {event.subtitle && <p className="event-card__subtitle">{event.subtitle}</p>}
        <p className="event-card__when">
          <DateText value={event.date_start} lang={lang} /> <TimeText value={event.date_start} lang={lang} />
        </p>
        <EventStatusMark event={event} className="event-card__status" />
        {place && <p className="event-card__place">{place}</p>}
        {labels.length > 0 && (
          <ul className="event-card__labels" aria-label={t("event.labels")}>
            {labels.map((label) => (
              <li key={label.key} className={`event-card__label event-card__label--${label.kind}`}>
                {label.name}
              </li>
            ))}
          </ul>
        )}
        {event.min_price !== null && (
          <p className="event-card__price">
            {Number(event.min_price) === 0
              ? t("event.free")
              : t("event.priceFrom", { price: formatPrice(event.min_price, currency) })}
          </p>
        )}
        {sellsLive(event) && <SeatsNote seats={seats} className="event-card__seats" />}
        {tickets && booking ? (
          <div className="event-card__tickets">{booking}</div>
        ) : (
          <p className="event-card__tickets">
            {tickets ? (
              <SmartLink href={tickets} className="button">
                {t("event.tickets")}
                <span className="visually-hidden">{`: ${event.title}, ${formatDateForLabel(event, lang)}`}</span>
              </SmartLink>
            ) : (
              <span className="button button--disabled">{t(noTicketsMessage(event))}</span>
            )}
          </p>
        )}
        <div className="event-card__actions">
          <CalendarAction event={event} place={place} lang={lang} />
          <FavouriteAction event={event} />
        </div>
      </div>
    </article>
  );
}

/** 'Add to calendar': the worker's .ics file, Google Calendar and Outlook on the web, as a popup. */
function CalendarAction({ event, place, lang }: { event: EventListItem; place: string; lang: Lang }) {
  const t = useT();
  const origin = useRouter().options.context?.origin;
  const entry: CalendarEntry = {
    id: event.id,
    title: event.title,
    date_start: event.date_start,
    date_end: event.date_end,
    location: place || undefined,
    pageUrl: origin ? `${origin}${event.url}` : undefined,
  };
  const google = googleCalendarUrl(entry);
  const outlook = outlookCalendarUrl(entry);
  const popup = useDismissibleDetails();
  return (
    <details {...popup} className="event-card__calendar">
      <summary>
        {t("event.addToCalendar")}
        <span className="visually-hidden">{`: ${event.title}`}</span>
      </summary>
      <ul>
        <li>
          <a href={icsHref(lang, event.id)} download>
            {t("event.calendarFile")}
          </a>
        </li>
        {google && (
          <li>
            <a href={google} target="_blank" rel="noopener noreferrer">
              {t("event.googleCalendar")}
            </a>
          </li>
        )}
        {outlook && (
          <li>
            <a href={outlook} target="_blank" rel="noopener noreferrer">
              {t("event.outlookCalendar")}
            </a>
          </li>
        )}
      </ul>
    </details>
  );
}

/** A toggle kept in this browser (lib/favourites); its state is announced through aria-pressed. */
function FavouriteAction({ event }: { event: EventListItem }) {
  const t = useT();
  const favourite = useIsFavourite(event.id);
  return (
    <button
      type="button"
      className="event-card__favourite"
      aria-pressed={favourite}
      title={t(favourite ? "event.removeFromFavourites" : "event.addToFavourites")}
      onClick={() =>
        toggleFavourite({ id: event.id, title: event.title, url: event.url, date_start: event.date_start })
      }
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.6.8-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.8 4.2 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
      <span className="visually-hidden">{t("event.favourite", { title: event.title })}</span>
    </button>
  );
}

/** Ticket links repeat per card; the hidden date makes each link's name unique for screen readers. */
function formatDateForLabel(event: EventListItem, lang: Lang): string {
  return `${formatDate(event.date_start, lang)} ${formatTime(event.date_start, lang)}`;
}

interface EventCardListProps {
  events: EventListItem[];
  headingLevel?: HeadingLevel;
  currency?: string;
  cardStyle?: EventCardStyle;
  label?: string;
}

/** Events as a list of cards, in the order given. */
export function EventCardList({ events, headingLevel, currency, cardStyle, label }: EventCardListProps) {
  return (
    <ul className="event-list" aria-label={label}>
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} headingLevel={headingLevel} currency={currency} cardStyle={cardStyle} />
        </li>
      ))}
    </ul>
  );
}
