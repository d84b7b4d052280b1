import * as v from "valibot";
import { parseInstant } from "../../lib/dates";
import { entityId } from "../common/fields";

/** SPEC §3/§9 event list filters: none, the next three days, the coming weekend. */
const eventListFilters = ["", "next_3_days", "weekend"] as const;
export type EventListFilter = (typeof eventListFilters)[number];

/** A stored date or instant ('2026-12-01', '2026-12-01T18:00:00Z'); empty means unset. */
const OptionalInstant = v.optional(
  v.nullable(
    v.pipe(
      v.string(),
      v.transform((value) => value.trim() || null),
      v.check(
        (value) => value === null || parseInstant(value) !== null,
        "Expected a date (YYYY-MM-DD) or an ISO instant.",
      ),
    ),
  ),
  null,
);

/**
 * SPEC §3 event list: the upcoming events from `date_from` (unset: now) until `date_to`, of one
 * tag, narrowed by a filter. The events come from the events call (views/event_list).
 */
export const EventListModule = v.object({
  date_from: OptionalInstant,
  date_to: OptionalInstant,
  tag: v.optional(v.nullable(entityId), null),
  filters: v.pipe(
    v.optional(v.nullable(v.picklist(eventListFilters)), ""),
    v.transform((value): EventListFilter => value ?? ""),
  ),
});
export type EventListData = v.InferOutput<typeof EventListModule>;
