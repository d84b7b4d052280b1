import { queryOptions } from "@tanstack/react-query";
import type { Lang } from "../../i18n/languages";
import type { ApiClient } from "../../lib/api";
import type { SearchPage } from "../../schemas/search";

/** The two result groups of SPEC §7, each with its own paged endpoint. */
export const searchGroups = ["events", "others"] as const;
export type SearchGroup = (typeof searchGroups)[number];

/** One page of GET /api/search/{events|others}/ for a non-empty query. */
export const searchQuery = (api: ApiClient, lang: Lang, group: SearchGroup, query: string, page: number) =>
  queryOptions({
    queryKey: ["search", group, lang, query, page],
    queryFn: () => api.get<SearchPage>(`/api/search/${group}/`, { query, page, lang }),
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
