import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";
import type { Lang } from "../../lib/languages";
import type { BreakingNewsAlert } from "../../schemas/breaking-news";
import type { OpeningHoursToday } from "../../schemas/opening-hours";
import type { AutocompleteResponse } from "../../schemas/search";

/** GET /api/opening-hours-today/ in the page's language (its alternative texts are translated). */
export const openingHoursQuery = (api: ApiClient, lang: Lang) =>
  queryOptions({
    queryKey: ["opening-hours-today", lang],
    queryFn: () => api.get<OpeningHoursToday>("/api/opening-hours-today/", { lang }),
    staleTime: 5 * 60_000,
  });

/** GET /api/breaking-news/: the active alerts, newest first; the header shows the first. */
export const breakingNewsQuery = (api: ApiClient, lang: Lang) =>
  queryOptions({
    queryKey: ["breaking-news", lang],
    queryFn: () => api.get<BreakingNewsAlert[]>("/api/breaking-news/", { lang }),
    staleTime: 5 * 60_000,
  });

/** GET /api/search/autocomplete/?query=: `text` is already lowercased and non-empty. */
export const autocompleteQuery = (api: ApiClient, lang: Lang, text: string) =>
  queryOptions({
    queryKey: ["autocomplete", lang, text],
    queryFn: () => api.get<AutocompleteResponse>("/api/search/autocomplete/", { query: text, lang }),
    staleTime: 5 * 60_000,
  });
