import * as v from "valibot";
import { ExpiringMap } from "./expiring-map";

export interface ReadThroughOptions<S extends v.GenericSchema> {
  key: string;
  schema: S;
  load: () => Promise<v.InferOutput<S>>;
  /** Lets the KV write finish after the response (ctx.waitUntil); awaited when absent. */
  defer?: (promise: Promise<unknown>) => void;
}

// Values this isolate read recently. A page view reads settings, redirects, navigation and the
// page itself; without the memo each of those is a KV round trip on every request (ADR 0002).
const memo = new ExpiringMap<unknown>(500);

/** KV expiry of a cached read; the cron job and editor saves refresh sooner. */
const KV_TTL_SECONDS = 86_400;

/** How long an isolate may reuse what it read (`CACHE_MEMO_SECONDS`; 0 turns memo and page cache off). */
export function memoSeconds(env: Env): number {
  const seconds = Number(env.CACHE_MEMO_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

function remember(env: Env, key: string, value: unknown): void {
  const seconds = memoSeconds(env);
  if (seconds > 0) memo.set(key, value, seconds);
}

/**
 * `load()`'s answer, reused by this isolate for CACHE_MEMO_SECONDS without going to KV: for
 * values cheap to rebuild but not to be rebuilt on every request (e.g. a parsed error page).
 */
export async function memoised<T>(env: Env, key: string, load: () => Promise<T>): Promise<T> {
  const remembered = memo.get(key);
  if (remembered !== undefined) return remembered as T;
  const value = await load();
  remember(env, key, value);
  return value;
}

/** Drops keys from this isolate's memo (a purge also deletes them from KV: see purge.ts). */
export function forgetMemo(keys: readonly string[]): void {
  for (const key of keys) memo.delete(key);
}

/**
 * `derive(value)` computed once per value object: a memoised read answers the same object until
 * it expires, so e.g. a lookup table built from a cached list is built once per memo period.
 */
export function derivedOnce<T extends object, D>(derive: (value: T) => D): (value: T) => D {
  const derived = new WeakMap<T, D>();
  return (value) => {
    if (derived.has(value)) return derived.get(value) as D;
    const result = derive(value);
    derived.set(value, result);
    return result;
  };
}

function storeInKv(env: Env, key: string, value: unknown): Promise<void> {
  return env.CACHE.put(key, JSON.stringify(value), { expirationTtl: KV_TTL_SECONDS });
}

/**
 * Loads a cached value afresh from the source of truth and stores it for later reads, in this
 * isolate's memo and KV: how the cron job heals a missed purge.
 */
export async function refreshThrough<T>(env: Env, source: { key: string; load: () => Promise<T> }): Promise<void> {
  const value = await source.load();
  remember(env, source.key, value);
  await storeInKv(env, source.key, value);
}

/**
 * Reads a derived value from the isolate memo, then KV, validating it; on a miss or an invalid
 * entry loads it from the source of truth and stores it. KV failures degrade to the loader,
 * never to an error.
 */
export function readThrough<S extends v.GenericSchema>(
  env: Env,
  options: ReadThroughOptions<S>,
): Promise<v.InferOutput<S>> {
  return memoised(env, options.key, async () => {
    let stored: unknown = null;
    try {
      stored = await env.CACHE.get(options.key, "json");
    } catch (error) {
      console.warn(`KV read failed for ${options.key}`, error);
    }
    if (stored !== null) {
      const parsed = v.safeParse(options.schema, stored);
      if (parsed.success) return parsed.output;
    }
    const value = await options.load();
    const write = storeInKv(env, options.key, value).catch((error: unknown) =>
      console.warn(`KV write failed for ${options.key}`, error),
    );
    if (options.defer) options.defer(write);
    else await write;
    return value;
  });
}
