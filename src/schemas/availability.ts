import * as v from "valibot";
import type { SeatsStatus } from "../lib/live-availability";

/** At most this many dates per call: a page shows far fewer, and each is one inventory call. */
const AVAILABILITY_MAX_EVENTS = 100;

/**
 * GET /api/availability/?events=12,13,14: the event ids of the dates a page shows, comma
 * separated (each a positive integer, at most AVAILABILITY_MAX_EVENTS of them).
 */
export const AvailabilityQuery = v.object({
  events: v.pipe(
    v.string("Give the event ids, such as events=12,13,14."),
    v.regex(/^[1-9][0-9]{0,9}(?:,[1-9][0-9]{0,9})*$/, "Give positive event ids separated by commas."),
    v.transform((list) => [...new Set(list.split(",").map(Number))]),
    v.check((ids) => ids.every((id) => id <= 2_147_483_647), "An event id is at most 2147483647."),
    v.maxLength(AVAILABILITY_MAX_EVENTS, `Ask for at most ${AVAILABILITY_MAX_EVENTS} events at once.`),
  ),
});

/** The answer: a status per event id; dates that sell no tickets here (or whose shop did not answer) are absent. */
export interface AvailabilityAnswer {
  events: Record<string, SeatsStatus>;
}
