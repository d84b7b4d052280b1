import { createFileRoute } from "@tanstack/react-router";
import { MagazineArticlePage } from "../../../../features/magazine/MagazinePages";
import { articleQuery } from "../../../../features/magazine/queries";
import { loadDetailRoute, plainText, routeHead } from "../../-route-data";

export const Route = createFileRoute("/$lang/mediathek-en/$slug/$id")({
  loader: ({ context, params }) =>
    loadDetailRoute(
      context,
      params.id,
      (id) => context.queryClient.ensureQueryData(articleQuery(context.api, context.lang, id)),
      (article) => ({
        title: article.title,
        description: article.teaser ?? plainText(article.body),
        ogImage: article.image_obj?.url,
        ogType: "article",
      }),
    ),
  head: ({ loaderData, match }) => routeHead(loaderData, match.context.origin),
  component: ArticleRoute,
});

function ArticleRoute() {
  const { api, lang } = Route.useRouteContext();
  const { id } = Route.useParams();
  return <MagazineArticlePage api={api} lang={lang} id={Number(id)} />;
}
