import type { Lang } from "../../src/lib/languages";
import {
  type DayHours,
  type ExceptionDay,
  type ExceptionPeriod,
  sortedRanges,
  type WeekdayHours,
} from "../../src/schemas/hub-opening-hours";
import type { OpeningHoursEntry } from "../../src/schemas/opening-hours";
import { bool, col } from "./shared";

interface HoursRow {
  time_from: string | null;
  time_to: string | null;
  closed: number;
  alternative_link_url: string | null;
  alternative_text: string | null;
}

const toEntry = (row: HoursRow): OpeningHoursEntry => ({ ...row, closed: bool(row.closed) });

/** Regular hours of a weekday (0 = Monday) and the exceptions of a date ('YYYY-MM-DD'), by time. */
export async function getOpeningHours(
  db: D1Database,
  lang: Lang,
  weekday: number,
  day: string,
): Promise<{ opening_hours: OpeningHoursEntry[]; opening_hours_exceptions: OpeningHoursEntry[] }> {
  const L = col(lang);
  const columns = `time_from, time_to, closed, alternative_link_url, alternative_text_${L} AS alternative_text`;
  const [regular, exceptions] = await db.batch<HoursRow>([
    db.prepare(`SELECT ${columns} FROM opening_hours WHERE weekday = ?1 ORDER BY time_from, id`).bind(weekday),
    db.prepare(`SELECT ${columns} FROM opening_hours_exceptions WHERE date = ?1 ORDER BY time_from, id`).bind(day),
  ]);
  return {
    opening_hours: (regular?.results ?? []).map(toEntry),
    opening_hours_exceptions: (exceptions?.results ?? []).map(toEntry),
  };
}

/** A stored row of either table as the hub reads it: both languages' notes. */
interface HubHoursRow {
  key: string | number;
  time_from: string | null;
  time_to: string | null;
  closed: number;
  alternative_link_url: string | null;
  alternative_text_de: string | null;
  alternative_text_en: string | null;
}

const HUB_COLUMNS = "time_from, time_to, closed, alternative_link_url, alternative_text_de, alternative_text_en";

/** 'HH:MM' of a stored time ('10:00:00'). */
const hhmm = (time: string) => time.slice(0, 5);

/**
 * One day's rows as the hub edits them: closed if any row says so, the ranges of the other
 * rows by time, and the note of the first row that has one (every row of a save carries it).
 */
function dayOf(rows: readonly HubHoursRow[]): DayHours {
  const noted = rows.find((row) => row.alternative_link_url || row.alternative_text_de || row.alternative_text_en);
  const closed = rows.some((row) => row.closed === 1);
  return {
    closed,
    ranges: closed
      ? []
      : rows.flatMap((row) =>
          row.time_from !== null && row.time_to !== null ? [{ from: hhmm(row.time_from), to: hhmm(row.time_to) }] : [],
        ),
    alternative_link_url: noted?.alternative_link_url || null,
    alternative_text_de: noted?.alternative_text_de ?? "",
    alternative_text_en: noted?.alternative_text_en ?? "",
  };
}

/** Rows grouped by their weekday or date, in the order they come. */
function byKey(rows: readonly HubHoursRow[]): Map<string | number, HubHoursRow[]> {
  const groups = new Map<string | number, HubHoursRow[]>();
  for (const row of rows) groups.set(row.key, [...(groups.get(row.key) ?? []), row]);
  return groups;
}

/** The week's regular hours, Monday (0) to Sunday (6); a weekday without rows is open nowhere and not closed. */
export async function getWeekHours(db: D1Database): Promise<WeekdayHours[]> {
  const { results } = await db
    .prepare(`SELECT weekday AS key, ${HUB_COLUMNS} FROM opening_hours ORDER BY weekday, time_from, id`)
    .all<HubHoursRow>();
  const groups = byKey(results);
  return Array.from({ length: 7 }, (_, weekday) => ({ weekday, ...dayOf(groups.get(weekday) ?? []) }));
}

/** The hours of exception `date`, or null when the date has none. */
export async function getException(db: D1Database, date: string): Promise<ExceptionDay | null> {
  const { results } = await db
    .prepare(`SELECT date AS key, ${HUB_COLUMNS} FROM opening_hours_exceptions WHERE date = ?1 ORDER BY time_from, id`)
    .bind(date)
    .all<HubHoursRow>();
  return results.length > 0 ? { date, ...dayOf(results) } : null;
}

const PERIOD_WHERE: Record<ExceptionPeriod, string> = {
  all: "1 = 1",
  upcoming: "date >= ?1",
  past: "date < ?1",
};
/** Upcoming dates first, soonest first; then past ones, latest first (one side alone in the index's order). */
const PERIOD_ORDER: Record<ExceptionPeriod, string> = {
  all: "date < ?1, CASE WHEN date >= ?1 THEN date END, date DESC",
  upcoming: "date",
  past: "date DESC",
};

/**
 * A page of exception dates of `period` (today being `today`, 'YYYY-MM-DD') with their hours,
 * and how many dates the period has. Dates page through the (date, time_from) index.
 */
export async function listExceptions(
  db: D1Database,
  query: { today: string; period: ExceptionPeriod; limit: number; offset: number },
): Promise<{ count: number; results: ExceptionDay[] }> {
  const where = PERIOD_WHERE[query.period];
  const order = PERIOD_ORDER[query.period];
  // `?1 = ?1`: D1 refuses a bound parameter its statement does not name, and "all" has no day in its WHERE.
  const [counted, rows] = await db.batch([
    db
      .prepare(`SELECT count(DISTINCT date) AS n FROM opening_hours_exceptions WHERE ${where} AND ?1 = ?1`)
      .bind(query.today),
    db
      .prepare(
        `WITH dates AS (SELECT date FROM opening_hours_exceptions WHERE ${where} GROUP BY date
                          ORDER BY ${order} LIMIT ?2 OFFSET ?3)
         SELECT date AS key, ${HUB_COLUMNS} FROM opening_hours_exceptions
          WHERE date IN (SELECT date FROM dates)
          ORDER BY ${order}, time_from, id`,
      )
      .bind(query.today, query.limit, query.offset),
  ]);
  const count = (counted?.results[0] as { n: number } | undefined)?.n ?? 0;
  const groups = byKey((rows?.results ?? []) as HubHoursRow[]);
  return { count, results: [...groups].map(([date, dayRows]) => ({ date: String(date), ...dayOf(dayRows) })) };
}

/** The rows a day's hours are stored as: one closed row, one row per range, or none. */
function storedRows(day: DayHours) {
  const note = {
    alternative_link_url: day.alternative_link_url || null,
    alternative_text_de: day.alternative_text_de || null,
    alternative_text_en: day.alternative_text_en || null,
  };
  if (day.closed) return [{ time_from: null, time_to: null, closed: 1, ...note }];
  return sortedRanges(day.ranges).map((range) => ({
    time_from: `${range.from}:00`,
    time_to: `${range.to}:00`,
    closed: 0,
    ...note,
  }));
}

const INSERT_ROWS = `SELECT ?1, value ->> 'time_from', value ->> 'time_to', value ->> 'closed', value ->> 'alternative_link_url',
                            value ->> 'alternative_text_de', value ->> 'alternative_text_en'
                       FROM json_each(?2)`;

/** Replaces the regular hours of `weekday` (0 = Monday). */
export function replaceWeekdayHours(db: D1Database, weekday: number, day: DayHours): D1PreparedStatement[] {
  return [
    db.prepare("DELETE FROM opening_hours WHERE weekday = ?1").bind(weekday),
    db
      .prepare(`INSERT INTO opening_hours (weekday, ${HUB_COLUMNS}) ${INSERT_ROWS}`)
      .bind(weekday, JSON.stringify(storedRows(day))),
  ];
}

/** Deletes the exception of `from` (when given) and stores `day` as the exception of `date`. */
export function writeException(
  db: D1Database,
  from: string | null,
  date: string,
  day: DayHours,
): D1PreparedStatement[] {
  return [
    ...(from === null ? [] : [deleteException(db, from)]),
    db
      .prepare(`INSERT INTO opening_hours_exceptions (date, ${HUB_COLUMNS}) ${INSERT_ROWS}`)
      .bind(date, JSON.stringify(storedRows(day))),
  ];
}

export function deleteException(db: D1Database, date: string): D1PreparedStatement {
  return db.prepare("DELETE FROM opening_hours_exceptions WHERE date = ?1").bind(date);
}

/** Aborts the batch (error 'stale_revision') when `date` has an exception: two saves for one date at once. */
export function exceptionFreeGuard(db: D1Database, date: string): D1PreparedStatement {
  return db
    .prepare(
      "INSERT INTO stale_writes (object) SELECT 'exception:' || ?1 WHERE EXISTS (SELECT 1 FROM opening_hours_exceptions WHERE date = ?1)",
    )
    .bind(date);
}
