import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";
import type { Lang } from "../../lib/languages";
import type { CustomErrorPage } from "../../schemas/error-pages";
import type { NavResponse } from "../../schemas/pages";
import type { SiteSettings } from "../../schemas/settings";

export const settingsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ["settings"],
    queryFn: () => api.get<SiteSettings>("/pageeditor-api/settings"),
    staleTime: 5 * 60_000,
  });

export const navQuery = (api: ApiClient, lang: Lang) =>
  queryOptions({
    queryKey: ["nav", lang],
    queryFn: () => api.get<NavResponse>(`/${lang}/pageeditor-api/nav`),
    staleTime: 5 * 60_000,
  });

/** The design's custom page for an error status (SPEC §2), as the worker read and sanitised it. */
export const customErrorPageQuery = (api: ApiClient, lang: Lang, status: number) =>
  queryOptions({
    queryKey: ["error-page", lang, status],
    queryFn: () => api.get<CustomErrorPage>(`/${lang}/api/error-pages/${status}/`),
    staleTime: 5 * 60_000,
  });
