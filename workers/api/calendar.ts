import { Hono } from "hono";
import { berlinParts } from "../../src/lib/dates";
import { CalendarQuery, type CalendarResponse } from "../../src/schemas/events";
import { listEventDayKeys } from "../db/events";
import type { AppEnv } from "../env";
import { berlinDayStart, berlinToday, isoDay } from "./days";
import { slashOptional } from "./http";
import { validQuery } from "./validate";

export const calendarApi = new Hono<AppEnv>();

/**
 * GET /api/calendar/?date=&room=&type=&tag=&series=&genre=&access=: `{ dates: ['dd-mm-yyyy', …], unscheduled }`, the
 * Berlin days from `date` (default today) through the next 12 months on which a matching online event
 * starts, and those of them on which every such event is cancelled or postponed (the picker marks them).
 */
calendarApi.on("GET", slashOptional("/api/calendar/"), validQuery(CalendarQuery), async (c) => {
  const query = c.req.valid("query");
  const first = query.date ?? berlinToday();
  // Day overflow (29 Feb → 1 Mar) is normalised by the date maths.
  const end = { y: first.y + 1, m: first.m, d: first.d };
  const keys = await listEventDayKeys(c.env.DB, {
    from: berlinDayStart(first),
    to: berlinDayStart(end),
    room: query.room,
    type: query.type,
    tag: query.tag,
    series: query.series,
    genre: query.genre,
    access: query.access,
  });
  // 'YYYY-MM-DD' keys are Berlin days already; hour keys are placed by the Berlin clock. A day
  // is scheduled when any of its keys has an event that takes place.
  const days = new Map<string, boolean>();
  for (const { key, scheduled } of keys) {
    const day = key.length === 10 ? key : isoDay(berlinParts(new Date(`${key}:00:00Z`)) ?? first);
    days.set(day, (days.get(day) ?? false) || scheduled);
  }
  const sorted = [...days.keys()].sort();
  const param = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
  const body: CalendarResponse = {
    dates: sorted.map(param),
    unscheduled: sorted.filter((day) => !days.get(day)).map(param),
  };
  return c.json(body);
});
