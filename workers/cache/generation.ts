import { cacheKeys } from "./keys";
import { memoSeconds } from "./memo-seconds";

/**
 * The content generation: a number in KV that every save raises. The edge page cache is keyed
 * by it, so a save makes every data centre miss once it reads the new number (ADR 0019).
 */

/** What this isolate last read or wrote, and until when it may answer without KV. */
let known = { value: 0, until: 0 };
/** The highest generation this isolate raised: a KV read never takes it back below its own save. */
let raised = 0;

function parse(stored: string | null): number {
  const value = Number(stored);
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}

function remember(env: Env, value: number): number {
  known = { value, until: Date.now() + memoSeconds(env) * 1000 };
  return value;
}

/**
 * The current content generation, read from KV at most once per CACHE_MEMO_SECONDS per isolate.
 * A failing KV answers the last known value (the cache then serves what it holds).
 */
export async function contentGeneration(env: Env): Promise<number> {
  if (known.until > Date.now()) return known.value;
  try {
    return remember(env, Math.max(parse(await env.CACHE.get(cacheKeys.generation())), raised));
  } catch (error) {
    console.warn("KV read of the content generation failed", error);
    return known.value;
  }
}

/**
 * Raises the generation past the stored one and past the clock (milliseconds), so saves in
 * different isolates at once still leave distinct numbers; this isolate uses it at once. The new
 * number is written once `writeAfter` has settled (a purge's deletions, which run while the
 * stored number is read); `writeAfter` must not reject.
 */
export async function bumpContentGeneration(
  env: Env,
  writeAfter: Promise<unknown> = Promise.resolve(),
): Promise<number> {
  const [read] = await Promise.all([env.CACHE.get(cacheKeys.generation()), writeAfter]);
  const stored = parse(read);
  const next = Math.max(Date.now(), stored + 1, raised + 1);
  await env.CACHE.put(cacheKeys.generation(), String(next));
  raised = next;
  return remember(env, next);
}
