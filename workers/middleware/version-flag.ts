import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { isApiPath } from "./paths";

/**
 * Pages are what the editor versions. Calls, media and the crawler files keep their query: a
 * permanent redirect of `/media/…?v=2` would be cached by browsers and defeat a cache-busting `v`.
 */
function isPagePath(path: string): boolean {
  return !isApiPath(path) && !path.startsWith("/media/") && !/\.(?:xml|txt)$/.test(path);
}

/** SPEC §2: the editor's `v` (version) query flag means nothing to visitors; drop it with a 301. */
export function dropVersionFlag(): MiddlewareHandler<AppEnv> {
  return async function dropVersionFlag(c, next) {
    if (c.get("user") || (c.req.method !== "GET" && c.req.method !== "HEAD")) return next();
    const url = new URL(c.req.url);
    if (!url.searchParams.has("v") || !isPagePath(url.pathname)) return next();
    url.searchParams.delete("v");
    // One leading slash: `//evil.example/?v=1` must not become a redirect to another host.
    return c.redirect(`${url.pathname.replace(/^\/{2,}/, "/")}${url.search}`, 301);
  };
}
