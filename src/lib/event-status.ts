/**
 * What visitors are told of an event's status (issue 27): the stored status (SPEC §3:
 * 'scheduled' | 'cancelled' | 'postponed') and, for a scheduled date that was moved, the start it
 * had before. Pure, so the cards, the event page, search results, JSON-LD and the booking widget
 * all read the same rule.
 */

/** The status a page marks; a scheduled date that was never moved needs no mark. */
export type ShownEventStatus = "cancelled" | "postponed" | "rescheduled";

/** What the rule reads of an event (list item, detail or search result). */
export interface StatusOfEvent {
  /** Null where a search result is no event. */
  status: string | null;
  previous_date_start: string | null;
}

/**
 * Cancelled and postponed as stored; a scheduled date with a previous start is 'rescheduled'
 * (it takes place, on the new date); anything else is unmarked (null).
 */
export function shownEventStatus(event: StatusOfEvent): ShownEventStatus | null {
  if (event.status === "cancelled" || event.status === "postponed") return event.status;
  if (event.status === "scheduled" && event.previous_date_start) return "rescheduled";
  return null;
}

/** The previous start worth naming beside the mark: only a rescheduled date has one. */
export function previousStartShown(event: StatusOfEvent): string | null {
  return shownEventStatus(event) === "rescheduled" ? event.previous_date_start : null;
}

/**
 * Why an event offers no tickets, as the message the card and the event page show in place of
 * the ticket button: a cancelled or postponed date says so before 'sold out'.
 */
export function noTicketsMessage(
  event: StatusOfEvent & { sold_out: boolean },
): "event.noTicketsCancelled" | "event.noTicketsPostponed" | "event.soldOut" | "event.ticketsUnavailable" {
  if (event.status === "cancelled") return "event.noTicketsCancelled";
  if (event.status === "postponed") return "event.noTicketsPostponed";
  return event.sold_out ? "event.soldOut" : "event.ticketsUnavailable";
}
