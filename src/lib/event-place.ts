/**
 * An event's place as one line, 'Venue, Room', or '' when neither is known: the card, the
 * detail page, its JSON-LD and the iCalendar file all show it so.
 */
export function placeOf(event: { venue: { name: string } | null; room: { name: string } | null }): string {
  return [event.venue?.name, event.room?.name].filter(Boolean).join(", ");
}
