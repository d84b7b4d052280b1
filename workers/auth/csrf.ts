import type { Context, MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { CSRF_COOKIE, CSRF_HEADER } from "../../src/lib/csrf";
import type { AppEnv } from "../env";
import { randomToken, timingSafeEqual } from "./tokens";

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32,64}$/;

/** The visitor's token from the cookie when well-formed, else a new one to be issued. */
export function csrfTokenFor(cookieValue: string | undefined): { token: string; issued: boolean } {
  if (cookieValue && TOKEN_SHAPE.test(cookieValue)) return { token: cookieValue, issued: false };
  return { token: randomToken(32), issued: true };
}

/** Sets the cookie that scripts read and echo in X-CSRFToken (double submit, DESIGN §3), for a year. */
export function setCsrfCookie(c: Context<AppEnv>, token: string): void {
  setCookie(c, CSRF_COOKIE, token, { path: "/", maxAge: 31_536_000, sameSite: "Lax", secure: true });
}

/** Whether a request comes from a page of this site: its Origin, else the browser's Sec-Fetch-Site. */
export function isSameOrigin(requestUrl: string, origin: string | undefined, fetchSite: string | undefined): boolean {
  if (origin) return origin === new URL(requestUrl).origin;
  return fetchSite === "same-origin";
}

/**
 * The double-submit check of a form without script, which cannot send a header: the token in
 * its hidden field must be the `csrftoken` cookie's.
 */
export function formTokenMatches(cookie: string | undefined, field: unknown): boolean {
  return (
    cookie !== undefined && TOKEN_SHAPE.test(cookie) && typeof field === "string" && timingSafeEqual(cookie, field)
  );
}

/** The body types mutating calls take: JSON, or multipart for file uploads. */
const BODY_TYPES = { json: "application/json", multipart: "multipart/form-data" } as const;

/**
 * Guards a mutating call: the `csrftoken` cookie echoed in `X-CSRFToken`, a same-origin request,
 * and a body of the type the call takes (`json` or `multipart`; no form-encoded or plain-text
 * body, which a cross-site form could send). Hono's csrf() alone lets JSON through, hence this.
 */
export function requireCsrf(accepts: keyof typeof BODY_TYPES): MiddlewareHandler<AppEnv> {
  return async function requireCsrf(c, next) {
    const cookie = getCookie(c, CSRF_COOKIE);
    const header = c.req.header(CSRF_HEADER);
    if (!cookie || !header || !TOKEN_SHAPE.test(cookie) || !timingSafeEqual(cookie, header)) {
      return c.json({ error: "csrf_failed", detail: "CSRF token missing or incorrect." }, 403);
    }
    if (!isSameOrigin(c.req.url, c.req.header("Origin"), c.req.header("Sec-Fetch-Site"))) {
      return c.json({ error: "cross_origin", detail: "Cross-origin request refused." }, 403);
    }
    // The media type without its parameters (`; charset=…`, `; boundary=…`), compared whole.
    const type = (c.req.header("Content-Type") ?? "").split(";", 1)[0]?.trim().toLowerCase();
    if (type !== BODY_TYPES[accepts]) {
      return c.json({ error: "unsupported_media_type", detail: `Send ${BODY_TYPES[accepts]}.` }, 415);
    }
    await next();
  };
}
