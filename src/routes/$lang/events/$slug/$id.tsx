import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { EventDetailPage } from "../../../../features/events/EventDetailPage";
import { eventQuery } from "../../../../features/events/queries";
import { settingsQuery } from "../../../../features/site/queries";
import { loadDetailRoute, plainText, routeHead } from "../../-route-data";

export const Route = createFileRoute("/$lang/events/$slug/$id")({
  loader: ({ context, params }) =>
    loadDetailRoute(
      context,
      params.id,
      (id) => context.queryClient.ensureQueryData(eventQuery(context.api, context.lang, id)),
      (event) => ({
        title: event.title,
        description: event.subtitle ?? plainText(event.description),
        ogImage: event.image_obj?.url,
      }),
    ),
  head: ({ loaderData, match }) => routeHead(loaderData, match.context.origin),
  component: EventRoute,
});

function EventRoute() {
  const { api, lang } = Route.useRouteContext();
  const { id } = Route.useParams();
  const { data: settings } = useSuspenseQuery(settingsQuery(api));
  return <EventDetailPage api={api} lang={lang} id={Number(id)} currency={settings.design.currency} />;
}
