/** Anchor of an event page's tickets section, where its booking widget is. */
export const TICKETS_ID = "tickets";

/** The built-in shop's address of one event (an event's ticket_url, SPEC §2). */
export function isShopEventPath(path: string): boolean {
  return /^\/webshop\/events\/[0-9]{1,10}\/?$/.test(path);
}

/**
 * Where an event's ticket link leads. The built-in shop sells an event through the booking
 * widget on the event's own page: its shop address, which the worker redirects there in a
 * language it can only guess, becomes that page's tickets section in the page's language.
 * Another shop's address stays as it is.
 */
export function ticketHref(event: { ticket_url: string | null; url: string }): string | null {
  if (event.ticket_url === null) return null;
  return isShopEventPath(event.ticket_url) ? `${event.url}#${TICKETS_ID}` : event.ticket_url;
}

/** Scheduled (not cancelled nor postponed) and not begun at `now`: the shop sells until then. */
export function scheduledAhead(event: { status: string; date_start: string }, now: number): boolean {
  return event.status === "scheduled" && Date.parse(event.date_start) > now;
}

/** What the ticket rules read of an event (a list item or an event page's detail). */
export interface TicketedEvent {
  has_tickets: boolean;
  ticket_url: string | null;
  sold_out: boolean;
  status: string;
  date_start: string;
  url: string;
}

/**
 * Whether an event offers its tickets (SPEC §2: else the disabled 'no tickets' label): it sells
 * them, is not sold out, and is scheduled ahead (the rule the shop books by).
 */
export function ticketsAvailable(event: TicketedEvent): boolean {
  return event.has_tickets && event.ticket_url !== null && !event.sold_out && scheduledAhead(event, Date.now());
}

/** The ticket link an event offers now (cards, the event page's tickets section); null when none. */
export function offeredTicketHref(event: TicketedEvent): string | null {
  return ticketsAvailable(event) ? ticketHref(event) : null;
}
