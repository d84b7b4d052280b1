import type { Context, MiddlewareHandler } from "hono";
import { every } from "hono/combine";
import type * as v from "valibot";
import { type HubRight, hasHubRight } from "../../../src/lib/hub-access";
import { requireCsrf } from "../../auth/csrf";
import type { AppEnv, SessionUser } from "../../env";
import { bodyLimitKiB, invalidPage, PRIVATE, pagedEnvelope } from "../http";
import { validJson, validQuery } from "../validate";

/**
 * What every call of the hub's API shares (ADR 0030): who may make it, the guards of a write,
 * and the paged answer of a list. A resource's sub-app takes its guards from here and its SQL
 * from workers/db.
 */

export type HubContext = Context<AppEnv>;

const RIGHT_NAMES: Record<HubRight, string> = {
  editor: "a signed-in editor",
  dashboard: "dashboard access",
  admin: "an administrator",
};

/**
 * Refuses a call without a session (401) or without `right` (403 naming the right), and marks
 * every answer private: nothing of the hub is kept by a shared cache.
 */
export function hubAccess(right: HubRight): MiddlewareHandler<AppEnv> {
  return async function hubAccess(c, next) {
    const user = c.get("user");
    if (user === null) {
      return c.json(
        { error: "not_authenticated", detail: "Authentication credentials were not provided." },
        401,
        PRIVATE,
      );
    }
    if (!hasHubRight(user, right)) {
      return c.json({ error: "forbidden", detail: `This needs ${RIGHT_NAMES[right]}.`, right }, 403, PRIVATE);
    }
    await next();
    c.res.headers.set("Cache-Control", "private, no-store");
  };
}

/** A read of the hub: the right it needs and its query checked with `schema` (400 naming the key). */
export function hubQuery<S extends v.GenericSchema>(
  right: HubRight,
  schema: S,
): MiddlewareHandler<AppEnv, string, { in: { query: Record<string, string> }; out: { query: v.InferOutput<S> } }> {
  return every(hubAccess(right), validQuery(schema));
}

/**
 * The guards of a hub write, in the editing API's order: session and right (401, 403), CSRF
 * token and same origin (403), a JSON body (415) of at most `kib` KiB (413), then the body
 * checked with `schema` (400); the handler reads it with `c.req.valid("json")`.
 */
export function hubJson<S extends v.GenericSchema>(
  right: HubRight,
  kib: number,
  schema: S,
  options: { emptyAs?: unknown } = {},
): MiddlewareHandler<AppEnv, string, { in: { json: v.InferInput<S> }; out: { json: v.InferOutput<S> } }> {
  return every(hubAccess(right), requireCsrf("json"), bodyLimitKiB(kib), validJson(schema, options));
}

/** The signed-in account making a call that runs behind `hubAccess`. */
export function hubUser(c: HubContext): SessionUser {
  const user = c.get("user");
  if (!user) throw new Error("hub calls run behind hubAccess");
  return user;
}

/**
 * The paged envelope of a list (SPEC §3), with `extra` beside it (a panel's totals) and the
 * order the rows are in (`sort`, `order`: the list's default when the query named none, so a
 * table can mark the column), or 404 'Invalid page.' past its last page.
 */
export function pagedList<T, E extends Record<string, unknown> = Record<never, never>>(
  c: HubContext,
  query: { page: number; page_size: number; sort?: string; order?: "asc" | "desc" },
  data: { count: number; results: T[] },
  extra?: E,
) {
  const envelope = pagedEnvelope(c, data, query.page, query.page_size);
  if (!envelope) return invalidPage(c);
  return c.json({ ...envelope, sort: query.sort, order: query.order, ...extra }, 200, PRIVATE);
}
