import { Hono } from "hono";
import type { AppEnv } from "../env";
import { loadCustomErrorPage } from "../error-pages";
import { notFound, slashOptional } from "./http";

export const errorPagesApi = new Hono<AppEnv>();

const STATUS = /^[45][0-9]{2}$/;

/**
 * GET /{lang}/api/error-pages/{status}/: `{ style, body }` of the custom HTML file the design
 * settings name for this status (sanitised). 404 when none is configured or it cannot be read;
 * the latter is logged as SPEC §8 says.
 */
errorPagesApi.on("GET", slashOptional("/:lang{de|en}/api/error-pages/:status/"), async (c) => {
  const raw = c.req.param("status");
  if (!STATUS.test(raw)) return notFound(c);
  const page = await loadCustomErrorPage(c.env, c.get("settings"), Number(raw), c.req.url, c.get("lang"));
  if (!page) return notFound(c, "No custom page for this status.");
  // The app shows the body inside its own main landmark; the offline document keeps the file's.
  return c.json({ ...page, body: page.body.replace(/<(\/?)main\b/gi, "<$1div") });
});
