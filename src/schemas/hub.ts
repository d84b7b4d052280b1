import * as v from "valibot";
import { HubPageSizeParam, PageParam } from "./common";

/** Rows per page of a hub list when the query names none. */
export const HUB_DEFAULT_PAGE_SIZE = 25;

/**
 * A calendar day `yyyy-mm-dd` that exists, for the period filters of the dashboard. Years 1900
 * to 2999 only: a period and the one before it then stay four-digit years on both ends, which
 * the text comparisons of stored instants rely on.
 */
export const IsoDayParam = v.pipe(
  v.string(),
  v.regex(/^(?:19|2\d)\d{2}-\d{2}-\d{2}$/, "Expected a day as yyyy-mm-dd between 1900 and 2999"),
  v.check((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, "Expected a real day as yyyy-mm-dd"),
);

/**
 * The query of every hub list (issue 25, ADR 0030): `page`, `page_size` (≤ 100), `sort` (one of
 * `sorts`, default the first), `order` (`asc`|`desc`, default `defaultOrder`), `q` (a search
 * text) and the list's own `filters`. Unknown keys are dropped; a bad value is a 400 naming it.
 */
export function hubListQuery<const Sort extends string, const F extends v.ObjectEntries>(
  sorts: readonly [Sort, ...Sort[]],
  defaultOrder: "asc" | "desc",
  filters: F,
) {
  return v.object({
    page: v.optional(PageParam, "1"),
    page_size: v.optional(HubPageSizeParam, String(HUB_DEFAULT_PAGE_SIZE)),
    sort: v.optional(v.picklist(sorts), sorts[0]),
    order: v.optional(v.picklist(["asc", "desc"] as const), defaultOrder),
    q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, "Search text up to 200 characters"))),
    ...filters,
  });
}

/** The longest period a hub list or the dashboard overview reads at once. */
const MAX_PERIOD_DAYS = 366;

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both counted. */
export function periodDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The day `days` after `day` (before, when negative), as yyyy-mm-dd. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The period filters of a hub list: whole days, both counted. */
export const period = { from: v.optional(IsoDayParam), to: v.optional(IsoDayParam) };

/** Why a period cannot be read, or null. */
export function periodProblem(from: string, to: string): string | null {
  if (from > to) return "Expected from to be on or before to";
  if (periodDays(from, to) > MAX_PERIOD_DAYS) return `Expected a period of at most ${MAX_PERIOD_DAYS} days`;
  return null;
}

/** `schema`, and a query naming both days of a period it cannot read is a 400 naming `from`. */
export function withPeriod<S extends v.GenericSchema<unknown, { from?: string; to?: string }>>(schema: S) {
  return v.pipe(
    schema,
    v.rawCheck<v.InferOutput<S>>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const { from, to } = dataset.value;
      const problem = from === undefined || to === undefined ? null : periodProblem(from, to);
      if (problem) {
        addIssue({
          message: problem,
          path: [{ type: "object", origin: "value", input: dataset.value, key: "from", value: from }],
        });
      }
    }),
  );
}
