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
