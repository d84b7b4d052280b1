import type { SeatsStatus } from "../../src/lib/live-availability";
import { findSellingEvents, type SellingEvent } from "../db/availability";
import type { Availability } from "./inventory";
import { shopGateway } from "./select";

/**
 * A date's status from its shop's free seats: 'sold_out' when no seat group on sale has a seat
 * left, 'few' when the free seats are below `fewPercent` % of the capacity on sale. A group sold
 * in timeslots has no more seats than its slots on sale have left.
 */
function seatsStatus(event: SellingEvent, free: Availability, fewPercent: number): SeatsStatus {
  let capacity = 0;
  let left = 0;
  for (const group of event.groups) {
    const groupFree = free.groups[group.id] ?? 0;
    const slotsFree =
      group.blocks === null ? groupFree : group.blocks.reduce((sum, block) => sum + (free.blocks[block] ?? 0), 0);
    capacity += group.capacity;
    left += Math.min(groupFree, slotsFree);
  }
  if (left === 0) return "sold_out";
  return left * 100 < capacity * fewPercent ? "few" : "available";
}

/**
 * The status of each of `ids` that sells tickets now, asking every date's shop at once. A date
 * its shop cannot answer for is left out (the page keeps its cached label), never an error.
 */
export async function liveAvailability(
  env: Env,
  ids: number[],
  fewPercent: number,
): Promise<Record<string, SeatsStatus>> {
  const events = await findSellingEvents(env.DB, ids, new Date());
  const answers = await Promise.allSettled(
    events.map(async (event) => {
      const free = await shopGateway(env).availability(event.id);
      return free ? ([String(event.id), seatsStatus(event, free, fewPercent)] as const) : null;
    }),
  );
  const statuses: Record<string, SeatsStatus> = {};
  for (const answer of answers) {
    if (answer.status === "fulfilled" && answer.value) statuses[answer.value[0]] = answer.value[1];
    else if (answer.status === "rejected") console.warn("availability: a shop did not answer", answer.reason);
  }
  return statuses;
}
