import { type RedirectEntry, RedirectList } from "../../src/schemas/redirects";
import { listRedirects } from "../db/redirects";
import { cacheKeys } from "./keys";
import { derivedOnce, readThrough } from "./read-through";

/** The redirect list through KV (rebuilt from D1 on a miss). */
export function readRedirects(env: Env): Promise<RedirectEntry[]> {
  return readThrough(env, {
    key: cacheKeys.redirects(),
    schema: RedirectList,
    load: () => listRedirects(env.DB),
  });
}

const redirectMapOf = derivedOnce(
  (list: RedirectEntry[]) => new Map(list.map((entry) => [entry.old_path, entry.new_path])),
);

/** Old path → new path, for the middleware's exact-path lookup (built once per memoised list). */
export async function readRedirectMap(env: Env): Promise<Map<string, string>> {
  return redirectMapOf(await readRedirects(env));
}
