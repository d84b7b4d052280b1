import { formatDate, formatPrice, formatTime } from "../../i18n/format";
import type { Lang } from "../../i18n/languages";
import { useLang, useT } from "../../i18n/use-lang";
import type { EventListItem } from "../../schemas/events";
import { DateText, TimeText } from "./DateTime";
import { ResponsiveImage } from "./ResponsiveImage";
import { SmartLink } from "./SmartLink";

export type HeadingLevel = 2 | 3 | 4;

interface EventCardProps {
  event: EventListItem;
  /** Level of the title heading, one below the heading of the list it sits in. */
  headingLevel?: HeadingLevel;
  /** Currency of the design settings (SPEC §9, default €). */
  currency?: string;
}

/** SPEC §2 card labels: exhibition type, genre, series and tags, keyed by kind (ids repeat across kinds). */
export function eventLabels(event: EventListItem): { key: string; name: string }[] {
  const labels: { key: string; name: string }[] = [];
  if (event.exhibition_type) labels.push({ key: `type:${event.exhibition_type.id}`, name: event.exhibition_type.name });
  if (event.genre) labels.push({ key: `genre:${event.genre.id}`, name: event.genre.name });
  if (event.series) labels.push({ key: `series:${event.series.id}`, name: event.series.name });
  for (const tag of event.tags) labels.push({ key: `tag:${tag.id}`, name: tag.name });
  return labels;
}

/** Whether a card offers its ticket link (SPEC §2: else the disabled 'no tickets' label). */
export function ticketsAvailable(event: EventListItem): boolean {
  return event.has_tickets && event.ticket_url !== null && !event.sold_out && event.status === "scheduled";
}

/**
 * An event as a card (SPEC §2 "Event card"): image, title linking to the detail page, subtitle,
 * date and time, place, labels, lowest price and the ticket link.
 */
export function EventCard({ event, headingLevel = 3, currency = "€" }: EventCardProps) {
  const t = useT();
  const lang = useLang();
  const Heading = `h${headingLevel}` as const;
  const labels = eventLabels(event);
  const place = [event.venue?.name, event.room?.name].filter(Boolean).join(", ");
  return (
    <article className={`event-card event-card--${event.theme}`}>
      {event.image_obj && (
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
        {event.status !== "scheduled" && (
          <p className="event-card__status">
            <strong>{t(event.status === "cancelled" ? "event.cancelled" : "event.postponed")}</strong>
          </p>
        )}
        {place && <p className="event-card__place">{place}</p>}
        {labels.length > 0 && (
          <ul className="event-card__labels" aria-label={t("event.labels")}>
            {labels.map((label) => (
              <li key={label.key}>{label.name}</li>
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
        <p className="event-card__tickets">
          {ticketsAvailable(event) && event.ticket_url ? (
            <SmartLink href={event.ticket_url} className="button">
              {t("event.tickets")}
              <span className="visually-hidden">{`: ${event.title}, ${formatDateForLabel(event, lang)}`}</span>
            </SmartLink>
          ) : (
            <span className="button button--disabled">
              {t(event.sold_out ? "event.soldOut" : "event.ticketsUnavailable")}
            </span>
          )}
        </p>
      </div>
    </article>
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
  label?: string;
}

/** Events as a list of cards, in the order given. */
export function EventCardList({ events, headingLevel, currency, label }: EventCardListProps) {
  return (
    <ul className="event-list" aria-label={label}>
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} headingLevel={headingLevel} currency={currency} />
        </li>
      ))}
    </ul>
  );
}
