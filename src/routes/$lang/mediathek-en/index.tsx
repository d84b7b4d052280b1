import { createFileRoute, notFound } from "@tanstack/react-router";
import { Skeleton } from "../../../components/ui/Skeleton";
import { MagazineOverviewPage } from "../../../features/magazine/MagazinePages";
import { articleCategoriesQuery, articlesQuery } from "../../../features/magazine/queries";
import { listMeta, listUrls, orNotFound, type RouteData, routeHead, siteNameOf } from "../-route-data";
import { isInvalidSearch, searchString, validatePageSearch } from "../-search-params";

export const Route = createFileRoute("/$lang/mediathek-en/")({
  validateSearch: validatePageSearch,
  onError: (error: unknown) => {
    if (isInvalidSearch(error)) throw notFound();
  },
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: async ({ context, deps }): Promise<RouteData> => {
    const { api, lang, queryClient } = context;
    const [siteName] = await Promise.all([
      siteNameOf(context),
      queryClient.ensureQueryData(articleCategoriesQuery(api, lang)),
      orNotFound(queryClient.ensureQueryData(articlesQuery(api, lang, { page: deps.page ?? 1 }))),
    ]);
    return {
      lang,
      siteName,
      urls: listUrls("mediathek-en", searchString(deps)),
      meta: listMeta(lang, siteName, "magazine.title", "magazine.description"),
    };
  },
  head: ({ loaderData, match }) => routeHead(loaderData, match.context.origin),
  component: MagazineRoute,
  pendingComponent: () => <Skeleton kind="magazine" />,
});

function MagazineRoute() {
  const { api, lang } = Route.useRouteContext();
  const { page } = Route.useSearch();
  return <MagazineOverviewPage api={api} lang={lang} page={page ?? 1} />;
}
