import { compactUtc, eventSpan } from "../../src/lib/calendar-links";
import { berlinParts, timeZone } from "../../src/lib/dates";
import type { EventStatus } from "../../src/schemas/events";

/** An iCalendar (RFC 5545) file of one event, in Berlin time, for the card's calendar action. */

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
  /** DTSTAMP: when this file was made. */
  now: Date;
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

/** The file's text with CRLF line ends; null when the start is not a usable instant. */
export function buildIcs(event: IcsEvent): string | null {
  // An event without an end gets the same length as in the card's Google/Outlook links.
  const times = eventSpan(event.dateStart, event.dateEnd);
  if (times === null) return null;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Kulturwerk//Programm//DE",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...BERLIN_TIMEZONE,
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${compactUtc(event.now)}`,
    `DTSTART;TZID=${timeZone}:${berlinLocal(times.start)}`,
    `DTEND;TZID=${timeZone}:${berlinLocal(times.end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `URL:${event.url}`,
    `STATUS:${icsStatus[event.status]}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
