import { Hono } from "hono";
import { isoSeconds } from "../db/shared";
import { getVenue, listVenues } from "../db/venues";
import type { AppEnv } from "../env";
import { notFound, parseId, slashOptional } from "./http";

export const venuesApi = new Hono<AppEnv>();

/** GET /{lang}/api/venues/: every venue by name (venue list module, map). */
venuesApi.on("GET", slashOptional("/:lang{de|en}/api/venues/"), async (c) => {
  return c.json(await listVenues(c.env.DB, c.get("lang")));
});

/** GET /{lang}/api/venues/{id}/: the venue with description, rooms and its next 20 events. */
venuesApi.on("GET", slashOptional("/:lang{de|en}/api/venues/:id/"), async (c) => {
  const id = parseId(c.req.param("id"));
  const venue = id === null ? null : await getVenue(c.env.DB, c.get("lang"), id, isoSeconds(new Date()));
  return venue ? c.json(venue) : notFound(c);
});
