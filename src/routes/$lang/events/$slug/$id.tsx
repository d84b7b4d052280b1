import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { EventDetailPage } from "../../../../features/events/EventDetailPage";
import { eventQuery } from "../../../../features/events/queries";
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

export const Route = createFileRoute("/$lang/events/$slug/$id")({
  loader: async ({ context, params }): Promise<RouteData> => {
    const { api, lang, queryClient } = context;
    const id = idOrNotFound(params.id);
    const [event, siteName] = await Promise.all([
      orNotFound(queryClient.ensureQueryData(eventQuery(api, lang, id))),
      siteNameOf(context),
    ]);
    return {
      lang,
      siteName,
      urls: event.urls,
      theme: themeOrUndefined(event.theme),
      meta: {
        title: event.title,
        description: event.subtitle ?? plainText(event.description),
        ogImage: event.image_obj?.url,
      },
    };
  },
  head: ({ loaderData, match }) => routeHead(loaderData, match.context.origin),
  component: EventRoute,
});

function EventRoute() {
  const { api, lang } = Route.useRouteContext();
  const { id } = Route.useParams();
  const { data: settings } = useSuspenseQuery(settingsQuery(api));
  return <EventDetailPage api={api} lang={lang} id={Number(id)} currency={settings.design.currency} />;
}
