import * as v from "valibot";
import { ExpiringMap } from "./expiring-map";
import { contentGeneration } from "./generation";
import { memoSeconds } from "./memo-seconds";

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

/** A cached read with the content generation it was loaded at. */
interface Generational {
  generation: number;
  value: unknown;
}

/** KV metadata of a cached read: the content generation it was loaded at. */
interface StoredMetadata {
  generation?: number;
}

// Cached reads this isolate holds, each with its generation (readThrough).
const reads = new ExpiringMap<Generational>(500);

/** Drops keys from this isolate's memo (a purge also deletes them from KV: see purge.ts). */
export function forgetMemo(keys: readonly string[]): void {
  for (const key of keys) {
    memo.delete(key);
    reads.delete(key);
  }
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

function keep(env: Env, key: string, read: Generational): void {
  const seconds = memoSeconds(env);
  if (seconds > 0) reads.set(key, read, seconds);
}

function storeInKv(env: Env, key: string, read: Generational): Promise<void> {
  const metadata: StoredMetadata = { generation: read.generation };
  return env.CACHE.put(key, JSON.stringify(read.value), { expirationTtl: KV_TTL_SECONDS, metadata });
}

/**
 * Loads a cached value afresh from the source of truth and stores it for later reads, in this
 * isolate's memo and KV: how the cron job heals a missed purge. Answers whether the value
 * differs from what KV held (a change written behind the cache's back), for the caller to
 * retire the pages rendered with the old one; nothing held (a save purged it, or KV failed)
 * is no sign of a change.
 */
export async function refreshThrough<T>(env: Env, source: { key: string; load: () => Promise<T> }): Promise<boolean> {
  const read = { generation: await contentGeneration(env), value: await source.load() };
  const before = await env.CACHE.get(source.key).catch(() => null);
  keep(env, source.key, read);
  await storeInKv(env, source.key, read);
  return before !== null && before !== JSON.stringify(read.value);
}

/**
 * Reads a derived value from the isolate memo, then KV, validating it; on a miss or an invalid
 * entry loads it from the source of truth and stores it. KV failures degrade to the loader,
 * never to an error.
 *
 * Each value carries the content generation read before it was loaded, and one older than the
 * current generation is a miss: a load that overlapped a save may have read the rows before it,
 * and storing it after the save's purge must not bring the old value back (ADR 0019).
 */
export async function readThrough<S extends v.GenericSchema>(
  env: Env,
  options: ReadThroughOptions<S>,
): Promise<v.InferOutput<S>> {
  const generation = await contentGeneration(env);
  const remembered = reads.get(options.key);
  if (remembered !== undefined && remembered.generation >= generation) return remembered.value;
  let stored: KVNamespaceGetWithMetadataResult<unknown, StoredMetadata> | null = null;
  try {
    stored = await env.CACHE.getWithMetadata<unknown, StoredMetadata>(options.key, "json");
  } catch (error) {
    console.warn(`KV read failed for ${options.key}`, error);
  }
  const storedGeneration = stored?.metadata?.generation ?? 0;
  if (stored?.value != null && storedGeneration >= generation) {
    const parsed = v.safeParse(options.schema, stored.value);
    if (parsed.success) {
      keep(env, options.key, { generation: storedGeneration, value: parsed.output });
      return parsed.output;
    }
  }
  const read = { generation, value: await options.load() };
  keep(env, options.key, read);
  const write = storeInKv(env, options.key, read).catch((error: unknown) =>
    console.warn(`KV write failed for ${options.key}`, error),
  );
  if (options.defer) options.defer(write);
  else await write;
  return read.value;
}
