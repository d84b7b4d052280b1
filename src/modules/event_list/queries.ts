import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";
import type { Lang } from "../../lib/languages";
import type { EventsPage } from "../../schemas/events";

/** SPEC §9: events page size 10 — one page is what an event list module shows. */
const EVENT_LIST_SIZE = 10;

/** The first page of GET /{lang}/api/events/ for an event list module. */
export const eventListQuery = (api: ApiClient, lang: Lang, query: { date?: string; tag?: number }) =>
  queryOptions({
    queryKey: ["module-event-list", lang, query],
    queryFn: () => api.get<EventsPage>(`/${lang}/api/events/`, { ...query, page_size: EVENT_LIST_SIZE }),
  });
