import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { EventItem, EventListRow } from "../../src/schemas/back-office/events";
import type { ShopErrorBody } from "../../src/schemas/shop";
import { cacheKeys } from "../../workers/cache/keys";
import { callInventory } from "../../workers/shop/tickets";
import { insertRow, uniqueToken } from "./fixtures";
import { eventChangeOf, hubAccount, hubApiCall, hubText, type Paged } from "./hub-helpers";
import { FULL, failingD1, REDUCED, seatsTaken, type TestShow, Visitor } from "./shop-helpers";

/**
 * The back office's events (issue 27): the item calls with the event's ticket inventory kept in
 * step in the same request, capacities against sold and held seats through the real Durable
 * Object, the status call stopping sales, and a save showing at once on every public read.
 */

/** A day far ahead (no dependence on today): 5 June 2031, 19:30 in Berlin (summer time). */
const START = "2031-06-05T17:30:00Z";

function eventBody(token: string, changes: Record<string, unknown> = {}) {
  const slug = token.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return {
    slug_de: slug,
    slug_en: `${slug}-en`,
    title_de: `${token} Abend`,
    title_en: `${token} evening`,
    subtitle_de: "Mit Pause",
    description_de: "<p>Ein <strong>Abend</strong></p><script>alert(1)</script>",
    date_start: "2031-06-05T19:30:00+02:00",
    date_end: "2031-06-05T21:30:00+02:00",
    is_online: true,
    seat_groups: [
      { name_de: "Parkett", name_en: "Stalls", capacity: 5 },
      { name_de: "Rang", name_en: "Circle", capacity: 3 },
    ],
    prices: [
      {
        seat_group_index: 0,
        sale_type_id: FULL,
        price_cents: 2400,
        name_de: "Normalpreis",
        name_en: "Full price",
        is_full_price: true,
      },
      { seat_group_index: 0, sale_type_id: REDUCED, price_cents: 1200, name_de: "Ermäßigt", name_en: "Reduced" },
      {
        seat_group_index: 1,
        sale_type_id: FULL,
        price_cents: 1800,
        name_de: "Normalpreis",
        name_en: "Full price",
        is_full_price: true,
      },
    ],
    ...changes,
  };
}

async function createEvent(changes: Record<string, unknown> = {}) {
  const { session } = await hubAccount();
  const token = uniqueToken("Ev");
  const created = await hubApiCall<EventItem>("POST", "events/", session, eventBody(token, changes));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { session, token, event: created.body };
}

/** The show the booking widget buys (its first seat group). */
const showOf = (event: EventItem, group = 0): TestShow => ({
  eventId: event.id,
  idJet: 100_000 + event.id,
  seatGroupId: event.seat_groups[group]?.id ?? 0,
  blockId: null,
});

const availability = (eventId: number) => callInventory(env, eventId, "availability", eventId);

/** Everything an event save writes: the rows, versions, activity rows, the content generation and the inventory. */
async function footprint(id: number) {
  const all = (sql: string) => env.DB.prepare(sql).bind(id).all();
  const count = async (sql: string) => (await env.DB.prepare(sql).bind(id).first<{ n: number }>())?.n;
  return {
    row: await env.DB.prepare("SELECT * FROM events WHERE id = ?1").bind(id).first(),
    groups: (await all("SELECT * FROM seat_groups WHERE event_id = ?1 ORDER BY id")).results,
    prices: (await all("SELECT * FROM prices WHERE event_id = ?1 ORDER BY id")).results,
    versions: await count("SELECT count(*) AS n FROM item_versions WHERE resource = 'events' AND item_id = ?1"),
    activity: await count("SELECT count(*) AS n FROM activity_log WHERE object_type = 'events' AND object_id = ?1"),
    generation: await env.CACHE.get(cacheKeys.generation()),
    inventory: await availability(id),
  };
}

describe("back-office events: items and their inventory", () => {
  it("creates, lists, reads, changes and deletes an event, its inventory set in the same request", async () => {
    const { session, token, event } = await createEvent();
    expect(event).toMatchObject({
      revision: 1,
      status: "scheduled",
      date_start: START,
      date_end: "2031-06-05T19:30:00Z",
      description_de: "<p>Ein <strong>Abend</strong></p>",
      ticket_url: `/webshop/events/${100_000 + event.id}`,
    });
    expect(event.seat_groups.map((group) => group.capacity)).toEqual([5, 3]);
    const [stalls, circle] = event.seat_groups.map((group) => group.id);
    expect(event.prices.map((price) => price.seat_group_id)).toEqual([stalls, stalls, circle]);
    expect(await availability(event.id)).toEqual({
      groups: { [stalls as number]: 5, [circle as number]: 3 },
      blocks: {},
    });

    const listed = await hubApiCall<Paged<EventListRow>>(
      "GET",
      `events/?q=${encodeURIComponent(token)}&from=2031-06-05&to=2031-06-05&status=scheduled&online=true`,
      session,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.count).toBe(1);
    expect(listed.body.results[0]).toMatchObject({ id: event.id, date_start: START, status: "scheduled" });
    const otherDay = await hubApiCall<Paged<EventListRow>>(
      "GET",
      `events/?q=${encodeURIComponent(token)}&from=2031-06-06`,
      session,
    );
    expect(otherDay.body.count).toBe(0);
    const badSort = await hubApiCall<{ field: string }>("GET", "events/?sort=nope", session);
    expect(badSort.status).toBe(400);
    expect(badSort.body.field).toBe("sort");

    // The stalls grow and lose a price, the circle goes, a box comes: stored ids stay.
    const changed = await hubApiCall<EventItem>(
      "PATCH",
      `events/${event.id}/`,
      session,
      eventChangeOf(event, {
        title_en: `${token} night`,
        seat_groups: [
          { ...event.seat_groups[0], capacity: 9 },
          { name_de: "Loge", name_en: "Box", capacity: 2 },
        ],
        prices: [
          { ...event.prices[0], price_cents: 2600 },
          {
            seat_group_index: 1,
            sale_type_id: FULL,
            price_cents: 5000,
            name_de: "Loge",
            name_en: "Box",
            is_full_price: true,
          },
        ],
      }),
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.revision).toBe(2);
    expect(changed.body.title_en).toBe(`${token} night`);
    expect(changed.body.seat_groups[0]).toMatchObject({ id: stalls, capacity: 9 });
    const box = changed.body.seat_groups[1]?.id as number;
    expect(box).not.toBe(circle);
    expect(changed.body.prices.map((price) => [price.id, price.seat_group_id, price.price_cents])).toEqual([
      [event.prices[0]?.id, stalls, 2600],
      [expect.any(Number), box, 5000],
    ]);
    expect(await availability(event.id)).toEqual({ groups: { [stalls as number]: 9, [box]: 2 }, blocks: {} });

    const removed = await hubApiCall("DELETE", `events/${event.id}/`, session, { revision: 2 });
    expect(removed.status).toBe(204);
    expect(await footprint(event.id)).toMatchObject({ row: null, groups: [], prices: [], versions: 3, activity: 3 });
    const read = await hubApiCall("GET", `events/${event.id}/`, session);
    expect(read.status).toBe(404);
  });

  it("refuses every bad call and changes nothing: no session, no CSRF, another origin, stale, invalid fields", async () => {
    const { session, event } = await createEvent();
    const before = await footprint(event.id);
    const body = eventChangeOf(event, { title_de: "Neu" });
    const path = `events/${event.id}/`;

    expect((await hubApiCall("POST", path, null, body)).status).toBe(401);
    expect((await hubApiCall("POST", path, session, body, { withoutCsrf: true })).status).toBe(403);
    expect((await hubApiCall("POST", path, session, body, { origin: "https://evil.example" })).status).toBe(403);
    const stale = await hubApiCall<{ error: string; current: EventItem }>("POST", path, session, {
      ...body,
      revision: 9,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: "stale_revision", current: { id: event.id, revision: 1 } });
    const blank = await hubApiCall<{ field: string }>("POST", path, session, { ...body, title_en: " " });
    expect(blank.status).toBe(400);
    expect(blank.body.field).toBe("title_en");
    const badDate = await hubApiCall<{ field: string }>("POST", path, session, { ...body, date_start: "5.6.2031" });
    expect(badDate.status).toBe(400);
    expect(badDate.body.field).toBe("date_start");
    const noGroup = await hubApiCall<{ field: string; detail: string; problems: unknown[] }>("POST", path, session, {
      ...body,
      prices: [{ ...event.prices[0], seat_group_id: null, seat_group_index: 7 }],
    });
    expect(noGroup.status).toBe(400);
    expect(noGroup.body).toMatchObject({
      field: "prices",
      detail: "No seat group of this event",
      problems: [{ path: "prices.0.seat_group_index", message: "No seat group of this event" }],
    });
    const unknown = await hubApiCall<{ error: string; problems: { path: string }[] }>("POST", path, session, {
      ...body,
      production_id: 999_999_999,
      timeslots: [{ id: 1, time_start: "10:00", capacity: 3 }],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.problems.map((problem) => problem.path).sort()).toEqual(["production_id", "timeslots.0.id"]);
    // Every account signed in to the hub is an editor: a deactivated one has no session.
    const { session: inactive } = await hubAccount({ active: false });
    expect((await hubApiCall("POST", path, inactive, body)).status).toBe(401);

    expect(await footprint(event.id)).toEqual(before);
  });

  it("keeps the image's alt text per language; the public pages say it, or the title where it is empty", async () => {
    const { session, token, event } = await createEvent({
      image: "images/event-alt",
      image_alt_de: "  Zwei Tänzer im Gegenlicht ",
      image_alt_en: "",
    });
    expect(event).toMatchObject({ image_alt_de: "Zwei Tänzer im Gegenlicht", image_alt_en: null });
    const publicAlt = async (lang: "de" | "en") => {
      const read = JSON.parse((await hubText(`/${lang}/api/events/${event.id}/`)).text) as {
        image_obj: { alt: string } | null;
      };
      return read.image_obj?.alt;
    };
    expect(await publicAlt("de")).toBe("Zwei Tänzer im Gegenlicht");
    expect(await publicAlt("en")).toBe(`${token} evening`);

    const changed = await hubApiCall<EventItem>(
      "PATCH",
      `events/${event.id}/`,
      session,
      eventChangeOf(event, { image_alt_en: "Two dancers against the light" }),
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.image_alt_en).toBe("Two dancers against the light");
    expect(await publicAlt("en")).toBe("Two dancers against the light");
  });

  it("refuses to delete an event a teaser links to or points to, naming them", async () => {
    const { session, event } = await createEvent();
    const link = `/de/programm/${event.slug_de}/${event.id}`;
    const teaser = await insertRow("event_teasers", {
      name_de: "T",
      name_en: "T",
      headline_de: "Tipp",
      headline_en: "Tip",
      link,
      position: "2031-06-01",
    });
    // An id that merely starts with the event's is no reference.
    await insertRow("event_teasers", {
      name_de: "U",
      name_en: "U",
      headline_de: "Anderer",
      headline_en: "Other",
      link: `${link}0`,
      position: "2031-06-01",
    });
    // A teaser pointing to the event by target refers to it whatever address it stored.
    const targeted = await insertRow("event_teasers", {
      name_de: "V",
      name_en: "V",
      headline_de: "Ziel",
      headline_en: "Target",
      link: "/de/programm/ein-alter-name/1",
      target_kind: "event",
      target_id: event.id,
      position: "2031-06-01",
    });
    const before = await footprint(event.id);
    const refused = await hubApiCall<{ error: string; references: { kind: string; id: number }[] }>(
      "DELETE",
      `events/${event.id}/`,
      session,
      { revision: 1 },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("referenced");
    expect(refused.body.references).toEqual([
      expect.objectContaining({ kind: "event_teasers", id: teaser }),
      expect.objectContaining({ kind: "event_teasers", id: targeted }),
    ]);
    expect(await footprint(event.id)).toEqual(before);
  });
});

describe("back-office events: capacities against sold and held seats", () => {
  it("refuses a capacity below sold + held with the figures (nothing changes), allows a raise the widget sees", async () => {
    const { session, event } = await createEvent();
    const show = showOf(event);
    const buyer = new Visitor();
    expect((await buyer.buy(show, [1])).status).toBe(200);
    const checkout = await buyer.call("POST", "/de/api/webshop/checkout/", { name: "Ada", email: "ada@example.org" });
    expect(checkout.status).toBe(201);
    expect((await new Visitor().buy(show, [2], [REDUCED])).status).toBe(200);
    expect(await seatsTaken(show)).toEqual({ held: 2, sold: 1 });
    const before = await footprint(event.id);

    const lowered = await hubApiCall<{ error: string; figures: unknown[] }>(
      "POST",
      `events/${event.id}/`,
      session,
      eventChangeOf(event, { seat_groups: [{ ...event.seat_groups[0], capacity: 2 }, event.seat_groups[1]] }),
    );
    expect(lowered.status).toBe(409);
    expect(lowered.body).toMatchObject({
      error: "capacity_below_sold",
      figures: [{ seat_group_id: show.seatGroupId, name: "Parkett", capacity: 2, sold: 1, held: 2 }],
    });
    // Taking the group away is lowering it to nothing.
    const dropped = await hubApiCall<{ error: string; figures: { seat_group_id: number; capacity: number }[] }>(
      "POST",
      `events/${event.id}/`,
      session,
      eventChangeOf(event, {
        seat_groups: [event.seat_groups[1]],
        prices: [{ ...event.prices[2], seat_group_index: 0, seat_group_id: null }],
      }),
    );
    expect(dropped.status).toBe(409);
    expect(dropped.body.figures).toEqual([expect.objectContaining({ seat_group_id: show.seatGroupId, capacity: 0 })]);
    expect(await footprint(event.id)).toEqual(before);

    const exact = await hubApiCall<EventItem>(
      "POST",
      `events/${event.id}/`,
      session,
      eventChangeOf(event, { seat_groups: [{ ...event.seat_groups[0], capacity: 3 }, event.seat_groups[1]] }),
    );
    expect(exact.status, JSON.stringify(exact.body)).toBe(200);
    expect((await availability(event.id)).groups[show.seatGroupId]).toBe(0);
    expect((await new Visitor().buy(show, [1])).status).toBe(409);

    const raised = await hubApiCall<EventItem>(
      "POST",
      `events/${event.id}/`,
      session,
      eventChangeOf(exact.body, {
        seat_groups: [{ ...exact.body.seat_groups[0], capacity: 10 }, exact.body.seat_groups[1]],
      }),
    );
    expect(raised.status).toBe(200);
    expect((await availability(event.id)).groups[show.seatGroupId]).toBe(7);
    const page = await hubText(`/de/api/events/${event.id}/`);
    expect(JSON.parse(page.text).seat_groups[0]).toMatchObject({ id: show.seatGroupId, status: 1 });
    expect((await new Visitor().buy(show, [7])).status).toBe(200);

    // A sold ticket keeps the event: the 409 names the order.
    const refused = await hubApiCall<{ error: string; references: { kind: string }[] }>(
      "DELETE",
      `events/${event.id}/`,
      session,
      { revision: raised.body.revision },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.references).toEqual([expect.objectContaining({ kind: "orders" })]);
  });

  it("counts a timeslot block like a seat group: its capacity cannot fall below its holds either", async () => {
    const { session, event } = await createEvent({
      timeslots: [{ seat_group_index: 0, time_start: "14:30", capacity: 4 }],
    });
    const slot = event.timeslots[0];
    expect(slot).toMatchObject({ time_start: "14:30:00", block_id: slot?.id });
    const show = { ...showOf(event), blockId: slot?.block_id ?? null };
    expect((await new Visitor().buy(show, [3])).status).toBe(200);
    const lowered = await hubApiCall<{ error: string; figures: unknown[] }>(
      "POST",
      `events/${event.id}/`,
      session,
      eventChangeOf(event, { timeslots: [{ ...slot, capacity: 2 }] }),
    );
    expect(lowered.status).toBe(409);
    expect(lowered.body.figures).toEqual([
      { seat_group_id: null, block_id: slot?.block_id, name: "14:30", capacity: 2, sold: 0, held: 3 },
    ]);
    expect((await availability(event.id)).blocks).toEqual({ [slot?.block_id as number]: 1 });
  });

  it("puts the inventory's capacities back when the database then fails the save", async () => {
    const { session, event } = await createEvent();
    const before = await footprint(event.id);
    const failing = await hubApiCall(
      "POST",
      `events/${event.id}/`,
      session,
      eventChangeOf(event, {
        seat_groups: [{ ...event.seat_groups[0], capacity: 40 }, event.seat_groups[1]],
      }),
      { bindings: failingD1(/^UPDATE events SET/) },
    );
    expect(failing.status).toBe(500);
    expect(await footprint(event.id)).toEqual(before);
  });

  it("keeps a cart's price, through checkout, when the event's prices change", async () => {
    const { session, event } = await createEvent();
    const visitor = new Visitor();
    expect((await visitor.buy(showOf(event), [2])).status).toBe(200);
    const changed = await hubApiCall<EventItem>(
      "POST",
      `events/${event.id}/`,
      session,
      eventChangeOf(event, {
        prices: event.prices.map((price) => ({ ...price, price_cents: price.price_cents + 1000 })),
      }),
    );
    expect(changed.status).toBe(200);
    const cart = await (await visitor.call("GET", "/de/api/webshop/cart/")).json<{ total: string }>();
    expect(cart.total).toBe("48.00");
    const order = await visitor.call("POST", "/de/api/webshop/checkout/", { name: "Ada", email: "ada@example.org" });
    expect(order.status).toBe(201);
    expect((await order.json<{ total: string }>()).total).toBe("48.00");
  });
});

describe("back-office events: delete", () => {
  it("releases the event's holds at once when it is deleted, and keeps them when the delete is refused", async () => {
    const { session, event } = await createEvent();
    const show = showOf(event);
    const holder = new Visitor();
    expect((await holder.buy(show, [2])).status).toBe(200);
    expect(await seatsTaken(show)).toEqual({ held: 2, sold: 0 });

    const stale = await hubApiCall("DELETE", `events/${event.id}/`, session, { revision: 7 });
    expect(stale.status).toBe(409);
    const failing = await hubApiCall(
      "DELETE",
      `events/${event.id}/`,
      session,
      { revision: 1 },
      {
        bindings: failingD1(/^DELETE FROM events/),
      },
    );
    expect(failing.status).toBe(500);
    expect(await seatsTaken(show)).toEqual({ held: 2, sold: 0 });
    expect((await new Visitor().buy(show, [1])).status).toBe(200);
    expect(await seatsTaken(show)).toEqual({ held: 3, sold: 0 });

    const removed = await hubApiCall("DELETE", `events/${event.id}/`, session, { revision: 1 });
    expect(removed.status).toBe(204);
    expect(await seatsTaken(show)).toEqual({ held: 0, sold: 0 });
    const carts = await env.DB.prepare("SELECT count(*) AS n FROM cart_items WHERE event_id = ?1")
      .bind(event.id)
      .first<{ n: number }>();
    expect(carts?.n).toBe(0);
  });

  it("releases the holds of every event a bulk delete removes", async () => {
    const { session, event } = await createEvent();
    const show = showOf(event);
    expect((await new Visitor().buy(show, [1])).status).toBe(200);
    const bulk = await hubApiCall<{ done: number[] }>("POST", "events/bulk/", session, {
      action: "delete",
      items: [{ id: event.id, revision: 1 }],
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body.done).toEqual([event.id]);
    expect(await seatsTaken(show)).toEqual({ held: 0, sold: 0 });
  });
});

describe("back-office events: status", () => {
  it("cancelling stops sales at once: holds released, cart items gone, adding and checking out refused", async () => {
    const { session, event } = await createEvent();
    const show = showOf(event);
    const holder = new Visitor();
    expect((await holder.buy(show, [2])).status).toBe(200);
    expect(await seatsTaken(show)).toEqual({ held: 2, sold: 0 });

    const stale = await hubApiCall("POST", `events/${event.id}/status/`, session, { revision: 4, status: "cancelled" });
    expect(stale.status).toBe(409);
    expect(await seatsTaken(show)).toEqual({ held: 2, sold: 0 });
    const dated = await hubApiCall<{ problems: { path: string }[] }>("POST", `events/${event.id}/status/`, session, {
      revision: 1,
      status: "postponed",
      date_start: "2031-07-01T17:30:00Z",
    });
    expect(dated.status).toBe(422);
    expect(dated.body.problems[0]?.path).toBe("date_start");

    const cancelled = await hubApiCall<EventItem>("POST", `events/${event.id}/status/`, session, {
      revision: 1,
      status: "cancelled",
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({ status: "cancelled", revision: 2 });
    expect(await seatsTaken(show)).toEqual({ held: 0, sold: 0 });
    const programme = JSON.parse((await hubText("/en/api/events/?date=05-06-2031&page_size=50")).text) as {
      results: { id: number; status: string }[];
    };
    expect(programme.results.find((item) => item.id === event.id)?.status).toBe("cancelled");
    const carts = await env.DB.prepare("SELECT count(*) AS n FROM cart_items WHERE event_id = ?1")
      .bind(event.id)
      .first<{ n: number }>();
    expect(carts?.n).toBe(0);
    const action = await env.DB.prepare(
      "SELECT action FROM item_versions WHERE resource = 'events' AND item_id = ?1 ORDER BY id DESC LIMIT 1",
    )
      .bind(event.id)
      .first<{ action: string }>();
    expect(action?.action).toBe("cancel");

    const again = await new Visitor().buy(show, [1]);
    expect(again.status).toBe(409);
    expect(await again.json<ShopErrorBody>()).toMatchObject({ error: "not_bookable", reason: "cancelled" });
    expect(
      (await holder.call("POST", "/de/api/webshop/checkout/", { name: "Ada", email: "ada@example.org" })).status,
    ).toBe(410);
    expect(await availability(event.id)).toEqual({
      groups: { [show.seatGroupId]: 0, [event.seat_groups[1]?.id as number]: 0 },
      blocks: {},
    });

    // Scheduled again on a new date: it sells again, and keeps the date it had.
    const moved = await hubApiCall<EventItem>("POST", `events/${event.id}/status/`, session, {
      revision: 2,
      status: "scheduled",
      date_start: "2031-06-12T17:30:00Z",
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      status: "scheduled",
      date_start: "2031-06-12T17:30:00Z",
      previous_date_start: START,
    });
    expect((await new Visitor().buy(show, [1])).status).toBe(200);
    const calendar = await hubText("/api/calendar/?date=01-06-2031");
    expect(JSON.parse(calendar.text).dates).toContain("12-06-2031");
  });

  it("refuses to check out seats of a date postponed after they were reserved, naming why", async () => {
    const { event } = await createEvent();
    const visitor = new Visitor();
    expect((await visitor.buy(showOf(event), [1])).status).toBe(200);
    // As if the status were saved while the visitor was at the checkout form.
    await env.DB.prepare("UPDATE events SET status = 'postponed' WHERE id = ?1").bind(event.id).run();
    const checkout = await visitor.call("POST", "/de/api/webshop/checkout/", { name: "Ada", email: "ada@example.org" });
    expect(checkout.status).toBe(409);
    expect(await checkout.json<ShopErrorBody>()).toMatchObject({ error: "not_bookable", reason: "postponed" });
    const orders = await env.DB.prepare("SELECT count(*) AS n FROM order_items WHERE event_id = ?1")
      .bind(event.id)
      .first<{ n: number }>();
    expect(orders?.n).toBe(0);
  });
});

describe("back-office events: a date moved through the plain edit", () => {
  const MOVED = "2031-06-12T17:30:00Z";

  it("keeps the old date of a date visitors know of, so every public page says rescheduled", async () => {
    const { session, event } = await createEvent();
    const moved = await hubApiCall<EventItem>(
      "PATCH",
      `events/${event.id}/`,
      session,
      eventChangeOf(event, { date_start: MOVED, date_end: null }),
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ date_start: MOVED, previous_date_start: START, status: "scheduled" });
    const page = JSON.parse((await hubText(`/en/api/events/${event.id}/`)).text) as Record<string, unknown>;
    expect(page).toMatchObject({ date_start: MOVED, previous_date_start: START });

    // A later change that leaves the date keeps what it said; moving again names the date before.
    const retitled = await hubApiCall<EventItem>(
      "PATCH",
      `events/${event.id}/`,
      session,
      eventChangeOf(moved.body, { title_en: "Renamed" }),
    );
    expect(retitled.body).toMatchObject({ date_start: MOVED, previous_date_start: START });
    const again = await hubApiCall<EventItem>(
      "PATCH",
      `events/${event.id}/`,
      session,
      eventChangeOf(retitled.body, { date_start: "2031-06-19T17:30:00Z" }),
    );
    expect(again.body.previous_date_start).toBe(MOVED);
  });

  it("corrects the date of an offline date nobody holds tickets for, and not of one with seats in a cart", async () => {
    const { session, event } = await createEvent({ is_online: false });
    const corrected = await hubApiCall<EventItem>(
      "PATCH",
      `events/${event.id}/`,
      session,
      eventChangeOf(event, { date_start: MOVED, date_end: null }),
    );
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body).toMatchObject({ date_start: MOVED, previous_date_start: null });

    await insertRow("cart_items", {
      cart_hash: uniqueToken("cart"),
      event_id: event.id,
      seat_group_id: event.seat_groups[0]?.id,
      sale_type_id: FULL,
      price_cents: 2400,
      quantity: 1,
      hold_id: uniqueToken("hold"),
      created_at: new Date().toISOString(),
      expires_at: new Date(Date.now() + 600_000).toISOString(),
    });
    const held = await hubApiCall<EventItem>(
      "PATCH",
      `events/${event.id}/`,
      session,
      eventChangeOf(corrected.body, { date_start: START }),
    );
    expect(held.body).toMatchObject({ date_start: START, previous_date_start: MOVED });
  });
});

describe("back-office events: a save shows at once", () => {
  it("purges the programme list, the event and production pages, search and the sitemap before answering", async () => {
    const production = await insertRow("productions", {
      slug_de: "eigene-produktion",
      slug_en: "own-production",
      title_de: "Eigene Produktion",
      title_en: "Own production",
      updated_at: "2026-01-01T00:00:00Z",
    });
    const { session, token, event } = await createEvent({ production_id: production });
    const reads = {
      list: "/en/api/events/?date=05-06-2031&page_size=50",
      page: `/en/events/${event.slug_en}/${event.id}`,
      production: `/en/api/productions/${production}/`,
      search: `/api/search/events/?query=${encodeURIComponent(token)}&lang=en`,
      sitemap: "/en/sitemap.xml",
    };
    for (const path of Object.values(reads)) {
      const answer = await hubText(path);
      expect(answer.status, path).toBe(200);
      if (path !== reads.sitemap) expect(answer.text, path).toContain(`${token} evening`);
    }
    expect((await hubText(reads.sitemap)).text).toContain(`/en/events/${event.slug_en}/${event.id}`);

    const slug = `${event.slug_en}-renamed`;
    const changed = await hubApiCall<EventItem>(
      "POST",
      `events/${event.id}/`,
      session,
      eventChangeOf(event, { title_en: `${token} matinee`, slug_en: slug }),
    );
    expect(changed.status).toBe(200);
    const list = await hubText(reads.list);
    expect(list.text).toContain(`${token} matinee`);
    expect(list.text).not.toContain(`${token} evening`);
    expect((await hubText(`/en/events/${slug}/${event.id}`)).text).toContain(`${token} matinee`);
    expect((await hubText(reads.production)).text).toContain(`${token} matinee`);
    expect((await hubText(reads.search)).text).toContain(`${token} matinee`);
    expect((await hubText(reads.sitemap)).text).toContain(`/en/events/${slug}/${event.id}`);
  });
});
