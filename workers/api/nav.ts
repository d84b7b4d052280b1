import { Hono } from "hono";
import { readNav } from "../cache/content";
import type { AppEnv } from "../env";
import { deferOf, slashOptional } from "./http";

export const navApi = new Hono<AppEnv>();

/** GET /{lang}/pageeditor-api/nav: `{ navigation: { menu, secondary, footer } }` through KV. */
navApi.on("GET", slashOptional("/:lang{de|en}/pageeditor-api/nav/"), async (c) => {
  return c.json(await readNav(c.env, c.get("lang"), deferOf(c)));
});
