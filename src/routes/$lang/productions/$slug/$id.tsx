import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { ProductionDetailPage } from "../../../../features/productions/ProductionDetailPage";
import { productionQuery } from "../../../../features/productions/queries";
import { settingsQuery } from "../../../../features/site/queries";
import { loadDetailRoute, plainText, routeHead } from "../../-route-data";

export const Route = createFileRoute("/$lang/productions/$slug/$id")({
  loader: ({ context, params }) =>
    loadDetailRoute(
      context,
      params.id,
      (id) => context.queryClient.ensureQueryData(productionQuery(context.api, context.lang, id)),
      (production) => ({
        title: production.title,
        description: production.subtitle ?? plainText(production.description),
        ogImage: production.image_obj?.url,
      }),
    ),
  head: ({ loaderData, match }) => routeHead(loaderData, match.context.origin),
  component: ProductionRoute,
});

function ProductionRoute() {
  const { api, lang } = Route.useRouteContext();
  const { id } = Route.useParams();
  const { data: settings } = useSuspenseQuery(settingsQuery(api));
  return <ProductionDetailPage api={api} lang={lang} id={Number(id)} currency={settings.design.currency} />;
}
