import { useMemo } from "react";
import { PageHeader } from "../../components/layout/PageHeader";
import type { EventCardStyle } from "../../components/ui/EventCard";
import { useT } from "../../i18n/use-lang";
import type { ApiClient } from "../../lib/api";
import type { Lang } from "../../lib/languages";
import { EventsProgramme } from "./EventsProgramme";
import { type ProgrammeTarget, ProgrammeTargetContext } from "./programme-links";
import type { EventsFilters } from "./url-state";

interface EventsListPageProps {
  api: ApiClient;
  lang: Lang;
  filters: EventsFilters;
  /** The editable events page's headline, when there is one. */
  headline: string | null;
  currency: string;
  cardStyle: EventCardStyle;
}

/** The events page (`/de/programm`, `/en/events`): the page header and the programme. */
export function EventsListPage({ api, lang, filters, headline, currency, cardStyle }: EventsListPageProps) {
  const t = useT();
  const target = useMemo<ProgrammeTarget>(() => ({ path: `/${lang}/events`, keep: {}, scrollRoot: null }), [lang]);
  return (
    <div className="events-page">
      <PageHeader title={headline || t("events.title")} />
      <ProgrammeTargetContext.Provider value={target}>
        <EventsProgramme
          api={api}
          lang={lang}
          filters={filters}
          dayHeadingLevel={2}
          currency={currency}
          cardStyle={cardStyle}
        />
      </ProgrammeTargetContext.Provider>
    </div>
  );
}
