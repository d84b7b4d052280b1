import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";
import type { Lang } from "../../lib/languages";
import type { AccessFeatureOption } from "../../schemas/access";
import type { CalendarResponse, EventDetail, EventsPage, EventTeaser } from "../../schemas/events";
import type { FilterOption } from "../../schemas/filter-options";
import { type EventFilterKey, type EventsFilters, toSearch } from "./url-state";

/** SPEC §9: events page size 10. */
const EVENTS_PAGE_SIZE = 10;

/** GET /{lang}/api/events/ page by page (SPEC §4: the page increments by 1). */
export const eventsListQuery = (api: ApiClient, lang: Lang, filters: EventsFilters) =>
  infiniteQueryOptions({
    queryKey: ["events", lang, toSearch(filters)],
    queryFn: ({ pageParam }) =>
      api.get<EventsPage>(`/${lang}/api/events/`, {
        ...toSearch(filters),
        page: pageParam,
        page_size: EVENTS_PAGE_SIZE,
      }),
    initialPageParam: 1,
    getNextPageParam: (last: EventsPage, _all, lastPage: number) => (last.next ? lastPage + 1 : undefined),
  });

/** GET /{lang}/api/events/{id}/. */
export const eventQuery = (api: ApiClient, lang: Lang, id: number) =>
  queryOptions({
    queryKey: ["event", lang, id],
    queryFn: () => api.get<EventDetail>(`/${lang}/api/events/${id}/`),
  });

/** GET /{lang}/api/teasers/: loaded once per visit. */
export const teasersQuery = (api: ApiClient, lang: Lang) =>
  queryOptions({
    queryKey: ["event-teasers", lang],
    queryFn: () => api.get<EventTeaser[]>(`/${lang}/api/teasers/`),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The option list behind each filter key (SPEC §7). */
const filterOptionPaths: Record<EventFilterKey, string> = {
  room: "/api/rooms/",
  type: "/api/exhibition-types/",
  tag: "/api/event-tags/",
  series: "/api/series/",
  genre: "/api/genres/",
};

/** A filter's options that may be offered (SPEC §3: `show_in_filter`); loaded once (SPEC §4). */
export const filterOptionsQuery = (api: ApiClient, lang: Lang, key: EventFilterKey) =>
  queryOptions({
    queryKey: ["event-filter-options", key, lang],
    queryFn: () => api.get<FilterOption[]>(filterOptionPaths[key], { lang }),
    select: (options: FilterOption[]) => options.filter((option) => option.show_in_filter),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The accessibility filter's options (ADR 0037), named in `lang`; loaded once like the others. */
export const accessOptionsQuery = (api: ApiClient, lang: Lang) =>
  queryOptions({
    queryKey: ["event-filter-options", "access", lang],
    queryFn: () => api.get<AccessFeatureOption[]>("/api/access-features/", { lang }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET /api/calendar/: the days on which events matching the filters (not the date) start. */
export const calendarQuery = (api: ApiClient, filters: EventsFilters) => {
  const { date: _date, ...rest } = toSearch(filters);
  return queryOptions({
    queryKey: ["event-calendar", rest],
    queryFn: () => api.get<CalendarResponse>("/api/calendar/", rest),
  });
};
