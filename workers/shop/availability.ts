import type { EventDetail } from "../../src/schemas/events";
import { ShopUnavailableError } from "./gateway";
import type { Availability } from "./inventory";
import { shopGateway } from "./select";

/**
 * Overlays live availability on an event's stored booking data: a seat group or timeslot with
 * no free seat gets status 0 (the booking widget hides it, SPEC §5), and `sold_out` follows.
 * Stored status 0 stays 0. A group sold in timeslots is sold out when none of its slots is left.
 */
function applyAvailability(event: EventDetail, free: Availability): EventDetail {
  const seatGroups = event.seat_groups.map((group) => {
    const groupFree = free.groups[group.id] ?? 0;
    const timeslots = group.timeslots.map((slot) => ({
      ...slot,
      status: slot.status === 1 && groupFree > 0 && (free.blocks[slot.block_id] ?? 0) > 0 ? 1 : 0,
    }));
    const slotsLeft = timeslots.length === 0 || timeslots.some((slot) => slot.status === 1);
    return { ...group, status: group.status === 1 && groupFree > 0 && slotsLeft ? 1 : 0, timeslots };
  });
  return {
    ...event,
    seat_groups: seatGroups,
    sold_out: seatGroups.length > 0 && seatGroups.every((group) => group.status === 0),
  };
}

/**
 * The event with live availability from its shop. When the shop cannot answer, the stored
 * data is served: the page must not fail, and booking itself still asks the inventory.
 */
export async function withAvailability(env: Env, event: EventDetail): Promise<EventDetail> {
  if (event.seat_groups.length === 0) return event;
  try {
    const free = await shopGateway(env).availability(event.id);
    return free ? applyAvailability(event, free) : event;
  } catch (error) {
    if (!(error instanceof ShopUnavailableError)) throw error;
    return event;
  }
}
