import { compactUtc, eventSpan } from "../../src/lib/calendar-links";
import { berlinParts, parseInstant, timeZone } from "../../src/lib/dates";
import { placeOf } from "../../src/lib/event-place";
import type { EventStatus } from "../../src/schemas/events";
import type { FeedEvent } from "../db/events";

/**
 * iCalendar (RFC 5545) text in Berlin time: one event for the card's calendar action, or a
 * programme's dates as a subscribable feed. Both write an event the same way (same UID), so a
 * client that has both keeps one entry.
 */

export interface IcsEvent {
  /** Globally unique and stable, so a second download updates the entry instead of adding one. */
  uid: string;
  title: string;
  description: string | null;
  location: string | null;
  url: string;
  dateStart: string;
  dateEnd: string | null;
  status: EventStatus;
  /** SEQUENCE: raised with every save, so a client replaces the entry it holds. */
  sequence?: number;
  /** LAST-MODIFIED: when the event was last saved (ISO instant). */
  lastModified?: string | null;
}

/** What makes a calendar a subscribed feed (RFC 7986 and the de-facto X-WR/X-PUBLISHED properties). */
interface IcsFeed {
  name: string;
  /** Where the feed itself is served (RFC 7986 SOURCE). */
  source: string;
  /** How often a client should fetch it again. */
  refreshHours: number;
}

interface IcsOptions {
  /** DTSTAMP: when this text was made. */
  now: Date;
  feed?: IcsFeed;
}

/**
 * An event as the API reads it: the feed's few columns, or a list's or the detail's fields (which
 * carry no revision or save time).
 */
type IcsSource = Omit<FeedEvent, "revision" | "updated_at"> & Partial<Pick<FeedEvent, "revision" | "updated_at">>;

/** The calendar entry of an event served at `requestUrl`'s host: the single file and the feed make it alike. */
export function icsEventOf(requestUrl: string, event: IcsSource): IcsEvent {
  const { origin, hostname } = new URL(requestUrl);
  return {
    uid: `event-${event.id}@${hostname}`,
    title: event.title,
    description: event.subtitle,
    location: placeOf(event) || null,
    url: `${origin}${event.url}`,
    dateStart: event.date_start,
    dateEnd: event.date_end,
    status: event.status,
    // SEQUENCE counts from 0, the revision from 1.
    sequence: event.revision === undefined ? undefined : event.revision - 1,
    lastModified: event.updated_at,
  };
}

/** RFC 5545 VEVENT status: a postponed date has no firm time, which is TENTATIVE. */
const icsStatus: Record<EventStatus, string> = {
  scheduled: "CONFIRMED",
  cancelled: "CANCELLED",
  postponed: "TENTATIVE",
};

/**
 * Berlin's rules since 1996 (EU summer time), so clients without a zone database still place
 * the TZID times right.
 */
const BERLIN_TIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${timeZone}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();

/** Folds a content line at 75 octets (§3.1) without splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const pad = (n: number) => String(n).padStart(2, "0");

function berlinLocal(date: Date): string {
  const p = berlinParts(date);
  if (p === null) throw new Error("invalid date");
  return `${p.y}${pad(p.m)}${pad(p.d)}T${pad(p.hour)}${pad(p.minute)}${pad(p.second)}`;
}

/** An event's VEVENT lines; null when its start is not a usable instant. */
function eventLines(event: IcsEvent, stamp: string): string[] | null {
  // An event without an end gets the same length as in the card's Google/Outlook links.
  const times = eventSpan(event.dateStart, event.dateEnd);
  if (times === null) return null;
  const modified = event.lastModified ? parseInstant(event.lastModified) : null;
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;TZID=${timeZone}:${berlinLocal(times.start)}`,
    `DTEND;TZID=${timeZone}:${berlinLocal(times.end)}`,
    ...(event.sequence === undefined ? [] : [`SEQUENCE:${event.sequence}`]),
    ...(modified ? [`LAST-MODIFIED:${compactUtc(modified)}`] : []),
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `URL:${event.url}`,
    `STATUS:${icsStatus[event.status]}`,
    "END:VEVENT",
  ];
}

function feedLines(feed: IcsFeed): string[] {
  const refresh = `PT${feed.refreshHours}H`;
  return [
    `NAME:${escapeText(feed.name)}`,
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    `X-WR-TIMEZONE:${timeZone}`,
    `SOURCE;VALUE=URI:${feed.source}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${refresh}`,
    `X-PUBLISHED-TTL:${refresh}`,
  ];
}

/**
 * The calendar's text with CRLF line ends, and how many of `events` it holds: an event whose
 * start is not a usable instant is left out.
 */
export function buildIcs(events: readonly IcsEvent[], options: IcsOptions): { text: string; written: number } {
  const stamp = compactUtc(options.now);
  const vevents = events.map((event) => eventLines(event, stamp)).filter((lines) => lines !== null);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Kulturwerk//Programm//DE",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...(options.feed ? feedLines(options.feed) : []),
    ...BERLIN_TIMEZONE,
    ...vevents.flat(),
    "END:VCALENDAR",
  ];
  return { text: `${lines.map(foldLine).join("\r\n")}\r\n`, written: vevents.length };
}
