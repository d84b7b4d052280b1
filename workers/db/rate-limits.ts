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

/**
 * A growing delay: `free` attempts may follow each other at once; from then on, each attempt
 * counted makes the next wait `firstSeconds`, doubling with every further one up to `maxSeconds`.
 */
export interface GrowingDelay {
  free: number;
  firstSeconds: number;
  maxSeconds: number;
}

/** How long the next attempt waits after the `count`th one was counted. */
function delaySeconds({ free, firstSeconds, maxSeconds }: GrowingDelay, count: number): number {
  return count < free ? 0 : Math.min(maxSeconds, firstSeconds * 2 ** Math.min(count - free, 30));
}

const unixSeconds = (now: Date) => Math.floor(now.getTime() / 1000);

/**
 * Counts one attempt of `bucket` if its wait has ended, else refuses it with the seconds left.
 * Counting and moving the wait on are one upsert, so of parallel attempts only the first passes
 * once the wait begins. `firstRefusal`: the first attempt refused since the last one counted.
 */
export async function hitSignInDelay(
  db: D1Database,
  bucket: string,
  delay: GrowingDelay,
  now: Date,
): Promise<RateLimitResult> {
  const seconds = unixSeconds(now);
  // The update moves the wait on as delaySeconds does, from the count it finds in the row.
  const counted = await db
    .prepare(
      `INSERT INTO sign_in_delays (bucket, failures, retry_at) VALUES (?1, 1, ?2 + ?3)
       ON CONFLICT (bucket) DO UPDATE SET
         failures = failures + 1,
         retry_at = ?2 + CASE WHEN failures + 1 < ?4 THEN 0 ELSE min(?6, ?5 << min(failures + 1 - ?4, 30)) END,
         refusals = 0
       WHERE retry_at <= ?2
       RETURNING failures`,
    )
    .bind(bucket, seconds, delaySeconds(delay, 1), delay.free, delay.firstSeconds, delay.maxSeconds)
    .first<{ failures: number }>();
  if (counted) return { allowed: true };
  const refused = await db
    .prepare("UPDATE sign_in_delays SET refusals = refusals + 1 WHERE bucket = ?1 RETURNING retry_at, refusals")
    .bind(bucket)
    .first<{ retry_at: number; refusals: number }>();
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, (refused?.retry_at ?? seconds) - seconds),
    firstRefusal: refused?.refusals === 1,
  };
}

/** Forgets the attempts of `bucket` (they ended in success), as a statement for that batch. */
export function clearSignInDelay(db: D1Database, bucket: string): D1PreparedStatement {
  return db.prepare("DELETE FROM sign_in_delays WHERE bucket = ?1").bind(bucket);
}

/** Drops windows that ended before `before`, and delays whose wait ended before it (cron). */
export async function pruneRateLimits(db: D1Database, before: Date): Promise<void> {
  await db.batch([
    db.prepare("DELETE FROM rate_limits WHERE window_start < ?1").bind(before.toISOString()),
    db.prepare("DELETE FROM sign_in_delays WHERE retry_at < ?1").bind(unixSeconds(before)),
  ]);
}
