import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { CSRF_COOKIE } from "../../src/lib/csrf";
import { csrfTokenFor, setCsrfCookie } from "../auth/csrf";
import { findSessionUser, isSessionToken, sessionCookieOf } from "../auth/session";
import type { AppEnv } from "../env";

/**
 * Resolves the editor's session (only when the cookie is present, so visitors cost no query)
 * and makes sure every HTML response hands the visitor a `csrftoken` cookie; its value is
 * `csrfToken` for forms that carry it in a field.
 */
export function session(): MiddlewareHandler<AppEnv> {
  return async function session(c, next) {
    const sessionToken = sessionCookieOf(c);
    c.set("user", isSessionToken(sessionToken) ? await findSessionUser(c.env.DB, sessionToken) : null);
    const csrf = csrfTokenFor(getCookie(c, CSRF_COOKIE));
    c.set("csrfToken", csrf.token);
    await next();
    if (csrf.issued && c.res.headers.get("Content-Type")?.startsWith("text/html")) {
      setCsrfCookie(c, csrf.token);
    }
    if (c.get("user")) c.res.headers.set("Cache-Control", "private, no-store");
  };
}
