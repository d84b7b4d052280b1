import { Hono } from "hono";
import { listTeasers } from "../db/events";
import type { AppEnv } from "../env";
import { berlinToday, isoDay } from "./days";
import { slashOptional } from "./http";

export const teasersApi = new Hono<AppEnv>();

/** GET /{lang}/api/teasers/: online event teasers placed today (Berlin) or later, by position. */
teasersApi.on("GET", slashOptional("/:lang{de|en}/api/teasers/"), async (c) => {
  return c.json(await listTeasers(c.env.DB, c.get("lang"), isoDay(berlinToday())));
});
