/**
 * Finished page HTML for anonymous visitors in the data centre's edge cache (`caches.default`),
 * keyed by URL and the content generation (ADR 0019). Pages are the same for every visitor
 * without an editor session or personal cookies; the only per-response part of the document is
 * the CSP nonce, which is swapped on every hit.
 */

import { CONSENT_COOKIE, isTrackingCookie } from "../../src/lib/consent";
import { CSRF_COOKIE } from "../../src/lib/csrf";
import { ExpiringMap } from "../cache/expiring-map";
import { contentGeneration } from "../cache/generation";
import { memoSeconds } from "../cache/memo-seconds";

// Cookies the server-rendered HTML never depends on (the tag manager's too, or every visitor
// who allowed tracking would miss the cache); any other cookie (cart, dismissed alert,
// session) makes the page personal and bypasses the cache.
const NEUTRAL_COOKIES = new Set([CSRF_COOKIE, CONSENT_COOKIE]);
const isNeutral = (name: string) => NEUTRAL_COOKIES.has(name) || isTrackingCookie(name);

/**
 * How long a data centre keeps a page. Saves make it miss sooner (the generation); this bounds
 * what no save announces: module and alert windows passing, events and articles changed in the
 * back office, and a render that read a purged KV entry before the purge reached its location.
 */
const EDGE_CACHE_SECONDS = 60;

/** Response header of a stored page naming the nonce its HTML carries. */
const NONCE_HEADER = "X-Page-Nonce";

/** Paths that name their language; the others (webshop pages) take it from Accept-Language. */
const LANGUAGE_PREFIX = /^\/(?:de|en)(?:\/|$)/;

/**
 * Whether a page request may be answered from, and stored in, the shared cache: a page whose
 * language is in its path (the key is the URL), for a visitor without session or personal cookie.
 */
function isShareablePageRequest(env: Env, request: Request, loggedIn: boolean): boolean {
  if (loggedIn || request.method !== "GET" || memoSeconds(env) === 0) return false;
  if (!LANGUAGE_PREFIX.test(new URL(request.url).pathname)) return false;
  const cookie = request.headers.get("Cookie");
  // Names split by hand, not with hono's cookie parser: it skips pairs whose value it finds
  // malformed (quotes, backslashes), and such a cookie may still make the page personal.
  if (cookie) {
    for (const part of cookie.split(";")) {
      const name = part.split("=", 1)[0]?.trim();
      if (name && !isNeutral(name)) return false;
    }
  }
  return true;
}

/**
 * The edge cache key of a page: its URL with the generation appended as one more query
 * parameter (appended, never set, so no visitor URL can name another URL's entry).
 */
export function pageCacheKey(url: string, generation: number): string {
  return `${url}${url.includes("?") ? "&" : "?"}__gen=${generation}`;
}

/** The cache key of a page request at the current generation, or null when its answer may be personal. */
export async function shareablePageKey(env: Env, request: Request, loggedIn: boolean): Promise<string | null> {
  if (!isShareablePageRequest(env, request, loggedIn)) return null;
  return pageCacheKey(request.url, await contentGeneration(env));
}

interface KeptPage {
  html: string;
  /** The nonce the stored HTML carries; swapped for each response's own. */
  nonce: string | null;
  contentType: string;
}

/**
 * The pages this isolate stored or found last, for a few seconds, under the same keys as the
 * edge cache: a memory read is cheaper than a Cache API lookup for the pages asked for most,
 * and a save's new generation misses here as it does there.
 */
const recent = new ExpiringMap<KeptPage>(200);

function keepRecent(key: string, page: KeptPage, seconds: number): void {
  if (seconds > 0) recent.set(key, page, seconds);
}

/**
 * A stored page as a fresh response carrying `nonce`, or null on a miss: from this isolate's
 * recent pages (kept `keepSeconds`), else from the edge cache.
 */
export async function cachedPage(key: string, nonce: string, keepSeconds = 0): Promise<Response | null> {
  let page = recent.get(key);
  if (!page) {
    const stored = await caches.default.match(key);
    if (!stored) return null;
    page = {
      html: await stored.text(),
      nonce: stored.headers.get(NONCE_HEADER),
      contentType: stored.headers.get("Content-Type") ?? "text/html",
    };
    keepRecent(key, page, keepSeconds);
  }
  return new Response(page.nonce ? page.html.replaceAll(page.nonce, nonce) : page.html, {
    status: 200,
    headers: { "Content-Type": page.contentType, "X-Page-Cache": "hit" },
  });
}

/**
 * Streams `response` to the visitor unchanged while keeping a copy; once the stream is complete
 * the copy is stored in the edge cache. Only complete 200 HTML documents are kept, without any
 * header of the response but its content type.
 */
export function storeWhileStreaming(
  key: string,
  nonce: string,
  response: Response,
  waitUntil: (promise: Promise<unknown>) => void,
  keepSeconds = 0,
): Response {
  const contentType = response.headers.get("Content-Type") ?? "";
  if (response.status !== 200 || !contentType.startsWith("text/html") || !response.body) return response;
  const [toVisitor, toCache] = response.body.tee();
  waitUntil(
    new Response(toCache)
      .text()
      .then((html) => {
        keepRecent(key, { html, nonce, contentType }, keepSeconds);
        return caches.default.put(
          key,
          new Response(html, {
            headers: {
              "Content-Type": contentType,
              "Cache-Control": `public, max-age=${EDGE_CACHE_SECONDS}`,
              [NONCE_HEADER]: nonce,
            },
          }),
        );
      })
      // A stream the visitor aborted, or a cache that refused the page, leaves it uncached.
      .catch(() => undefined),
  );
  return new Response(toVisitor, response);
}
