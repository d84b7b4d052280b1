import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";
import type { Lang } from "../../lib/languages";
import type { SearchOverview, SearchPage } from "../../schemas/search";

/** The two result groups of SPEC §7, each with its own paged endpoint. */
export const searchGroups = ["events", "others"] as const;
export type SearchGroup = (typeof searchGroups)[number];

/** Results of one search do not change while a visitor pages through them. */
const SEARCH_STALE_MS = 5 * 60_000;

/**
 * GET /api/search/ for a non-empty query: both groups' counts (the category navigation) and first
 * results (the 'All' view). This call logs the keyword for the dashboard, so it is made once per
 * search and then served from the cache while the visitor switches category or page.
 */
export const searchOverviewQuery = (api: ApiClient, lang: Lang, query: string) =>
  queryOptions({
    queryKey: ["search", "overview", lang, query],
    queryFn: () => api.get<SearchOverview>("/api/search/", { query, lang }),
    staleTime: SEARCH_STALE_MS,
  });

/** One page of GET /api/search/{events|others}/ for a non-empty query. */
export const searchQuery = (api: ApiClient, lang: Lang, group: SearchGroup, query: string, page: number) =>
  queryOptions({
    queryKey: ["search", group, lang, query, page],
    queryFn: () => api.get<SearchPage>(`/api/search/${group}/`, { query, page, lang }),
    staleTime: SEARCH_STALE_MS,
  });

/**
 * The search text as the `q` search param. The router JSON-parses query values, so `?q=2026`
 * arrives as a number, and a string '2026' would be written back as `?q=%222026%22` (and answered
 * with a redirect to that). A text that a number represents exactly therefore travels as that
 * number; everything else as text.
 */
export function searchParamValue(text: string): string | number {
  const n = Number(text);
  return Number.isFinite(n) && String(n) === text ? n : text;
}
