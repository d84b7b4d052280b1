import * as v from "valibot";
import { type DateRule, seriesDates } from "../../lib/date-series";

/**
 * The rule of a series of dates (issue 27): weekdays between two days at one time (except some
 * days), or a list of days and times, all Berlin wall time. At most MAX_SERIES_DATES dates.
 */

export const MAX_SERIES_DATES = 100;

/** The longest span a weekly rule covers: a season and then some. */
const MAX_SPAN_DAYS = 731;

const Day = v.pipe(v.string(), v.isoDate("Expected a date as yyyy-mm-dd"));
const Time = v.pipe(v.string(), v.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, "Expected a time as hh:mm"));

const tooMany = `At most ${MAX_SERIES_DATES} dates at once`;
const hasDates = (rule: DateRule) => seriesDates(rule, 1).length > 0;
const fewEnough = (rule: DateRule) => seriesDates(rule, MAX_SERIES_DATES + 1).length <= MAX_SERIES_DATES;

const WeeklyRule = v.pipe(
  v.object({
    kind: v.literal("weekly"),
    weekdays: v.pipe(
      v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(6))),
      v.minLength(1, "Choose at least one weekday"),
      v.check((days) => new Set(days).size === days.length, "A weekday is listed twice"),
    ),
    from: Day,
    to: Day,
    time: Time,
    except: v.pipe(v.optional(v.array(Day), []), v.maxLength(MAX_SPAN_DAYS, "Too many exceptions")),
  }),
  v.forward(
    v.check((rule) => rule.to >= rule.from, "The last day is on or after the first"),
    ["to"],
  ),
  v.forward(
    v.check(
      (rule) => Date.parse(rule.to) - Date.parse(rule.from) <= MAX_SPAN_DAYS * 86_400_000,
      "A series spans at most two years",
    ),
    ["to"],
  ),
  v.forward(v.check(hasDates, "No day in this period matches the rule"), ["weekdays"]),
  v.forward(v.check(fewEnough, tooMany), ["to"]),
);

const ListRule = v.object({
  kind: v.literal("list"),
  dates: v.pipe(
    v.array(v.object({ day: Day, time: Time })),
    v.minLength(1, "Give at least one date"),
    v.maxLength(MAX_SERIES_DATES, tooMany),
  ),
});

export const DateRuleBody = v.variant("kind", [WeeklyRule, ListRule]);
export type DateRuleBody = v.InferOutput<typeof DateRuleBody>;

/** POST /api/cms-hub/productions/:id/dates/preview/: the dates a rule gives, nothing saved. */
export const DatePreviewBody = v.object({ rule: DateRuleBody });
