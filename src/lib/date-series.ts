import { berlinWallTimeToMs } from "./dates";

/**
 * A series of dates (issue 27): the rule an editor gives for a production's performances
 * (weekdays between two days at one time, except some days; or a list of days and times), turned
 * into the instants the events store. Times are Berlin wall time: 19:30 stays 19:30 on both
 * sides of the change to and from summer time, so the stored UTC instant moves by an hour.
 */

/** Every given weekday (0 Sunday … 6 Saturday) from `from` to `to` (both counted) at `time`, but not on `except`. */
export interface WeeklyDateRule {
  kind: "weekly";
  weekdays: readonly number[];
  from: string;
  to: string;
  time: string;
  except: readonly string[];
}

/** The dates one by one, each a day and a time. */
interface ListDateRule {
  kind: "list";
  dates: readonly { day: string; time: string }[];
}

export type DateRule = WeeklyDateRule | ListDateRule;

/** One date of a series: its Berlin day and time as the editor sees them, and the instant stored. */
export interface SeriesDate {
  day: string;
  time: string;
  /** As events.date_start stores it: UTC to the second ('2031-06-06T17:30:00Z'). */
  start: string;
}

const DAY_MS = 86_400_000;

function dayMs(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/** The stored instant of a Berlin day and wall time ('2031-06-06', '19:30' → '2031-06-06T17:30:00Z'). */
export function berlinStart(day: string, time: string): string {
  const [y, m, d] = day.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  const ms = berlinWallTimeToMs({ y: y ?? 0, m: m ?? 0, d: d ?? 0 }, hour ?? 0, minute ?? 0);
  return `${new Date(ms).toISOString().slice(0, 19)}Z`;
}

/** The days a weekly rule names, in order; at most `limit` (the caller's cap, so a wide range costs nothing). */
function weeklyDays(rule: WeeklyDateRule, limit: number): string[] {
  const weekdays = new Set(rule.weekdays);
  const except = new Set(rule.except);
  const days: string[] = [];
  const last = dayMs(rule.to);
  for (let ms = dayMs(rule.from); ms <= last && days.length < limit; ms += DAY_MS) {
    const day = new Date(ms).toISOString().slice(0, 10);
    if (weekdays.has(new Date(ms).getUTCDay()) && !except.has(day)) days.push(day);
  }
  return days;
}

/**
 * The dates of `rule` in order, each once; at most `limit` of them (a rule with more is refused
 * by its schema, which asks for one more than allowed to see it).
 */
export function seriesDates(rule: DateRule, limit = Number.POSITIVE_INFINITY): SeriesDate[] {
  const wall =
    rule.kind === "weekly"
      ? weeklyDays(rule, limit).map((day) => ({ day, time: rule.time }))
      : [...rule.dates].sort((a, b) => `${a.day}T${a.time}`.localeCompare(`${b.day}T${b.time}`));
  const seen = new Set<string>();
  const dates: SeriesDate[] = [];
  for (const { day, time } of wall) {
    const start = berlinStart(day, time);
    if (seen.has(start) || dates.length >= limit) continue;
    seen.add(start);
    dates.push({ day, time, start });
  }
  return dates;
}
