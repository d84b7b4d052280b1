import { forgetMemo } from "./read-through";

/** Invalidates cached reads everywhere this isolate can reach: its memo and KV. */
export async function purgeCache(env: Env, keys: readonly string[]): Promise<void> {
  forgetMemo(keys);
  await Promise.all(keys.map((key) => env.CACHE.delete(key)));
}
