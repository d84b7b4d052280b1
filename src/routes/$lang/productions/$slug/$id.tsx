import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { ProductionDetailPage } from "../../../../features/productions/ProductionDetailPage";
import { productionQuery } from "../../../../features/productions/queries";
import { settingsQuery } from "../../../../features/site/queries";
import {
  idOrNotFound,
  orNotFound,
  plainText,
  type RouteData,
  routeHead,
  siteNameOf,
  themeOrUndefined,
} from "../../-route-data";

export const Route = createFileRoute("/$lang/productions/$slug/$id")({
  loader: async ({ context, params }): Promise<RouteData> => {
    const { api, lang, queryClient } = context;
    const id = idOrNotFound(params.id);
    const [production, siteName] = await Promise.all([
      orNotFound(queryClient.ensureQueryData(productionQuery(api, lang, id))),
      siteNameOf(context),
    ]);
    return {
      lang,
      siteName,
      urls: production.urls,
      theme: themeOrUndefined(production.theme),
      meta: {
        title: production.title,
        description: production.subtitle ?? plainText(production.description),
        ogImage: production.image_obj?.url,
      },
    };
  },
  head: ({ loaderData, match }) => routeHead(loaderData, match.context.origin),
  component: ProductionRoute,
});

function ProductionRoute() {
  const { api, lang } = Route.useRouteContext();
  const { id } = Route.useParams();
  const { data: settings } = useSuspenseQuery(settingsQuery(api));
  return <ProductionDetailPage api={api} lang={lang} id={Number(id)} currency={settings.design.currency} />;
}
