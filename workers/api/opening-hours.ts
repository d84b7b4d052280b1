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
  const today = isoDay(berlinToday());
  const day = parsed.value.date ?? today;
  // The table counts weekdays from Monday = 0, getUTCDay from Sunday = 0.
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  const lang = c.get("lang");
  const read = () => getOpeningHours(c.env.DB, lang, weekday, day);
  // Every page's header asks for today's: the isolate reuses that answer for a few seconds, and a
  // save of the hours (which raises the generation) is seen at once in the isolate that saved.
  // Other days are read when asked, so no run of dates can push the memo's hot entries out.
  const generation = day === today ? await contentGeneration(c.env) : null;
  const hours =
    generation === null ? await read() : await memoised(c.env, `opening-hours:${generation}:${lang}:${day}`, read);
  const body: OpeningHoursToday = { date: day, ...hours };
  return c.json(body);
});
