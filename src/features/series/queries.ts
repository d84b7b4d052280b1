import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";
import type { Lang } from "../../lib/languages";
import type { SeriesDetail } from "../../schemas/series";

/** GET /{lang}/api/series/{id}/ (the unprefixed /api/series/ is the filter option list). */
export const seriesQuery = (api: ApiClient, lang: Lang, id: number) =>
  queryOptions({
    queryKey: ["series", lang, id],
    queryFn: () => api.get<SeriesDetail>(`/${lang}/api/series/${id}/`),
  });
