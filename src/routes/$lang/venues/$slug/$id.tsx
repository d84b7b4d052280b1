import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { settingsQuery } from "../../../../features/site/queries";
import { venueQuery } from "../../../../features/venues/queries";
import { VenueDetailPage } from "../../../../features/venues/VenueDetailPage";
import {
  idOrNotFound,
  orNotFound,
  plainText,
  type RouteData,
  routeHead,
  siteNameOf,
  themeOrUndefined,
} from "../../-route-data";

export const Route = createFileRoute("/$lang/venues/$slug/$id")({
  loader: async ({ context, params }): Promise<RouteData> => {
    const { api, lang, queryClient } = context;
    const id = idOrNotFound(params.id);
    const [venue, siteName] = await Promise.all([
      orNotFound(queryClient.ensureQueryData(venueQuery(api, lang, id))),
      siteNameOf(context),
    ]);
    return {
      lang,
      siteName,
      urls: venue.urls,
      theme: themeOrUndefined(venue.theme),
      meta: { title: venue.name, description: plainText(venue.description), ogImage: venue.image_obj?.url },
    };
  },
  head: ({ loaderData, match }) => routeHead(loaderData, match.context.origin),
  component: VenueRoute,
});

function VenueRoute() {
  const { api, lang } = Route.useRouteContext();
  const { id } = Route.useParams();
  const { data: settings } = useSuspenseQuery(settingsQuery(api));
  return <VenueDetailPage api={api} lang={lang} id={Number(id)} currency={settings.design.currency} />;
}
