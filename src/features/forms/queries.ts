import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";
import type { Lang } from "../../lib/languages";
import type { FormDetail } from "../../schemas/forms";

/** GET /{lang}/api/forms/{id}/: the form with its fields, e-mail confirmation last. */
export const formQuery = (api: ApiClient, lang: Lang, id: number) =>
  queryOptions({
    queryKey: ["form", lang, id],
    queryFn: () => api.get<FormDetail>(`/${lang}/api/forms/${id}/`),
  });
