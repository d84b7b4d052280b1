import { Hono } from "hono";
import { getSeries } from "../db/series";
import { isoSeconds } from "../db/shared";
import type { AppEnv } from "../env";
import { notFound, parseId, slashOptional } from "./http";

export const seriesApi = new Hono<AppEnv>();

/**
 * GET /{lang}/api/series/{id}/: the series with its first 50 upcoming events and their count.
 * (The unprefixed /api/series/ is the filter option list, in filter-options.ts.)
 */
seriesApi.on("GET", slashOptional("/:lang{de|en}/api/series/:id/"), async (c) => {
  const id = parseId(c.req.param("id"));
  const series = id === null ? null : await getSeries(c.env.DB, c.get("lang"), id, isoSeconds(new Date()));
  return series ? c.json(series) : notFound(c);
});
