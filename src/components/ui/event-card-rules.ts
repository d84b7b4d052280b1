import type { EventListItem } from "../../schemas/events";

/**
 * The card's rules, apart from the card itself: route definitions (which ship with the first
 * page) use them, and importing them from EventCard.tsx would put the whole card there too.
 */

export type EventLabelKind = "type" | "genre" | "series" | "tag";

/** SPEC §2 card labels: exhibition type, genre, series and tags, keyed by kind (ids repeat across kinds). */
export function eventLabels(event: EventListItem): { key: string; kind: EventLabelKind; name: string }[] {
  const labels: { key: string; kind: EventLabelKind; name: string }[] = [];
  const add = (kind: EventLabelKind, id: number, name: string) => labels.push({ key: `${kind}:${id}`, kind, name });
  if (event.exhibition_type) add("type", event.exhibition_type.id, event.exhibition_type.name);
  if (event.genre) add("genre", event.genre.id, event.genre.name);
  if (event.series) add("series", event.series.id, event.series.name);
  for (const tag of event.tags) add("tag", tag.id, tag.name);
  return labels;
}

/** Scheduled (not cancelled nor postponed) and not begun at `now`: the shop sells until then. */
export function scheduledAhead(event: { status: string; date_start: string }, now: number): boolean {
  return event.status === "scheduled" && Date.parse(event.date_start) > now;
}

/**
 * Whether an event offers its tickets (SPEC §2: else the disabled 'no tickets' label): it sells
 * them, is not sold out, and is scheduled ahead (the rule the shop books by).
 */
export function ticketsAvailable(event: EventListItem): boolean {
  return event.has_tickets && event.ticket_url !== null && !event.sold_out && scheduledAhead(event, Date.now());
}
