import { isoSeconds } from "./shared";

/** A seat group on sale and its capacity, with the timeslot blocks it sells in (none: no timeslots). */
interface SellingGroup {
  id: number;
  capacity: number;
  /** Blocks of the group's timeslots on sale; null when the group is not sold in timeslots. */
  blocks: number[] | null;
}

/** A date the shop sells now: scheduled, ahead, with tickets and seat groups. */
export interface SellingEvent {
  id: number;
  groups: SellingGroup[];
}

interface GroupRow {
  event_id: number;
  id: number;
  status: number;
  capacity: number;
}

interface SlotRow {
  event_id: number;
  seat_group_id: number | null;
  block_id: number;
  status: number;
}

/**
 * Of `ids`, the online dates that sell tickets at `now` (scheduled, not begun, with seat groups),
 * each with its seat groups on sale: one round trip for all of them. A cancelled or postponed
 * date is left out, so nothing ever calls it bookable.
 */
export async function findSellingEvents(db: D1Database, ids: number[], now: Date): Promise<SellingEvent[]> {
  const selling = `SELECT id FROM events WHERE id IN (SELECT value FROM json_each(?1)) AND is_online = 1
                      AND status = 'scheduled' AND has_tickets = 1 AND date_start > ?2`;
  const [groups, slots] = await db.batch<unknown>([
    db
      .prepare(`SELECT event_id, id, status, capacity FROM seat_groups WHERE event_id IN (${selling}) ORDER BY id`)
      .bind(JSON.stringify(ids), isoSeconds(now)),
    db
      .prepare(`SELECT event_id, seat_group_id, block_id, status FROM timeslots WHERE event_id IN (${selling})`)
      .bind(JSON.stringify(ids), isoSeconds(now)),
  ]);
  const slotRows = (slots?.results ?? []) as SlotRow[];
  const events = new Map<number, SellingEvent>();
  for (const group of (groups?.results ?? []) as GroupRow[]) {
    const event = events.get(group.event_id) ?? { id: group.event_id, groups: [] };
    events.set(group.event_id, event);
    // A hidden group sells nothing; the event stays (all hidden = sold out, as the pages say).
    if (group.status !== 1) continue;
    // A slot without seat group applies to every group of the event.
    const own = slotRows.filter(
      (slot) => slot.event_id === group.event_id && (slot.seat_group_id === null || slot.seat_group_id === group.id),
    );
    event.groups.push({
      id: group.id,
      capacity: group.capacity,
      blocks: own.length === 0 ? null : own.filter((slot) => slot.status === 1).map((slot) => slot.block_id),
    });
  }
  return [...events.values()];
}
