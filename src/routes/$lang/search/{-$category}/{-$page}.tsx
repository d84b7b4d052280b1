import { createFileRoute, notFound } from "@tanstack/react-router";
import {
  type SearchGroup,
  searchGroups,
  searchOverviewQuery,
  searchParamValue,
  searchQuery,
} from "../../../../features/search/queries";
import { SearchPage } from "../../../../features/search/SearchPage";
import { createTranslator } from "../../../../i18n/messages";
import { orNotFound, type RouteData, routeHead, siteNameOf } from "../../-route-data";
import { searchString, textParam } from "../../-search-params";

export interface SiteSearch {
  /** The search text; a number when the text is one (see searchParamValue). */
  q?: string | number;
}

function isSearchGroup(value: string): value is SearchGroup {
  return (searchGroups as readonly string[]).includes(value);
}

/** Path params of the search route: a known category or none, a positive page or none; else a 404. */
function searchLocation(params: { category?: string; page?: string }): { category?: SearchGroup; page: number } {
  const { category, page } = params;
  if (category !== undefined && !isSearchGroup(category)) throw notFound();
  if (page !== undefined && (!/^[1-9][0-9]{0,5}$/.test(page) || category === undefined)) throw notFound();
  return { category, page: page === undefined ? 1 : Number(page) };
}

/** SPEC §2: /{lang}/search/{category?}/{page?}?q=… */
export const Route = createFileRoute("/$lang/search/{-$category}/{-$page}")({
  validateSearch: (raw: Record<string, unknown>): SiteSearch => {
    const q = textParam(raw, "q", 200);
    return { q: q === undefined ? undefined : searchParamValue(q) };
  },
  loaderDeps: ({ search }) => ({ q: search.q === undefined ? undefined : String(search.q) }),
  loader: async ({ context, params, deps }): Promise<RouteData> => {
    const { api, lang, queryClient } = context;
    const { category, page } = searchLocation(params);
    const q = deps.q;
    const [siteName] = await Promise.all([
      siteNameOf(context),
      q && queryClient.ensureQueryData(searchOverviewQuery(api, lang, q)),
      q && category && orNotFound(queryClient.ensureQueryData(searchQuery(api, lang, category, q, page))),
    ]);
    const t = createTranslator(lang);
    const path = `/search${category ? `/${category}` : ""}${page > 1 ? `/${page}` : ""}${searchString({ q })}`;
    return {
      lang,
      siteName,
      urls: { de: `/de${path}`, en: `/en${path}` },
      // Result pages are not content of their own.
      meta: {
        title: q ? t("search.resultsFor", { query: q }) : t("search.title"),
        description: t("search.description", { site: siteName }),
        noindex: true,
      },
    };
  },
  head: ({ loaderData, match }) => routeHead(loaderData, match.context.origin),
  component: SearchRoute,
});

function SearchRoute() {
  const { api, lang } = Route.useRouteContext();
  const params = Route.useParams();
  const { q } = Route.useLoaderDeps();
  const { category, page } = searchLocation(params);
  return <SearchPage api={api} lang={lang} q={q} category={category} page={page} />;
}
