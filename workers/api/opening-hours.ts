import { Hono } from "hono";
import * as v from "valibot";
import { IsoDayParam } from "../../src/schemas/hub";
import type { OpeningHoursToday } from "../../src/schemas/opening-hours";
import { contentGeneration } from "../cache/generation";
import { memoised } from "../cache/read-through";
import { getOpeningHours } from "../db/opening-hours";
import type { AppEnv } from "../env";
import { berlinToday, isoDay } from "./days";
import { slashOptional } from "./http";
import { parseQuery } from "./validate";

export const openingHoursApi = new Hono<AppEnv>();

/** `date` (yyyy-mm-dd) asks for another day than today, e.g. to check the hours a save gave it. */
const OpeningHoursQuery = v.object({ date: v.optional(IsoDayParam) });

/**
 * GET /api/opening-hours-today/[?date=yyyy-mm-dd]: the regular hours and exceptions of today,
 * today being Berlin's, or of `date`.
 */
openingHoursApi.on("GET", slashOptional("/api/opening-hours-today/"), async (c) => {
  const parsed = parseQuery(c, OpeningHoursQuery);
  if (!parsed.ok) return parsed.response;
  const day = parsed.value.date ?? isoDay(berlinToday());
  // The table counts weekdays from Monday = 0, getUTCDay from Sunday = 0.
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  // Every page's header asks for it: the isolate reuses the day's answer for a few seconds, and
  // a save of the hours (which raises the generation) is seen at once in the isolate that saved.
  const lang = c.get("lang");
  const generation = await contentGeneration(c.env);
  const hours = await memoised(c.env, `opening-hours:${generation}:${lang}:${day}`, () =>
    getOpeningHours(c.env.DB, lang, weekday, day),
  );
  const body: OpeningHoursToday = { date: day, ...hours };
  return c.json(body);
});
