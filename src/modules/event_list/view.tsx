import { useSuspenseQuery } from "@tanstack/react-query";
import type * as v from "valibot";
import { EventCardList } from "../../components/ui/EventCard";
import { SmartLink } from "../../components/ui/SmartLink";
import { toPublicPath } from "../../i18n/paths";
import { useT } from "../../i18n/use-lang";
import { buildQuery } from "../../lib/api";
import { useApi } from "../common/use-api";
import type { ModuleViewProps } from "../types";
import { eventListQuery } from "./queries";
import type { EventListModule } from "./schema";
import { eventWindow, inWindow, windowQuery } from "./window";

export function EventListView({ data, lang }: ModuleViewProps<v.InferOutput<typeof EventListModule>>) {
  const t = useT();
  const span = eventWindow(data, new Date());
  const query = windowQuery(span, data.tag);
  const { data: page } = useSuspenseQuery(eventListQuery(useApi(), lang, query));
  const events = page.results.filter((event) => inWindow(span, event.date_start));
  // More to see in the programme when the window goes on past this page.
  const more = page.next !== null && events.length === page.results.length;
  if (events.length === 0)
    return <p className="module-event-list module-event-list--empty">{t("modules.eventList.empty")}</p>;
  return (
    <div className="module-event-list">
      <EventCardList events={events} headingLevel={3} label={t("modules.eventList.label")} />
      {more && (
        <p className="module-event-list__more">
          <SmartLink href={`${toPublicPath(`/${lang}/events`)}${buildQuery(query)}`} className="button">
            {t("modules.eventList.more")}
          </SmartLink>
        </p>
      )}
    </div>
  );
}
