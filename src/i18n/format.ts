import { type BerlinParts, berlinParts, dateKey, parseInstant } from "../lib/dates";
import type { Lang } from "../lib/languages";
import { dateNames } from "./date-names";

/**
 * Display formatting of SPEC §9. Everything is computed from Berlin wall-clock numbers and the
 * fixed name tables, never from the machine's time zone or locale data, so the server and every
 * browser print identical text (hydration). Unusable input gives '' rather than a wrong value.
 *
 * A no-break space joins amount and currency ('12 €') and time and 'Uhr' ('19:30 Uhr'), so a
 * narrow card never breaks the unit onto its own line.
 */
const nbsp = "\u00a0";

const pad = (n: number): string => String(n).padStart(2, "0");

const priceText = /^[+-]?\d+(?:\.\d+)?$/;

/**
 * '12.00' → '12 €', '12.50' → '12,50 €', '0.00' → '0 €' (SPEC §9): two decimals, '.00' dropped,
 * decimal comma, currency after the amount as German usage has it. The same in both languages,
 * as SPEC defines one price display; no thousands separator, as SPEC defines none.
 */
export function formatPrice(price: string | number, currency = "€"): string {
  const n = typeof price === "number" ? price : toNumber(price.trim());
  if (!Number.isFinite(n)) return "";
  const fixed = n.toFixed(2).replace(/\.00$/, "").replace(".", ",");
  // -0.001 rounds to '-0', which is no price anyone should read.
  const amount = fixed === "-0" ? "0" : fixed;
  return currency === "" ? amount : `${amount}${nbsp}${currency}`;
}

/** Number('') is 0 and Number('0x10') is 16: only plain decimals count as prices. */
function toNumber(text: string): number {
  return priceText.test(text) ? Number(text) : Number.NaN;
}

function clock(hour: number, minute: number, lang: Lang): string {
  const hhmm = `${pad(hour)}:${pad(minute)}`;
  return lang === "de" ? `${hhmm}${nbsp}Uhr` : hhmm;
}

/** Instant → Berlin time, 24 h: '19:30 Uhr' (de), '19:30' (en). */
export function formatTime(value: string | Date, lang: Lang): string {
  const p = inBerlin(value);
  return p ? clock(p.hour, p.minute, lang) : "";
}

const clockPattern = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

/** A wall-clock value ('10:00', '10:00:00', '24:00') → [hour, minute]; null when it is none. */
export function parseClock(time: string): [number, number] | null {
  const m = clockPattern.exec(time.trim());
  if (m === null) return null;
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  // '24:00' closes a day in opening hours; nothing else past 23:59 is a time.
  return minute <= 59 && (hour < 24 || (hour === 24 && minute === 0)) ? [hour, minute] : null;
}

/** A wall-clock value such as an opening hour or timeslot ('10:00:00') → '10:00 Uhr' / '10:00'. */
export function formatClock(time: string, lang: Lang): string {
  const c = parseClock(time);
  return c ? clock(c[0], c[1], lang) : "";
}

/** '10:00:00', '18:00:00' → '10:00–18:00 Uhr' (de) / '10:00–18:00' (en); 'Uhr' once, at the end. */
export function formatClockRange(from: string, to: string, lang: Lang): string {
  const a = parseClock(from);
  const b = parseClock(to);
  if (!a || !b) return "";
  return `${pad(a[0])}:${pad(a[1])}–${clock(b[0], b[1], lang)}`;
}

export type DateStyle = "long" | "medium" | "numeric";

/**
 * Instant or calendar day ('2026-11-21') → Berlin calendar date:
 * long    'Samstag, 21. November 2026' / 'Saturday, 21 November 2026'
 * medium  'Sa., 21. Nov. 2026'         / 'Sat, 21 Nov 2026'
 * numeric '21.11.2026'                 / '21/11/2026'
 */
export function formatDate(value: string | Date, lang: Lang, style: DateStyle = "medium"): string {
  const p = inBerlin(value);
  if (!p) return "";
  if (style === "numeric") {
    return lang === "de" ? `${pad(p.d)}.${pad(p.m)}.${p.y}` : `${pad(p.d)}/${pad(p.m)}/${p.y}`;
  }
  return `${weekdayAndDay(p, lang, style === "long")} ${p.y}`;
}

/**
 * Heading of an event-list day group, from its berlinDateKey: 'Samstag, 21. November' /
 * 'Saturday, 21 November'. No year: the weekday already pins an upcoming date down.
 */
export function formatDayHeading(key: string, lang: Lang): string {
  const p = inBerlin(key);
  return p ? weekdayAndDay(p, lang, true) : "";
}

function inBerlin(value: string | Date): BerlinParts | null {
  const date = parseInstant(value);
  return date && berlinParts(date);
}

function weekdayAndDay(p: BerlinParts, lang: Lang, long: boolean): string {
  const names = dateNames[lang];
  const weekday = (long ? names.weekdays : names.weekdaysShort)[p.weekday];
  const month = (long ? names.months : names.monthsShort)[p.m - 1];
  return lang === "de" ? `${weekday}, ${p.d}. ${month}` : `${weekday}, ${p.d} ${month}`;
}

/** The Berlin calendar day of an instant as 'YYYY-MM-DD', for grouping events by day; '' if invalid. */
export function berlinDateKey(value: string | Date): string {
  const p = inBerlin(value);
  return p ? dateKey(p) : "";
}
