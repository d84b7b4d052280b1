import { Hono } from "hono";
import { berlinParts } from "../../src/lib/dates";
import type { OpeningHoursToday } from "../../src/schemas/opening-hours";
import { memoised } from "../cache/read-through";
import { getOpeningHours } from "../db/opening-hours";
import type { AppEnv } from "../env";
import { isoDay } from "./days";
import { slashOptional } from "./http";

export const openingHoursApi = new Hono<AppEnv>();

/** GET /api/opening-hours-today/: today's regular hours and exceptions, today being Berlin's. */
openingHoursApi.on("GET", slashOptional("/api/opening-hours-today/"), async (c) => {
  const now = berlinParts(new Date());
  if (now === null) throw new Error("invalid clock");
  const day = isoDay(now);
  // berlinParts counts from Sunday = 0; the table from Monday = 0.
  const weekday = (now.weekday + 6) % 7;
  // Every page's header asks for it: the isolate reuses the day's answer for a few seconds.
  const lang = c.get("lang");
  const hours = await memoised(c.env, `opening-hours:${lang}:${day}`, () =>
    getOpeningHours(c.env.DB, lang, weekday, day),
  );
  const body: OpeningHoursToday = { date: day, ...hours };
  return c.json(body);
});
