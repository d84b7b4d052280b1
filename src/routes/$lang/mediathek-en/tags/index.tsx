import { createFileRoute } from "@tanstack/react-router";
import { Skeleton } from "../../../../components/ui/Skeleton";
import { MagazineTagsPage } from "../../../../features/magazine/MagazinePages";
import { articleCategoriesQuery, articleTagsQuery } from "../../../../features/magazine/queries";
import { listMeta, listUrls, type RouteData, routeHead, siteNameOf } from "../../-route-data";

export const Route = createFileRoute("/$lang/mediathek-en/tags/")({
  loader: async ({ context }): Promise<RouteData> => {
    const { api, lang, queryClient } = context;
    const [siteName] = await Promise.all([
      siteNameOf(context),
      queryClient.ensureQueryData(articleCategoriesQuery(api, lang)),
      queryClient.ensureQueryData(articleTagsQuery(api, lang)),
    ]);
    return {
      lang,
      siteName,
      urls: listUrls("mediathek-en/tags"),
      meta: listMeta(lang, siteName, "magazine.allTopics", "magazine.allTopicsDescription"),
    };
  },
  head: ({ loaderData, match }) => routeHead(loaderData, match.context.origin),
  component: TagsRoute,
  pendingComponent: () => <Skeleton kind="magazine" />,
});

function TagsRoute() {
  const { api, lang } = Route.useRouteContext();
  return <MagazineTagsPage api={api} lang={lang} />;
}
