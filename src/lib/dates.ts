/** The organisation's time zone: every calendar day and clock time on the site is Berlin's. */
export const timeZone = "Europe/Berlin";

/** A calendar day; m is 1-12. */
export interface DateParts {
  y: number;
  m: number;
  d: number;
}

/** A Berlin wall-clock reading of an instant; weekday 0 = Sunday. */
export interface BerlinParts extends DateParts {
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

/** Date.UTC, but years 0-99 stay years 0-99 instead of becoming 1900-1999. */
function utcMs(y: number, m: number, d: number, hour = 0, minute = 0, second = 0): number {
  const date = new Date(Date.UTC(2000, 0, 1, hour, minute, second));
  date.setUTCFullYear(y, m - 1, d);
  return date.getTime();
}

const pad = (n: number, width = 2): string => String(n).padStart(width, "0");

let partsFormat: Intl.DateTimeFormat | undefined;

// A page formats the same few hundred instants (event starts, day boundaries) many times over;
// a lookup is far cheaper than formatToParts, which shows up in server-render profiles.
const PARTS_CACHE_LIMIT = 4096;
const partsCache = new Map<number, Readonly<BerlinParts>>();

/**
 * Wall-clock fields of an instant in Berlin. Numeric parts only, so the result does not depend
 * on the engine's locale data; h23 because some engines otherwise print midnight as 24.
 */
export function berlinParts(date: Date): Readonly<BerlinParts> | null {
  const t = date.getTime();
  if (Number.isNaN(t)) return null;
  const known = partsCache.get(t);
  if (known) return known;
  partsFormat ??= new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
    numberingSystem: "latn",
  });
  const out: BerlinParts = { y: 0, m: 0, d: 0, hour: 0, minute: 0, second: 0, weekday: 0 };
  for (const part of partsFormat.formatToParts(t)) {
    const n = Number(part.value);
    if (part.type === "year") out.y = n;
    else if (part.type === "month") out.m = n;
    else if (part.type === "day") out.d = n;
    else if (part.type === "hour") out.hour = n;
    else if (part.type === "minute") out.minute = n;
    else if (part.type === "second") out.second = n;
  }
  out.weekday = new Date(utcMs(out.y, out.m, out.d)).getUTCDay();
  if (partsCache.size >= PARTS_CACHE_LIMIT) partsCache.clear();
  Object.freeze(out);
  partsCache.set(t, out);
  return out;
}

/** Berlin's offset from UTC at an instant, in ms (3 600 000 in winter, 7 200 000 in summer). */
function berlinOffset(t: number): number {
  const p = berlinParts(new Date(t));
  if (p === null) return 0;
  const wall = utcMs(p.y, p.m, p.d, p.hour, p.minute, p.second);
  return wall - (t - (((t % 1000) + 1000) % 1000));
}

/**
 * The instant (ms) a Berlin wall-clock time denotes. The offset is taken at a first guess and
 * corrected once, which is exact except inside the spring-forward gap (02:00-03:00), where the
 * nonexistent time resolves to an instant an hour away. Midnight is never in the gap.
 */
export function berlinWallTimeToMs(p: DateParts, hour = 0, minute = 0, second = 0): number {
  const wall = utcMs(p.y, p.m, p.d, hour, minute, second);
  return wall - berlinOffset(wall - berlinOffset(wall));
}

const isoLocalPattern = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;

/**
 * An API date value → instant, or null. Values without an offset ('2026-11-21T19:30:00',
 * '2026-11-21') are Berlin wall time: parsing them as the machine's local time would make the
 * server (UTC) and a visitor's browser disagree, and hydration with them.
 */
export function parseInstant(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const local = isoLocalPattern.exec(value);
  if (local !== null) {
    const [, y, m, d, hour = "0", minute = "0", second = "0"] = local;
    const day = { y: Number(y), m: Number(m), d: Number(d) };
    const [h, min, sec] = [Number(hour), Number(minute), Number(second)];
    if (!isRealDate(day.y, day.m, day.d) || h > 23 || min > 59 || sec > 59) return null;
    return new Date(berlinWallTimeToMs(day, h, min, sec));
  }
  // Only ISO strings with an offset are accepted; Date's other formats vary between engines.
  if (!/^\d{4}-\d{2}-\d{2}T[\d:.]+(?:Z|[+-]\d{2}:\d{2})$/i.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'YYYY-MM-DD' of a calendar day: sorts chronologically, so it serves as a grouping key. */
export function dateKey(p: DateParts): string {
  return `${pad(p.y, 4)}-${pad(p.m)}-${pad(p.d)}`;
}

function isRealDate(y: number, m: number, d: number): boolean {
  if (y < 1 || m < 1 || m > 12 || d < 1) return false;
  // Day 0 of the next month is the last day of this one.
  return d <= new Date(utcMs(y, m + 1, 0)).getUTCDate();
}

const dateParamPattern = /^(\d{2})-(\d{2})-(\d{4})$/;

/** `dd-mm-yyyy` (SPEC §5) → the calendar day, or null unless the format and the date are real. */
export function parseDateParam(s: string): DateParts | null {
  const match = dateParamPattern.exec(s);
  if (match === null) return null;
  const d = Number(match[1]);
  const m = Number(match[2]);
  const y = Number(match[3]);
  return isRealDate(y, m, d) ? { y, m, d } : null;
}

/** A calendar day, or the Berlin day of an instant, as `dd-mm-yyyy`; '' for an invalid Date. */
export function formatDateParam(date: DateParts | Date): string {
  const p = date instanceof Date ? berlinParts(date) : date;
  return p === null ? "" : `${pad(p.d)}-${pad(p.m)}-${pad(p.y, 4)}`;
}

/** `dd-mm-yyyy` (URL) → `yyyy-mm-dd` (date input), '' when absent. */
export function toInputDate(param: string | undefined): string {
  const parts = param ? parseDateParam(param) : null;
  return parts ? dateKey(parts) : "";
}

/** `yyyy-mm-dd` (date input) → `dd-mm-yyyy` (URL); undefined for an empty or partial input. */
export function fromInputDate(value: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const text = formatDateParam({ y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) });
  return parseDateParam(text) ? text : undefined;
}

/** An instant (`2031-06-05T17:30:00Z`) → its Berlin wall-clock time for a datetime-local input (`2031-06-05T19:30`), '' if none. */
export function toInputDateTime(iso: string | null | undefined): string {
  const instant = iso ? parseInstant(iso) : null;
  const p = instant && berlinParts(instant);
  return p ? `${dateKey(p)}T${pad(p.hour)}:${pad(p.minute)}` : "";
}

/** A datetime-local input's Berlin wall-clock time → the instant in UTC (`2031-06-05T17:30:00Z`); undefined if incomplete. */
export function fromInputDateTime(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return undefined;
  const instant = parseInstant(value);
  return instant ? `${instant.toISOString().slice(0, 19)}Z` : undefined;
}

/** Today in Berlin as `dd-mm-yyyy` (the events list's default date). */
export function todayParam(now: Date = new Date()): string {
  return formatDateParam(now);
}

/**
 * The Berlin day as a half-open UTC interval [fromIso, toIso): toIso is the next day's start,
 * so a query `start >= from AND start < to` neither misses 23:59:59.5 nor counts midnight twice.
 * A DST day is 23 or 25 hours long.
 */
export function dateParamToBerlinRange(p: DateParts): { fromIso: string; toIso: string } {
  const next = new Date(utcMs(p.y, p.m, p.d + 1));
  const nextParts = { y: next.getUTCFullYear(), m: next.getUTCMonth() + 1, d: next.getUTCDate() };
  return {
    fromIso: new Date(berlinWallTimeToMs(p)).toISOString(),
    toIso: new Date(berlinWallTimeToMs(nextParts)).toISOString(),
  };
}
