import { createExecutionContext, env, runInDurableObject, waitOnExecutionContext } from "cloudflare:test";
import { randomToken } from "../../workers/auth/tokens";
import worker from "../../workers/index";
import type { TicketInventory } from "../../workers/shop/inventory";
import { ORIGIN } from "./api-helpers";

/** Shared by the shop*.test.ts files: bookable test events and requests as the booking widget sends them. */

/**
 * The worker's own fetch handler, called in the test's isolate. Not SELF: vitest-pool-workers
 * wraps the entrypoint prototype in one more Proxy per request, so the thousands of requests of
 * the concurrency tests would exhaust the stack.
 */
export async function fetchWorker(request: Request, bindings: Env = env): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, bindings, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

export const FULL = 1;
export const REDUCED = 2;

export interface TestShow {
  eventId: number;
  idJet: number;
  seatGroupId: number;
  /** Set when the show sells timeslots: the slot's block. */
  blockId: number | null;
}

/**
 * An online, bookable event far in the future with one seat group of `seats` seats, a full and
 * a reduced price, and optionally one timeslot of `slotSeats` seats. `n` keeps ids apart
 * (events 950 000 + n; nothing else uses that range).
 */
export async function createShow(n: number, seats: number, options: { slotSeats?: number } = {}): Promise<TestShow> {
  const eventId = 950_000 + n;
  const idJet = 9_500_000 + n;
  const seatGroupId = 950_000 + n;
  const blockId = options.slotSeats === undefined ? null : 9_700_000 + n;
  const start = new Date(Date.now() + 30 * 86_400_000).toISOString().replace(/\.\d{3}/, "");
  const statements = [
    env.DB.prepare(
      `INSERT INTO events (id, id_jet, slug_de, slug_en, title_de, title_en, subtitle_de, subtitle_en, date_start,
                           has_tickets, ticket_url, is_online, updated_at)
       VALUES (?1, ?2, 'testvorstellung', 'test-show', 'Testvorstellung', 'Test show', 'Mit Pause', 'With interval',
               ?3, 1, ?4, 1, ?3)`,
    ).bind(eventId, idJet, start, `/webshop/events/${idJet}`),
    env.DB.prepare(
      `INSERT INTO seat_groups (id, event_id, name_de, name_en, status, capacity, position)
       VALUES (?1, ?2, 'Parkett', 'Stalls', 1, ?3, 0)`,
    ).bind(seatGroupId, eventId, seats),
    env.DB.prepare(
      `INSERT INTO prices (id, event_id, seat_group_id, sale_type_id, price_cents, name_de, name_en, is_full_price, position)
       VALUES (?1, ?2, ?3, ${FULL}, 2400, 'Normalpreis', 'Full price', 1, 0),
              (?1 + 500000, ?2, ?3, ${REDUCED}, 1450, 'Ermäßigt', 'Reduced', 0, 1)`,
    ).bind(950_000 + n, eventId, seatGroupId),
  ];
  if (blockId !== null) {
    statements.push(
      env.DB.prepare(
        `INSERT INTO timeslots (id, event_id, seat_group_id, time_start, status, block_id, capacity)
         VALUES (?1, ?2, ?3, '14:30:00', 1, ?4, ?5)`,
      ).bind(950_000 + n, eventId, seatGroupId, blockId, options.slotSeats ?? 0),
    );
  }
  await env.DB.batch(statements);
  return { eventId, idJet, seatGroupId, blockId };
}

/** Removes every test show and what was bought or reserved for it. */
export async function dropShows(): Promise<void> {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM tickets WHERE order_item_id IN (SELECT id FROM order_items WHERE event_id >= 950000)"),
    env.DB.prepare("DELETE FROM order_items WHERE event_id >= 950000"),
    env.DB.prepare("DELETE FROM orders WHERE id NOT IN (SELECT order_id FROM order_items)"),
    env.DB.prepare("DELETE FROM events WHERE id >= 950000"),
  ]);
}

export function inventoryOf(show: TestShow): DurableObjectStub<TicketInventory> {
  return env.TICKETS.get(env.TICKETS.idFromName(String(show.eventId)));
}

/** Seats the inventory counts as taken (live holds and sold), straight from its storage. */
export async function seatsTaken(show: TestShow): Promise<{ held: number; sold: number }> {
  return runInDurableObject(inventoryOf(show), (_instance, state) => {
    const row = state.storage.sql
      .exec<{ held: number | null; sold: number | null }>(
        `SELECT sum(CASE WHEN state = 'held' AND expires_at > ?1 THEN quantity END) AS held,
                sum(CASE WHEN state = 'sold' THEN quantity END) AS sold FROM holds`,
        Date.now(),
      )
      .one();
    return { held: row.held ?? 0, sold: row.sold ?? 0 };
  });
}

/** Moves every reservation of the show into the past, in the inventory and (unless told not to) in the carts. */
export async function expireHolds(show: TestShow, options: { carts?: boolean } = {}): Promise<void> {
  const past = Date.now() - 1_000;
  await runInDurableObject(inventoryOf(show), (_instance, state) => {
    state.storage.sql.exec("UPDATE holds SET expires_at = ?1 WHERE state = 'held'", past);
  });
  if (options.carts !== false) {
    await env.DB.prepare("UPDATE cart_items SET expires_at = ?2 WHERE event_id = ?1")
      .bind(show.eventId, new Date(past).toISOString())
      .run();
  }
}

/**
 * Bindings whose D1 fails every statement whose SQL matches `sql`, alone or in a batch, as an
 * outage would. `afterWrite`: the write happens and then the call fails anyway (a lost answer).
 */
export function failingD1(sql: RegExp, options: { afterWrite?: boolean } = {}): Env {
  const failing = new WeakSet<D1PreparedStatement>();
  const failure = () => new Error("D1_ERROR: injected failure");
  const fail = async (write: () => Promise<unknown>) => {
    if (options.afterWrite) await write();
    throw failure();
  };
  const marked = (statement: D1PreparedStatement): D1PreparedStatement => {
    const bind = statement.bind.bind(statement);
    const run = statement.run.bind(statement);
    failing.add(statement);
    return Object.assign(statement, {
      bind: (...values: unknown[]) => marked(bind(...values)),
      run: () => fail(run),
      all: () => fail(run),
      first: () => fail(run),
      raw: () => fail(run),
    });
  };
  const db = new Proxy(env.DB, {
    get(target, key) {
      if (key === "prepare") {
        return (query: string) => (sql.test(query) ? marked(target.prepare(query)) : target.prepare(query));
      }
      if (key === "batch") {
        return (statements: D1PreparedStatement[]) =>
          statements.some((statement) => failing.has(statement))
            ? fail(() => target.batch(statements))
            : target.batch(statements);
      }
      const value: unknown = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { ...env, DB: db };
}

/** A browser visitor: its CSRF token, and its cart cookie once the shop set one. */
export class Visitor {
  readonly csrf = randomToken(32);
  cart: string | null = null;

  constructor(
    readonly origin = ORIGIN,
    /** Bindings the worker sees (a test may swap one). */
    readonly bindings: Env = env,
  ) {}

  cookieHeader(): string {
    return [`csrftoken=${this.csrf}`, ...(this.cart ? [`__Host-cart=${this.cart}`] : [])].join("; ");
  }

  /** A same-origin JSON call with the CSRF header, as the app's api client makes it. */
  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const request = new Request(`${this.origin}${path}`, {
      method,
      redirect: "manual",
      headers: {
        Cookie: this.cookieHeader(),
        "X-CSRFToken": this.csrf,
        Origin: this.origin,
        "Content-Type": "application/json",
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const response = await fetchWorker(request, this.bindings);
    const cart = setCookies(response).find((cookie) => cookie.startsWith("__Host-cart="));
    if (cart) this.cart = cart.slice("__Host-cart=".length).split(";")[0] ?? null;
    return response;
  }

  /** The booking widget's call for one seat group. */
  buy(show: TestShow, quantities: number[], saleTypes: number[] = [FULL], extra: Record<string, unknown> = {}) {
    return this.call("POST", "/de/api/shop-cart/", {
      quantities,
      event_jet_id: show.idJet,
      sale_type_ids: saleTypes,
      seat_group: show.seatGroupId,
      ...(show.blockId !== null && { block_id: show.blockId }),
      ...extra,
    });
  }
}

export function setCookies(response: Response): string[] {
  return response.headers.getSetCookie();
}
