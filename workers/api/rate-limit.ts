import type { Context, MiddlewareHandler } from "hono";
import { sha256Hex } from "../auth/tokens";
import { hitRateLimit, type RateLimit } from "../db/rate-limits";
import type { AppEnv } from "../env";

/**
 * Hash of the visitor's address (Cloudflare's CF-Connecting-IP): what rate limits and form
 * entries store, so the tables hold no plain addresses.
 */
export function clientAddressHash(c: Context<AppEnv>): Promise<string> {
  return sha256Hex(c.req.header("CF-Connecting-IP") ?? "unknown");
}

/**
 * Per-address limit of a visitor write call (spam guard): over `limit` hits in the window
 * answers 429 with Retry-After. `scope` keeps the calls' budgets apart.
 */
export function rateLimit(scope: string, limit: RateLimit): MiddlewareHandler<AppEnv> {
  return async function rateLimit(c, next) {
    const bucket = `${scope}:${await clientAddressHash(c)}`;
    const result = await hitRateLimit(c.env.DB, bucket, limit, new Date());
    if (!result.allowed) {
      c.header("Retry-After", String(result.retryAfterSeconds));
      return c.json({ error: "rate_limited", detail: "Too many requests. Please try again later." }, 429);
    }
    await next();
  };
}
