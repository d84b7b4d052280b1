import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";
import type { Lang } from "../../lib/languages";
import type { PageDetail } from "../../schemas/pages";

/** A generic page by its path below the language (`''` is home). */
export const pageQuery = (api: ApiClient, lang: Lang, path: string) =>
  queryOptions({
    queryKey: ["page", lang, path],
    queryFn: () => api.get<PageDetail>(`/${lang}/pageeditor-api/page/${path}`),
  });
