import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { EventCardList } from "../../components/ui/EventCard";
import { ResponsiveImage } from "../../components/ui/ResponsiveImage";
import { SanitisedHtml } from "../../components/ui/SanitisedHtml";
import { useT } from "../../i18n/use-lang";
import type { ApiClient } from "../../lib/api";
import type { Lang } from "../../lib/languages";
import { seriesQuery } from "./queries";

/** Events listed on the page; the programme, filtered by the series, has all of them. */
const SERIES_EVENTS_SHOWN = 12;

/** A series: description and its next events, with a link to all of them in the programme. */
export function SeriesDetailPage({
  api,
  lang,
  id,
  currency,
}: {
  api: ApiClient;
  lang: Lang;
  id: number;
  currency: string;
}) {
  const t = useT();
  const { data: series } = useSuspenseQuery(seriesQuery(api, lang, id));
  const shown = series.events.slice(0, SERIES_EVENTS_SHOWN);
  return (
    <article className="series-detail">
      <header className="page-header">
        <h1>{series.name}</h1>
      </header>
      {series.image_obj && (
        <ResponsiveImage
          base={series.image_obj.key}
          alt={series.image_obj.alt}
          sizes="(min-width: 1024px) 66vw, 100vw"
          eager
        />
      )}
      {series.description && (
        <SanitisedHtml html={series.description} className="rich-text series-detail__description" />
      )}
      <section aria-labelledby="series-events" className="series-detail__events">
        <h2 id="series-events">{t("series.events", { count: series.upcoming_event_count })}</h2>
        {shown.length > 0 ? (
          <EventCardList events={shown} headingLevel={3} currency={currency} />
        ) : (
          <p>{t("events.noUpcoming")}</p>
        )}
        {series.upcoming_event_count > shown.length && (
          <p>
            <Link to="/$lang/events" params={{ lang }} search={{ series: series.id }}>
              {t("series.allEvents", { count: series.upcoming_event_count })}
            </Link>
          </p>
        )}
      </section>
    </article>
  );
}
