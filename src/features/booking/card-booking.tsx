import type { ReactNode } from "react";
import { ticketsAvailable } from "../../lib/ticket-links";
import type { EventListItem } from "../../schemas/events";
import { BookingToggle } from "./BookingToggle";
import { isFreePrice } from "./quick-book";
import type { ShopSettings } from "./shop-settings";

/**
 * The booking widget for an event listed as a card (production dates, quick-buy cards): only a
 * priced event on sale that the shop knows; the widget reads its seat groups when opened.
 */
export function cardBooking(event: EventListItem, shop: ShopSettings): ReactNode {
  if (!ticketsAvailable(event) || event.id_jet === null) return null;
  if (event.min_price === null || isFreePrice(event.min_price)) return null;
  return (
    <BookingToggle
      eventId={event.id}
      idJet={event.id_jet}
      dateStart={event.date_start}
      ticketUrl={event.ticket_url}
      eventTitle={event.title}
      heading="h4"
      onList
      shop={shop}
    />
  );
}
