import { createFileRoute, notFound } from "@tanstack/react-router";
import { Skeleton } from "../../../../../components/ui/Skeleton";
import { MagazineCategoryPage } from "../../../../../features/magazine/MagazinePages";
import { articleCategoriesQuery, articlesQuery } from "../../../../../features/magazine/queries";
import { createTranslator } from "../../../../../i18n/messages";
import type { ArticleCategoryDetail } from "../../../../../schemas/articles";
import { idOrNotFound, orNotFound, type RouteData, routeHead, siteNameOf, withQuery } from "../../../-route-data";
import { isInvalidSearch, searchString, validatePageSearch } from "../../../-search-params";

export const Route = createFileRoute("/$lang/mediathek-en/categories/$category/$id")({
  validateSearch: validatePageSearch,
  onError: (error: unknown) => {
    if (isInvalidSearch(error)) throw notFound();
  },
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: async ({ context, params, deps }): Promise<RouteData & { category: ArticleCategoryDetail }> => {
    const { api, lang, queryClient } = context;
    const id = idOrNotFound(params.id);
    // There is no category endpoint: the category list names it.
    const categories = await queryClient.ensureQueryData(articleCategoriesQuery(api, lang));
    const category = categories.find((candidate) => candidate.id === id);
    if (!category) throw notFound();
    const [siteName] = await Promise.all([
      siteNameOf(context),
      orNotFound(queryClient.ensureQueryData(articlesQuery(api, lang, { category: id, page: deps.page ?? 1 }))),
    ]);
    return {
      lang,
      siteName,
      category,
      urls: withQuery(category.urls, searchString(deps)),
      meta: {
        title: category.name,
        description: createTranslator(lang)("magazine.categoryDescription", { site: siteName, name: category.name }),
      },
    };
  },
  head: ({ loaderData, match }) => routeHead(loaderData, match.context.origin),
  component: CategoryRoute,
  pendingComponent: () => <Skeleton kind="magazine" />,
});

function CategoryRoute() {
  const { api, lang } = Route.useRouteContext();
  const { page } = Route.useSearch();
  const { category } = Route.useLoaderData();
  return <MagazineCategoryPage api={api} lang={lang} page={page ?? 1} category={category} />;
}
