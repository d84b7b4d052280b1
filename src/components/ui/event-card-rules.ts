import type { EventListItem } from "../../schemas/events";

/**
 * The card's labels, apart from the card itself: the event page shows them too, and importing
 * them from EventCard.tsx would load the whole card with it. (Which events offer tickets is
 * lib/ticket-links.ts, shared with the shop.)
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
