import * as v from "valibot";
import { seriesDates, type WeeklyDateRule } from "../../lib/date-series";
import { OptionalRef } from "./common";
import { TicketsBody } from "./events";

/**
 * The rule of a series of dates (issue 27): weekdays between two days at one time (except some
 * days), or a list of days and times, all Berlin wall time. At most MAX_SERIES_DATES dates.
 */

const MAX_SERIES_DATES = 100;

/** The longest span a weekly rule covers: a season and then some. */
const MAX_SPAN_DAYS = 731;

const Day = v.pipe(v.string(), v.isoDate("Expected a date as yyyy-mm-dd"));
const Time = v.pipe(v.string(), v.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, "Expected a time as hh:mm"));

const tooMany = `At most ${MAX_SERIES_DATES} dates at once`;

const WeeklyRule = v.object({
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
});

const ListRule = v.object({
  kind: v.literal("list"),
  dates: v.pipe(
    v.array(v.object({ day: Day, time: Time })),
    v.minLength(1, "Give at least one date"),
    v.maxLength(MAX_SERIES_DATES, tooMany),
  ),
});

/** What is wrong with a weekly rule's period as a whole: the field it concerns and why. */
function periodProblem(rule: WeeklyDateRule): { key: "to" | "weekdays"; message: string } | null {
  if (rule.to < rule.from) return { key: "to", message: "The last day is on or after the first" };
  if (Date.parse(rule.to) - Date.parse(rule.from) > MAX_SPAN_DAYS * 86_400_000) {
    return { key: "to", message: "A series spans at most two years" };
  }
  const count = seriesDates(rule, MAX_SERIES_DATES + 1).length;
  if (count === 0) return { key: "weekdays", message: "No day in this period matches the rule" };
  if (count > MAX_SERIES_DATES) return { key: "to", message: tooMany };
  return null;
}

export const DateRuleBody = v.pipe(
  v.variant("kind", [WeeklyRule, ListRule]),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.value.kind !== "weekly") return;
    const problem = periodProblem(dataset.value);
    if (problem) {
      addIssue({
        message: problem.message,
        path: [{ type: "object", origin: "value", input: dataset.value, key: problem.key, value: null }],
      });
    }
  }),
);
export type DateRuleBody = v.InferOutput<typeof DateRuleBody>;

/**
 * The rule of a call, or what is wrong with it, each problem naming its field below `rule`
 * (`rule.to`, `rule.dates.2.time`): the calls check it apart from the rest of their body, so
 * the answer names the exact field, not just `rule`.
 */
export function parseDateRule(
  rule: unknown,
): { ok: true; rule: DateRuleBody } | { ok: false; problems: { path: string; message: string }[] } {
  const parsed = v.safeParse(DateRuleBody, rule);
  if (parsed.success) return { ok: true, rule: parsed.output };
  return {
    ok: false,
    problems: parsed.issues.map((issue) => {
      const path = v.getDotPath(issue);
      return { path: path ? `rule.${path}` : "rule", message: issue.message };
    }),
  };
}

/** POST /api/cms-hub/productions/:id/dates/preview/: the dates a rule gives (and what else is in the room then), nothing saved. */
export const DatePreviewBody = v.object({ rule: v.unknown(), room_id: OptionalRef });

/**
 * POST /api/cms-hub/productions/:id/dates/: one event per date of `rule`, each with the
 * production's titles, in `room_id`, with these seat groups and prices (each its own inventory),
 * made at the `revision` of the production the editor saw.
 */
export const DateSeriesBody = v.intersect([
  v.object({
    revision: v.pipe(v.number(), v.integer(), v.minValue(1)),
    rule: v.unknown(),
    room_id: OptionalRef,
  }),
  TicketsBody,
]);
export type DateSeriesBody = v.InferOutput<typeof DateSeriesBody>;

/** One date of a preview: its Berlin day and time, the instant stored, the events in the same room then. */
export interface PreviewDate {
  day: string;
  time: string;
  start: string;
  conflicts: { id: number; title: string }[];
}
