import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";

/** SPEC §2: the editor's `v` (version) query flag means nothing to visitors; drop it with a 301. */
export function dropVersionFlag(): MiddlewareHandler<AppEnv> {
  return async function dropVersionFlag(c, next) {
    if (c.get("user") || (c.req.method !== "GET" && c.req.method !== "HEAD")) return next();
    const url = new URL(c.req.url);
    if (!url.searchParams.has("v")) return next();
    url.searchParams.delete("v");
    return c.redirect(`${url.pathname}${url.search}`, 301);
  };
}
