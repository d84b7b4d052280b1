import { Hono } from "hono";
import { getForm } from "../db/forms";
import type { AppEnv } from "../env";
import { notFound, parseId, slashOptional } from "./http";

export const formsApi = new Hono<AppEnv>();

/** GET /{lang}/api/forms/{id}/: `{ id, slug, url, title, intro, hubspot_id, fields }`, the last field being 'email2'. */
formsApi.on("GET", slashOptional("/:lang{de|en}/api/forms/:id/"), async (c) => {
  const id = parseId(c.req.param("id"));
  const form = id === null ? null : await getForm(c.env.DB, c.get("lang"), id);
  return form ? c.json(form) : notFound(c);
});
