import { type RedirectEntry, RedirectList } from "../../src/schemas/redirects";
import { listRedirects } from "../db/redirects";
import { cacheKeys } from "./keys";
import { derivedOnce, readThrough, refreshThrough } from "./read-through";

function redirectsSource(env: Env) {
  return { key: cacheKeys.redirects(), schema: RedirectList, load: () => listRedirects(env.DB) };
}

/** The redirect list through KV (rebuilt from D1 on a miss). */
export function readRedirects(env: Env): Promise<RedirectEntry[]> {
  return readThrough(env, redirectsSource(env));
}

/** Rewrites the cached redirect list from D1. */
export function refreshRedirects(env: Env): Promise<boolean> {
  return refreshThrough(env, redirectsSource(env));
}

const redirectMapOf = derivedOnce(
  (list: RedirectEntry[]) => new Map(list.map((entry) => [entry.old_path, entry.new_path])),
);

/** Old path → new path, for the middleware's exact-path lookup (built once per memoised list). */
export async function readRedirectMap(env: Env): Promise<Map<string, string>> {
  return redirectMapOf(await readRedirects(env));
}
