import { Hono } from "hono";
import { readBreakingNews } from "../cache/content";
import { activeAlerts } from "../db/breaking-news";
import { isoSeconds } from "../db/shared";
import type { AppEnv } from "../env";
import { deferOf, slashOptional } from "./http";

export const breakingNewsApi = new Hono<AppEnv>();

/** GET /api/breaking-news/: alerts active now, newest first; the app shows the first. */
breakingNewsApi.on("GET", slashOptional("/api/breaking-news/"), async (c) => {
  const entries = await readBreakingNews(c.env, c.get("lang"), deferOf(c));
  return c.json(activeAlerts(entries, isoSeconds(new Date())));
});
