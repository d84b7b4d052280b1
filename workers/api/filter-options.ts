import { Hono } from "hono";
import { filterOptionKinds } from "../../src/schemas/filter-options";
import { readFilterOptions } from "../cache/content";
import type { AppEnv } from "../env";
import { deferOf, slashOptional } from "./http";

export const filterOptionsApi = new Hono<AppEnv>();

/**
 * GET /api/rooms/, /api/exhibition-types/, /api/event-tags/, /api/series/, /api/genres/,
 * /api/seasons/, /api/production-tags/: `[{ id, name, show_in_filter, slug? }]` in the request's
 * language, through KV.
 */
for (const kind of filterOptionKinds) {
  filterOptionsApi.on("GET", slashOptional(`/api/${kind}/`), async (c) => {
    return c.json(await readFilterOptions(c.env, kind, c.get("lang"), deferOf(c)));
  });
}
