import { Hono } from "hono";
import {
  EventBody,
  type EventItem,
  EventListQuery,
  EventStatusBody,
  type EventStatusValue,
} from "../../../src/schemas/back-office/events";
import {
  eventProblems,
  eventReferences,
  eventStatusStatements,
  eventWriteStatements,
  listHubEvents,
  planTickets,
  readHubEvent,
  type TicketPlan,
  ticketPools,
} from "../../db/hub-events";
import type { AppEnv } from "../../env";
import { ShopUnavailableError } from "../../shop/gateway";
import type { PoolShortage } from "../../shop/inventory";
import { callInventory } from "../../shop/tickets";
import { saveFailed } from "../editing/kit";
import { notFound, PRIVATE, parseId, slashOptional, unprocessable } from "../http";
import { hubLangOfCall, itemApi, saveItem } from "./items";
import { type HubContext, hubJson } from "./kit";

/**
 * Events in the back office (issue 27): the generic item calls, with the event's ticket
 * inventory (its TicketInventory object) kept in step in the same request, and its status call
 * (cancel, postpone, schedule again or on a new date), which stops or resumes sales at once.
 */
export const hubEventsApi = new Hono<AppEnv>();

/**
 * The ids `write` gave the ticket rows of a body, for the inventory hook of the same save
 * (itemApi hands both the same body object; nothing else reads it).
 */
const plans = new WeakMap<EventBody, TicketPlan>();

/** The inventory could not be reached: nothing was saved, the editor may try again. */
function inventoryUnavailable(c: HubContext, error: ShopUnavailableError): Response {
  c.header("Retry-After", String(error.retryAfterSeconds));
  return c.json(
    { error: "inventory_unavailable", detail: "The ticket inventory is busy; nothing was saved. Try again." },
    503,
    PRIVATE,
  );
}

/** Runs an inventory call; an unreachable inventory becomes its 503 answer. */
async function inventory<T>(c: HubContext, call: () => Promise<T>): Promise<T | Response> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ShopUnavailableError) return inventoryUnavailable(c, error);
    throw error;
  }
}

/** The 409 of capacities below what is sold and held, with the figures of each pool concerned. */
function capacityConflict(c: HubContext, body: EventBody, plan: TicketPlan, short: PoolShortage[]): Response {
  const lang = hubLangOfCall(c);
  const figures = short.map((pool) => {
    const group = pool.kind === "group" ? body.seat_groups[plan.seatGroupIds.indexOf(pool.id)] : undefined;
    const slot = pool.kind === "block" ? body.timeslots[plan.blockIds.indexOf(pool.id)] : undefined;
    return {
      seat_group_id: pool.kind === "group" ? pool.id : null,
      block_id: pool.kind === "block" ? pool.id : null,
      // A seat group or timeslot taken out of the body has no name there any more.
      name: group ? group[`name_${lang}`] : slot ? slot.time_start.slice(0, 5) : `${pool.kind} ${pool.id} (removed)`,
      capacity: pool.capacity,
      sold: pool.sold,
      held: pool.held,
    };
  });
  const named = figures.map((f) => `${f.name}: ${f.capacity} < ${f.sold} sold + ${f.held} held`).join("; ");
  return c.json(
    {
      error: "capacity_below_sold",
      detail: `A capacity would fall below the seats sold and held (${named}).`,
      figures,
    },
    409,
    PRIVATE,
  );
}

/**
 * Sets event `id`'s pools in its inventory to the seat groups and timeslots of `body` under
 * `plan`'s ids, before the save's batch (a series of dates does it for each new date): refused
 * (409 with figures, nothing changed) when a capacity falls below what is sold and held; else
 * the undo that puts the old capacities back if the batch is then refused.
 */
export async function setInventoryPools(
  c: HubContext,
  id: number,
  body: EventBody,
  plan: TicketPlan,
): Promise<Response | (() => Promise<void>)> {
  const result = await inventory(c, () => callInventory(c.env, id, "setPools", id, ticketPools(body, plan)));
  if (result instanceof Response) return result;
  if (!result.ok) return capacityConflict(c, body, plan, result.short);
  return async () => {
    await callInventory(c.env, id, "setPools", id, result.before, true);
  };
}

/** The item calls' hook: the pools of the body `write` planned. */
function keepInventoryInStep(c: HubContext, id: number, body: EventBody): Promise<Response | (() => Promise<void>)> {
  const plan = plans.get(body);
  if (!plan) throw new Error("an event's inventory hook runs after its write");
  return setInventoryPools(c, id, body, plan);
}

/**
 * The delete's hook, once the event is gone (its cart items with it): its inventory stops selling
 * and lets go of its holds at once, rather than at their expiry. Done only after the batch, so a
 * refused delete keeps every cart's seats; if the inventory cannot be reached, the holds expire.
 */
async function releaseHolds(c: HubContext, id: number): Promise<void> {
  await callInventory(c.env, id, "stopSales", id).catch((error: unknown) => {
    console.error(`event ${id}: holds could not be released after its delete`, error);
  });
}

hubEventsApi.route(
  "/",
  itemApi({
    path: "events",
    table: "events",
    body: EventBody,
    kib: 384,
    query: EventListQuery,
    list: listHubEvents,
    read: readHubEvent,
    check: eventProblems,
    async write(db, id, body, current, now) {
      const plan = await planTickets(db, body);
      plans.set(body, plan);
      return eventWriteStatements(db, id, body, plan, current === null, now);
    },
    references: eventReferences,
    describe: (item) => ({ name: item.title_de }),
    publishable: true,
    hooks: { beforeWrite: keepInventoryInStep, afterDelete: releaseHolds },
  }),
);

const STATUS_ACTIONS: Record<EventStatusValue, string> = {
  scheduled: "schedule",
  cancelled: "cancel",
  postponed: "postpone",
};

/** Stops or resumes the event's sales as `status` says. */
function setSales(c: HubContext, id: number, status: EventStatusValue): Promise<unknown> {
  return status === "scheduled"
    ? callInventory(c.env, id, "resumeSales", id)
    : callInventory(c.env, id, "stopSales", id);
}

/**
 * POST `events/:id/status/` `{revision, status, date_start?}`: a cancelled or postponed date
 * stops selling at once (its holds released, its cart items gone); a date scheduled again
 * sells again, and one moved to `date_start` keeps the date it had (pages say "rescheduled").
 */
hubEventsApi.on("POST", slashOptional("/events/:id/status/"), hubJson("editor", 1, EventStatusBody), async (c) => {
  const id = parseId(c.req.param("id"));
  const current = id === null ? null : await readHubEvent(c.env.DB, id);
  if (id === null || current === null) return notFound(c, "No events item has this id.");
  const body = c.req.valid("json");
  if (body.revision !== current.revision) return saveFailed(c, "stale", current);
  if (body.date_start !== undefined && body.status !== "scheduled") {
    return unprocessable(c, "invalid_item", [
      { path: "date_start", message: "A new date goes with the status scheduled." },
    ]);
  }
  const dateStart = body.date_start ?? null;
  const moved = dateStart !== null && dateStart !== current.date_start;
  const sales = await inventory(c, () => setSales(c, id, body.status));
  if (sales instanceof Response) return sales;
  const after: EventItem = {
    ...current,
    status: body.status,
    date_start: dateStart ?? current.date_start,
    previous_date_start: moved ? current.date_start : current.previous_date_start,
  };
  const refused = await saveItem(
    c,
    {
      table: "events",
      itemId: id,
      action: STATUS_ACTIONS[body.status],
      revision: body.revision,
      before: current,
      after,
      details: { name: current.title_de, status: body.status, ...(moved && { date_start: dateStart }) },
    },
    eventStatusStatements(
      c.env.DB,
      id,
      { status: body.status, dateStart, previousDateStart: moved ? current.date_start : null },
      new Date().toISOString(),
    ),
    () => readHubEvent(c.env.DB, id),
  );
  if (refused) {
    await setSales(c, id, current.status).catch((error: unknown) => {
      console.error(`event ${id}: sales could not be set back after a refused status change`, error);
    });
    return refused;
  }
  return c.json(await readHubEvent(c.env.DB, id), 200, PRIVATE);
});
