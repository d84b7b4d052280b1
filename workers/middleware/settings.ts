import type { MiddlewareHandler } from "hono";
import type { SiteSettings } from "../../src/schemas/settings";
import { readSiteSettings } from "../cache/settings";
import type { AppEnv } from "../env";

// Settings already read for a page request, handed to the API calls its SSR makes in-process.
const inherited = new WeakMap<Request, SiteSettings | null>();

/** Lets an in-process request reuse its page request's settings instead of reading KV again. */
export function inheritSettings(request: Request, settings: SiteSettings | null): Request {
  inherited.set(request, settings);
  return request;
}

/** Loads site settings (KV, D1 on a miss); a failure leaves `settings` null so the site reports offline. */
export function settings(): MiddlewareHandler<AppEnv> {
  return async function settings(c, next) {
    const known = inherited.get(c.req.raw);
    if (known !== undefined) {
      c.set("settings", known);
      return next();
    }
    try {
      c.set("settings", await readSiteSettings(c.env));
    } catch (error) {
      console.error("settings unavailable", error);
      c.set("settings", null);
    }
    await next();
  };
}
