import { queryOptions } from "@tanstack/react-query";
import type { Lang } from "../../i18n/languages";
import type { ApiClient } from "../../lib/api";
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
