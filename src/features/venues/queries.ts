import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";
import type { Lang } from "../../lib/languages";
import type { VenueDetail } from "../../schemas/venues";

/** GET /{lang}/api/venues/{id}/. */
export const venueQuery = (api: ApiClient, lang: Lang, id: number) =>
  queryOptions({
    queryKey: ["venue", lang, id],
    queryFn: () => api.get<VenueDetail>(`/${lang}/api/venues/${id}/`),
  });
