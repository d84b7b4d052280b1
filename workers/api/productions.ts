import { Hono } from "hono";
import { PRODUCTIONS_PAGE_SIZE, ProductionsQuery } from "../../src/schemas/productions";
import { getProduction, listProductions } from "../db/productions";
import { isoSeconds, pageOffset } from "../db/shared";
import type { AppEnv } from "../env";
import { listStart } from "./days";
import { invalidPage, notFound, pagedEnvelope, parseId, slashOptional } from "./http";
import { validQuery } from "./validate";

export const productionsApi = new Hono<AppEnv>();

/**
 * GET /{lang}/api/productions/?season&exhibition_type&tag&date&page: 12 per page. Without `date`
 * every online production (those with upcoming events first, by next event); with `date` only
 * productions that have an online event from that Berlin day on.
 */
productionsApi.on("GET", slashOptional("/:lang{de|en}/api/productions/"), validQuery(ProductionsQuery), async (c) => {
  const query = c.req.valid("query");
  const page = query.page ?? 1;
  const data = await listProductions(
    c.env.DB,
    c.get("lang"),
    {
      from: listStart(query.date),
      withEventsOnly: query.date !== undefined,
      season: query.season,
      exhibitionType: query.exhibition_type,
      tag: query.tag,
    },
    { limit: PRODUCTIONS_PAGE_SIZE, offset: pageOffset(page, PRODUCTIONS_PAGE_SIZE) },
  );
  const envelope = pagedEnvelope(c, data, page, PRODUCTIONS_PAGE_SIZE);
  return envelope ? c.json(envelope) : invalidPage(c);
});

/** GET /{lang}/api/productions/{id}/: the production with description, cast and upcoming events. */
productionsApi.on("GET", slashOptional("/:lang{de|en}/api/productions/:id/"), async (c) => {
  const id = parseId(c.req.param("id"));
  const production = id === null ? null : await getProduction(c.env.DB, c.get("lang"), id, isoSeconds(new Date()));
  return production ? c.json(production) : notFound(c);
});
