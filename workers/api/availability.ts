import { Hono } from "hono";
import { type AvailabilityAnswer, AvailabilityQuery } from "../../src/schemas/availability";
import { DEFAULT_FEW_SEATS_PERCENT } from "../../src/schemas/settings";
import type { AppEnv } from "../env";
import { liveAvailability } from "../shop/live-availability";
import { deferOf, slashOptional } from "./http";
import { validQuery } from "./validate";

/**
 * How long the data centre keeps an answer (ADR 0035): a page's dates are asked for by every
 * visitor of that page, and the inventories answer each date at most this often per list;
 * a sale shows on the pages at most this late.
 */
export const AVAILABILITY_CACHE_SECONDS = 10;

/** Response header telling whether the answer came from the edge cache (hit) or the inventories (miss). */
const CACHE_HEADER = "X-Availability-Cache";

/**
 * The edge cache key of an answer: the ids sorted, so every page (and every order of its
 * cards) showing the same dates shares one entry.
 */
export function availabilityCacheKey(origin: string, ids: readonly number[]): string {
  return `${origin}/api/availability/?events=${[...ids].sort((a, b) => a - b).join(",")}`;
}

function answer(body: string, cache: "hit" | "miss"): Response {
  // The visitor's browser keeps nothing: a second look at the page asks again (the edge answers).
  return new Response(body, {
    headers: { "Content-Type": "application/json", "Cache-Control": "no-cache", [CACHE_HEADER]: cache },
  });
}

export const availabilityApi = new Hono<AppEnv>();

/**
 * GET /api/availability/?events=12,13,14: each date's seats now ('available' | 'few' |
 * 'sold_out'), from the dates' ticket inventories, for pages served from the cache (SPEC §7).
 * Dates that sell no tickets (none, cancelled, postponed, past) or whose shop did not answer are
 * left out. Bad ids → 400 naming the problem.
 */
availabilityApi.on("GET", slashOptional("/api/availability/"), validQuery(AvailabilityQuery), async (c) => {
  const ids = c.req.valid("query").events;
  const key = availabilityCacheKey(new URL(c.req.url).origin, ids);
  const cached = await caches.default.match(key);
  if (cached) return answer(await cached.text(), "hit");
  const fewPercent = c.get("settings")?.design.fewSeatsPercent ?? DEFAULT_FEW_SEATS_PERCENT;
  let body: string;
  try {
    body = JSON.stringify({ events: await liveAvailability(c.env, ids, fewPercent) } satisfies AvailabilityAnswer);
  } catch (error) {
    // The dates could not be read (D1): the pages keep their cached labels and ask again later.
    console.error("availability: the dates could not be read", error);
    return c.json({ error: "unavailable", detail: "Availability is not available right now." }, 503, {
      "Retry-After": "2",
    });
  }
  const store = caches.default.put(
    key,
    new Response(body, {
      headers: { "Content-Type": "application/json", "Cache-Control": `public, max-age=${AVAILABILITY_CACHE_SECONDS}` },
    }),
  );
  const defer = deferOf(c);
  if (defer) defer(store.catch(() => undefined));
  else await store.catch(() => undefined);
  return answer(body, "miss");
});
