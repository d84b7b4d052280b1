import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { loadCustomErrorPage } from "../error-pages";
import { offlineDocument } from "../ssr/documents";
import { sessionCookieOf } from "../auth/session";
import { isApiPath, isEditingWrite, isReachableOffline } from "./paths";

/**
 * SPEC §4: settings saying `is_site_online: false`, or settings that cannot be read, give the
 * 503 'Website offline' page. The settings call itself stays reachable so clients can learn why,
 * and so do the hub and signing in (`isReachableOffline`).
 */
export function offlineCheck(): MiddlewareHandler<AppEnv> {
  return async function offlineCheck(c, next) {
    const settings = c.get("settings");
    if (settings?.is_site_online) return next();
    const path = c.req.path;
    if (path === "/pageeditor-api/settings" || path === "/pageeditor-api/settings/") return next();
    if (isReachableOffline(path)) return next();
    // An editor's writes go on while visitors see the offline page (a redirect made from the
    // hub's error log, a version restored); their own guards refuse anyone without a session.
    if (isEditingWrite(c.req.method, path) && sessionCookieOf(c)) return next();
    c.header("Retry-After", "300");
    c.header("Cache-Control", "no-store");
    if (isApiPath(path)) return c.json({ error: "site_offline", detail: "Website offline" }, 503);
    const custom = await loadCustomErrorPage(c.env, settings, 503, c.req.url, c.get("lang"));
    return c.html(offlineDocument(c.get("lang"), c.get("nonce"), custom), 503);
  };
}
