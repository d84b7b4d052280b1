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
