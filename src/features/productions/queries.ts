import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";
import type { Lang } from "../../lib/languages";
import type { FilterOption } from "../../schemas/filter-options";
import type { ProductionDetail, ProductionsPage } from "../../schemas/productions";

/** Filter keys of the productions list (SPEC §3). */
export const productionFilterKeys = ["season", "exhibition_type", "tag"] as const;
export type ProductionFilterKey = (typeof productionFilterKeys)[number];

export type ProductionsSearch = Partial<Record<ProductionFilterKey, number>> & { date?: string; page?: number };

/** One page of GET /{lang}/api/productions/. */
export const productionsQuery = (api: ApiClient, lang: Lang, search: ProductionsSearch) =>
  queryOptions({
    queryKey: ["productions", lang, search],
    queryFn: () => api.get<ProductionsPage>(`/${lang}/api/productions/`, search),
  });

/** GET /{lang}/api/productions/{id}/. */
export const productionQuery = (api: ApiClient, lang: Lang, id: number) =>
  queryOptions({
    queryKey: ["production", lang, id],
    queryFn: () => api.get<ProductionDetail>(`/${lang}/api/productions/${id}/`),
  });

/** The option list behind each production filter key (SPEC §7). */
const productionOptionPaths: Record<ProductionFilterKey, string> = {
  season: "/api/seasons/",
  exhibition_type: "/api/exhibition-types/",
  tag: "/api/production-tags/",
};

/** A production filter's options that may be offered (SPEC §3 `show_in_filter`); loaded once. */
export const productionOptionsQuery = (api: ApiClient, lang: Lang, key: ProductionFilterKey) =>
  queryOptions({
    queryKey: ["production-filter-options", key, lang],
    queryFn: () => api.get<FilterOption[]>(productionOptionPaths[key], { lang }),
    select: (options: FilterOption[]) => options.filter((option) => option.show_in_filter),
    staleTime: Number.POSITIVE_INFINITY,
  });
