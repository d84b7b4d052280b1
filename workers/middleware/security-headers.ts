import type { MiddlewareHandler } from "hono";
import { embedFrameSources } from "../../src/lib/embeds";
import { OPENSTREETMAP_ORIGIN } from "../../src/lib/openstreetmap";
import type { AppEnv } from "../env";

const YEAR_SECONDS = 31_536_000;
const TAG_MANAGER_HOSTS = "https://*.googletagmanager.com https://*.google-analytics.com";
const EMBED_FRAME_SOURCES = embedFrameSources().join(" ");

function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The CSP for an HTML document: scripts only by nonce, nothing framed by other sites. */
function contentSecurityPolicy(nonce: string, dev: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src-elem 'self' 'nonce-${nonce}'`,
    // React style props become style attributes; they cannot carry a nonce.
    "style-src-attr 'unsafe-inline'",
    // The tag manager (loaded only after tracking consent; its script is allowed by
    // 'strict-dynamic') sends its hits as images and fetches to these hosts.
    `img-src 'self' data: blob: ${TAG_MANAGER_HOSTS}`,
    "font-src 'self'",
    dev ? `connect-src 'self' ws: wss: ${TAG_MANAGER_HOSTS}` : `connect-src 'self' ${TAG_MANAGER_HOSTS}`,
    // Venue maps and the content modules' players, framed after media consent.
    `frame-src 'self' ${OPENSTREETMAP_ORIGIN} ${EMBED_FRAME_SOURCES}`,
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

/**
 * Headers every response carries. Static files are answered by the assets binding before the
 * worker runs, so public/_headers repeats them (security-headers.test.ts keeps the two in step).
 */
export const HARDENING_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": `max-age=${YEAR_SECONDS}; includeSubDomains`,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
};

/** First in the chain: creates the nonce and sets security headers on every response. */
export function securityHeaders(options: { dev?: boolean } = {}): MiddlewareHandler<AppEnv> {
  return async function securityHeaders(c, next) {
    const nonce = createNonce();
    c.set("nonce", nonce);
    await next();
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(HARDENING_HEADERS)) headers.set(name, value);
    // A response that brings a policy of its own (a stored file served for download) keeps it.
    if (headers.get("Content-Type")?.startsWith("text/html") && !headers.has("Content-Security-Policy")) {
      headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, options.dev ?? false));
    }
  };
}
