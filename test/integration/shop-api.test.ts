import { env } from "cloudflare:test";
import { afterAll, describe, expect, it } from "vitest";
import { berlinParts } from "../../src/lib/dates";
import type { EventDetail } from "../../src/schemas/events";
import type { Cart, Order, ShopCartResponse, ShopErrorBody } from "../../src/schemas/shop";
import { cacheKeys } from "../../workers/cache/keys";
import { purgeCache } from "../../workers/cache/purge";
import { expireReservations } from "../../workers/cron/expire-reservations";
import { ORIGIN } from "./api-helpers";
import {
  createShow,
  dropShows,
  expireHolds,
  FULL,
  failingD1,
  fetchWorker,
  inventoryOf,
  REDUCED,
  seatsTaken,
  setCookies,
  type TestShow,
  Visitor,
} from "./shop-helpers";

afterAll(dropShows);

const cookieNamed = (response: Response, name: string) =>
  setCookies(response).find((cookie) => cookie.startsWith(`${name}=`));

async function eventDetail(show: TestShow): Promise<EventDetail> {
  const response = await fetchWorker(new Request(`${ORIGIN}/de/api/events/${show.eventId}/`));
  expect(response.status).toBe(200);
  return response.json<EventDetail>();
}

describe("POST /api/shop-cart/", () => {
  it("gives an English booking the shop's cart in English", async () => {
    const show = await createShow(109, 10);
    const visitor = new Visitor();
    const answer = await visitor.call("POST", "/en/api/shop-cart/", {
      quantities: [1],
      event_jet_id: show.idJet,
      sale_type_ids: [FULL],
      seat_group: show.seatGroupId,
    });
    expect(answer.status).toBe(200);
    expect((await answer.json<ShopCartResponse>()).cart_url).toBe("/webshop/cart?lang=en");
    const page = await fetchWorker(new Request(`${ORIGIN}/webshop/cart?lang=en`));
    const html = await page.text();
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain('href="/en"');
    expect(html).not.toContain("Warenkorb");
  });

  it("reserves, answers tickets_quantity and cart_url, and sets the cart and SPEC cookies", async () => {
    const show = await createShow(100, 10);
    const visitor = new Visitor();
    const first = await visitor.buy(show, [2, 1], [FULL, REDUCED]);
    expect(first.status).toBe(200);
    expect(await first.json<ShopCartResponse>()).toEqual({ tickets_quantity: 3, cart_url: "/webshop/cart" });
    expect(first.headers.get("Cache-Control")).toBe("private, no-store");

    expect(cookieNamed(first, "__Host-cart")).toMatch(
      /^__Host-cart=[A-Za-z0-9_-]{43}; Max-Age=86400; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(cookieNamed(first, "cartAmount")).toBe("cartAmount=3; Max-Age=900; Path=/; Secure; SameSite=Lax");
    expect(cookieNamed(first, "cartUrl")).toBe(
      `cartUrl=${encodeURIComponent(`${ORIGIN}/webshop/cart`)}; Max-Age=900; Path=/; Secure; SameSite=Lax`,
    );

    // The same cart grows; another visitor has a cart of their own.
    const second = await visitor.buy(show, [2]);
    expect((await second.json<ShopCartResponse>()).tickets_quantity).toBe(5);
    expect(cookieNamed(second, "cartAmount")).toMatch(/^cartAmount=5;/);
    const stranger = await new Visitor().buy(show, [1]);
    expect((await stranger.json<ShopCartResponse>()).tickets_quantity).toBe(1);
    expect(await seatsTaken(show)).toEqual({ held: 6, sold: 0 });
  });

  it("answers under the language prefix too, and -214 as 409 when the seats are short", async () => {
    const show = await createShow(101, 2);
    const visitor = new Visitor();
    const short = await visitor.call("POST", "/en/api/shop-cart/", {
      quantities: [3],
      event_jet_id: show.idJet,
      sale_type_ids: [FULL],
    });
    expect(short.status).toBe(409);
    expect((await short.json<ShopErrorBody>()).response_code).toBe(-214);
    expect(setCookies(short)).toEqual([]);
    // seat_group may be left out when the event has one.
    const fits = await visitor.call("POST", "/api/shop-cart", {
      quantities: [2],
      event_jet_id: show.idJet,
      sale_type_ids: [FULL],
    });
    expect(fits.status).toBe(200);
  });

  it("sets the cart cookies on the configured parent domain when the host lies under it", async () => {
    const show = await createShow(102, 10);
    const bindings = { ...env, SHOP_COOKIE_DOMAIN: ".kultur.example" } as unknown as Env;
    const onShop = await new Visitor("https://tickets.kultur.example", bindings).buy(show, [1]);
    expect(cookieNamed(onShop, "cartAmount")).toBe(
      "cartAmount=1; Max-Age=900; Domain=kultur.example; Path=/; Secure; SameSite=Lax",
    );
    // The cart id stays host-only (__Host-), whatever the parent domain.
    expect(cookieNamed(onShop, "__Host-cart")).not.toContain("Domain");
    const elsewhere = await new Visitor("https://other.example", bindings).buy(show, [1]);
    expect(cookieNamed(elsewhere, "cartAmount")).not.toContain("Domain");
  });

  it("refuses a cancelled, postponed or begun event as not bookable", async () => {
    const begun = new Date(Date.now() - 60_000).toISOString();
    for (const [n, change] of [
      [103, "status = 'cancelled'"],
      [104, "status = 'postponed'"],
      [105, `date_start = '${begun}'`],
    ] as const) {
      const show = await createShow(n, 10);
      await env.DB.prepare(`UPDATE events SET ${change} WHERE id = ?1`).bind(show.eventId).run();
      const response = await new Visitor().buy(show, [1]);
      expect(response.status, change).toBe(409);
      expect((await response.json<ShopErrorBody>()).error, change).toBe("not_bookable");
      expect(await seatsTaken(show), change).toEqual({ held: 0, sold: 0 });
    }
  });
});

describe("overloaded or failing inventory", () => {
  function failingTickets(error: Error, failures: number): Env {
    let left = failures;
    const namespace = {
      idFromName: (name: string) => env.TICKETS.idFromName(name),
      get: (id: DurableObjectId) => {
        const real = env.TICKETS.get(id);
        return {
          hold: (...args: Parameters<typeof real.hold>) => {
            if (left-- > 0) return Promise.reject(error);
            return real.hold(...args);
          },
        };
      },
    };
    return { ...env, TICKETS: namespace } as unknown as Env;
  }

  it("an overloaded inventory is a 503 with Retry-After, not a 500, and nothing is reserved", async () => {
    const show = await createShow(110, 10);
    const overloaded = Object.assign(new Error("Durable Object is overloaded."), { overloaded: true, retryable: true });
    const response = await new Visitor(ORIGIN, failingTickets(overloaded, 1)).buy(show, [2]);
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("5");
    expect((await response.json<ShopErrorBody>()).error).toBe("shop_unavailable");
    expect(setCookies(response)).toEqual([]);
    expect(await seatsTaken(show)).toEqual({ held: 0, sold: 0 });
  });

  it("a retryable failure is retried once with the same hold ids: one hold, never two", async () => {
    const show = await createShow(111, 10);
    const transient = Object.assign(new Error("Network connection lost."), { retryable: true });
    const response = await new Visitor(ORIGIN, failingTickets(transient, 1)).buy(show, [2]);
    expect(response.status).toBe(200);
    expect(await seatsTaken(show)).toEqual({ held: 2, sold: 0 });
    const twice = await new Visitor(ORIGIN, failingTickets(transient, 2)).buy(show, [2]);
    expect(twice.status).toBe(503);
    expect(twice.headers.get("Retry-After")).toBe("2");
    expect(await seatsTaken(show)).toEqual({ held: 2, sold: 0 });
  });
});

describe("a failing D1", () => {
  const buyer = { name: "Ada", email: "ada@example.org" };

  /** A visitor of the same cart whose requests meet a D1 that fails on `sql`. */
  function sameCartWithFailing(visitor: Visitor, sql: RegExp, options: { afterWrite?: boolean } = {}): Visitor {
    const twin = new Visitor(ORIGIN, failingD1(sql, options));
    twin.cart = visitor.cart;
    return twin;
  }

  async function cartOf(visitor: Visitor): Promise<Cart> {
    return (await visitor.call("GET", "/de/api/webshop/cart/")).json<Cart>();
  }

  it("is a 503 with Retry-After on every shop call, never a 500, and no seat changes", async () => {
    const show = await createShow(180, 10);
    const visitor = new Visitor();
    await visitor.buy(show, [2]);
    const item = `/de/api/webshop/cart/items/${(await cartOf(visitor)).items[0]?.id}/`;
    const cases: [string, string, unknown, RegExp][] = [
      // Fails after the hold was made: the seat must be given back.
      [
        "POST",
        "/de/api/shop-cart/",
        { quantities: [1], event_jet_id: show.idJet, sale_type_ids: [FULL], seat_group: show.seatGroupId },
        /INSERT INTO cart_items/,
      ],
      ["GET", "/de/api/webshop/cart/", undefined, /FROM cart_items x/],
      ["PATCH", item, { quantity: 3 }, /FROM cart_items WHERE cart_hash = \?1 AND id/],
      ["DELETE", item, undefined, /FROM cart_items WHERE cart_hash = \?1 AND id/],
      ["POST", "/de/api/webshop/checkout/", buyer, /UPDATE cart_items SET cart_hash/],
      ["GET", "/de/api/webshop/orders/AAAA-BBBB-CCCC/", undefined, /FROM orders WHERE code/],
    ];
    for (const [method, path, body, sql] of cases) {
      const response = await sameCartWithFailing(visitor, sql).call(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(503);
      expect(response.headers.get("Retry-After"), `${method} ${path}`).toBe("2");
      expect(await response.json<ShopErrorBody>(), `${method} ${path}`).toMatchObject({
        error: "shop_unavailable",
        response_code: 503,
      });
      expect(await seatsTaken(show), `${method} ${path}`).toEqual({ held: 2, sold: 0 });
    }
    expect((await cartOf(visitor)).tickets_quantity).toBe(2);
  });

  it("a quantity change D1 does not store gives the hold its old quantity back", async () => {
    const show = await createShow(181, 10);
    const visitor = new Visitor();
    await visitor.buy(show, [2]);
    const [item] = (await cartOf(visitor)).items;
    const failed = await sameCartWithFailing(visitor, /UPDATE cart_items SET quantity/).call(
      "PATCH",
      `/de/api/webshop/cart/items/${item?.id}/`,
      { quantity: 5 },
    );
    expect(failed.status).toBe(503);
    expect(failed.headers.get("Retry-After")).toBe("2");
    expect(await seatsTaken(show)).toEqual({ held: 2, sold: 0 });
    expect((await cartOf(visitor)).tickets_quantity).toBe(2);
    const retried = await visitor.call("PATCH", `/de/api/webshop/cart/items/${item?.id}/`, { quantity: 5 });
    expect((await retried.json<Cart>()).tickets_quantity).toBe(5);
    expect(await seatsTaken(show)).toEqual({ held: 5, sold: 0 });
  });

  it("an order D1 does not store gives its seats back to the cart; one it stored keeps them", async () => {
    const show = await createShow(182, 10);
    const visitor = new Visitor();
    await visitor.buy(show, [2]);
    const failed = await sameCartWithFailing(visitor, /INSERT INTO orders/).call(
      "POST",
      "/de/api/webshop/checkout/",
      buyer,
    );
    expect(failed.status).toBe(503);
    expect(failed.headers.get("Retry-After")).toBe("2");
    expect(await seatsTaken(show)).toEqual({ held: 2, sold: 0 });
    expect((await cartOf(visitor)).tickets_quantity).toBe(2);

    // The order is written but the answer is lost: the order stands, with its seats.
    const lost = await sameCartWithFailing(visitor, /INSERT INTO orders/, { afterWrite: true }).call(
      "POST",
      "/de/api/webshop/checkout/",
      buyer,
    );
    expect(lost.status).toBe(201);
    const order = await lost.json<Order>();
    expect(order.tickets_quantity).toBe(2);
    expect(await seatsTaken(show)).toEqual({ held: 0, sold: 2 });
    expect((await visitor.call("GET", `/de/api/webshop/orders/${order.code}/`)).status).toBe(200);
    expect((await cartOf(visitor)).items).toEqual([]);
  });
});

describe("web shop: cart, checkout, order", () => {
  it("lists the cart, changes and removes items, checks out with a ticket code per seat", async () => {
    const show = await createShow(120, 6);
    const visitor = new Visitor();
    await visitor.buy(show, [2, 1], [FULL, REDUCED]);

    const cartResponse = await visitor.call("GET", "/de/api/webshop/cart/");
    expect(cartResponse.status).toBe(200);
    const cart = await cartResponse.json<Cart>();
    expect(cart.tickets_quantity).toBe(3);
    expect(cart.total).toBe("62.50");
    expect(
      cart.items.map((item) => [item.sale_type_id, item.price_name, item.price, item.quantity, item.total]),
    ).toEqual([
      [FULL, "Normalpreis", "24.00", 2, "48.00"],
      [REDUCED, "Ermäßigt", "14.50", 1, "14.50"],
    ]);
    const [full, reduced] = cart.items;
    if (!full || !reduced) throw new Error("two items expected");
    expect(full.event).toMatchObject({ id: show.eventId, id_jet: show.idJet, title: "Testvorstellung" });
    expect(full.event.url).toBe(`/de/programm/testvorstellung/${show.eventId}`);
    expect(full.seat_group).toEqual({ id: show.seatGroupId, name: "Parkett" });
    const remaining = Date.parse(cart.expires_at ?? "") - Date.parse(cart.now);
    expect(remaining).toBeGreaterThan(14 * 60_000);
    expect(remaining).toBeLessThanOrEqual(15 * 60_000);
    const english = await (await visitor.call("GET", "/api/webshop/cart/?lang=en")).json<Cart>();
    expect(english.items[0]?.price_name).toBe("Full price");

    // More than the 6 seats → -214, nothing changes; 5 fits.
    const tooMany = await visitor.call("PATCH", `/de/api/webshop/cart/items/${full.id}/`, { quantity: 6 });
    expect(tooMany.status).toBe(409);
    expect((await tooMany.json<ShopErrorBody>()).response_code).toBe(-214);
    const invalid = await visitor.call("PATCH", `/de/api/webshop/cart/items/${full.id}/`, { quantity: 0 });
    expect(invalid.status).toBe(400);
    expect((await invalid.json<ShopErrorBody>()).field).toBe("quantity");
    const changed = await visitor.call("PATCH", `/de/api/webshop/cart/items/${full.id}/`, { quantity: 5 });
    expect(changed.status).toBe(200);
    expect((await changed.json<Cart>()).tickets_quantity).toBe(6);
    expect(await seatsTaken(show)).toEqual({ held: 6, sold: 0 });

    const removed = await visitor.call("DELETE", `/de/api/webshop/cart/items/${reduced.id}/`);
    expect(removed.status).toBe(200);
    expect((await removed.json<Cart>()).items).toHaveLength(1);
    expect(cookieNamed(removed, "cartAmount")).toMatch(/^cartAmount=5;/);
    expect(await seatsTaken(show)).toEqual({ held: 5, sold: 0 });
    // Someone else's cart cannot touch it.
    expect((await new Visitor().call("DELETE", `/de/api/webshop/cart/items/${full.id}/`)).status).toBe(404);
    expect((await visitor.call("DELETE", `/de/api/webshop/cart/items/${reduced.id}/`)).status).toBe(404);

    const badBuyer = await visitor.call("POST", "/de/api/webshop/checkout/", { name: "Ada", email: "not-an-address" });
    expect(badBuyer.status).toBe(400);
    expect(await badBuyer.json()).toMatchObject({ field: "email", detail: "Invalid e-mail address!" });
    const noName = await visitor.call("POST", "/de/api/webshop/checkout/", { name: "  ", email: "ada@example.org" });
    expect(await noName.json()).toMatchObject({ field: "name", detail: "This field is required!" });
    expect(await seatsTaken(show)).toEqual({ held: 5, sold: 0 });

    const checkout = await visitor.call("POST", "/de/api/webshop/checkout/", {
      name: " Ada Lovelace ",
      email: "ada@example.org",
    });
    expect(checkout.status).toBe(201);
    const order = await checkout.json<Order>();
    expect(order).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.org",
      tickets_quantity: 5,
      total: "120.00",
    });
    expect(order.url).toBe(`/webshop/orders/${order.code}`);
    const codes = order.items.flatMap((item) => item.tickets.map((ticket) => ticket.code));
    expect(codes).toHaveLength(5);
    expect(new Set(codes).size).toBe(5);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(await seatsTaken(show)).toEqual({ held: 0, sold: 5 });
    expect(cookieNamed(checkout, "cartAmount")).toMatch(/^cartAmount=; Max-Age=0/);

    // The cart is empty now; a second checkout has nothing to sell.
    expect((await (await visitor.call("GET", "/de/api/webshop/cart/")).json<Cart>()).items).toEqual([]);
    const again = await visitor.call("POST", "/de/api/webshop/checkout/", { name: "Ada", email: "ada@example.org" });
    expect(again.status).toBe(410);
    expect((await again.json<ShopErrorBody>()).response_code).toBe(-204);

    // Only the buying cart reads the order.
    const mine = await visitor.call("GET", `/de/api/webshop/orders/${order.code}/`);
    expect(mine.status).toBe(200);
    expect(await mine.json<Order>()).toEqual(order);
    expect((await new Visitor().call("GET", `/de/api/webshop/orders/${order.code}/`)).status).toBe(404);
    expect((await visitor.call("GET", "/de/api/webshop/orders/not-a-code/")).status).toBe(404);

    // Sold seats stay taken: the show has one seat left.
    expect((await new Visitor().buy(show, [2])).status).toBe(409);
    expect((await new Visitor().buy(show, [1])).status).toBe(200);
  });

  it("a cart over several performances is sold whole, or not at all when one reservation ended", async () => {
    const a = await createShow(121, 5);
    const b = await createShow(122, 5);
    const visitor = new Visitor();
    await visitor.buy(a, [1]);
    await visitor.buy(b, [2]);
    // Only b's inventory ends its hold: a is sold first, then given back.
    await expireHolds(b, { carts: false });
    const failed = await visitor.call("POST", "/de/api/webshop/checkout/", { name: "Ada", email: "ada@example.org" });
    expect(failed.status).toBe(410);
    expect(await seatsTaken(a)).toEqual({ held: 1, sold: 0 });
    expect(await seatsTaken(b)).toEqual({ held: 0, sold: 0 });
    const orders = await env.DB.prepare("SELECT count(*) AS n FROM order_items WHERE event_id IN (?1, ?2)")
      .bind(a.eventId, b.eventId)
      .first<{ n: number }>();
    expect(orders?.n).toBe(0);

    await visitor.buy(b, [2]);
    const sold = await visitor.call("POST", "/de/api/webshop/checkout/", { name: "Ada", email: "ada@example.org" });
    expect(sold.status).toBe(201);
    expect((await sold.json<Order>()).tickets_quantity).toBe(3);
    expect(await seatsTaken(a)).toEqual({ held: 0, sold: 1 });
    expect(await seatsTaken(b)).toEqual({ held: 0, sold: 2 });
  });

  it("removing an item whose reservation ended answers -204 and drops it", async () => {
    const show = await createShow(123, 5);
    const visitor = new Visitor();
    await visitor.buy(show, [1]);
    const [item] = (await (await visitor.call("GET", "/de/api/webshop/cart/")).json<Cart>()).items;
    await expireHolds(show);
    const response = await visitor.call("DELETE", `/de/api/webshop/cart/items/${item?.id}/`);
    expect(response.status).toBe(410);
    expect((await response.json<ShopErrorBody>()).response_code).toBe(-204);
    const left = await env.DB.prepare("SELECT count(*) AS n FROM cart_items WHERE event_id = ?1")
      .bind(show.eventId)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
  });

  it("the web-shop calls need the CSRF header like the shop-cart call", async () => {
    const show = await createShow(124, 5);
    const visitor = new Visitor();
    await visitor.buy(show, [1]);
    const noToken = { "X-CSRFToken": "" };
    expect(
      (await visitor.call("POST", "/de/api/webshop/checkout/", { name: "A", email: "a@b.de" }, noToken)).status,
    ).toBe(403);
    expect((await visitor.call("PATCH", "/de/api/webshop/cart/items/1/", { quantity: 2 }, noToken)).status).toBe(403);
    expect((await visitor.call("DELETE", "/de/api/webshop/cart/items/1/", undefined, noToken)).status).toBe(403);
    expect(await seatsTaken(show)).toEqual({ held: 1, sold: 0 });
  });
});

describe("response_code", () => {
  it("every error of a shop call carries one: the ticketing code, else the HTTP status", async () => {
    const show = await createShow(135, 1);
    const cancelled = await createShow(136, 5);
    await env.DB.prepare("UPDATE events SET status = 'cancelled' WHERE id = ?1").bind(cancelled.eventId).run();
    const visitor = new Visitor();
    const payload = { quantities: [1], event_jet_id: show.idJet, sale_type_ids: [FULL] };
    const cases: [string, string, string, unknown, Record<string, string>, number, string, number][] = [
      ["invalid payload", "POST", "/de/api/shop-cart/", {}, {}, 400, "invalid_body", 400],
      ["unreadable JSON", "POST", "/de/api/shop-cart/", "{quantities:", {}, 400, "invalid_json", 400],
      [
        "unknown event",
        "POST",
        "/de/api/shop-cart/",
        { ...payload, event_jet_id: 123_456_789 },
        {},
        404,
        "not_found",
        404,
      ],
      [
        "cancelled event",
        "POST",
        "/de/api/shop-cart/",
        { ...payload, event_jet_id: cancelled.idJet },
        {},
        409,
        "not_bookable",
        409,
      ],
      ["seats short", "POST", "/de/api/shop-cart/", { ...payload, quantities: [2] }, {}, 409, "seats_short", -214],
      [
        "body too large",
        "POST",
        "/de/api/shop-cart/",
        { ...payload, padding: "x".repeat(20_000) },
        {},
        413,
        "payload_too_large",
        413,
      ],
      ["no CSRF token", "POST", "/de/api/shop-cart/", payload, { "X-CSRFToken": "" }, 403, "csrf_failed", 403],
      [
        "cross origin",
        "POST",
        "/de/api/shop-cart/",
        payload,
        { Origin: "https://evil.example" },
        403,
        "cross_origin",
        403,
      ],
      [
        "form body",
        "POST",
        "/de/api/shop-cart/",
        payload,
        { "Content-Type": "text/plain" },
        415,
        "unsupported_media_type",
        415,
      ],
      [
        "empty cart",
        "POST",
        "/de/api/webshop/checkout/",
        { name: "Ada", email: "ada@example.org" },
        {},
        410,
        "reservation_gone",
        -204,
      ],
      ["bad buyer", "POST", "/de/api/webshop/checkout/", { name: "Ada" }, {}, 400, "invalid_body", 400],
      ["item id not a number", "PATCH", "/de/api/webshop/cart/items/abc/", { quantity: 1 }, {}, 404, "not_found", 404],
      ["unknown item", "DELETE", "/de/api/webshop/cart/items/999999/", undefined, {}, 404, "not_found", 404],
      ["unknown order", "GET", "/de/api/webshop/orders/AAAA-BBBB-CCCC/", undefined, {}, 404, "not_found", 404],
    ];
    for (const [name, method, path, body, headers, status, error, code] of cases) {
      const response = await visitor.call(method, path, body, headers);
      expect(response.status, name).toBe(status);
      const answer = await response.json<ShopErrorBody>();
      expect(answer, name).toMatchObject({ error, response_code: code, detail: expect.any(String) });
    }
    expect(await seatsTaken(show)).toEqual({ held: 0, sold: 0 });
  });
});

describe("is_shop_online: false", () => {
  it("answers 503 'Webshop offline' on booking and cart calls; orders stay readable", async () => {
    const show = await createShow(130, 5);
    const visitor = new Visitor();
    await visitor.buy(show, [1]);
    const order = await (
      await visitor.call("POST", "/de/api/webshop/checkout/", { name: "Ada", email: "ada@example.org" })
    ).json<Order>();
    await env.DB.prepare("UPDATE site_settings SET is_shop_online = 0").run();
    await purgeCache(env, [cacheKeys.settings()]);
    try {
      for (const [method, path, body] of [
        ["POST", "/de/api/shop-cart/", { quantities: [1], event_jet_id: show.idJet, sale_type_ids: [FULL] }],
        ["GET", "/de/api/webshop/cart/", undefined],
        ["POST", "/de/api/webshop/checkout/", { name: "Ada", email: "ada@example.org" }],
      ] as const) {
        const response = await visitor.call(method, path, body);
        expect(response.status, path).toBe(503);
        expect(await response.json(), path).toEqual({
          error: "shop_offline",
          detail: "Webshop offline",
          response_code: 503,
        });
      }
      expect((await visitor.call("GET", `/de/api/webshop/orders/${order.code}/`)).status).toBe(200);
      expect(await seatsTaken(show)).toEqual({ held: 0, sold: 1 });
    } finally {
      await env.DB.prepare("UPDATE site_settings SET is_shop_online = 1").run();
      await purgeCache(env, [cacheKeys.settings()]);
    }
  });
});

describe("GET /{lang}/api/events/{id}/ availability", () => {
  it("seat group status follows the inventory: 0 once sold out, with sold_out", async () => {
    const show = await createShow(140, 2);
    const before = await eventDetail(show);
    expect(before).toMatchObject({ id_jet: show.idJet, ticket_url: `/webshop/events/${show.idJet}`, sold_out: false });
    expect(before.seat_groups[0]).toMatchObject({ id: show.seatGroupId, status: 1, text: "" });
    expect(before.seat_groups[0]?.prices.map((p) => p.price)).toEqual(["24.00", "14.50"]);
    expect(before.prices).toHaveLength(2);

    await new Visitor().buy(show, [2]);
    const after = await eventDetail(show);
    expect(after.seat_groups[0]?.status).toBe(0);
    expect(after.sold_out).toBe(true);
  });

  it("a timeslot without free seats gets status 0, and its group with it when it was the only one", async () => {
    const show = await createShow(141, 10, { slotSeats: 1 });
    expect((await eventDetail(show)).seat_groups[0]?.timeslots).toEqual([
      { id: 950_141, time_start: "14:30:00", status: 1, block_id: show.blockId },
    ]);
    await new Visitor().buy(show, [1]);
    const group = (await eventDetail(show)).seat_groups[0];
    expect(group?.timeslots[0]?.status).toBe(0);
    expect(group?.status).toBe(0);
  });
});

describe("GET /{lang}/api/events/{id}/ics/", () => {
  it("is an iCalendar file in Berlin time with escaped text", async () => {
    const show = await createShow(150, 10);
    await env.DB.prepare("UPDATE events SET title_de = ?2, date_end = NULL WHERE id = ?1")
      .bind(show.eventId, "Kabale, Liebe; Tod\\Leben")
      .run();
    const response = await fetchWorker(new Request(`${ORIGIN}/de/api/events/${show.eventId}/ics/`));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="testvorstellung-${show.eventId}.ics"`,
    );
    const text = await response.text();
    expect(text.endsWith("\r\n")).toBe(true);
    const lines = text.split("\r\n");
    expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(lines).toContain("SUMMARY:Kabale\\, Liebe\\; Tod\\\\Leben");
    expect(lines).toContain("TZID:Europe/Berlin");
    expect(lines).toContain(`UID:event-${show.eventId}@kultur.example`);
    expect(lines).toContain(`URL:${ORIGIN}/de/programm/testvorstellung/${show.eventId}`);

    const row = await env.DB.prepare("SELECT date_start FROM events WHERE id = ?1")
      .bind(show.eventId)
      .first<{ date_start: string }>();
    const local = (date: Date) => {
      const p = berlinParts(date);
      const pad = (n: number) => String(n).padStart(2, "0");
      return p && `${p.y}${pad(p.m)}${pad(p.d)}T${pad(p.hour)}${pad(p.minute)}${pad(p.second)}`;
    };
    const start = new Date(row?.date_start ?? "");
    expect(lines).toContain(`DTSTART;TZID=Europe/Berlin:${local(start)}`);
    // No end stored: two hours.
    expect(lines).toContain(`DTEND;TZID=Europe/Berlin:${local(new Date(start.getTime() + 2 * 3_600_000))}`);
  });

  it("is a 404 for an unknown event", async () => {
    const response = await fetchWorker(new Request(`${ORIGIN}/de/api/events/987654321/ics/`));
    expect(response.status).toBe(404);
  });
});

describe("cron: expired reservations", () => {
  it("deletes cart rows an hour after their reservation ended, and keeps the rest", async () => {
    const show = await createShow(160, 10);
    const visitor = new Visitor();
    await visitor.buy(show, [1]);
    await visitor.buy(show, [2]);
    await visitor.buy(show, [3]);
    const ids = await env.DB.prepare("SELECT id FROM cart_items WHERE event_id = ?1 ORDER BY id")
      .bind(show.eventId)
      .all<{ id: number }>();
    const [old, recent] = ids.results;
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    await env.DB.batch([
      env.DB.prepare("UPDATE cart_items SET expires_at = ?2 WHERE id = ?1").bind(old?.id, at(-61 * 60_000)),
      env.DB.prepare("UPDATE cart_items SET expires_at = ?2 WHERE id = ?1").bind(recent?.id, at(-5 * 60_000)),
    ]);
    await expireReservations(env);
    const left = await env.DB.prepare("SELECT quantity FROM cart_items WHERE event_id = ?1 ORDER BY id")
      .bind(show.eventId)
      .all<{ quantity: number }>();
    expect(left.results.map((row) => row.quantity)).toEqual([2, 3]);
  });
});

describe("TicketInventory.availability", () => {
  it("counts the free seats per seat group and timeslot block", async () => {
    const show = await createShow(170, 7, { slotSeats: 4 });
    await new Visitor().buy(show, [3]);
    expect(await inventoryOf(show).availability(show.eventId)).toEqual({
      groups: { [show.seatGroupId]: 4 },
      blocks: { [show.blockId ?? 0]: 1 },
    });
  });
});

describe("the built-in shop's event links", () => {
  it("lead from an event's ticket_url to its booking widget in the visitor's language", async () => {
    const event = await env.DB.prepare(
      "SELECT id, id_jet, slug_en FROM events WHERE is_online = 1 AND ticket_url IS NOT NULL ORDER BY id LIMIT 1",
    ).first<{ id: number; id_jet: number; slug_en: string }>();
    if (!event) throw new Error("the seed has no bookable event");
    const response = await fetchWorker(
      new Request(`${ORIGIN}/webshop/events/${event.id_jet}`, { headers: { "Accept-Language": "en-GB,en;q=0.8" } }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/en/events/${event.slug_en}/${event.id}#tickets`);
    const unknown = await fetchWorker(new Request(`${ORIGIN}/webshop/events/999999999`));
    expect(unknown.status).toBe(404);
    // The shop's own not-found page at this address, not a redirect back to it.
    expect(unknown.headers.get("Location")).toBeNull();
    expect(await unknown.text()).toContain("Diese Seite konnte nicht gefunden werden");
  });
});

describe("an event page's prices", () => {
  it("name their seat group, and a hidden group's prices are not listed without it", async () => {
    const show = await createShow(191, 10);
    const tickets = async () => {
      const response = await fetchWorker(
        // A cookie the page cache treats as personal: each call renders afresh.
        new Request(`${ORIGIN}/de/programm/testvorstellung/${show.eventId}`, { headers: { Cookie: "fresh=1" } }),
      );
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('id="tickets"');
      return html.slice(html.indexOf('id="tickets"'), html.indexOf("</section>", html.indexOf('id="tickets"')));
    };
    const onSale = await tickets();
    expect(onSale).toContain('<h4 class="price-group__name">Parkett</h4>');
    expect(onSale).toContain("Normalpreis");

    await env.DB.prepare("UPDATE seat_groups SET status = 0 WHERE id = ?1").bind(show.seatGroupId).run();
    expect(await tickets()).not.toContain("Normalpreis");
  });
});
