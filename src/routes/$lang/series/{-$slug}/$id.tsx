import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { Skeleton } from "../../../../components/ui/Skeleton";
import { seriesQuery } from "../../../../features/series/queries";
import { SeriesDetailPage } from "../../../../features/series/SeriesDetailPage";
import { settingsQuery } from "../../../../features/site/queries";
import { plainText } from "../../../../lib/plain-text";
import { loadDetailRoute, routeHead } from "../../-route-data";

/** SPEC §2: /{lang}/series/{slug?}/{id}; the slug is optional, the id decides. */
export const Route = createFileRoute("/$lang/series/{-$slug}/$id")({
  loader: ({ context, params }) =>
    loadDetailRoute(
      context,
      params.id,
      (id) => context.queryClient.ensureQueryData(seriesQuery(context.api, context.lang, id)),
      (series) => ({ title: series.name, description: plainText(series.description), ogImage: series.image_obj?.url }),
    ),
  head: ({ loaderData, match }) => routeHead(loaderData, match.context.origin),
  component: SeriesRoute,
  pendingComponent: () => <Skeleton kind="series" />,
});

function SeriesRoute() {
  const { api, lang } = Route.useRouteContext();
  const { id } = Route.useParams();
  const { data: settings } = useSuspenseQuery(settingsQuery(api));
  return <SeriesDetailPage api={api} lang={lang} id={Number(id)} currency={settings.design.currency} />;
}
