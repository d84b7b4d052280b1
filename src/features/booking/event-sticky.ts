import { ticketHref, ticketsAvailable } from "../../lib/ticket-links";
import type { EventDetail } from "../../schemas/events";
import { canQuickBook } from "./quick-book";
import type { StickyTicket } from "./sticky";

// Apart from sticky.ts: the sticky bar (in every page's layout) imports that module, and the rules
// here would pull the event card's and quick-book's code into every page.

/**
 * The event route's sticky ticket data: the button is asked for while the event is on sale, and
 * there is something to book in place when it has seat groups or a price other than 0.00.
 */
export function eventStickyTicket(event: EventDetail): Extract<StickyTicket, { kind: "event" }> {
  return {
    kind: "event",
    showStickyEvent: ticketsAvailable(event),
    ticketUrl: ticketHref(event),
    quickBookable: canQuickBook({ prices: event.prices, seatGroups: event.seat_groups }),
  };
}
