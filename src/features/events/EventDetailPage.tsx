import { useSuspenseQuery } from "@tanstack/react-query";
import { DateText, TimeText } from "../../components/ui/DateTime";
import { eventLabels, ticketsAvailable } from "../../components/ui/EventCard";
import { PersonRefList } from "../../components/ui/PersonRefList";
import { ResponsiveImage } from "../../components/ui/ResponsiveImage";
import { SanitisedHtml } from "../../components/ui/SanitisedHtml";
import { SmartLink } from "../../components/ui/SmartLink";
import { formatPrice } from "../../i18n/format";
import type { Lang } from "../../i18n/languages";
import { useT } from "../../i18n/use-lang";
import type { ApiClient } from "../../lib/api";
import type { EventDetail, Price } from "../../schemas/events";
import { eventQuery } from "./queries";

interface EventDetailPageProps {
  api: ApiClient;
  lang: Lang;
  id: number;
  currency: string;
}

/** An event (SPEC §2 "Event detail"): what, when, where, who, prices and the ticket link. */
export function EventDetailPage({ api, lang, id, currency }: EventDetailPageProps) {
  const t = useT();
  const { data: event } = useSuspenseQuery(eventQuery(api, lang, id));
  const labels = eventLabels(event);
  return (
    <article className="event-detail">
      <header className="page-header">
        <h1>{event.title}</h1>
        {event.subtitle && <p className="page-header__subtitle">{event.subtitle}</p>}
        {event.status !== "scheduled" && (
          <p className="event-detail__status">
            <strong>{t(event.status === "cancelled" ? "event.cancelled" : "event.postponed")}</strong>
          </p>
        )}
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
            <dd>
              {event.venue && <SmartLink href={event.venue.url}>{event.venue.name}</SmartLink>}
              {event.venue && event.room && ", "}
              {event.room?.name}
            </dd>
          </>
        )}
        {event.production && (
          <>
            <dt>{t("event.production")}</dt>
            <dd>
              <SmartLink href={event.production.url}>{event.production.title}</SmartLink>
            </dd>
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
      <p className="event-detail__tickets">
        {ticketsAvailable(event) && event.ticket_url ? (
          <SmartLink href={event.ticket_url} className="button">
            {t("booking.bookTickets")}
          </SmartLink>
        ) : (
          <span className="button button--disabled">
            {t(event.sold_out ? "event.soldOut" : "event.ticketsUnavailable")}
          </span>
        )}
      </p>
      {event.description && <SanitisedHtml html={event.description} className="rich-text event-detail__description" />}
      {event.persons.length > 0 && (
        <section className="event-detail__persons" aria-labelledby="event-persons">
          <h2 id="event-persons">{t("event.persons")}</h2>
          <PersonRefList persons={event.persons} />
        </section>
      )}
      <EventPrices event={event} currency={currency} />
    </article>
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

/** Prices by seat group (SPEC §5: seat groups with status 0 are hidden); without groups, the flat list. */
function EventPrices({ event, currency }: { event: EventDetail; currency: string }) {
  const t = useT();
  const groups = event.seat_groups.filter((group) => group.status !== 0 && group.prices.length > 0);
  if (groups.length === 0 && event.prices.length === 0) return null;
  return (
    <section className="event-detail__prices" aria-labelledby="event-prices">
      <h2 id="event-prices">{t("event.prices")}</h2>
      {groups.length === 0 ? (
        <PriceItems prices={event.prices} currency={currency} />
      ) : (
        groups.map((group) => (
          <section key={group.id} className="price-group">
            <h3>{group.seat_group}</h3>
            {group.text && <p>{group.text}</p>}
            <PriceItems prices={group.prices} currency={currency} />
          </section>
        ))
      )}
    </section>
  );
}
