import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { requestLang } from "./language";

type Inherited = Pick<AppEnv["Variables"], "settings" | "user">;

// The page request each in-process API request was made for.
const parents = new WeakMap<Request, Inherited>();

/** Marks an in-process request (SSR loader → JSON API) as made on behalf of the page request `c`. */
export function onBehalfOf(request: Request, c: Context<AppEnv>): Request {
  parents.set(request, { settings: c.get("settings"), user: c.get("user") });
  return request;
}

/**
 * The only middleware of in-process API calls: the page request already passed security
 * headers, settings, offline check, redirects and session, so its results are inherited
 * rather than computed again for each loader's call. Only the language is the call's own.
 */
export function inheritFromPage(): MiddlewareHandler<AppEnv> {
  return async function inheritFromPage(c, next) {
    const parent = parents.get(c.req.raw);
    if (!parent) return c.json({ error: "forbidden", detail: "Not an in-process request." }, 403);
    const lang = requestLang(c.req.path, c.req.query("lang"), c.req.header("Accept-Language"));
    if (lang === null) return c.json({ error: "not_found", detail: "Not found." }, 404);
    c.set("lang", lang);
    c.set("settings", parent.settings);
    c.set("user", parent.user);
    await next();
  };
}
