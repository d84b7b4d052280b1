import { useSuspenseQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { AccessFeatures } from "../../components/ui/AccessFeatures";
import { DateRange } from "../../components/ui/DateRange";
import { EventCard } from "../../components/ui/EventCard";
import { PersonRefList } from "../../components/ui/PersonRefList";
import { ResponsiveImage } from "../../components/ui/ResponsiveImage";
import { SanitisedHtml } from "../../components/ui/SanitisedHtml";
import { useT } from "../../i18n/use-lang";
import type { ApiClient } from "../../lib/api";
import { orderSections, PRODUCTION_DETAIL_SECTIONS, type ProductionDetailSection } from "../../lib/detail-sections";
import type { Lang } from "../../lib/languages";
import { useLiveSeats } from "../../lib/live-availability";
import type { EventListItem } from "../../schemas/events";
import { DATES_AND_TICKETS_ID } from "./anchors";
import { productionQuery } from "./queries";

/** The anchor of the dates section (SPEC §2; the sticky bar's 'Dates and Tickets' button links to it). */

/** The production page's sections, in their default order; design settings may reorder them (SPEC §3). */

interface ProductionDetailPageProps {
  api: ApiClient;
  lang: Lang;
  id: number;
  currency: string;
  /** The design settings' production detail-section order. */
  sectionOrder: readonly string[];
  /** The booking widget of one of the production's events, or null to leave the card's ticket link alone. */
  renderBooking: (event: EventListItem) => ReactNode;
}

/** A production: facts, then description, its dates with booking and the cast in the configured order. */
export function ProductionDetailPage({
  api,
  lang,
  id,
  currency,
  sectionOrder,
  renderBooking,
}: ProductionDetailPageProps) {
  const t = useT();
  const { data: production } = useSuspenseQuery(productionQuery(api, lang, id));
  const sections: Record<ProductionDetailSection, ReactNode> = {
    // The schema does not say so, but the migration stores description_* as sanitised rich text.
    description: production.description ? (
      <SanitisedHtml
        key="description"
        html={production.description}
        className="rich-text production-detail__description"
      />
    ) : null,
    dates: (
      <section
        key="dates"
        id={DATES_AND_TICKETS_ID}
        aria-labelledby="production-dates"
        className="production-detail__dates"
      >
        <h2 id="production-dates">{t("booking.datesAndTickets")}</h2>
        {production.events.length > 0 ? (
          <ul className="event-list">
            {production.events.map((event) => (
              <ProductionDate key={event.id} event={event} currency={currency} renderBooking={renderBooking} />
            ))}
          </ul>
        ) : (
          <p>{t("events.noUpcoming")}</p>
        )}
      </section>
    ),
    persons:
      production.persons.length > 0 ? (
        <section key="persons" aria-labelledby="production-persons">
          <h2 id="production-persons">{t("event.persons")}</h2>
          <PersonRefList persons={production.persons} />
        </section>
      ) : null,
  };
  return (
    <article className="production-detail">
      <header className="page-header">
        <h1>{production.title}</h1>
        {production.subtitle && <p className="page-header__subtitle">{production.subtitle}</p>}
        {production.date_start && (
          <p className="page-header__dates">
            <DateRange from={production.date_start} to={production.date_end} lang={lang} />
          </p>
        )}
        {production.events.length > 0 && (
          <p>
            <a href={`#${DATES_AND_TICKETS_ID}`}>{t("booking.datesAndTickets")}</a>
          </p>
        )}
      </header>
      {production.image_obj && (
        <ResponsiveImage
          base={production.image_obj.key}
          alt={production.image_obj.alt}
          sizes="(min-width: 1024px) 66vw, 100vw"
          eager
        />
      )}
      <dl className="production-detail__facts">
        {production.exhibition_type && (
          <>
            <dt>{t("productions.filter.exhibition_type")}</dt>
            <dd>{production.exhibition_type.name}</dd>
          </>
        )}
        {production.genre && (
          <>
            <dt>{t("events.filter.genre")}</dt>
            <dd>{production.genre.name}</dd>
          </>
        )}
        {production.season && (
          <>
            <dt>{t("productions.filter.season")}</dt>
            <dd>{production.season.name}</dd>
          </>
        )}
        {production.tags.length > 0 && (
          <>
            <dt>{t("productions.filter.tag")}</dt>
            <dd>{production.tags.map((tag) => tag.name).join(", ")}</dd>
          </>
        )}
      </dl>
      <AccessFeatures access={production.access} headingId="production-access" />
      {orderSections(sectionOrder, PRODUCTION_DETAIL_SECTIONS).map((name) => sections[name])}
    </article>
  );
}

/** One date of the production with its booking, which a date sold out since the page was cached no longer offers. */
function ProductionDate({
  event,
  currency,
  renderBooking,
}: {
  event: EventListItem;
  currency: string;
  renderBooking: (event: EventListItem) => ReactNode;
}) {
  const { shown } = useLiveSeats(event);
  return (
    <li className="production-detail__date">
      <EventCard event={event} headingLevel={3} currency={currency} />
      {renderBooking(shown)}
    </li>
  );
}
