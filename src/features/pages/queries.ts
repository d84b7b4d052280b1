import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";
import type { Lang } from "../../lib/languages";
import type { PageDetail } from "../../schemas/pages";

/**
 * A generic page by its path below the language (`''` is home). With `versionId`, the page as
 * that stored version was: the API answers it to a signed-in editor only and the live page to
 * anyone else (ADR 0024).
 */
export const pageQuery = (api: ApiClient, lang: Lang, path: string, versionId?: number) =>
  queryOptions({
    queryKey: versionId === undefined ? ["page", lang, path] : ["page", lang, path, { versionId }],
    queryFn: () => api.get<PageDetail>(`/${lang}/pageeditor-api/page/${path}`, { version_id: versionId }),
  });
