import type { MiddlewareHandler } from "hono";
import { readSiteSettings } from "../cache/settings";
import type { AppEnv } from "../env";

/** Loads site settings (KV, D1 on a miss); a failure leaves `settings` null so the site reports offline. */
export function settings(): MiddlewareHandler<AppEnv> {
  return async function settings(c, next) {
    try {
      c.set("settings", await readSiteSettings(c.env));
    } catch (error) {
      console.error("settings unavailable", error);
      c.set("settings", null);
    }
    await next();
  };
}
