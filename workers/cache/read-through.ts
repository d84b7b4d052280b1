import * as v from "valibot";

export interface ReadThroughOptions<S extends v.GenericSchema> {
  key: string;
  schema: S;
  load: () => Promise<v.InferOutput<S>>;
  /** KV expiry; the cron job and editor saves refresh sooner. */
  ttlSeconds?: number;
  /** Lets the KV write finish after the response (ctx.waitUntil); awaited when absent. */
  defer?: (promise: Promise<unknown>) => void;
}

/**
 * Reads a derived value from KV, validating it; on a miss or an invalid entry loads it from
 * the source of truth and stores it. KV failures degrade to the loader, never to an error.
 */
export async function readThrough<S extends v.GenericSchema>(
  kv: KVNamespace,
  options: ReadThroughOptions<S>,
): Promise<v.InferOutput<S>> {
  let stored: unknown = null;
  try {
    stored = await kv.get(options.key, "json");
  } catch (error) {
    console.warn(`KV read failed for ${options.key}`, error);
  }
  if (stored !== null) {
    const parsed = v.safeParse(options.schema, stored);
    if (parsed.success) return parsed.output;
  }
  const value = await options.load();
  const write = kv
    .put(options.key, JSON.stringify(value), { expirationTtl: options.ttlSeconds ?? 86_400 })
    .catch((error: unknown) => console.warn(`KV write failed for ${options.key}`, error));
  if (options.defer) options.defer(write);
  else await write;
  return value;
}
