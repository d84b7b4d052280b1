import { berlinParts, berlinWallTimeToMs, type DateParts, formatDateParam, parseInstant } from "../../lib/dates";
import type { EventListData } from "./schema";

/** The span of start times an event list shows; `from` null is "now" (the events call's default). */
export interface EventWindow {
  from: Date | null;
  to: Date | null;
}

const DAY_MS = 86_400_000;

function addDays(p: DateParts, days: number): DateParts {
  const date = new Date(Date.UTC(p.y, p.m - 1, p.d + days));
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() };
}

const dayStart = (p: DateParts): Date => new Date(berlinWallTimeToMs(p));
const later = (a: Date | null, b: Date | null): Date | null => (a === null ? b : b === null || a > b ? a : b);
const earlier = (a: Date | null, b: Date | null): Date | null => (a === null ? b : b === null || a < b ? a : b);

/** A stored end: a bare date includes that whole Berlin day. */
function endOf(value: string): Date | null {
  const instant = parseInstant(value);
  if (instant === null) return null;
  return /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? new Date(instant.getTime() + DAY_MS) : instant;
}

/**
 * Which start times an event list covers at `now` (Berlin days, SPEC §9): from `date_from` (or
 * now) to `date_to`; 'next_3_days' ends after the day after tomorrow, 'weekend' covers Saturday
 * and Sunday (the current ones at a weekend). A start in the past is now: lists show what is to
 * come. Only calendar days of `now` matter, so server and browser agree all day.
 */
export function eventWindow(data: Pick<EventListData, "date_from" | "date_to" | "filters">, now: Date): EventWindow {
  const today = berlinParts(now);
  if (today === null) throw new Error("invalid clock");
  const stored = data.date_from ? parseInstant(data.date_from) : null;
  let from: Date | null = stored !== null && stored > now ? stored : null;
  let to: Date | null = data.date_to ? endOf(data.date_to) : null;
  if (data.filters === "next_3_days") {
    to = earlier(to, dayStart(addDays(today, 3)));
  } else if (data.filters === "weekend") {
    // weekday: 0 Sunday … 6 Saturday
    const toSaturday = today.weekday === 0 ? -1 : 6 - today.weekday;
    const saturday = addDays(today, toSaturday);
    const saturdayStart = dayStart(saturday);
    from = later(from, saturdayStart > now ? saturdayStart : null);
    to = earlier(to, dayStart(addDays(saturday, 2)));
  }
  return { from, to };
}

/** The events call's query for a window: `date` is the first day when it does not start now. */
export function windowQuery(window: EventWindow, tag: number | null): { date?: string; tag?: number } {
  const query: { date?: string; tag?: number } = {};
  if (window.from) query.date = formatDateParam(window.from);
  if (tag !== null) query.tag = tag;
  return query;
}

/** Whether an event (its ISO start) falls into the window; the call already starts at its first day. */
export function inWindow(window: EventWindow, dateStart: string): boolean {
  const start = parseInstant(dateStart);
  if (start === null) return false;
  if (window.from && start < window.from) return false;
  return !(window.to && start >= window.to);
}
