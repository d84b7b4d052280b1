import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { afterAll, describe, expect, it } from "vitest";
import type { ShopCartResponse, ShopErrorBody } from "../../src/schemas/shop";
import { type HoldLine, type HoldResult, TicketInventory } from "../../workers/shop/inventory";
import {
  createShow,
  dropShows,
  expireHolds,
  FULL,
  inventoryOf,
  REDUCED,
  seatsTaken,
  setCookies,
  type TestShow,
  Visitor,
} from "./shop-helpers";

afterAll(dropShows);

interface Rush {
  held: number;
  granted: number;
  refused: number;
  serverErrors: number;
  statuses: Record<number, number>;
}

/** N visitors (each a fresh cart) ask for one seat at the same moment. */
async function rush(show: TestShow, buyers: number): Promise<Rush> {
  const responses = await Promise.all(Array.from({ length: buyers }, () => new Visitor().buy(show, [1])));
  const result: Rush = { held: 0, granted: 0, refused: 0, serverErrors: 0, statuses: {} };
  for (const response of responses) {
    result.statuses[response.status] = (result.statuses[response.status] ?? 0) + 1;
    if (response.status >= 500) result.serverErrors++;
    if (response.status === 200) {
      const body = await response.json<ShopCartResponse>();
      result.granted += body.tickets_quantity;
    } else {
      const body = await response.json<ShopErrorBody>();
      if (body.response_code === -214) result.refused++;
    }
  }
  result.held = (await seatsTaken(show)).held;
  return result;
}

async function cartSeats(show: TestShow): Promise<number> {
  const row = await env.DB.prepare("SELECT coalesce(sum(quantity), 0) AS n FROM cart_items WHERE event_id = ?1")
    .bind(show.eventId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe("N concurrent buyers for M seats", () => {
  it.each([
    { n: 1, buyers: 1000, seats: 100 },
    { n: 2, buyers: 300, seats: 0 },
    { n: 3, buyers: 200, seats: 200 },
  ])(
    "$buyers buyers, $seats seats: exactly min(N, M) held, no answer ≥ 500",
    { timeout: 60_000 },
    async ({ n, buyers, seats }) => {
      const show = await createShow(n, seats);
      const outcome = await rush(show, buyers);
      const expected = Math.min(buyers, seats);
      expect(outcome.serverErrors, JSON.stringify(outcome.statuses)).toBe(0);
      expect(outcome.held).toBe(expected);
      expect(outcome.granted).toBe(expected);
      expect(outcome.refused).toBe(buyers - expected);
      expect(outcome.statuses[409] ?? 0).toBe(buyers - expected);
      expect(await cartSeats(show)).toBe(expected);
    },
  );

  it("negative control: with an await between check and write the same rush oversells, and the test sees it", {
    timeout: 60_000,
  }, async () => {
    const show = await createShow(4, 100);
    // The production check and write, composed with an await between them (test-only).
    await runInDurableObject(inventoryOf(show), (instance) => {
      const inventory = instance as unknown as {
        placeHolds: (lines: HoldLine[], now: number) => HoldResult | Promise<HoldResult>;
        freeFor: (lines: HoldLine[], now: number) => number | null;
        writeHolds: (lines: HoldLine[], now: number) => HoldResult;
      };
      inventory.placeHolds = async (lines, now) => {
        const free = inventory.freeFor(lines, now);
        if (free !== null) return { ok: false, code: -214, available: free };
        await new Promise((resolve) => setTimeout(resolve, 5));
        return inventory.writeHolds(lines, now);
      };
    });
    const outcome = await rush(show, 300);
    expect(outcome.serverErrors).toBe(0);
    expect(outcome.held).toBeGreaterThan(100);
    expect(outcome.granted).toBeGreaterThan(100);
  });
});

describe("parallel checkouts of one cart", () => {
  it("sell its seats once: one order, the others -204, and the seats stay sold past the reservation's end", async () => {
    const show = await createShow(5, 5);
    const visitor = new Visitor();
    expect((await visitor.buy(show, [2, 1], [FULL, REDUCED])).status).toBe(200);

    const buyer = { name: "Ada", email: "ada@example.org" };
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => visitor.call("POST", "/de/api/webshop/checkout/", buyer)),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 410, 410, 410, 410]);
    for (const response of responses.filter((answer) => answer.status === 410)) {
      expect((await response.json<ShopErrorBody>()).response_code).toBe(-204);
    }
    const bought = await env.DB.prepare(
      `SELECT count(DISTINCT i.order_id) AS orders, count(t.id) AS tickets
         FROM order_items i LEFT JOIN tickets t ON t.order_item_id = i.id WHERE i.event_id = ?1`,
    )
      .bind(show.eventId)
      .first<{ orders: number; tickets: number }>();
    expect(bought).toEqual({ orders: 1, tickets: 3 });
    expect(await seatsTaken(show)).toEqual({ held: 0, sold: 3 });

    // The reservations' 15 minutes pass and the alarm sweeps: sold seats are not given back.
    await expireHolds(show);
    await runDurableObjectAlarm(inventoryOf(show));
    expect(await seatsTaken(show)).toEqual({ held: 0, sold: 3 });
    expect((await new Visitor().buy(show, [3])).status).toBe(409);
    expect((await new Visitor().buy(show, [2])).status).toBe(200);
  });
});

describe("holds", () => {
  it("hold several sale types at once, all or nothing (-214 with nothing held)", async () => {
    const show = await createShow(10, 5);
    const visitor = new Visitor();
    const short = await visitor.buy(show, [4, 2], [FULL, REDUCED]);
    expect(short.status).toBe(409);
    expect(await short.json()).toEqual({
      error: "seats_short",
      response_code: -214,
      detail: "Not enough (connected) seats found.",
    });
    expect(await seatsTaken(show)).toEqual({ held: 0, sold: 0 });
    const fits = await visitor.buy(show, [3, 2], [FULL, REDUCED]);
    expect(fits.status).toBe(200);
    expect(await seatsTaken(show)).toEqual({ held: 5, sold: 0 });
  });

  it("a timeslot's own capacity limits its seat group", async () => {
    const show = await createShow(11, 50, { slotSeats: 3 });
    expect((await new Visitor().buy(show, [4])).status).toBe(409);
    expect((await new Visitor().buy(show, [3])).status).toBe(200);
    expect((await new Visitor().buy(show, [1])).status).toBe(409);
  });

  it("a retried hold with the same ids answers the first result instead of holding twice", async () => {
    const show = await createShow(12, 10);
    const lines: HoldLine[] = [{ id: "retry-1", seatGroup: show.seatGroupId, blockId: null, quantity: 4 }];
    const first = await inventoryOf(show).hold(show.eventId, lines);
    const second = await inventoryOf(show).hold(show.eventId, lines);
    expect(first.ok).toBe(true);
    expect(second).toEqual(first);
    expect(await seatsTaken(show)).toEqual({ held: 4, sold: 0 });
  });
});

describe("selling", () => {
  it("sells a hold to one order only, and unsell gives back only that order's seats", async () => {
    const show = await createShow(13, 10);
    const inventory = inventoryOf(show);
    const lines: HoldLine[] = [{ id: "sale-1", seatGroup: show.seatGroupId, blockId: null, quantity: 2 }];
    expect((await inventory.hold(show.eventId, lines)).ok).toBe(true);
    const sale = [{ id: "sale-1", quantity: 2 }];
    // An order for another number of seats than are held is refused, and changes nothing.
    expect(await inventory.sell(show.eventId, [{ id: "sale-1", quantity: 5 }], "ORDER-A")).toEqual({
      ok: false,
      code: -204,
    });
    expect(await seatsTaken(show)).toEqual({ held: 2, sold: 0 });
    expect(await inventory.sell(show.eventId, sale, "ORDER-A")).toEqual({ ok: true });
    // A retry for the same order is done already; another order finds no reservation.
    expect(await inventory.sell(show.eventId, sale, "ORDER-A")).toEqual({ ok: true });
    expect(await inventory.sell(show.eventId, sale, "ORDER-B")).toEqual({ ok: false, code: -204 });
    await inventory.unsell(show.eventId, "ORDER-B");
    expect(await seatsTaken(show)).toEqual({ held: 0, sold: 2 });
    await inventory.unsell(show.eventId, "ORDER-A");
    expect(await seatsTaken(show)).toEqual({ held: 2, sold: 0 });
  });

  it("an object stored before sales named their order gets the column on its next start", async () => {
    const show = await createShow(14, 10);
    const columns = await runInDurableObject(inventoryOf(show), (_instance, state) => {
      state.storage.sql.exec("ALTER TABLE holds DROP COLUMN order_code");
      new TicketInventory(state, env);
      return state.storage.sql.exec<{ name: string }>("PRAGMA table_info(holds)").toArray();
    });
    expect(columns.map((column) => column.name)).toContain("order_code");
  });
});

describe("expiry", () => {
  it("the alarm is set for the hold's expiry, 15 minutes ahead", async () => {
    const show = await createShow(20, 10);
    const before = Date.now();
    expect((await new Visitor().buy(show, [2])).status).toBe(200);
    const alarm = await runInDurableObject(inventoryOf(show), (_instance, state) => state.storage.getAlarm());
    expect(alarm).not.toBeNull();
    expect(alarm ?? 0).toBeGreaterThanOrEqual(before + 15 * 60_000);
    expect(alarm ?? 0).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
  });

  it("an expired hold frees its seats: at once in the count, and the alarm deletes it", async () => {
    const show = await createShow(21, 4);
    expect((await new Visitor().buy(show, [4])).status).toBe(200);
    expect((await new Visitor().buy(show, [1])).status).toBe(409);

    await expireHolds(show);
    expect((await seatsTaken(show)).held).toBe(0);
    expect(await runDurableObjectAlarm(inventoryOf(show))).toBe(true);
    const rows = await runInDurableObject(inventoryOf(show), (_instance, state) =>
      state.storage.sql.exec<{ n: number }>("SELECT count(*) AS n FROM holds").one(),
    );
    expect(rows.n).toBe(0);
    // Nothing is left to expire, so the alarm does not come back.
    expect(await runInDurableObject(inventoryOf(show), (_instance, state) => state.storage.getAlarm())).toBeNull();

    expect((await new Visitor().buy(show, [4])).status).toBe(200);
  });

  it("the alarm keeps live holds and wakes up again for them", async () => {
    const show = await createShow(22, 10);
    expect((await new Visitor().buy(show, [2])).status).toBe(200);
    await expireHolds(show);
    expect((await new Visitor().buy(show, [3])).status).toBe(200);
    expect(await runDurableObjectAlarm(inventoryOf(show))).toBe(true);
    expect(await seatsTaken(show)).toEqual({ held: 3, sold: 0 });
    expect(await runInDurableObject(inventoryOf(show), (_instance, state) => state.storage.getAlarm())).not.toBeNull();
  });

  it("checkout after expiry answers -204 and sells nothing", async () => {
    const show = await createShow(23, 10);
    const visitor = new Visitor();
    expect((await visitor.buy(show, [2])).status).toBe(200);
    await expireHolds(show);
    const orders = await env.DB.prepare("SELECT count(*) AS n FROM orders").first<{ n: number }>();

    const response = await visitor.call("POST", "/de/api/webshop/checkout/", { name: "Ada", email: "ada@example.org" });
    expect(response.status).toBe(410);
    expect(await response.json()).toEqual({
      error: "reservation_gone",
      response_code: -204,
      detail: "No current reservation.",
    });
    expect(await seatsTaken(show)).toEqual({ held: 0, sold: 0 });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM orders").first<{ n: number }>()).toEqual(orders);
  });

  it("checkout answers -204 when the inventory ended the hold although the cart still lists it", async () => {
    const show = await createShow(24, 10);
    const visitor = new Visitor();
    expect((await visitor.buy(show, [2])).status).toBe(200);
    await expireHolds(show, { carts: false });
    const response = await visitor.call("POST", "/de/api/webshop/checkout/", { name: "Ada", email: "ada@example.org" });
    expect(response.status).toBe(410);
    expect((await response.json<ShopErrorBody>()).response_code).toBe(-204);
    expect(await seatsTaken(show)).toEqual({ held: 0, sold: 0 });
  });
});

describe("invalid shop-cart payloads", () => {
  const base = (show: TestShow) => ({ quantities: [1], event_jet_id: show.idJet, sale_type_ids: [FULL] });

  it("every kind answers 400 naming the field, and nothing changes", async () => {
    const show = await createShow(30, 10);
    const other = await createShow(31, 10);
    const slotted = await createShow(32, 10, { slotSeats: 5 });
    const ok = base(show);
    const cases: [string, unknown, string][] = [
      ["no body fields", {}, "quantities"],
      ["quantities not an array", { ...ok, quantities: 2 }, "quantities"],
      ["no quantities", { ...ok, quantities: [] }, "quantities"],
      ["zero quantity", { ...ok, quantities: [0] }, "quantities"],
      ["negative quantity", { ...ok, quantities: [-1] }, "quantities"],
      ["fractional quantity", { ...ok, quantities: [1.5] }, "quantities"],
      ["quantity as string", { ...ok, quantities: ["1"] }, "quantities"],
      ["too many tickets", { ...ok, quantities: [21] }, "quantities"],
      ["too many tickets in sum", { ...ok, quantities: [15, 10], sale_type_ids: [FULL, REDUCED] }, "quantities"],
      ["event id missing", { quantities: [1], sale_type_ids: [FULL] }, "event_jet_id"],
      ["event id as text", { ...ok, event_jet_id: "abc" }, "event_jet_id"],
      ["event id zero", { ...ok, event_jet_id: 0 }, "event_jet_id"],
      ["sale types missing", { quantities: [1], event_jet_id: show.idJet }, "sale_type_ids"],
      ["sale types empty", { ...ok, sale_type_ids: [] }, "sale_type_ids"],
      ["sale type as text", { ...ok, sale_type_ids: ["x"] }, "sale_type_ids"],
      ["sale type twice", { ...ok, quantities: [1, 1], sale_type_ids: [FULL, FULL] }, "sale_type_ids"],
      ["lengths differ", { ...ok, quantities: [1, 1] }, "sale_type_ids"],
      ["seat group as text", { ...ok, seat_group: "x" }, "seat_group"],
      ["seat group zero", { ...ok, seat_group: 0 }, "seat_group"],
      ["block id negative", { ...ok, block_id: -3 }, "block_id"],
      ["seat group of another event", { ...ok, seat_group: other.seatGroupId }, "seat_group"],
      ["sale type not sold here", { ...ok, sale_type_ids: [99] }, "sale_type_ids"],
      ["timeslot for a group without slots", { ...ok, block_id: 123 }, "block_id"],
      ["no timeslot for a slotted group", base(slotted), "block_id"],
      ["timeslot of another group", { ...base(slotted), block_id: 123 }, "block_id"],
      ["body is an array", [], "quantities"],
      ["body is a number", "42", ""],
    ];
    for (const [name, payload, field] of cases) {
      const visitor = new Visitor();
      const response = await visitor.call("POST", "/de/api/shop-cart/", payload);
      expect(response.status, name).toBe(400);
      const body = await response.json<ShopErrorBody>();
      expect(body.field, name).toBe(field);
      expect(body.detail, name).toEqual(expect.any(String));
      expect(setCookies(response), name).toEqual([]);
    }
    for (const target of [show, other, slotted]) expect(await seatsTaken(target)).toEqual({ held: 0, sold: 0 });
    expect(await cartSeats(show)).toBe(0);
  });

  it("malformed JSON is a 400, a body over 16 KiB a 413, an unknown event a 404", async () => {
    const show = await createShow(33, 10);
    const visitor = new Visitor();
    const malformed = await visitor.call("POST", "/api/shop-cart/", "{quantities:");
    expect(malformed.status).toBe(400);
    expect((await malformed.json<ShopErrorBody>()).error).toBe("invalid_json");
    const huge = await visitor.call("POST", "/api/shop-cart/", { ...base(show), padding: "x".repeat(20_000) });
    expect(huge.status).toBe(413);
    const unknown = await visitor.call("POST", "/api/shop-cart/", { ...base(show), event_jet_id: 123_456_789 });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: "not_found", field: "event_jet_id" });
    expect(await seatsTaken(show)).toEqual({ held: 0, sold: 0 });
  });
});

describe("CSRF on the shop-cart call", () => {
  it("missing or wrong token, another origin → 403; a non-JSON body → 415; nothing is held", async () => {
    const show = await createShow(40, 10);
    const payload = JSON.stringify({ quantities: [1], event_jet_id: show.idJet, sale_type_ids: [FULL] });
    const visitor = new Visitor();
    const attempts: [string, Record<string, string>, number][] = [
      ["no token header", { "X-CSRFToken": "" }, 403],
      ["no cookie", { Cookie: "" }, 403],
      ["wrong token", { "X-CSRFToken": "w".repeat(43) }, 403],
      ["cross origin", { Origin: "https://evil.example" }, 403],
      ["form body", { "Content-Type": "application/x-www-form-urlencoded" }, 415],
    ];
    for (const [name, headers, status] of attempts) {
      const response = await visitor.call("POST", "/de/api/shop-cart/", payload, headers);
      expect(response.status, name).toBe(status);
      expect(setCookies(response), name).toEqual([]);
    }
    expect(await seatsTaken(show)).toEqual({ held: 0, sold: 0 });
    expect((await visitor.call("POST", "/de/api/shop-cart/", payload)).status).toBe(200);
  });
});
