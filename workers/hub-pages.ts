import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { hasHubRight, hubPageRight } from "../src/lib/hub-access";
import { HUB_LANG_COOKIE, hubLangOf } from "../src/lib/hub-lang";
import type { AppEnv } from "./env";

/**
 * The CMS hub's pages (`/cms-hub/…`, rendered by the app like every page): never kept by a cache
 * or indexed; a visitor is sent to sign in and back (`next`); an editor without the right a
 * page needs gets it with status 403, and the page itself says why (issue 25, ADR 0030).
 */
export function hubPages(): MiddlewareHandler<AppEnv> {
  return async function hubPages(c, next) {
    const right = hubPageRight(c.req.path);
    if (right === null || (c.req.method !== "GET" && c.req.method !== "HEAD")) return next();
    const user = c.get("user");
    if (user === null) {
      const lang = hubLangOf(getCookie(c, HUB_LANG_COOKIE));
      const url = new URL(c.req.url);
      c.header("Cache-Control", "private, no-store");
      return c.redirect(`/${lang}/login?next=${encodeURIComponent(url.pathname + url.search)}`, 302);
    }
    await next();
    const status = hasHubRight(user, right) ? c.res.status : 403;
    c.res = new Response(c.res.body, { status, headers: c.res.headers });
    c.res.headers.set("Cache-Control", "private, no-store");
    c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
  };
}
