/**
 * A few seconds of finished page HTML per isolate for anonymous visitors (ADR 0005). Pages are
 * the same for every visitor without an editor session or personal cookies; the only
 * per-response part of the document is the CSP nonce, which is swapped on every hit.
 */

import { CONSENT_COOKIE, isTrackingCookie } from "../../src/lib/consent";
import { CSRF_COOKIE } from "../../src/lib/csrf";
import { ExpiringMap } from "../cache/expiring-map";
import { memoSeconds } from "../cache/read-through";

// Cookies the server-rendered HTML never depends on (the tag manager's too, or every visitor
// who allowed tracking would miss the cache); any other cookie (cart, dismissed alert,
// session) makes the page personal and bypasses the cache.
const NEUTRAL_COOKIES = new Set([CSRF_COOKIE, CONSENT_COOKIE]);
const isNeutral = (name: string) => NEUTRAL_COOKIES.has(name) || isTrackingCookie(name);

interface CachedPage {
  html: string;
  nonce: string;
  contentType: string;
}

const pages = new ExpiringMap<CachedPage>(200);

/** The cache key of a page request, or null when its answer may be personal. */
export function pageCacheKey(env: Env, request: Request, loggedIn: boolean): string | null {
  if (loggedIn || request.method !== "GET" || memoSeconds(env) === 0) return null;
  const cookie = request.headers.get("Cookie");
  // Names split by hand, not with hono's cookie parser: it skips pairs whose value it finds
  // malformed (quotes, backslashes), and such a cookie may still make the page personal.
  if (cookie) {
    for (const part of cookie.split(";")) {
      const name = part.split("=", 1)[0]?.trim();
      if (name && !isNeutral(name)) return null;
    }
  }
  return request.url;
}

/** A stored page as a fresh response carrying `nonce`, or null on a miss. */
export function cachedPage(key: string, nonce: string): Response | null {
  const page = pages.get(key);
  if (!page) return null;
  return new Response(page.html.replaceAll(page.nonce, nonce), {
    status: 200,
    headers: { "Content-Type": page.contentType, "X-Page-Cache": "hit" },
  });
}

/**
 * Streams `response` to the visitor unchanged while keeping a copy; once the stream is complete
 * the copy is stored. Only complete 200 HTML documents are kept.
 */
export function storeWhileStreaming(
  env: Env,
  key: string,
  nonce: string,
  response: Response,
  waitUntil: (promise: Promise<unknown>) => void,
): Response {
  const contentType = response.headers.get("Content-Type") ?? "";
  if (response.status !== 200 || !contentType.startsWith("text/html") || !response.body) return response;
  const [toVisitor, toCache] = response.body.tee();
  waitUntil(
    new Response(toCache).text().then(
      (html) => pages.set(key, { html, nonce, contentType }, memoSeconds(env)),
      // A stream the visitor aborted is simply not cached.
      () => undefined,
    ),
  );
  return new Response(toVisitor, response);
}
