import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";
import type { Lang } from "../../lib/languages";
import type { EventDetail } from "../../schemas/events";

/**
 * The booking widget's "current event data" (SPEC §3), read when a widget opens on a card:
 * availability changes by the minute, so it is never older than the opening.
 */
export const currentEventQuery = (api: ApiClient, lang: Lang, id: number) =>
  queryOptions({
    queryKey: ["current-event", lang, id],
    queryFn: () => api.get<EventDetail>(`/${lang}/api/events/${id}/`),
    staleTime: 0,
  });
