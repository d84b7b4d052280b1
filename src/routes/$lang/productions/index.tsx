import { createFileRoute, notFound } from "@tanstack/react-router";
import { Skeleton } from "../../../components/ui/Skeleton";
import { ProductionsListPage } from "../../../features/productions/ProductionsListPage";
import {
  type ProductionsSearch,
  productionFilterKeys,
  productionOptionsQuery,
  productionsQuery,
} from "../../../features/productions/queries";
import { fromInputDate } from "../../../lib/dates";
import { listMeta, listUrls, orNotFound, type RouteData, routeHead, siteNameOf } from "../-route-data";
import { dateParam, idParam, isInvalidSearch, pageParam, searchString } from "../-search-params";

function validateProductionsSearch(raw: Record<string, unknown>): ProductionsSearch {
  // The filter form's date input sends `yyyy-mm-dd` where no script converts it on submit: the
  // same day, which the URL then shows as `dd-mm-yyyy`.
  const inputDate = typeof raw.date === "string" ? fromInputDate(raw.date) : undefined;
  const search: ProductionsSearch = {
    date: inputDate ?? dateParam(raw),
    page: pageParam(raw),
  };
  for (const key of productionFilterKeys) search[key] = idParam(raw, key);
  return search;
}

export const Route = createFileRoute("/$lang/productions/")({
  validateSearch: validateProductionsSearch,
  onError: (error: unknown) => {
    if (isInvalidSearch(error)) throw notFound();
  },
  loaderDeps: ({ search }) => validateProductionsSearch(search),
  loader: async ({ context, deps }): Promise<RouteData> => {
    const { api, lang, queryClient } = context;
    const [siteName] = await Promise.all([
      siteNameOf(context),
      orNotFound(queryClient.ensureQueryData(productionsQuery(api, lang, deps))),
      ...productionFilterKeys.map((key) => queryClient.ensureQueryData(productionOptionsQuery(api, lang, key))),
    ]);
    return {
      lang,
      siteName,
      urls: listUrls("productions", searchString(deps)),
      meta: listMeta(lang, siteName, "productions.title", "productions.description"),
    };
  },
  head: ({ loaderData, match }) => routeHead(loaderData, match.context.origin),
  component: ProductionsRoute,
  pendingComponent: () => <Skeleton kind="production" />,
});

function ProductionsRoute() {
  const { api, lang } = Route.useRouteContext();
  const search = Route.useLoaderDeps();
  return <ProductionsListPage api={api} lang={lang} search={search} />;
}
