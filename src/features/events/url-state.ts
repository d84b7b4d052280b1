import { ACCESS_FEATURES, type AccessFeature, accessListText, parseAccessList } from "../../lib/access-features";
import { parseDateParam, todayParam } from "../../lib/dates";

/**
 * The events list's URL state (SPEC §2, §5): one key per filter holding an option id, `access`
 * as a comma list of accessibility features (all required, ADR 0037), `date` as dd-mm-yyyy
 * (`overlay` is lib/events-overlay's). Everything here is pure so the route, the
 * overlay and the tests share one reading of the rules.
 */

/** Filter keys of the events list (SPEC §3), in the order the filter bar shows them. */
export const eventFilterKeys = ["room", "type", "tag", "series", "genre"] as const;
export type EventFilterKey = (typeof eventFilterKeys)[number];

/** What the list is filtered by; absent keys are not filtered. `access` is never empty. */
export type EventsFilters = Partial<Record<EventFilterKey, number>> & { access?: AccessFeature[]; date?: string };

const ID_SHAPE = /^[0-9]{1,10}$/;
const MAX_ID = 2_147_483_647;

function text(value: unknown): string | undefined | null {
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value === "number" || typeof value === "string") return String(value);
  // Repeated keys (arrays) and objects are no value the list understands.
  return null;
}

/**
 * Reads the known keys of a query (values as the router parsed them). Empty values count as
 * absent (SPEC §5); `invalid` names each known key whose value is malformed: a date that is not
 * a real dd-mm-yyyy date, a filter that is not a positive integer, an access list naming an
 * unknown feature. Unknown keys are ignored.
 */
export function parseEventsSearch(raw: Record<string, unknown>): { filters: EventsFilters; invalid: string[] } {
  const filters: EventsFilters = {};
  const invalid: string[] = [];
  for (const key of eventFilterKeys) {
    const value = text(raw[key]);
    if (value === undefined) continue;
    const id = value === null ? Number.NaN : Number(value);
    if (value !== null && ID_SHAPE.test(value) && id >= 1 && id <= MAX_ID) filters[key] = id;
    else invalid.push(key);
  }
  const access = text(raw.access);
  if (access !== undefined) {
    const features = access === null ? null : parseAccessList(access);
    if (features === null) invalid.push("access");
    else if (features.length > 0) filters.access = features;
  }
  const date = text(raw.date);
  if (date !== undefined) {
    if (date !== null && parseDateParam(date) !== null) filters.date = date;
    else invalid.push("date");
  }
  return { filters, invalid };
}

/** The query of a filter state: known keys only, in a stable order, empty values dropped. */
export function toSearch(filters: EventsFilters): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const key of eventFilterKeys) {
    const id = filters[key];
    if (id !== undefined) out[key] = id;
  }
  const access = accessListText(filters.access ?? []);
  if (access) out.access = access;
  if (filters.date) out.date = filters.date;
  return out;
}

/** A stable key of a filter state, for change detection. */
export function filtersKey(filters: EventsFilters): string {
  return Object.entries(toSearch(filters))
    .map(([key, value]) => `${key}=${value}`)
    .join("&");
}

/** Choosing an option selects it; choosing the selected option clears it (SPEC §5). */
export function withFilter(filters: EventsFilters, key: EventFilterKey, id: number): EventsFilters {
  return filters[key] === id ? withoutKey(filters, key) : { ...filters, [key]: id };
}

/** Choosing a day selects it; choosing the selected day (or none) clears the date. */
export function withDate(filters: EventsFilters, date: string | undefined): EventsFilters {
  return date === undefined || filters.date === date ? withoutKey(filters, "date") : { ...filters, date };
}

/** Choosing a feature adds it to the required ones; choosing a required one drops it. */
export function withAccess(filters: EventsFilters, feature: AccessFeature): EventsFilters {
  const current = filters.access ?? [];
  const chosen = current.includes(feature) ? current.filter((f) => f !== feature) : [...current, feature];
  if (chosen.length === 0) return withoutKey(filters, "access");
  return { ...filters, access: ACCESS_FEATURES.filter((f) => chosen.includes(f)) };
}

export function withoutKey(filters: EventsFilters, key: EventFilterKey | "access" | "date"): EventsFilters {
  const { [key]: _removed, ...rest } = filters;
  return rest;
}

/** The active filters (not the date), in filter-bar order. */
export function activeFilters(filters: EventsFilters): { key: EventFilterKey; id: number }[] {
  return eventFilterKeys.flatMap((key) => {
    const id = filters[key];
    return id === undefined ? [] : [{ key, id }];
  });
}

function isOtherDay(filters: EventsFilters, today: string): boolean {
  return filters.date !== undefined && filters.date !== today;
}

/** How many filters are chosen: each option filter and each required access feature counts one. */
function filterCount(filters: EventsFilters): number {
  return activeFilters(filters).length + (filters.access?.length ?? 0);
}

/** SPEC §4: a filter, or a date other than today, makes the list a filtered one (teasers hide). */
export function hasEventFilters(filters: EventsFilters, today = todayParam()): boolean {
  return filterCount(filters) > 0 || isOtherDay(filters, today);
}

/** SPEC §2: 'Reset filter' shows for more than one filter, or one filter plus a date other than today. */
export function showResetFilter(filters: EventsFilters, today = todayParam()): boolean {
  const count = filterCount(filters);
  return count > 1 || (count === 1 && isOtherDay(filters, today));
}
