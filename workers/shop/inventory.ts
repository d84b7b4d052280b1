import { DurableObject } from "cloudflare:workers";
import { RESERVATION_MINUTES, ShopCode } from "../../src/schemas/shop";

/**
 * The seats of one performance (one object per event id, `idFromName(String(eventId))`):
 * capacities per seat group and per timeslot block, copied from D1 on first use, and the
 * holds against them. The only place where availability is decided (ADR 0013).
 *
 * Every decision (check and write) runs synchronously on `ctx.storage.sql`, so no other call
 * can interleave between reading what is free and recording the hold. Expiry is part of the
 * count (an expired hold no longer occupies seats); the alarm only deletes the dead rows.
 */

const HOLD_MS = RESERVATION_MINUTES * 60_000;

/** Seats of one seat group (and, for timeslot groups, one block) wanted under one hold id. */
export interface HoldLine {
  /** Chosen by the caller, so a retried call finds its hold instead of making a second one. */
  id: string;
  seatGroup: number;
  blockId: number | null;
  quantity: number;
}

/** A hold an order is about to issue `quantity` tickets for. */
type SoldHold = Pick<HoldLine, "id" | "quantity">;

export type InventoryFailure =
  | { ok: false; code: typeof ShopCode.seatsShort; available: number }
  | { ok: false; code: typeof ShopCode.reservationGone };

export type HoldResult = { ok: true; expiresAt: number } | InventoryFailure;
/** `expiresAt`: each hold's new expiry. `extended`: a hold was extended before (by another call). */
type ExtendResult =
  | { ok: true; expiresAt: Record<string, number> }
  | { ok: false; code: typeof ShopCode.reservationGone }
  | { ok: false; code: "extended" };
export type ChangeResult = { ok: true } | InventoryFailure;

/** Free seats now, per seat group and per timeslot block (absent = not sold here). */
export interface Availability {
  groups: Record<number, number>;
  blocks: Record<number, number>;
}

/** The capacities an event sells: each seat group's and each timeslot block's (ids of the event's D1 rows). */
export interface PoolCapacities {
  groups: { id: number; capacity: number }[];
  blocks: { id: number; capacity: number }[];
}

/** A pool a new capacity would leave below what is sold and held in it. */
export interface PoolShortage {
  kind: "group" | "block";
  id: number;
  capacity: number;
  sold: number;
  held: number;
}

/** `before`: the capacities replaced, to put back if the save they belong to is refused. */
type SetPoolsResult = { ok: true; before: PoolCapacities } | { ok: false; short: PoolShortage[] };

interface SeatGroupCapacity {
  id: number;
  capacity: number;
}

interface BlockCapacity {
  block_id: number;
  capacity: number;
}

const groupPool = (seatGroup: number) => `g:${seatGroup}`;
const blockPool = (blockId: number) => `b:${blockId}`;

export class TicketInventory extends DurableObject<Env> {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(`
      CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS pools (pool TEXT PRIMARY KEY, capacity INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS holds (
        id TEXT PRIMARY KEY,
        seat_group INTEGER NOT NULL,
        block_id INTEGER,
        quantity INTEGER NOT NULL CHECK (quantity > 0),
        expires_at INTEGER NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('held', 'sold')),
        order_code TEXT
      );
      CREATE INDEX IF NOT EXISTS holds_group ON holds (seat_group, state, expires_at);
      CREATE INDEX IF NOT EXISTS holds_block ON holds (block_id, state, expires_at);
      CREATE INDEX IF NOT EXISTS holds_expiry ON holds (state, expires_at);
    `);
    // Objects created before sales named their order have the table without the column.
    const columns = this.sql.exec<{ name: string }>("PRAGMA table_info(holds)").toArray();
    if (!columns.some((column) => column.name === "order_code")) {
      this.sql.exec("ALTER TABLE holds ADD COLUMN order_code TEXT");
    }
    // Nor the id of the one extension a hold may have (ADR 0036).
    if (!columns.some((column) => column.name === "extension")) {
      this.sql.exec("ALTER TABLE holds ADD COLUMN extension TEXT");
    }
  }

  /**
   * Holds every line or none: -214 with the seats still free when any pool is short.
   * Calling again with the same line ids answers the first call's result.
   */
  async hold(eventId: number, lines: HoldLine[]): Promise<HoldResult> {
    await this.ensureSeeded(eventId);
    // A cancelled or postponed date has no seat on sale.
    if (this.salesStopped()) return { ok: false, code: ShopCode.seatsShort, available: 0 };
    const result = this.placeHolds(lines, Date.now());
    if (result.ok) await this.scheduleExpiry(result.expiresAt);
    return result;
  }

  /** Sets a live hold to `quantity` seats (its expiry stays); -204 when it is gone, -214 when short. */
  async changeQuantity(eventId: number, holdId: string, quantity: number): Promise<ChangeResult> {
    await this.ensureSeeded(eventId);
    const now = Date.now();
    const hold = this.liveHold(holdId, now);
    if (!hold) return { ok: false, code: ShopCode.reservationGone };
    const extra = quantity - hold.quantity;
    if (extra > 0) {
      const free = this.freeFor([{ seatGroup: hold.seat_group, blockId: hold.block_id, quantity: extra }], now);
      if (free !== null) return { ok: false, code: ShopCode.seatsShort, available: free };
    }
    this.sql.exec("UPDATE holds SET quantity = ?1 WHERE id = ?2", quantity, holdId);
    return { ok: true };
  }

  /** Gives the seats of live holds back; -204 when none of them is live any more. */
  async release(eventId: number, holdIds: string[]): Promise<ChangeResult> {
    await this.ensureSeeded(eventId);
    const now = Date.now();
    let released = 0;
    for (const id of holdIds) {
      released += this.sql.exec(
        "DELETE FROM holds WHERE id = ?1 AND state = 'held' AND expires_at > ?2",
        id,
        now,
      ).rowsWritten;
    }
    return released > 0 ? { ok: true } : { ok: false, code: ShopCode.reservationGone };
  }

  /**
   * Extends every hold by the reservation time, once (ADR 0036), or none: -204 when any of them
   * is no longer held (expired, released, sold), `extended` when any was extended before. The
   * time is added to each hold's own expiry, so no hold is ever kept longer than twice the
   * reservation time, however early it is extended. `extensionId` is chosen by the caller: a
   * retried call finds its extension done and answers the same expiries.
   */
  async extend(eventId: number, holdIds: string[], extensionId: string): Promise<ExtendResult> {
    await this.ensureSeeded(eventId);
    const now = Date.now();
    const holds = holdIds.map(
      (id) =>
        this.sql
          .exec<{ id: string; expires_at: number; extension: string | null }>(
            "SELECT id, expires_at, extension FROM holds WHERE id = ?1 AND state = 'held' AND expires_at > ?2",
            id,
            now,
          )
          .toArray()[0],
    );
    const live = holds.filter((hold) => hold !== undefined);
    if (live.length === 0 || live.length < holdIds.length) return { ok: false, code: ShopCode.reservationGone };
    const expiresAt = Object.fromEntries(live.map((hold) => [hold.id, hold.expires_at]));
    if (live.every((hold) => hold.extension === extensionId)) return { ok: true, expiresAt };
    if (live.some((hold) => hold.extension !== null)) return { ok: false, code: "extended" };
    this.ctx.storage.transactionSync(() => {
      for (const hold of live) {
        expiresAt[hold.id] = hold.expires_at + HOLD_MS;
        this.sql.exec(
          "UPDATE holds SET expires_at = ?2, extension = ?3 WHERE id = ?1",
          hold.id,
          hold.expires_at + HOLD_MS,
          extensionId,
        );
      }
    });
    return { ok: true, expiresAt };
  }

  /**
   * Sells every hold to the order `orderCode`, or (-204, nothing changes) when any of them is
   * gone, sold to another order, or holds another number of seats than the order would issue
   * tickets for (the cart's row and the hold disagree after a failed write: the object's count
   * is what is reserved, so no order may pass it). A hold sold to this order already counts as
   * done, so a retried call succeeds again; one sold to another order is never taken over.
   */
  async sell(eventId: number, holds: SoldHold[], orderCode: string): Promise<ChangeResult> {
    await this.ensureSeeded(eventId);
    const now = Date.now();
    const sellable = ({ id, quantity }: SoldHold) => {
      const row = this.sql
        .exec<{ state: string; expires_at: number; order_code: string | null; quantity: number }>(
          "SELECT state, expires_at, order_code, quantity FROM holds WHERE id = ?1",
          id,
        )
        .toArray()[0];
      if (row === undefined || row.quantity !== quantity) return false;
      return row.state === "sold" ? row.order_code === orderCode : row.expires_at > now;
    };
    if (holds.length === 0 || !holds.every(sellable)) return { ok: false, code: ShopCode.reservationGone };
    this.ctx.storage.transactionSync(() => {
      for (const { id } of holds) {
        this.sql.exec("UPDATE holds SET state = 'sold', order_code = ?2 WHERE id = ?1", id, orderCode);
      }
    });
    return { ok: true };
  }

  /**
   * Undoes `sell` for an order that could not be written: its seats are held again until their
   * original expiry, so a purchase that did not complete frees them on the usual schedule.
   * Only the seats sold to `orderCode` are touched, never another order's.
   */
  async unsell(eventId: number, orderCode: string): Promise<void> {
    await this.ensureSeeded(eventId);
    this.sql.exec(
      "UPDATE holds SET state = 'held', order_code = NULL WHERE state = 'sold' AND order_code = ?1",
      orderCode,
    );
    const next = this.earliestExpiry();
    if (next !== null) await this.scheduleExpiry(next);
  }

  async availability(eventId: number): Promise<Availability> {
    await this.ensureSeeded(eventId);
    const now = Date.now();
    const stopped = this.salesStopped();
    const result: Availability = { groups: {}, blocks: {} };
    for (const row of this.sql.exec<{ pool: string; capacity: number }>("SELECT pool, capacity FROM pools")) {
      const [kind, raw] = row.pool.split(":");
      const id = Number(raw);
      const free = stopped ? 0 : Math.max(0, row.capacity - this.used(row.pool, now));
      if (kind === "g") result.groups[id] = free;
      else result.blocks[id] = free;
    }
    return result;
  }

  /**
   * Sets the event's pools to `pools` at once (the back office saved its seat groups and
   * timeslots): refused, changing nothing, when a pool would hold fewer seats than are sold and
   * held in it now; a pool left out counts as capacity 0. `force` (putting back the capacities
   * of a save the database then refused) skips that check.
   */
  async setPools(eventId: number, pools: PoolCapacities, force = false): Promise<SetPoolsResult> {
    await this.ensureSeeded(eventId);
    const now = Date.now();
    const next = new Map<string, number>([
      ...pools.groups.map((group): [string, number] => [groupPool(group.id), group.capacity]),
      ...pools.blocks.map((block): [string, number] => [blockPool(block.id), block.capacity]),
    ]);
    const before: PoolCapacities = { groups: [], blocks: [] };
    const checked = new Map(next);
    for (const row of this.sql.exec<{ pool: string; capacity: number }>("SELECT pool, capacity FROM pools")) {
      const [kind, raw] = row.pool.split(":");
      (kind === "g" ? before.groups : before.blocks).push({ id: Number(raw), capacity: row.capacity });
      // A pool left out sells nothing any more: it may not have seats sold or held either.
      if (!checked.has(row.pool)) checked.set(row.pool, 0);
    }
    const short: PoolShortage[] = [];
    for (const [pool, capacity] of checked) {
      const { sold, held } = this.usage(pool, now);
      if (capacity < sold + held) {
        const [kind, raw] = pool.split(":");
        short.push({ kind: kind === "g" ? "group" : "block", id: Number(raw), capacity, sold, held });
      }
    }
    if (short.length > 0 && !force) return { ok: false, short };
    this.ctx.storage.transactionSync(() => {
      this.sql.exec("DELETE FROM pools");
      for (const [pool, capacity] of next) {
        this.sql.exec("INSERT INTO pools (pool, capacity) VALUES (?1, ?2)", pool, capacity);
      }
    });
    return { ok: true, before };
  }

  /**
   * Stops all sales (the date is cancelled or postponed): every hold not yet sold is released at
   * once and no new one is placed until `resumeSales`. Answers how many holds were released.
   */
  async stopSales(eventId: number): Promise<{ released: number }> {
    await this.ensureSeeded(eventId);
    let released = 0;
    this.ctx.storage.transactionSync(() => {
      this.sql.exec("INSERT OR REPLACE INTO meta (key, value) VALUES ('sales', 'stopped')");
      released = this.sql.exec("DELETE FROM holds WHERE state = 'held'").rowsWritten;
    });
    return { released };
  }

  /** Sells again (the date is scheduled again). */
  async resumeSales(eventId: number): Promise<void> {
    await this.ensureSeeded(eventId);
    this.sql.exec("DELETE FROM meta WHERE key = 'sales'");
  }

  /** Deletes expired holds and wakes up again at the next expiry. */
  override async alarm(): Promise<void> {
    const now = Date.now();
    this.sql.exec("DELETE FROM holds WHERE state = 'held' AND expires_at <= ?1", now);
    const next = this.earliestExpiry();
    if (next !== null) await this.ctx.storage.setAlarm(next);
  }

  // -------------------------------------------------------------------------
  // The synchronous core: nothing below awaits.
  // -------------------------------------------------------------------------

  private placeHolds(lines: HoldLine[], now: number): HoldResult {
    const first = lines[0];
    if (!first) return { ok: false, code: ShopCode.seatsShort, available: 0 };
    const existing = this.sql
      .exec<{ expires_at: number }>("SELECT expires_at FROM holds WHERE id = ?1", first.id)
      .toArray()[0];
    if (existing) return { ok: true, expiresAt: existing.expires_at };
    const free = this.freeFor(lines, now);
    if (free !== null) return { ok: false, code: ShopCode.seatsShort, available: free };
    return this.writeHolds(lines, now);
  }

  /** null when every pool the lines draw from has room for them, else the fewest seats free. */
  private freeFor(lines: Omit<HoldLine, "id">[], now: number): number | null {
    const wanted = new Map<string, number>();
    for (const line of lines) {
      const pools = [groupPool(line.seatGroup)];
      if (line.blockId !== null) pools.push(blockPool(line.blockId));
      for (const pool of pools) wanted.set(pool, (wanted.get(pool) ?? 0) + line.quantity);
    }
    let short: number | null = null;
    for (const [pool, quantity] of wanted) {
      const free = this.free(pool, now);
      if (free < quantity) short = Math.min(short ?? free, free);
    }
    return short;
  }

  private writeHolds(lines: HoldLine[], now: number): HoldResult {
    const expiresAt = now + HOLD_MS;
    this.ctx.storage.transactionSync(() => {
      for (const line of lines) {
        this.sql.exec(
          "INSERT INTO holds (id, seat_group, block_id, quantity, expires_at, state) VALUES (?1, ?2, ?3, ?4, ?5, 'held')",
          line.id,
          line.seatGroup,
          line.blockId,
          line.quantity,
          expiresAt,
        );
      }
    });
    return { ok: true, expiresAt };
  }

  /** Seats left in a pool; a pool D1 does not know has none. */
  private free(pool: string, now: number): number {
    const row = this.sql.exec<{ capacity: number }>("SELECT capacity FROM pools WHERE pool = ?1", pool).toArray()[0];
    return row ? Math.max(0, row.capacity - this.used(pool, now)) : 0;
  }

  private salesStopped(): boolean {
    return this.sql.exec("SELECT 1 FROM meta WHERE key = 'sales' AND value = 'stopped'").toArray().length > 0;
  }

  /** Seats of a pool sold, and held by live holds. */
  private usage(pool: string, now: number): { sold: number; held: number } {
    const [kind, raw] = pool.split(":");
    const column = kind === "g" ? "seat_group" : "block_id";
    const row = this.sql
      .exec<{ sold: number | null; held: number | null }>(
        `SELECT sum(CASE WHEN state = 'sold' THEN quantity END) AS sold,
                sum(CASE WHEN state = 'held' AND expires_at > ?2 THEN quantity END) AS held
           FROM holds WHERE ${column} = ?1`,
        Number(raw),
        now,
      )
      .one();
    return { sold: row.sold ?? 0, held: row.held ?? 0 };
  }

  private used(pool: string, now: number): number {
    const [kind, raw] = pool.split(":");
    const column = kind === "g" ? "seat_group" : "block_id";
    return (
      this.sql
        .exec<{ used: number | null }>(
          `SELECT sum(quantity) AS used FROM holds
            WHERE ${column} = ?1 AND (state = 'sold' OR expires_at > ?2)`,
          Number(raw),
          now,
        )
        .one().used ?? 0
    );
  }

  private liveHold(id: string, now: number): { seat_group: number; block_id: number | null; quantity: number } | null {
    return (
      this.sql
        .exec<{ seat_group: number; block_id: number | null; quantity: number }>(
          "SELECT seat_group, block_id, quantity FROM holds WHERE id = ?1 AND state = 'held' AND expires_at > ?2",
          id,
          now,
        )
        .toArray()[0] ?? null
    );
  }

  private earliestExpiry(): number | null {
    return this.sql
      .exec<{ next: number | null }>("SELECT min(expires_at) AS next FROM holds WHERE state = 'held'")
      .one().next;
  }

  // -------------------------------------------------------------------------
  // Seeding and the alarm
  // -------------------------------------------------------------------------

  /**
   * Copies the capacities from D1 the first time the object is used. blockConcurrencyWhile
   * keeps every other call out until the pools exist, so no call ever sees an empty inventory.
   */
  private async ensureSeeded(eventId: number): Promise<void> {
    const seededFor = this.seededEvent();
    if (seededFor === eventId) return;
    if (seededFor !== null) throw new Error(`inventory of event ${seededFor} asked about event ${eventId}`);
    await this.ctx.blockConcurrencyWhile(async () => {
      if (this.seededEvent() !== null) return;
      const [groups, blocks] = await this.env.DB.batch<unknown>([
        this.env.DB.prepare("SELECT id, capacity FROM seat_groups WHERE event_id = ?1").bind(eventId),
        // A block with several rows (one per seat group) shares one capacity: the largest.
        this.env.DB.prepare(
          "SELECT block_id, max(capacity) AS capacity FROM timeslots WHERE event_id = ?1 GROUP BY block_id",
        ).bind(eventId),
      ]);
      this.ctx.storage.transactionSync(() => {
        for (const g of (groups?.results ?? []) as SeatGroupCapacity[]) {
          this.sql.exec("INSERT OR REPLACE INTO pools (pool, capacity) VALUES (?1, ?2)", groupPool(g.id), g.capacity);
        }
        for (const b of (blocks?.results ?? []) as BlockCapacity[]) {
          this.sql.exec(
            "INSERT OR REPLACE INTO pools (pool, capacity) VALUES (?1, ?2)",
            blockPool(b.block_id),
            b.capacity,
          );
        }
        this.sql.exec("INSERT INTO meta (key, value) VALUES ('event_id', ?1)", String(eventId));
      });
    });
  }

  private seededEvent(): number | null {
    const row = this.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'event_id'").toArray()[0];
    return row ? Number(row.value) : null;
  }

  /**
   * Makes sure the alarm fires no later than `at`. Correctness never waits for it (expired
   * holds stop counting at once); it only keeps the table small.
   */
  private async scheduleExpiry(at: number): Promise<void> {
    const current = await this.ctx.storage.getAlarm();
    if (current === null || current > at) await this.ctx.storage.setAlarm(at);
  }
}
