import { Hono } from "hono";
import { EventsQuery } from "../../src/schemas/events";
import { getEvent, listEvents } from "../db/events";
import { pageOffset } from "../db/shared";
import type { AppEnv } from "../env";
import { withAvailability } from "../shop/availability";
import { listStart } from "./days";
import { invalidPage, notFound, pagedEnvelope, parseId, slashOptional } from "./http";
import { buildIcs, icsEventOf } from "./ics";
import { validQuery } from "./validate";

/** SPEC §9: events page size 10; the client may ask for up to 50. */
const DEFAULT_PAGE_SIZE = 10;

export const eventsApi = new Hono<AppEnv>();

/**
 * GET /{lang}/api/events/: online events by start, from the Berlin day of `date` or from now.
 * Paged envelope; page past the end → 404 'Invalid page.'.
 */
eventsApi.on("GET", slashOptional("/:lang{de|en}/api/events/"), validQuery(EventsQuery), async (c) => {
  const query = c.req.valid("query");
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const data = await listEvents(
    c.env.DB,
    c.get("lang"),
    {
      from: listStart(query.date),
      room: query.room,
      type: query.type,
      tag: query.tag,
      series: query.series,
      genre: query.genre,
      access: query.access,
    },
    { limit: pageSize, offset: pageOffset(page, pageSize) },
  );
  const envelope = pagedEnvelope(c, data, page, pageSize);
  return envelope ? c.json(envelope) : invalidPage(c);
});

/**
 * GET /{lang}/api/events/{id}/: an online event with prices, seat groups and timeslots, their
 * status reflecting the seats its ticket inventory has left right now.
 */
eventsApi.on("GET", slashOptional("/:lang{de|en}/api/events/:id/"), async (c) => {
  const id = parseId(c.req.param("id"));
  const event = id === null ? null : await getEvent(c.env.DB, c.get("lang"), id);
  if (!event) return notFound(c);
  return c.json(await withAvailability(c.env, event));
});

/** GET /{lang}/api/events/{id}/ics/: the event as an iCalendar file in Berlin time (card calendar action). */
eventsApi.on("GET", slashOptional("/:lang{de|en}/api/events/:id/ics/"), async (c) => {
  const id = parseId(c.req.param("id"));
  const event = id === null ? null : await getEvent(c.env.DB, c.get("lang"), id);
  if (!event) return notFound(c);
  const ics = buildIcs([icsEventOf(c.req.url, event)], { now: new Date() });
  if (ics.written === 0) return notFound(c);
  return c.body(ics.text, 200, {
    "Content-Type": "text/calendar; charset=utf-8",
    "Content-Disposition": `attachment; filename="${event.slug.replace(/[^A-Za-z0-9-]/g, "") || "event"}-${event.id}.ics"`,
  });
});
