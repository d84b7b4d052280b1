import { parseInstant } from "./dates";
import type { Lang } from "./languages";

/** What a calendar entry of an event needs (SPEC §2 card "calendar action"). */
export interface CalendarEntry {
  id: number;
  title: string;
  date_start: string;
  date_end: string | null;
  /** Venue and room, when known. */
  location?: string;
  /** The event page's absolute URL, put into the entry's description. */
  pageUrl?: string;
}

/**
 * Calendar services need an end; an event without one (or with an end before its start)
 * gets two hours, the usual length of a performance, rather than a zero-length entry.
 */
const DEFAULT_LENGTH_MS = 2 * 3_600_000;

/**
 * Start and end of an event's calendar entry (links here, the worker's iCalendar file);
 * null without a usable start.
 */
export function eventSpan(dateStart: string, dateEnd: string | null): { start: Date; end: Date } | null {
  const start = parseInstant(dateStart);
  if (!start) return null;
  const end = dateEnd ? parseInstant(dateEnd) : null;
  return {
    start,
    end: end && end > start ? end : new Date(start.getTime() + DEFAULT_LENGTH_MS),
  };
}

/** The worker's iCalendar file of an event. */
export function icsHref(lang: Lang, id: number): string {
  return `/${lang}/api/events/${id}/ics/`;
}

/** '20261121T183000Z', the UTC form Google's template and iCalendar's DTSTAMP take. */
export function compactUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}/, "")
    .replace(/[-:]/g, "");
}

/** Google Calendar's "create event" template; null without a usable start. */
export function googleCalendarUrl(entry: CalendarEntry): string | null {
  const times = eventSpan(entry.date_start, entry.date_end);
  if (!times) return null;
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: entry.title,
    dates: `${compactUtc(times.start)}/${compactUtc(times.end)}`,
  });
  if (entry.pageUrl) params.set("details", entry.pageUrl);
  if (entry.location) params.set("location", entry.location);
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** Outlook on the web's compose form; null without a usable start. */
export function outlookCalendarUrl(entry: CalendarEntry): string | null {
  const times = eventSpan(entry.date_start, entry.date_end);
  if (!times) return null;
  const params = new URLSearchParams({
    rru: "addevent",
    subject: entry.title,
    startdt: times.start.toISOString(),
    enddt: times.end.toISOString(),
  });
  if (entry.pageUrl) params.set("body", entry.pageUrl);
  if (entry.location) params.set("location", entry.location);
  return `https://outlook.live.com/calendar/0/action/compose?${params}`;
}
