import { env } from "cloudflare:test";
import { afterAll, describe, expect, it, onTestFinished } from "vitest";
import type { AvailabilityAnswer } from "../../src/schemas/availability";
import type { DesignSettingsState } from "../../src/schemas/hub-settings";
import { AVAILABILITY_CACHE_SECONDS, availabilityCacheKey } from "../../workers/api/availability";
import type { HoldLine } from "../../workers/shop/inventory";
import { ORIGIN } from "./api-helpers";
import { hubAccount, hubApiCall } from "./hub-helpers";
import { createShow, dropShows, expireHolds, fetchWorker, inventoryOf, type TestShow, Visitor } from "./shop-helpers";

afterAll(dropShows);

/** GET /api/availability/ through the whole worker, as a page's script asks it. */
async function ask(query: string): Promise<{ status: number; headers: Headers; body: AvailabilityAnswer }> {
  const response = await fetchWorker(new Request(`${ORIGIN}/api/availability/?${query}`));
  return { status: response.status, headers: response.headers, body: await response.json<AvailabilityAnswer>() };
}

/** The statuses now, past whatever the edge cache keeps for these ids. */
async function statusesNow(...shows: TestShow[]): Promise<AvailabilityAnswer["events"]> {
  const ids = shows.map((show) => show.eventId);
  await caches.default.delete(availabilityCacheKey(ORIGIN, ids));
  const { status, headers, body } = await ask(`events=${ids.join(",")}`);
  expect(status).toBe(200);
  expect(headers.get("X-Availability-Cache")).toBe("miss");
  return body.events;
}

let holdCount = 0;
function line(show: TestShow, quantity: number): HoldLine {
  holdCount += 1;
  return { id: `availability-test-${holdCount}`, seatGroup: show.seatGroupId, blockId: show.blockId, quantity };
}

describe("GET /api/availability/: the dates' seats from their inventories", () => {
  it("follows holds, sales and releases: available → few → sold out → available again", async () => {
    const show = await createShow(101, 20);
    expect(await statusesNow(show)).toEqual({ [show.eventId]: "available" });

    // 19 of 20 held: 1 left, below 10 % of 20 → few (held seats count as taken).
    const held = line(show, 19);
    expect(await inventoryOf(show).hold(show.eventId, [held])).toMatchObject({ ok: true });
    expect(await statusesNow(show)).toEqual({ [show.eventId]: "few" });

    // The last seat put in a cart through the shop's own API: sold out.
    const buyer = new Visitor();
    expect((await buyer.buy(show, [1])).status).toBe(200);
    expect(await statusesNow(show)).toEqual({ [show.eventId]: "sold_out" });

    // The 19 held are given back: 19 of 20 free again.
    expect(await inventoryOf(show).release(show.eventId, [held.id])).toEqual({ ok: true });
    expect(await statusesNow(show)).toEqual({ [show.eventId]: "available" });

    // Sold seats stay taken (18 sold + 1 in the cart: 1 left); an expired hold does not (2 left, not below 10 %).
    const sold = line(show, 18);
    await inventoryOf(show).hold(show.eventId, [sold]);
    expect(await inventoryOf(show).sell(show.eventId, [{ id: sold.id, quantity: 18 }], "AVAIL1")).toEqual({
      ok: true,
    });
    expect(await statusesNow(show)).toEqual({ [show.eventId]: "few" });
    await expireHolds(show);
    expect(await statusesNow(show)).toEqual({ [show.eventId]: "available" });
  });

  it("answers many dates in one call; dates without tickets, cancelled, postponed, past or unknown are left out", async () => {
    const open = await createShow(102, 50);
    const cancelled = await createShow(103, 50);
    const postponed = await createShow(104, 50);
    const past = await createShow(105, 50);
    const noTickets = await createShow(106, 50);
    const slots = await createShow(107, 50, { slotSeats: 4 });
    await env.DB.batch([
      env.DB.prepare("UPDATE events SET status = 'cancelled' WHERE id = ?1").bind(cancelled.eventId),
      env.DB.prepare("UPDATE events SET status = 'postponed' WHERE id = ?1").bind(postponed.eventId),
      env.DB.prepare("UPDATE events SET date_start = '2020-01-01T18:00:00Z' WHERE id = ?1").bind(past.eventId),
      env.DB.prepare("UPDATE events SET has_tickets = 0 WHERE id = ?1").bind(noTickets.eventId),
    ]);
    // The group has 50 seats, but its only timeslot 4: 4 of 50 left is few.
    expect(await statusesNow(open, cancelled, postponed, past, noTickets, slots)).toEqual({
      [open.eventId]: "available",
      [slots.eventId]: "few",
    });
    // A hidden seat group sells nothing: the date is sold out, as its card already says.
    await env.DB.prepare("UPDATE seat_groups SET status = 0 WHERE id = ?1").bind(open.seatGroupId).run();
    const unknown = 2_000_000_000;
    const { body } = await ask(`events=${unknown},${open.eventId}`);
    expect(body.events).toEqual({ [open.eventId]: "sold_out" });
  });

  it("'few' follows the threshold of the site settings, which the hub edits and checks", async () => {
    const show = await createShow(108, 100);
    await inventoryOf(show).hold(show.eventId, [line(show, 70)]);
    expect(await statusesNow(show)).toEqual({ [show.eventId]: "available" });

    const owner = await hubAccount({ admin: true });
    const design = (await hubApiCall<DesignSettingsState>("GET", "settings/design/", owner.session)).body;
    expect(design.fewSeatsPercent).toBe(10);
    const refused = await hubApiCall<{ field: string }>("PUT", "settings/design/", owner.session, {
      ...design,
      fewSeatsPercent: 101,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.field).toBe("fewSeatsPercent");

    const saved = await hubApiCall<DesignSettingsState>("PUT", "settings/design/", owner.session, {
      ...design,
      fewSeatsPercent: 40,
    });
    expect(saved.status).toBe(200);
    onTestFinished(async () => {
      const current = (await hubApiCall<DesignSettingsState>("GET", "settings/design/", owner.session)).body;
      await hubApiCall("PUT", "settings/design/", owner.session, { ...current, fewSeatsPercent: 10 });
    });
    // 30 of 100 left is below 40 %.
    expect(await statusesNow(show)).toEqual({ [show.eventId]: "few" });
  });

  it("keeps an answer in the edge cache for 10 s under the sorted ids; the cached answer is what a second call gets", async () => {
    const first = await createShow(109, 10);
    const second = await createShow(110, 10);
    await caches.default.delete(availabilityCacheKey(ORIGIN, [first.eventId, second.eventId]));

    const fresh = await ask(`events=${second.eventId},${first.eventId}`);
    expect(fresh.headers.get("X-Availability-Cache")).toBe("miss");
    expect(fresh.body.events).toEqual({ [first.eventId]: "available", [second.eventId]: "available" });
    // The visitor's browser keeps nothing; the data centre keeps the answer 10 seconds.
    expect(fresh.headers.get("Cache-Control")).toBe("no-cache");
    const stored = await caches.default.match(availabilityCacheKey(ORIGIN, [first.eventId, second.eventId]));
    expect(stored?.headers.get("Cache-Control")).toBe(`public, max-age=${AVAILABILITY_CACHE_SECONDS}`);
    expect(AVAILABILITY_CACHE_SECONDS).toBeLessThanOrEqual(10);

    // Sold out meanwhile: within the window the same dates, in any order, get the kept answer…
    await inventoryOf(first).hold(first.eventId, [line(first, 10)]);
    const again = await ask(`events=${first.eventId},${second.eventId},${first.eventId}`);
    expect(again.headers.get("X-Availability-Cache")).toBe("hit");
    expect(again.body.events[first.eventId]).toBe("available");
    // …and once the entry is gone (expired or purged), the inventories' answer.
    expect(await statusesNow(first, second)).toEqual({ [first.eventId]: "sold_out", [second.eventId]: "available" });
  });

  it("leaves out the dates whose shop cannot answer, never failing the call", async () => {
    const show = await createShow(111, 10);
    // A SHOP_GATEWAY naming no shop: every call of it fails as unavailable.
    const unreachableShop = { ...env, SHOP_GATEWAY: "unreachable" } as unknown as Env;
    const response = await fetchWorker(
      new Request(`${ORIGIN}/api/availability/?events=${show.eventId},${show.eventId + 1}`),
      unreachableShop,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ events: {} });
  });

  it.each([
    ["", "events"],
    ["events=", "events"],
    ["events=12,abc", "events"],
    ["events=0", "events"],
    ["events=12,,13", "events"],
    ["events=99999999999", "events"],
    [`events=${Array.from({ length: 101 }, (_, i) => i + 1).join(",")}`, "events"],
  ])("refuses %j with 400 naming the field", async (query, field) => {
    const response = await fetchWorker(new Request(`${ORIGIN}/api/availability/?${query}`));
    expect(response.status).toBe(400);
    const body = await response.json<{ error: string; field: string; detail: string }>();
    expect(body).toMatchObject({ error: "invalid_query", field });
    expect(body.detail.length).toBeGreaterThan(0);
  });

  it("accepts 100 ids (duplicates counted once)", async () => {
    const ids = Array.from({ length: 100 }, (_, i) => 1_900_000_000 + i);
    const { status, body } = await ask(`events=${[...ids, ids[0]].join(",")}`);
    expect(status).toBe(200);
    expect(body.events).toEqual({});
  });
});
