import { createFileRoute } from "@tanstack/react-router";
import { MagazineArticlePage } from "../../../../features/magazine/MagazinePages";
import { articleQuery } from "../../../../features/magazine/queries";
import { idOrNotFound, orNotFound, plainText, type RouteData, routeHead, siteNameOf } from "../../-route-data";

export const Route = createFileRoute("/$lang/mediathek-en/$slug/$id")({
  loader: async ({ context, params }): Promise<RouteData> => {
    const { api, lang, queryClient } = context;
    const id = idOrNotFound(params.id);
    const [article, siteName] = await Promise.all([
      orNotFound(queryClient.ensureQueryData(articleQuery(api, lang, id))),
      siteNameOf(context),
    ]);
    return {
      lang,
      siteName,
      urls: article.urls,
      meta: {
        title: article.title,
        description: article.teaser ?? plainText(article.body),
        ogImage: article.image_obj?.url,
        ogType: "article",
      },
    };
  },
  head: ({ loaderData, match }) => routeHead(loaderData, match.context.origin),
  component: ArticleRoute,
});

function ArticleRoute() {
  const { api, lang } = Route.useRouteContext();
  const { id } = Route.useParams();
  return <MagazineArticlePage api={api} lang={lang} id={Number(id)} />;
}
