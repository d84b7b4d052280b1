import { useSuspenseQuery } from "@tanstack/react-query";
import { DateRange } from "../../components/ui/DateRange";
import { EventCardList } from "../../components/ui/EventCard";
import { PersonRefList } from "../../components/ui/PersonRefList";
import { ResponsiveImage } from "../../components/ui/ResponsiveImage";
import { SanitisedHtml } from "../../components/ui/SanitisedHtml";
import type { Lang } from "../../i18n/languages";
import { useT } from "../../i18n/use-lang";
import type { ApiClient } from "../../lib/api";
import { productionQuery } from "./queries";

/** The anchor of the dates section (SPEC §2; the sticky bar's 'Dates and Tickets' button links to it). */
export const DATES_AND_TICKETS_ID = "dates-and-tickets";

interface ProductionDetailPageProps {
  api: ApiClient;
  lang: Lang;
  id: number;
  currency: string;
}

/** A production: facts, description, cast, and its upcoming dates with tickets. */
export function ProductionDetailPage({ api, lang, id, currency }: ProductionDetailPageProps) {
  const t = useT();
  const { data: production } = useSuspenseQuery(productionQuery(api, lang, id));
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
      {/* The schema does not say so, but the migration stores description_* as sanitised rich text. */}
      {production.description && (
        <SanitisedHtml html={production.description} className="rich-text production-detail__description" />
      )}
      {production.persons.length > 0 && (
        <section aria-labelledby="production-persons">
          <h2 id="production-persons">{t("event.persons")}</h2>
          <PersonRefList persons={production.persons} />
        </section>
      )}
      <section id={DATES_AND_TICKETS_ID} aria-labelledby="production-dates" className="production-detail__dates">
        <h2 id="production-dates">{t("booking.datesAndTickets")}</h2>
        {production.events.length > 0 ? (
          <EventCardList events={production.events} headingLevel={3} currency={currency} />
        ) : (
          <p>{t("events.noUpcoming")}</p>
        )}
      </section>
    </article>
  );
}
