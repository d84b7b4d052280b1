export interface RateLimit {
  /** Hits allowed per window. */
  limit: number;
  windowSeconds: number;
}

/** `firstRefusal`: this hit is the window's first over the limit (a lock-out begins). */
export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number; firstRefusal: boolean };

/** Start of the fixed window `now` falls in, in milliseconds. */
function windowStart(now: Date, windowMs: number): number {
  return Math.floor(now.getTime() / windowMs) * windowMs;
}

/**
 * Counts one hit of `bucket` in the current fixed window and says whether it is within the limit.
 * The count is one upsert, so parallel requests each see a distinct count.
 */
export async function hitRateLimit(
  db: D1Database,
  bucket: string,
  { limit, windowSeconds }: RateLimit,
  now: Date,
): Promise<RateLimitResult> {
  const windowMs = windowSeconds * 1000;
  const start = windowStart(now, windowMs);
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?1, ?2, 1)
       ON CONFLICT (bucket, window_start) DO UPDATE SET hits = hits + 1
       RETURNING hits`,
    )
    .bind(bucket, new Date(start).toISOString())
    .first<{ hits: number }>();
  const hits = row?.hits ?? 1;
  if (hits <= limit) return { allowed: true };
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - now.getTime()) / 1000)),
    firstRefusal: hits === limit + 1,
  };
}

/**
 * Takes back one hit of `bucket` in the window of `now` (a hit that should not count after all),
 * as a statement to run in the batch that settles it.
 */
export function refundRateLimit(
  db: D1Database,
  bucket: string,
  { windowSeconds }: RateLimit,
  now: Date,
): D1PreparedStatement {
  const start = windowStart(now, windowSeconds * 1000);
  return db
    .prepare("UPDATE rate_limits SET hits = hits - 1 WHERE bucket = ?1 AND window_start = ?2 AND hits > 0")
    .bind(bucket, new Date(start).toISOString());
}

/** Drops windows that ended before `before` (cron). */
export async function pruneRateLimits(db: D1Database, before: Date): Promise<void> {
  await db.prepare("DELETE FROM rate_limits WHERE window_start < ?1").bind(before.toISOString()).run();
}
