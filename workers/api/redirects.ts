import { Hono } from "hono";
import { readRedirects } from "../cache/redirects";
import type { AppEnv } from "../env";
import { slashOptional } from "./http";

export const redirectsApi = new Hono<AppEnv>();

/** GET /{lang}/pageeditor-api/redirect: every `{ old_path, new_path }` (full paths with language prefix). */
redirectsApi.on("GET", slashOptional("/:lang{de|en}/pageeditor-api/redirect/"), async (c) => {
  return c.json(await readRedirects(c.env));
});
