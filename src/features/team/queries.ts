import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";
import type { Lang } from "../../lib/languages";
import type { PersonDetail, PersonGroupList } from "../../schemas/persons";

/** GET /{lang}/api/persons/: the ensemble, one group per person category. */
export const personGroupsQuery = (api: ApiClient, lang: Lang) =>
  queryOptions({
    queryKey: ["persons", lang],
    queryFn: () => api.get<PersonGroupList>(`/${lang}/api/persons/`),
  });

/** GET /{lang}/api/persons/{id}/. */
export const personQuery = (api: ApiClient, lang: Lang, id: number) =>
  queryOptions({
    queryKey: ["person", lang, id],
    queryFn: () => api.get<PersonDetail>(`/${lang}/api/persons/${id}/`),
  });
