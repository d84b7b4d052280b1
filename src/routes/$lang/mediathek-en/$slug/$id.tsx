import { createFileRoute } from "@tanstack/react-router";
import { Skeleton } from "../../../../components/ui/Skeleton";
import { MagazineArticlePage } from "../../../../features/magazine/MagazinePages";
import { articleQuery, relatedArticlesQuery } from "../../../../features/magazine/queries";
import { plainText } from "../../../../lib/plain-text";
import { loadDetailRoute, routeHead } from "../../-route-data";

export const Route = createFileRoute("/$lang/mediathek-en/$slug/$id")({
  loader: ({ context, params }) =>
    loadDetailRoute(
      context,
      params.id,
      async (id) => {
        const article = await context.queryClient.ensureQueryData(articleQuery(context.api, context.lang, id));
        // Related articles are secondary: without them the page still renders.
        await context.queryClient
          .ensureQueryData(relatedArticlesQuery(context.api, context.lang, article.category?.id))
          .catch(() => undefined);
        return article;
      },
      (article) => ({
        title: article.title,
        description: article.teaser ?? plainText(article.body),
        ogImage: article.image_obj?.url,
        ogType: "article",
      }),
    ),
  head: ({ loaderData, match }) => routeHead(loaderData, match.context.origin),
  component: ArticleRoute,
  pendingComponent: () => <Skeleton kind="magazine" />,
});

function ArticleRoute() {
  const { api, lang } = Route.useRouteContext();
  const { id } = Route.useParams();
  return <MagazineArticlePage api={api} lang={lang} id={Number(id)} />;
}
