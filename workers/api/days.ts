import { berlinParts, type DateParts, dateParamToBerlinRange } from "../../src/lib/dates";
import { isoSeconds, toStoredIso } from "../db/shared";

/** Today's calendar day in Berlin (SPEC §9 time zone). */
export function berlinToday(now: Date = new Date()): DateParts {
  const p = berlinParts(now);
  if (p === null) throw new Error("invalid clock");
  return { y: p.y, m: p.m, d: p.d };
}

/** 'YYYY-MM-DD' of a calendar day (the stored date format). */
export function isoDay(p: DateParts): string {
  return `${String(p.y).padStart(4, "0")}-${String(p.m).padStart(2, "0")}-${String(p.d).padStart(2, "0")}`;
}

/** The instant a Berlin day starts, in the stored form. */
export function berlinDayStart(p: DateParts): string {
  return toStoredIso(dateParamToBerlinRange(p).fromIso);
}

/**
 * Where an events list starts: the Berlin day of `date` when given, else now — so a list
 * without a date hides what already began today, and one for today shows the whole day.
 */
export function listStart(date: DateParts | undefined, now: Date = new Date()): string {
  return date ? berlinDayStart(date) : isoSeconds(now);
}
