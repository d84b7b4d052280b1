import * as v from "valibot";
import { HubPageSizeParam, PageParam } from "./common";
import { HUB_DEFAULT_PAGE_SIZE, IsoDayParam } from "./hub";
import { OptionalLinkUrl } from "./links";

/**
 * The hub's opening hours (issue 25, SPEC §3 "Opening hours today"): the regular hours of each
 * weekday and the exceptions of single dates, which replace the weekday's hours on that date.
 * A day is closed, open in one or more ranges, or (a weekday only) not known at all: the site
 * then shows nothing for it. The shape is checked here (400); the rules on the times are
 * `dayHoursProblems` (422), run by the API and by the hub's forms before sending.
 */

/** Ranges one day may have; more is a pasted list, not opening hours. */
const MAX_RANGES_PER_DAY = 6;
const ALTERNATIVE_TEXT_MAX = 200;

export const TimeRange = v.object({
  /** 'HH:MM' (the rules check the form). */
  from: v.pipe(v.string(), v.maxLength(5, "Expected a time as HH:MM")),
  /** 'HH:MM'; '24:00' closes at midnight. */
  to: v.pipe(v.string(), v.maxLength(5, "Expected a time as HH:MM")),
});
export type TimeRange = v.InferOutput<typeof TimeRange>;

const AlternativeText = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(ALTERNATIVE_TEXT_MAX, `A note has at most ${ALTERNATIVE_TEXT_MAX} characters.`),
  ),
  "",
);

/** One day's hours as the hub reads and writes them. */
export const DayHours = v.object({
  closed: v.boolean(),
  ranges: v.pipe(
    v.array(TimeRange),
    v.maxLength(MAX_RANGES_PER_DAY, `A day has at most ${MAX_RANGES_PER_DAY} ranges.`),
  ),
  /** A link beside the note ('/de/service/kontakt'); blank for none. */
  alternative_link_url: OptionalLinkUrl,
  /** A note for the day per language ('Evening box office only'); blank for none. */
  alternative_text_de: AlternativeText,
  alternative_text_en: AlternativeText,
});
export type DayHoursInput = v.InferInput<typeof DayHours>;
export type DayHours = v.InferOutput<typeof DayHours>;

/** A weekday's regular hours (0 = Monday); PUT settings/opening-hours/week/{weekday}/ takes `DayHours`. */
export interface WeekdayHours extends DayHours {
  weekday: number;
}

/** An exception: a date and its hours (POST exceptions/, PUT exceptions/{date}/, which may move it). */
export const ExceptionHours = v.object({ date: IsoDayParam, ...DayHours.entries });
export type ExceptionHoursInput = v.InferInput<typeof ExceptionHours>;
export type ExceptionHours = v.InferOutput<typeof ExceptionHours>;

/** GET settings/opening-hours/week/: Monday (0) to Sunday (6). */
export interface WeekResponse {
  week: WeekdayHours[];
}

/** Which exceptions a list shows: all (upcoming first, by date, then the past, newest first), or one side. */
export const EXCEPTION_PERIODS = ["all", "upcoming", "past"] as const;
export type ExceptionPeriod = (typeof EXCEPTION_PERIODS)[number];

export interface Problem {
  path: string;
  message: string;
}

const TIME = /^(?:([01]\d|2[0-3]):([0-5]\d)|(24):(00))$/;

/** Minutes since midnight of 'HH:MM' ('24:00' is 1440), or null when it is not such a time. */
function clockMinutes(time: string): number | null {
  const match = TIME.exec(time);
  if (match === null) return null;
  const hour = Number(match[1] ?? match[3]);
  const minute = Number(match[2] ?? match[4]);
  return hour * 60 + minute;
}

/**
 * What is wrong with a day's hours, each problem at the field it concerns ('ranges.1.to'): times
 * as HH:MM, each range starting before it ends, no two ranges overlapping (the later one is
 * named), a closed day without ranges, and a note only on a day that has hours or is closed
 * (`mayBeEmpty`: a weekday may be left unknown; an exception must say something).
 */
export function dayHoursProblems(day: DayHoursInput, options: { mayBeEmpty: boolean }): Problem[] {
  const problems: Problem[] = [];
  const parsed: { index: number; from: number; to: number; text: string }[] = [];
  day.ranges.forEach((range, index) => {
    const from = clockMinutes(range.from);
    const to = clockMinutes(range.to);
    if (from === null || from === 24 * 60) {
      problems.push({ path: `ranges.${index}.from`, message: `Range ${index + 1}: enter the opening time as HH:MM.` });
    }
    if (to === null) {
      problems.push({ path: `ranges.${index}.to`, message: `Range ${index + 1}: enter the closing time as HH:MM.` });
    }
    if (from === null || to === null) return;
    const text = `${range.from}–${range.to}`;
    if (from >= to) {
      problems.push({ path: `ranges.${index}.to`, message: `Range ${index + 1} (${text}) must end after it starts.` });
      return;
    }
    parsed.push({ index, from, to, text });
  });
  const byStart = [...parsed].sort((a, b) => a.from - b.from || a.index - b.index);
  for (let i = 1; i < byStart.length; i += 1) {
    const earlier = byStart[i - 1];
    const later = byStart[i];
    if (earlier && later && later.from < earlier.to) {
      problems.push({
        path: `ranges.${later.index}`,
        message: `Range ${later.index + 1} (${later.text}) overlaps range ${earlier.index + 1} (${earlier.text}).`,
      });
    }
  }
  if (day.closed && day.ranges.length > 0) {
    problems.push({ path: "ranges", message: "A closed day has no opening ranges; remove them or untick closed." });
  }
  const empty = !day.closed && day.ranges.length === 0;
  const hasNote = Boolean(
    day.alternative_text_de?.trim() || day.alternative_text_en?.trim() || day.alternative_link_url,
  );
  if (empty && !options.mayBeEmpty) {
    problems.push({ path: "ranges", message: "An exception is either closed or has at least one opening range." });
  } else if (empty && hasNote) {
    problems.push({ path: "ranges", message: "A note needs the day's hours or the closed flag to be shown with." });
  }
  return problems;
}

/** Ranges by opening time, as they are stored and shown. */
export function sortedRanges(ranges: readonly TimeRange[]): TimeRange[] {
  return [...ranges].sort((a, b) => (clockMinutes(a.from) ?? 0) - (clockMinutes(b.from) ?? 0));
}

/** GET settings/opening-hours/exceptions/: a page of dates with their hours. */
export const ExceptionListQuery = v.object({
  page: v.optional(PageParam, "1"),
  page_size: v.optional(HubPageSizeParam, String(HUB_DEFAULT_PAGE_SIZE)),
  period: v.optional(v.picklist(EXCEPTION_PERIODS, `Expected one of ${EXCEPTION_PERIODS.join(", ")}`), "all"),
});
export type ExceptionListQuery = v.InferOutput<typeof ExceptionListQuery>;

/** An exception as the hub lists it. */
export interface ExceptionDay extends DayHours {
  date: string;
}
