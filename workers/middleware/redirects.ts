import type { MiddlewareHandler } from "hono";
import { readRedirectMap } from "../cache/redirects";
import type { AppEnv } from "../env";
import { isApiPath } from "./paths";

/** Pages moved by editors answer 301 to their new path, keeping the query string. */
export function redirects(): MiddlewareHandler<AppEnv> {
  return async function redirects(c, next) {
    const path = c.req.path;
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    if (isApiPath(path)) return next();
    const map = await readRedirectMap(c.env);
    const target = map.get(path) ?? (path.length > 1 && path.endsWith("/") ? map.get(path.slice(0, -1)) : undefined);
    if (target === undefined) return next();
    const search = new URL(c.req.url).search;
    return c.redirect(`${target}${search}`, 301);
  };
}
