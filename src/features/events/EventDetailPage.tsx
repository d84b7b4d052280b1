import { useSuspenseQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { AccessFeatures } from "../../components/ui/AccessFeatures";
import { DateText, TimeText } from "../../components/ui/DateTime";
import { EventStatusMark } from "../../components/ui/EventStatusMark";
import { eventLabels } from "../../components/ui/event-card-rules";
import { JsonLd } from "../../components/ui/json-ld";
import { PersonRefList } from "../../components/ui/PersonRefList";
import { ResponsiveImage } from "../../components/ui/ResponsiveImage";
import { SanitisedHtml } from "../../components/ui/SanitisedHtml";
import { SeatsNote } from "../../components/ui/SeatsNote";
import { SmartLink } from "../../components/ui/SmartLink";
import { formatPrice } from "../../i18n/format";
import { useT } from "../../i18n/use-lang";
import type { ApiClient } from "../../lib/api";
import { EVENT_DETAIL_SECTIONS, type EventDetailSection, orderSections } from "../../lib/detail-sections";
import { placeOf } from "../../lib/event-place";
import { noTicketsMessage } from "../../lib/event-status";
import type { Lang } from "../../lib/languages";
import { sellsLive, useLiveSeats } from "../../lib/live-availability";
import { offeredTicketHref, TICKETS_ID } from "../../lib/ticket-links";
import type { EventDetail, Price } from "../../schemas/events";
import { eventNode } from "./event-json-ld";
import { eventQuery } from "./queries";

/** The event page's sections, in their default order; design settings may reorder them (SPEC §3). */

interface EventDetailPageProps {
  api: ApiClient;
  lang: Lang;
  id: number;
  currency: string;
  /** The design settings' event detail-section order. */
  sectionOrder: readonly string[];
  /** The booking widget for this event, or null where the page should link to the shop instead. */
  renderBooking: (event: EventDetail) => ReactNode;
}

/**
 * An event (SPEC §2 "Event detail"): title, date and place first, then description, tickets,
 * cast, venue and production in the order the design settings give.
 */
export function EventDetailPage({ api, lang, id, currency, sectionOrder, renderBooking }: EventDetailPageProps) {
  const t = useT();
  const { data: event } = useSuspenseQuery(eventQuery(api, lang, id));
  const labels = eventLabels(event);
  const sections: Record<EventDetailSection, ReactNode> = {
    description: event.description ? (
      <SanitisedHtml key="description" html={event.description} className="rich-text event-detail__description" />
    ) : null,
    tickets: <TicketsSection key="tickets" event={event} currency={currency} booking={renderBooking(event)} />,
    persons:
      event.persons.length > 0 ? (
        <section key="persons" className="event-detail__persons" aria-labelledby="event-persons">
          <h2 id="event-persons">{t("event.persons")}</h2>
          <PersonRefList persons={event.persons} />
        </section>
      ) : null,
    venue:
      event.venue || event.room ? (
        <section key="venue" className="event-detail__venue" aria-labelledby="event-venue">
          <h2 id="event-venue">{t("event.place")}</h2>
          <p>
            {event.venue && <SmartLink href={event.venue.url}>{event.venue.name}</SmartLink>}
            {event.venue && event.room && ", "}
            {event.room?.name}
          </p>
        </section>
      ) : null,
    production: event.production ? (
      <section key="production" className="event-detail__production" aria-labelledby="event-production">
        <h2 id="event-production">{t("event.production")}</h2>
        <p>
          <SmartLink href={event.production.url}>{event.production.title}</SmartLink>
        </p>
      </section>
    ) : null,
  };
  return (
    <article className="event-detail">
      <JsonLd node={(origin) => eventNode(event, origin, currency, lang)} />
      <header className="page-header">
        <h1>{event.title}</h1>
        {event.subtitle && <p className="page-header__subtitle">{event.subtitle}</p>}
        <EventStatusMark event={event} className="event-detail__status" />
      </header>
      {event.image_obj && (
        <ResponsiveImage
          base={event.image_obj.key}
          alt={event.image_obj.alt}
          sizes="(min-width: 1024px) 66vw, 100vw"
          eager
        />
      )}
      <dl className="event-detail__facts">
        <dt>{t("event.date")}</dt>
        <dd>
          <DateText value={event.date_start} lang={lang} style="long" />
        </dd>
        <dt>{t("event.time")}</dt>
        <dd>
          <TimeText value={event.date_start} lang={lang} />
          {event.date_end && (
            <>
              {" – "}
              <TimeText value={event.date_end} lang={lang} />
            </>
          )}
        </dd>
        {(event.venue || event.room) && (
          <>
            <dt>{t("event.place")}</dt>
            <dd>{placeOf(event)}</dd>
          </>
        )}
        {event.series && (
          <>
            <dt>{t("events.filter.series")}</dt>
            <dd>{event.series.name}</dd>
          </>
        )}
      </dl>
      {labels.length > 0 && (
        <ul className="event-detail__labels" aria-label={t("event.labels")}>
          {labels.map((label) => (
            <li key={label.key}>{label.name}</li>
          ))}
        </ul>
      )}
      <AccessFeatures access={event.access} headingId="event-access" />
      {orderSections(sectionOrder, EVENT_DETAIL_SECTIONS).map((name) => sections[name])}
    </article>
  );
}

/** Prices by seat group, then the booking widget, the shop link or why there are no tickets. */
function TicketsSection({
  event: stored,
  currency,
  booking,
}: {
  event: EventDetail;
  currency: string;
  booking: ReactNode;
}) {
  const t = useT();
  // The page may be cached: a date sold out since offers no booking, one with seats again does.
  const { shown: event, seats } = useLiveSeats(stored);
  const tickets = offeredTicketHref(event);
  return (
    <section id={TICKETS_ID} className="event-detail__tickets" aria-labelledby="event-tickets">
      <h2 id="event-tickets">{t("event.tickets")}</h2>
      <EventPrices event={event} currency={currency} />
      {sellsLive(event) && <SeatsNote seats={seats} className="event-detail__seats" />}
      {tickets && booking ? (
        booking
      ) : (
        <p>
          {tickets ? (
            <SmartLink href={tickets} className="button">
              {t("booking.bookTickets")}
            </SmartLink>
          ) : (
            <span className="button button--disabled">{t(noTicketsMessage(event))}</span>
          )}
        </p>
      )}
    </section>
  );
}

function PriceItems({ prices, currency }: { prices: Price[]; currency: string }) {
  return (
    <ul className="price-list">
      {prices.map((price) => (
        <li key={price.id}>
          <span className="price-list__name">{price.name}</span>{" "}
          <span className="price-list__price">{formatPrice(price.price, currency)}</span>
          {price.text && <span className="price-list__text">{` – ${price.text}`}</span>}
        </li>
      ))}
    </ul>
  );
}

/**
 * Prices by seat group (SPEC §5: seat groups with status 0 are hidden, their prices too); the
 * flat list only for an event without seat groups.
 */
function EventPrices({ event, currency }: { event: EventDetail; currency: string }) {
  const t = useT();
  const grouped = event.seat_groups.length > 0;
  const groups = event.seat_groups.filter((group) => group.status !== 0 && group.prices.length > 0);
  if (grouped ? groups.length === 0 : event.prices.length === 0) return null;
  return (
    <div className="event-detail__prices">
      <h3 className="visually-hidden">{t("event.prices")}</h3>
      {!grouped ? (
        <PriceItems prices={event.prices} currency={currency} />
      ) : (
        groups.map((group) => (
          <section key={group.id} className="price-group" aria-label={group.seat_group}>
            <h4 className="price-group__name">{group.seat_group}</h4>
            {group.text && <p>{group.text}</p>}
            <PriceItems prices={group.prices} currency={currency} />
          </section>
        ))
      )}
    </div>
  );
}
