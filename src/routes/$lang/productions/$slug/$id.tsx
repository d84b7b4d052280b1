import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { Skeleton } from "../../../../components/ui/Skeleton";
import { cardBooking } from "../../../../features/booking/card-booking";
import { shopSettingsOf } from "../../../../features/booking/shop-settings";
import type { StickyTicket } from "../../../../features/booking/sticky";
import { DATES_AND_TICKETS_ID } from "../../../../features/productions/anchors";
import { ProductionDetailPage } from "../../../../features/productions/ProductionDetailPage";
import { productionQuery } from "../../../../features/productions/queries";
import { settingsQuery } from "../../../../features/site/queries";
import { plainText } from "../../../../lib/plain-text";
import type { ProductionDetail } from "../../../../schemas/productions";
import { loadDetailRoute, type RouteData, routeHead } from "../../-route-data";

export const Route = createFileRoute("/$lang/productions/$slug/$id")({
  loader: async ({ context, params }): Promise<RouteData & { sticky: StickyTicket }> => {
    let loaded: ProductionDetail | undefined;
    const data = await loadDetailRoute(
      context,
      params.id,
      async (id) => {
        loaded = await context.queryClient.ensureQueryData(productionQuery(context.api, context.lang, id));
        return loaded;
      },
      (production) => ({
        title: production.title,
        description: production.subtitle ?? plainText(production.description),
        ogImage: production.image_obj?.url,
      }),
    );
    // SPEC §4: on production pages the sticky 'Dates and Tickets' button follows showStickyEvent alone.
    const events = (loaded as ProductionDetail).events;
    return {
      ...data,
      sticky: { kind: "production", showStickyEvent: events.length > 0, anchor: DATES_AND_TICKETS_ID },
    };
  },
  head: ({ loaderData, match }) => routeHead(loaderData, match.context.origin),
  component: ProductionRoute,
  pendingComponent: () => <Skeleton kind="production" />,
});

function ProductionRoute() {
  const { api, lang } = Route.useRouteContext();
  const { id } = Route.useParams();
  const { data: settings } = useSuspenseQuery(settingsQuery(api));
  const shop = shopSettingsOf(settings);
  return (
    <ProductionDetailPage
      api={api}
      lang={lang}
      id={Number(id)}
      currency={shop.currency}
      sectionOrder={settings.design.detailSections.production}
      renderBooking={(event) => cardBooking(event, shop)}
    />
  );
}
