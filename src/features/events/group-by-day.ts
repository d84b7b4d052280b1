import { berlinDateKey } from "../../i18n/format";

export interface DayGroup<T> {
  /** Berlin calendar day, 'YYYY-MM-DD'. */
  day: string;
  items: T[];
}

/**
 * Events grouped by their Berlin calendar day, days in the order they first appear (the API's
 * chronological order). SPEC §4: within a day group, later events come first. Events without a
 * usable start are left out rather than put under a wrong day.
 */
export function groupByBerlinDay<T extends { date_start: string }>(events: readonly T[]): DayGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const event of events) {
    const day = berlinDateKey(event.date_start);
    if (!day) continue;
    const items = groups.get(day);
    if (items) items.push(event);
    else groups.set(day, [event]);
  }
  return [...groups].map(([day, items]) => ({
    day,
    items: items
      .map((item, index) => ({ item, index, time: Date.parse(item.date_start) }))
      // Later first; equal starts keep the API's order.
      .sort((a, b) => b.time - a.time || a.index - b.index)
      .map(({ item }) => item),
  }));
}

/** A day of the programme: its events, then the teasers placed on it (SPEC §3 teaser `position`). */
export interface ProgrammeDay<T, U> extends DayGroup<T> {
  teasers: U[];
}

/**
 * The programme's days: events grouped by Berlin day, each teaser at the end of its position
 * day. A teaser on a day without events gets a day of its own, but only once the list has
 * reached that day (or has no more pages): otherwise it would sit at the bottom of the loaded
 * part and jump as further pages arrive. Days come out in chronological order.
 */
export function programmeDays<T extends { date_start: string }, U extends { position: string }>(
  events: readonly T[],
  teasers: readonly U[],
  complete: boolean,
): ProgrammeDay<T, U>[] {
  const days = groupByBerlinDay(events).map((group): ProgrammeDay<T, U> => ({ ...group, teasers: [] }));
  const byDay = new Map(days.map((day) => [day.day, day]));
  const lastDay = days.at(-1)?.day;
  for (const teaser of teasers) {
    const existing = byDay.get(teaser.position);
    if (existing) {
      existing.teasers.push(teaser);
    } else if (complete || (lastDay !== undefined && teaser.position < lastDay)) {
      const day: ProgrammeDay<T, U> = { day: teaser.position, items: [], teasers: [teaser] };
      byDay.set(day.day, day);
      days.push(day);
    }
  }
  return days.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}
