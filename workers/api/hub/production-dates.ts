import { Hono } from "hono";
import { seriesDates } from "../../../src/lib/date-series";
import {
  DatePreviewBody,
  DateSeriesBody,
  type PreviewDate,
  parseDateRule,
} from "../../../src/schemas/back-office/date-series";
import type { EventBody } from "../../../src/schemas/back-office/events";
import type { ProductionItem } from "../../../src/schemas/back-office/productions";
import { eventProblems, eventWriteStatements, planTickets, type TicketPlan } from "../../db/hub-events";
import { readHubProduction } from "../../db/hub-productions";
import { itemStaleGuard, itemVersionStatements } from "../../db/items";
import { reserveIds } from "../../db/page-edits";
import type { AppEnv } from "../../env";
import { saveFailed } from "../editing/kit";
import { notFound, PRIVATE, parseId, slashOptional } from "../http";
import { setInventoryPools } from "./events";
import { fieldConflict, saveItem } from "./items";
import { type HubContext, hubJson, hubUser } from "./kit";

/**
 * A production's series of dates (issue 27): the dates a rule gives, previewed with what else is
 * in the room then; then created at once, one event per date with the production's titles and
 * the same seat groups and prices, each event with its own ticket inventory.
 */
export const productionDatesApi = new Hono<AppEnv>();

const missing = (c: HubContext) => notFound(c, "No productions item has this id.");

/** The events already in `roomId` at any of `starts`, by start. */
async function roomConflicts(db: D1Database, roomId: number | null, starts: string[]) {
  const byStart = new Map<string, { id: number; title: string }[]>();
  if (roomId === null || starts.length === 0) return byStart;
  const { results } = await db
    .prepare(
      `SELECT id, title_de AS title, date_start FROM events
        WHERE room_id = ?1 AND date_start IN (SELECT value FROM json_each(?2)) ORDER BY id`,
    )
    .bind(roomId, JSON.stringify(starts))
    .all<{ id: number; title: string; date_start: string }>();
  for (const row of results) {
    byStart.set(row.date_start, [...(byStart.get(row.date_start) ?? []), { id: row.id, title: row.title }]);
  }
  return byStart;
}

/** The event of one date of the series: the production's titles, texts stay the production's. */
function eventOf(production: ProductionItem, body: DateSeriesBody, start: string): EventBody {
  return {
    slug_de: production.slug_de,
    slug_en: production.slug_en,
    title_de: production.title_de,
    title_en: production.title_en,
    subtitle_de: production.subtitle_de,
    subtitle_en: production.subtitle_en,
    description_de: null,
    description_en: null,
    date_start: start,
    date_end: null,
    image: production.image,
    image_alt_de: production.image_alt_de,
    image_alt_en: production.image_alt_en,
    production_id: production.id,
    room_id: body.room_id,
    series_id: null,
    genre_id: production.genre_id,
    exhibition_type_id: production.exhibition_type_id,
    event_type_new: null,
    tag_ids: [],
    persons: [],
    is_online: production.is_online,
    has_tickets: body.seat_groups.length > 0,
    ticket_url: null,
    theme: production.theme,
    // Its dates inherit the production's accessibility (ADR 0037) and follow its changes.
    access: null,
    seat_groups: body.seat_groups,
    prices: body.prices,
    timeslots: body.timeslots,
  };
}

productionDatesApi.on(
  "POST",
  slashOptional("/productions/:id/dates/preview/"),
  hubJson("editor", 16, DatePreviewBody),
  async (c) => {
    const id = parseId(c.req.param("id"));
    if (id === null || (await readHubProduction(c.env.DB, id)) === null) return missing(c);
    const { room_id } = c.req.valid("json");
    const rule = parseDateRule(c.req.valid("json").rule);
    if (!rule.ok) return fieldConflict(c, rule.problems);
    const dates = seriesDates(rule.rule);
    const conflicts = await roomConflicts(
      c.env.DB,
      room_id,
      dates.map((date) => date.start),
    );
    const answer: PreviewDate[] = dates.map((date) => ({ ...date, conflicts: conflicts.get(date.start) ?? [] }));
    return c.json({ dates: answer }, 200, PRIVATE);
  },
);

productionDatesApi.on(
  "POST",
  slashOptional("/productions/:id/dates/"),
  hubJson("editor", 256, DateSeriesBody),
  async (c) => {
    const id = parseId(c.req.param("id"));
    const production = id === null ? null : await readHubProduction(c.env.DB, id);
    if (id === null || production === null) return missing(c);
    const body = c.req.valid("json");
    const rule = parseDateRule(body.rule);
    if (!rule.ok) return fieldConflict(c, rule.problems);
    if (body.revision !== production.revision) return saveFailed(c, "stale", production);
    const dates = seriesDates(rule.rule);
    const events = dates.map((date) => eventOf(production, body, date.start));
    const first = events[0];
    if (!first) return fieldConflict(c, [{ path: "rule", message: "The rule gives no date." }]);
    const problems = await eventProblems(c.env.DB, first, null);
    if (problems.length > 0) return fieldConflict(c, problems);

    const db = c.env.DB;
    const now = new Date().toISOString();
    const userId = hubUser(c).id;
    const ids = await reserveIds(db, "events", events.length);
    // Each date's ticket rows get their ids at once (the counters are atomic), not one date after another.
    const plans = await Promise.all(events.map((event) => planTickets(db, event)));
    const statements = events.flatMap((event, index) => {
      const eventId = ids[index] as number;
      return [
        ...eventWriteStatements(db, eventId, event, plans[index] as TicketPlan, true, now),
        ...itemVersionStatements(db, {
          table: "events",
          itemId: eventId,
          action: "create",
          userId,
          before: null,
          after: event,
          now,
          details: { name: event.title_de, series_of: id },
        }),
      ];
    });
    // New events have nothing sold or held: their inventories learn the capacities before the
    // batch, and forget them again when the batch is refused.
    const set = await Promise.all(
      events.map((event, index) => setInventoryPools(c, ids[index] as number, event, plans[index] as TicketPlan)),
    );
    const undos = set.filter((answer): answer is () => Promise<void> => !(answer instanceof Response));
    const undo = () => Promise.all(undos.map((run) => run()));
    const unavailable = set.find((answer) => answer instanceof Response);
    if (unavailable) {
      await undo();
      return unavailable;
    }
    // The production's revision guards the batch but is not raised: its form stays saveable.
    const refused = await saveItem(
      c,
      {
        table: "productions",
        itemId: id,
        action: "series",
        revision: null,
        before: production,
        after: { rule: rule.rule, events: ids },
        now,
        details: { title: production.title_de, dates: ids.length },
      },
      [itemStaleGuard(db, "productions", id, body.revision), ...statements],
      () => readHubProduction(db, id),
    ).catch(async (error: unknown) => {
      await undo();
      throw error;
    });
    if (refused) {
      await undo();
      return refused;
    }
    return c.json({ events: ids, dates }, 201, PRIVATE);
  },
);
