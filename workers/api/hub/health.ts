import { Hono } from "hono";
import * as v from "valibot";
import { HealthKindParam, HealthListQuery } from "../../../src/schemas/hub-health";
import { healthCounts, healthProblems } from "../../db/programme-health";
import { isoSeconds } from "../../db/shared";
import type { AppEnv } from "../../env";
import { notFound, PRIVATE, slashOptional } from "../http";
import { hubAccess, hubQuery, pagedList } from "./kit";

/**
 * Programme health (issue 27 point 5): what visitors would miss or trip over, counted per kind
 * (the hub's start page) and listed per kind with the screen that fixes each problem. Every
 * editor; reads only. Now is this call's instant, handed to the queries.
 */
export const hubHealthApi = new Hono<AppEnv>();

hubHealthApi.on("GET", slashOptional("/health/"), hubAccess("editor"), async (c) => {
  return c.json({ counts: await healthCounts(c.env.DB, isoSeconds(new Date())) }, 200, PRIVATE);
});

hubHealthApi.on("GET", slashOptional("/health/:kind/"), hubQuery("editor", HealthListQuery), async (c) => {
  const kind = v.safeParse(HealthKindParam, c.req.param("kind"));
  if (!kind.success) return notFound(c, "No such kind of programme health.");
  const query = c.req.valid("query");
  return pagedList(c, query, await healthProblems(c.env.DB, kind.output, isoSeconds(new Date()), query));
});
