import { runInDurableObject } from "cloudflare:test";
import { afterAll, describe, expect, it } from "vitest";
import { type Cart, RESERVATION_MINUTES, type ShopErrorBody } from "../../src/schemas/shop";
import { createShow, dropShows, expireHolds, inventoryOf, type TestShow, Visitor } from "./shop-helpers";

/** Extending a reservation once (ADR 0036): POST /api/webshop/cart/extend/ and TicketInventory.extend. */

afterAll(dropShows);

const HOLD_MS = RESERVATION_MINUTES * 60_000;
// Show ids 2900+ are this file's alone (createShow keeps them apart from the other shop tests).
let nextShow = 2900;

async function visitorHolding(seats = 2): Promise<{ show: TestShow; visitor: Visitor; cart: Cart }> {
  const show = await createShow(nextShow++, 10);
  const visitor = new Visitor();
  expect((await visitor.buy(show, [seats])).status).toBe(200);
  return { show, visitor, cart: await readCart(visitor) };
}

async function readCart(visitor: Visitor): Promise<Cart> {
  const response = await visitor.call("GET", "/en/api/webshop/cart/");
  expect(response.status).toBe(200);
  return response.json<Cart>();
}

const extend = (visitor: Visitor) => visitor.call("POST", "/en/api/webshop/cart/extend/");

/** Each hold's expiry and extension as the inventory stores them. */
function holdsOf(show: TestShow) {
  return runInDurableObject(inventoryOf(show), (_instance, state) =>
    state.storage.sql
      .exec<{ expires_at: number; extension: string | null }>("SELECT expires_at, extension FROM holds ORDER BY id")
      .toArray(),
  );
}

describe("extending a reservation", () => {
  it("extends once by the reservation time: the cart's and the inventory's expiry move together", async () => {
    const { show, visitor, cart } = await visitorHolding();
    expect(cart.extendable).toBe(true);
    const [before] = await holdsOf(show);

    const response = await extend(visitor);
    expect(response.status).toBe(200);
    const extended = await response.json<Cart>();
    expect(Date.parse(extended.expires_at ?? "")).toBe(Date.parse(cart.expires_at ?? "") + HOLD_MS);
    expect(extended.extendable).toBe(false);
    expect(extended.items.map((item) => item.extended)).toEqual([true]);
    const [after] = await holdsOf(show);
    expect(after?.expires_at).toBe((before?.expires_at ?? 0) + HOLD_MS);
    // The badge cookies last until the extended reservation ends.
    const amount = response.headers.getSetCookie().find((cookie) => cookie.startsWith("cartAmount="));
    expect(Number(/Max-Age=(\d+)/.exec(amount ?? "")?.[1])).toBeGreaterThan(RESERVATION_MINUTES * 60);
    // A tab opened later reads the same clock.
    expect((await readCart(visitor)).expires_at).toBe(extended.expires_at);
  });

  it("refuses a second extend with 409 already_extended, changing nothing", async () => {
    const { show, visitor } = await visitorHolding();
    expect((await extend(visitor)).status).toBe(200);
    const cart = await readCart(visitor);
    const holds = await holdsOf(show);

    const again = await extend(visitor);
    expect(again.status).toBe(409);
    expect(await again.json<ShopErrorBody>()).toMatchObject({ error: "already_extended", response_code: 409 });
    expect((await readCart(visitor)).expires_at).toBe(cart.expires_at);
    expect(await holdsOf(show)).toEqual(holds);
  });

  it("the inventory refuses a second extension even when the cart does not know of the first", async () => {
    const { show, visitor, cart } = await visitorHolding();
    const holdIds = await runInDurableObject(inventoryOf(show), (_instance, state) =>
      state.storage.sql
        .exec<{ id: string }>("SELECT id FROM holds")
        .toArray()
        .map((row) => row.id),
    );
    const first = await inventoryOf(show).extend(show.eventId, holdIds, "elsewhere");
    expect(first.ok).toBe(true);
    // The same extension asked again (a retried call) answers the same expiry and adds nothing.
    expect(await inventoryOf(show).extend(show.eventId, holdIds, "elsewhere")).toEqual(first);
    const holds = await holdsOf(show);

    const response = await extend(visitor);
    expect(response.status).toBe(409);
    expect(await response.json<ShopErrorBody>()).toMatchObject({ error: "already_extended" });
    expect(await holdsOf(show)).toEqual(holds);
    expect((await readCart(visitor)).expires_at).toBe(cart.expires_at);
  });

  it("refuses an expired reservation with 410 -204, changing nothing", async () => {
    const { show, visitor } = await visitorHolding();
    await expireHolds(show);
    const holds = await holdsOf(show);

    const response = await extend(visitor);
    expect(response.status).toBe(410);
    expect(await response.json<ShopErrorBody>()).toMatchObject({ error: "reservation_gone", response_code: -204 });
    expect(await holdsOf(show)).toEqual(holds);
    expect(holds.every((hold) => hold.extension === null)).toBe(true);
  });

  it("refuses when the inventory no longer holds the seats though the cart still lists them", async () => {
    const { show, visitor, cart } = await visitorHolding();
    // The inventory's hold ran out while the cart's row has not yet (the clocks differ).
    await expireHolds(show, { carts: false });
    const expired = await extend(visitor);
    expect(expired.status).toBe(410);
    expect((await readCart(visitor)).expires_at).toBe(cart.expires_at);

    // Released: the date was cancelled, so its seats are no longer held at all.
    const other = await visitorHolding();
    await inventoryOf(other.show).stopSales(other.show.eventId);
    const released = await extend(other.visitor);
    expect(released.status).toBe(410);
    expect(await holdsOf(other.show)).toEqual([]);
    const row = await readCart(other.visitor);
    expect(row.expires_at).toBe(other.cart.expires_at);
    expect(row.extendable).toBe(true);
  });

  it("answers 404 without a cart, and needs the CSRF header like every cart change", async () => {
    const stranger = new Visitor();
    const response = await extend(stranger);
    expect(response.status).toBe(404);
    expect(await response.json<ShopErrorBody>()).toMatchObject({ error: "not_found", response_code: 404 });

    const { visitor, cart } = await visitorHolding();
    const forged = await visitor.call("POST", "/en/api/webshop/cart/extend/", undefined, { "X-CSRFToken": "forged" });
    expect(forged.status).toBe(403);
    expect((await readCart(visitor)).expires_at).toBe(cart.expires_at);
  });
});
