import { createFileRoute, notFound } from "@tanstack/react-router";
import { Skeleton } from "../../../../../components/ui/Skeleton";
import { MagazineTagPage } from "../../../../../features/magazine/MagazinePages";
import { articleCategoriesQuery, articlesQuery, articleTagQuery } from "../../../../../features/magazine/queries";
import {
  idOrNotFound,
  listMeta,
  orNotFound,
  type RouteData,
  routeHead,
  siteNameOf,
  withQuery,
} from "../../../-route-data";
import { isInvalidSearch, searchString, validatePageSearch } from "../../../-search-params";

export const Route = createFileRoute("/$lang/mediathek-en/tags/$tag/$id")({
  validateSearch: validatePageSearch,
  onError: (error: unknown) => {
    if (isInvalidSearch(error)) throw notFound();
  },
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: async ({ context, params, deps }): Promise<RouteData> => {
    const { api, lang, queryClient } = context;
    const id = idOrNotFound(params.id);
    const [tag, siteName] = await Promise.all([
      orNotFound(queryClient.ensureQueryData(articleTagQuery(api, lang, id))),
      siteNameOf(context),
      queryClient.ensureQueryData(articleCategoriesQuery(api, lang)),
      orNotFound(queryClient.ensureQueryData(articlesQuery(api, lang, { tag: id, page: deps.page ?? 1 }))),
    ]);
    return {
      lang,
      siteName,
      urls: withQuery(tag.urls, searchString(deps)),
      meta: listMeta(lang, siteName, "magazine.tagTitle", "magazine.tagDescription", { name: tag.name }),
    };
  },
  head: ({ loaderData, match }) => routeHead(loaderData, match.context.origin),
  component: TagRoute,
  pendingComponent: () => <Skeleton kind="magazine" />,
});

function TagRoute() {
  const { api, lang } = Route.useRouteContext();
  const { id } = Route.useParams();
  const { page } = Route.useSearch();
  return <MagazineTagPage api={api} lang={lang} page={page ?? 1} id={Number(id)} />;
}
