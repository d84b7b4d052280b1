import type { MiddlewareHandler } from "hono";
import { langPrefix } from "../../src/lib/languages";
import { readNoindexCheck } from "../cache/noindex";
import { unprefixedPath } from "../db/urls";
import type { AppEnv } from "../env";

/**
 * Pages on the site's noindex list (SPEC §3, per language) answer with `X-Robots-Tag: noindex`,
 * whatever route renders them; the sitemaps leave them out too.
 */
export function noindex(): MiddlewareHandler<AppEnv> {
  return async function noindex(c, next) {
    await next();
    if (c.req.method !== "GET" || !c.res.headers.get("Content-Type")?.startsWith("text/html")) return;
    const lang = langPrefix(c.req.path);
    if (!lang) return;
    const path = unprefixedPath(c.req.path.replace(/\/+$/, "") || "/");
    try {
      const isNoindexed = await readNoindexCheck(c.env);
      if (isNoindexed(lang, path)) c.res.headers.set("X-Robots-Tag", "noindex");
    } catch (error) {
      console.warn("noindex list unavailable", error);
    }
  };
}
