import type { MiddlewareHandler } from "hono";
import type { SiteSettings } from "../../src/schemas/settings";
import { readSiteSettings } from "../cache/settings";
import type { AppEnv } from "../env";

/** Site settings (KV, D1 on a miss), or null when they cannot be read: the site then reports offline. */
export async function siteSettingsOrNull(env: Env): Promise<SiteSettings | null> {
  try {
    return await readSiteSettings(env);
  } catch (error) {
    console.error("settings unavailable", error);
    return null;
  }
}

/** Loads site settings for the request; null when unreadable, so the site reports offline. */
export function settings(): MiddlewareHandler<AppEnv> {
  return async function settings(c, next) {
    c.set("settings", await siteSettingsOrNull(c.env));
    await next();
  };
}
