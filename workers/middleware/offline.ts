import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { loadCustomErrorPage } from "../error-pages";
import { offlineDocument } from "../ssr/documents";
import { isApiPath } from "./paths";

/**
 * The 503 'Website offline' answer (SPEC §4): JSON for API paths, the offline page (custom HTML
 * from the design settings when set) for everything else.
 */
export async function offlineResponse(c: Context<AppEnv>): Promise<Response> {
  c.header("Retry-After", "300");
  c.header("Cache-Control", "no-store");
  if (isApiPath(c.req.path)) return c.json({ error: "site_offline", detail: "Website offline" }, 503);
  const settings = c.get("settings");
  const custom = await loadCustomErrorPage(c.env, settings, 503, c.req.url, c.get("lang"));
  return c.html(offlineDocument(c.get("lang"), c.get("nonce"), custom), 503);
}

/**
 * SPEC §4: settings saying `is_site_online: false`, or settings that cannot be read, give the
 * 503 'Website offline' page. The settings call itself stays reachable so clients can learn why.
 */
export function offlineCheck(): MiddlewareHandler<AppEnv> {
  return async function offlineCheck(c, next) {
    if (c.get("settings")?.is_site_online) return next();
    if (c.req.path === "/pageeditor-api/settings") return next();
    return offlineResponse(c);
  };
}
