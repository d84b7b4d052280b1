import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { PreviewDate } from "../../src/schemas/back-office/date-series";
import type { ProductionItem } from "../../src/schemas/back-office/productions";
import { callInventory } from "../../workers/shop/tickets";
import { insertRow, uniqueToken } from "./fixtures";
import { type HubSession, hubAccount, hubApiCall } from "./hub-helpers";

/**
 * A production's series of dates (issue 27): a rule gives exactly the events it says, each with
 * its seat groups, prices and ticket inventory; the preview creates nothing; a bad rule is
 * refused naming its field. Dates are Berlin wall time, also across the change to summer time.
 */

const FRIDAY = 5;
const SATURDAY = 6;
const SUNDAY = 0;

/** Every Friday and Saturday from 6 to 28 June 2031 at 19:30, except 20 June (summer time: 17:30 UTC). */
const JUNE_RULE = {
  kind: "weekly",
  weekdays: [FRIDAY, SATURDAY],
  from: "2031-06-06",
  to: "2031-06-28",
  time: "19:30",
  except: ["2031-06-20"],
};
const JUNE_STARTS = [
  "2031-06-06T17:30:00Z",
  "2031-06-07T17:30:00Z",
  "2031-06-13T17:30:00Z",
  "2031-06-14T17:30:00Z",
  "2031-06-21T17:30:00Z",
  "2031-06-27T17:30:00Z",
  "2031-06-28T17:30:00Z",
];

const TICKETS = {
  seat_groups: [
    { name_de: "Parkett", name_en: "Stalls", capacity: 40 },
    { name_de: "Rang", name_en: "Circle", capacity: 12 },
  ],
  prices: [
    {
      seat_group_index: 0,
      sale_type_id: 1,
      price_cents: 3200,
      name_de: "Normal",
      name_en: "Full",
      is_full_price: true,
      has_discounts: true,
    },
    { seat_group_index: 0, sale_type_id: 2, price_cents: 1600, name_de: "Ermäßigt", name_en: "Reduced" },
    {
      seat_group_index: 1,
      sale_type_id: 1,
      price_cents: 2200,
      name_de: "Normal",
      name_en: "Full",
      is_full_price: true,
    },
  ],
};

async function ownProduction(session: HubSession): Promise<ProductionItem> {
  const token = uniqueToken("serie").toLowerCase();
  const created = await hubApiCall<ProductionItem>("POST", "productions/", session, {
    title_de: `Serie ${token}`,
    title_en: `Series ${token}`,
    slug_de: `serie-${token}`,
    slug_en: `series-${token}`,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

const eventsOf = async (productionId: number) =>
  (
    await env.DB.prepare(
      "SELECT id, date_start, title_de, room_id, slug_de FROM events WHERE production_id = ?1 ORDER BY date_start",
    )
      .bind(productionId)
      .all<{ id: number; date_start: string; title_de: string; room_id: number | null; slug_de: string }>()
  ).results;

/** The events of a production, their tickets and inventories, then the production: gone when the test ends. */
async function cleanUp(productionId: number) {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM events WHERE production_id = ?1").bind(productionId),
    env.DB.prepare("DELETE FROM productions WHERE id = ?1").bind(productionId),
  ]);
}

describe("a production's series of dates", () => {
  it("creates exactly the dates the rule says, each an event with its seat groups, prices and inventory", async () => {
    const { session } = await hubAccount();
    const production = await ownProduction(session);
    try {
      const room = await env.DB.prepare("SELECT id FROM rooms ORDER BY id LIMIT 1").first<{ id: number }>();
      const created = await hubApiCall<{ events: number[] }>("POST", `productions/${production.id}/dates/`, session, {
        revision: production.revision,
        rule: JUNE_RULE,
        room_id: room?.id ?? null,
        ...TICKETS,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const events = await eventsOf(production.id);
      expect(events.map((event) => event.date_start)).toEqual(JUNE_STARTS);
      expect(created.body.events.sort()).toEqual(events.map((event) => event.id).sort());
      for (const event of events) {
        expect(event).toMatchObject({ title_de: production.title_de, slug_de: production.slug_de, room_id: room?.id });
        const groups = await env.DB.prepare(
          "SELECT id, capacity FROM seat_groups WHERE event_id = ?1 ORDER BY position",
        )
          .bind(event.id)
          .all<{ id: number; capacity: number }>();
        expect(groups.results.map((group) => group.capacity)).toEqual([40, 12]);
        const prices = await env.DB.prepare(
          "SELECT seat_group_id, price_cents FROM prices WHERE event_id = ?1 ORDER BY position",
        )
          .bind(event.id)
          .all<{ seat_group_id: number; price_cents: number }>();
        const [stalls, circle] = groups.results.map((group) => group.id);
        expect(prices.results).toEqual([
          { seat_group_id: stalls, price_cents: 3200 },
          { seat_group_id: stalls, price_cents: 1600 },
          { seat_group_id: circle, price_cents: 2200 },
        ]);
        expect(await callInventory(env, event.id, "availability", event.id)).toEqual({
          groups: { [stalls as number]: 40, [circle as number]: 12 },
          blocks: {},
        });
      }
      // The production's revision guards the call and stays (its open form can still be saved).
      expect((await hubApiCall<ProductionItem>("GET", `productions/${production.id}/`, session)).body.revision).toBe(
        production.revision,
      );
      const stale = await hubApiCall<{ error: string }>("POST", `productions/${production.id}/dates/`, session, {
        revision: production.revision + 1,
        rule: JUNE_RULE,
        ...TICKETS,
      });
      expect(stale.status).toBe(409);
      expect(stale.body.error).toBe("stale_revision");
      expect(await eventsOf(production.id)).toHaveLength(JUNE_STARTS.length);
      const dates = await hubApiCall<{ id: number }[]>("GET", `productions/${production.id}/dates/`, session);
      expect(dates.body.map((date) => date.id)).toEqual(events.map((event) => event.id));
    } finally {
      await cleanUp(production.id);
    }
  });

  it("keeps 19:30 across the change to summer time and back, and a list of dates as given", async () => {
    const { session } = await hubAccount();
    const production = await ownProduction(session);
    try {
      const created = await hubApiCall("POST", `productions/${production.id}/dates/`, session, {
        revision: production.revision,
        rule: { kind: "weekly", weekdays: [SUNDAY], from: "2031-03-23", to: "2031-04-06", time: "19:30", except: [] },
        ...TICKETS,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect((await eventsOf(production.id)).map((event) => event.date_start)).toEqual([
        "2031-03-23T18:30:00Z",
        "2031-03-30T17:30:00Z",
        "2031-04-06T17:30:00Z",
      ]);
      const listed = await hubApiCall("POST", `productions/${production.id}/dates/`, session, {
        revision: production.revision,
        rule: {
          kind: "list",
          dates: [
            { day: "2031-10-26", time: "11:00" },
            { day: "2031-10-25", time: "20:00" },
          ],
        },
        ...TICKETS,
      });
      expect(listed.status, JSON.stringify(listed.body)).toBe(201);
      expect((await eventsOf(production.id)).map((event) => event.date_start).slice(3)).toEqual([
        "2031-10-25T18:00:00Z",
        "2031-10-26T10:00:00Z",
      ]);
    } finally {
      await cleanUp(production.id);
    }
  });

  it("previews the dates with what is already in the room then, and creates nothing", async () => {
    const { session } = await hubAccount();
    const production = await ownProduction(session);
    try {
      const room = await env.DB.prepare("SELECT id FROM rooms ORDER BY id LIMIT 1").first<{ id: number }>();
      const token = uniqueToken("busy");
      const busy = await insertRow("events", {
        slug_de: token,
        slug_en: token,
        title_de: token,
        title_en: token,
        date_start: JUNE_STARTS[2],
        room_id: room?.id,
        updated_at: "2031-01-01T00:00:00Z",
      });
      const countEvents = () => env.DB.prepare("SELECT count(*) AS n FROM events").first<number>("n");
      const before = await countEvents();
      const preview = await hubApiCall<{ dates: PreviewDate[] }>(
        "POST",
        `productions/${production.id}/dates/preview/`,
        session,
        { rule: JUNE_RULE, room_id: room?.id },
      );
      expect(preview.status, JSON.stringify(preview.body)).toBe(200);
      expect(preview.body.dates.map((date) => date.start)).toEqual(JUNE_STARTS);
      expect(preview.body.dates[0]).toMatchObject({ day: "2031-06-06", time: "19:30", conflicts: [] });
      expect(preview.body.dates[2]?.conflicts).toEqual([{ id: busy, title: token }]);
      expect(await countEvents()).toBe(before);
    } finally {
      await cleanUp(production.id);
    }
  });

  it("refuses a bad rule naming its field, and creates nothing", async () => {
    const { session } = await hubAccount();
    const production = await ownProduction(session);
    try {
      const call = (rule: unknown, extra: Record<string, unknown> = {}) =>
        hubApiCall<{ error: string; field?: string; problems?: { path: string }[] }>(
          "POST",
          `productions/${production.id}/dates/`,
          session,
          { revision: production.revision, rule, ...TICKETS, ...extra },
        );
      const backwards = await call({ ...JUNE_RULE, to: "2031-06-01" });
      expect(backwards.status).toBe(422);
      expect(backwards.body.field).toBe("rule.to");
      const tooMany = await call({
        ...JUNE_RULE,
        weekdays: [0, 1, 2, 3, 4, 5, 6],
        from: "2031-01-01",
        to: "2031-12-31",
      });
      expect(tooMany.status).toBe(422);
      expect(tooMany.body.field).toBe("rule.to");
      const noWeekday = await call({ ...JUNE_RULE, weekdays: [] });
      expect(noWeekday.body.field).toBe("rule.weekdays");
      const badTime = await call({ kind: "list", dates: [{ day: "2031-06-01", time: "25:00" }] });
      expect(badTime.body.field).toBe("rule.dates.0.time");
      const noRoom = await call(JUNE_RULE, { room_id: 999999999 });
      expect(noRoom.status).toBe(422);
      expect(noRoom.body.problems?.map((problem) => problem.path)).toEqual(["room_id"]);
      expect(await eventsOf(production.id)).toEqual([]);
    } finally {
      await cleanUp(production.id);
    }
  });
});
