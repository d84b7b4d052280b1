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
