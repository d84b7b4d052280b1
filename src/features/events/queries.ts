import { queryOptions } from "@tanstack/react-query";
import type { Lang } from "../../i18n/languages";
import type { ApiClient } from "../../lib/api";
import type { EventDetail, EventsPage } from "../../schemas/events";

/** SPEC §9: events page size 10. */
export const EVENTS_PAGE_SIZE = 10;

/** Filter keys of the events list (SPEC §3), in the order the filter bar shows them. */
export const eventFilterKeys = ["room", "type", "tag", "series", "genre"] as const;
export type EventFilterKey = (typeof eventFilterKeys)[number];

/** The events list's URL state: filter ids, a `dd-mm-yyyy` date, a 1-based page. */
export type EventsSearch = Partial<Record<EventFilterKey, number>> & { date?: string; page?: number };

/** One page of GET /{lang}/api/events/. */
export const eventsQuery = (api: ApiClient, lang: Lang, search: EventsSearch) =>
  queryOptions({
    queryKey: ["events", lang, search],
    queryFn: () => api.get<EventsPage>(`/${lang}/api/events/`, { ...search, page_size: EVENTS_PAGE_SIZE }),
  });

/** GET /{lang}/api/events/{id}/. */
export const eventQuery = (api: ApiClient, lang: Lang, id: number) =>
  queryOptions({
    queryKey: ["event", lang, id],
    queryFn: () => api.get<EventDetail>(`/${lang}/api/events/${id}/`),
  });
