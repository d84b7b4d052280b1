import { Hono } from "hono";
import type { AppEnv } from "../env";
import { slashOptional } from "./http";

export const settingsApi = new Hono<AppEnv>();

/**
 * GET /pageeditor-api/settings: the SiteSettings the settings middleware loaded (KV, D1 on a miss).
 * When they could not be read the site is offline (SPEC §4), so the call answers 503 with
 * `is_site_online: false` for the client to show 'Website offline'.
 */
settingsApi.on("GET", slashOptional("/pageeditor-api/settings/"), (c) => {
  const settings = c.get("settings");
  if (settings === null) {
    return c.json(
      { status: "error", is_site_online: false, error: "settings_unavailable", detail: "Website offline" },
      503,
    );
  }
  return c.json(settings);
});
