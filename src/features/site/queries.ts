import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";
import type { Lang } from "../../lib/languages";
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
