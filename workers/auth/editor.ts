import type { MiddlewareHandler } from "hono";
import { every } from "hono/combine";
import { bodyLimitKiB } from "../api/http";
import type { AppEnv } from "../env";
import { requireCsrf } from "./csrf";

/**
 * Refuses a request without a valid editor session: 401, which the editor client answers with
 * its login modal (SPEC §4). Runs before the CSRF check, so a visitor learns nothing else.
 */
export function requireEditor(): MiddlewareHandler<AppEnv> {
  return async function requireEditor(c, next) {
    if (c.get("user") === null) {
      c.header("Cache-Control", "private, no-store");
      return c.json({ error: "not_authenticated", detail: "Authentication credentials were not provided." }, 401);
    }
    await next();
  };
}

/**
 * The guards of every editing write (DESIGN §3): a session (401), the CSRF token and the same
 * origin (403), a body of the type the call takes (415: JSON unless it uploads a file) of at
 * most `kib` KiB (413).
 */
export function editorWrite(kib: number, accepts: "json" | "multipart" = "json"): MiddlewareHandler<AppEnv> {
  return every(requireEditor(), requireCsrf(accepts), bodyLimitKiB(kib));
}
