import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { Skeleton } from "../../../../components/ui/Skeleton";
import { settingsQuery } from "../../../../features/site/queries";
import { venueQuery } from "../../../../features/venues/queries";
import { VenueDetailPage } from "../../../../features/venues/VenueDetailPage";
import { plainText } from "../../../../lib/plain-text";
import { loadDetailRoute, routeHead } from "../../-route-data";

export const Route = createFileRoute("/$lang/venues/$slug/$id")({
  loader: ({ context, params }) =>
    loadDetailRoute(
      context,
      params.id,
      (id) => context.queryClient.ensureQueryData(venueQuery(context.api, context.lang, id)),
      (venue) => ({ title: venue.name, description: plainText(venue.description), ogImage: venue.image_obj?.url }),
    ),
  head: ({ loaderData, match }) => routeHead(loaderData, match.context.origin),
  component: VenueRoute,
  pendingComponent: () => <Skeleton kind="venue" />,
});

function VenueRoute() {
  const { api, lang } = Route.useRouteContext();
  const { id } = Route.useParams();
  const { data: settings } = useSuspenseQuery(settingsQuery(api));
  return (
    <VenueDetailPage
      api={api}
      lang={lang}
      id={Number(id)}
      currency={settings.design.currency}
      map={settings.design.map}
    />
  );
}
