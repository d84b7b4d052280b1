import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { Skeleton } from "../../../../components/ui/Skeleton";
import { BookingToggle } from "../../../../features/booking/BookingToggle";
import { eventStickyTicket } from "../../../../features/booking/event-sticky";
import { canQuickBook } from "../../../../features/booking/quick-book";
import { shopSettingsOf } from "../../../../features/booking/shop-settings";
import type { StickyTicket } from "../../../../features/booking/sticky";
import { EventDetailPage } from "../../../../features/events/EventDetailPage";
import { eventQuery } from "../../../../features/events/queries";
import { settingsQuery } from "../../../../features/site/queries";
import { plainText } from "../../../../lib/plain-text";
import { ticketsAvailable } from "../../../../lib/ticket-links";
import type { EventDetail } from "../../../../schemas/events";
import { loadDetailRoute, type RouteData, routeHead } from "../../-route-data";

/** An event on sale that the widget can book in place: seat groups or a price above 0.00, and a shop id. */
function bookable(event: EventDetail): event is EventDetail & { id_jet: number } {
  return (
    ticketsAvailable(event) &&
    event.id_jet !== null &&
    canQuickBook({ prices: event.prices, seatGroups: event.seat_groups })
  );
}

export const Route = createFileRoute("/$lang/events/$slug/$id")({
  loader: async ({ context, params }): Promise<RouteData & { sticky: StickyTicket }> => {
    let loaded: EventDetail | undefined;
    const data = await loadDetailRoute(
      context,
      params.id,
      async (id) => {
        loaded = await context.queryClient.ensureQueryData(eventQuery(context.api, context.lang, id));
        return loaded;
      },
      (event) => ({
        title: event.title,
        description: event.subtitle ?? plainText(event.description),
        ogImage: event.image_obj?.url,
      }),
    );
    return {
      ...data,
      sticky: eventStickyTicket(loaded as EventDetail),
    };
  },
  head: ({ loaderData, match }) => routeHead(loaderData, match.context.origin),
  component: EventRoute,
  pendingComponent: () => <Skeleton kind="event" />,
});

function EventRoute() {
  const { api, lang } = Route.useRouteContext();
  const { id } = Route.useParams();
  const { data: settings } = useSuspenseQuery(settingsQuery(api));
  const shop = shopSettingsOf(settings);
  return (
    <EventDetailPage
      api={api}
      lang={lang}
      id={Number(id)}
      currency={shop.currency}
      sectionOrder={settings.design.detailSections.event}
      renderBooking={(event) =>
        bookable(event) ? (
          <BookingToggle
            eventId={event.id}
            idJet={event.id_jet}
            dateStart={event.date_start}
            ticketUrl={event.ticket_url}
            data={{ prices: event.prices, seatGroups: event.seat_groups }}
            eventTitle={event.title}
            heading="h3"
            shop={shop}
          />
        ) : null
      }
    />
  );
}
