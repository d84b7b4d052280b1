import type { Lang } from "../../src/lib/languages";
import { type NoindexEntry, NoindexList } from "../../src/schemas/noindex";
import { listNoindexPaths } from "../db/noindex";
import { cacheKeys } from "./keys";
import { derivedOnce, readThrough, refreshThrough } from "./read-through";

/** Whether a page (path without its language prefix) is on `lang`'s noindex list. */
export type IsNoindexed = (lang: Lang, path: string) => boolean;

function noindexSource(env: Env) {
  return { key: cacheKeys.noindex(), schema: NoindexList, load: () => listNoindexPaths(env.DB) };
}

const noindexCheckOf = derivedOnce((list: NoindexEntry[]): IsNoindexed => {
  const listed = new Set(list.map((entry) => `${entry.lang}:${entry.path}`));
  return (lang, path) => listed.has(`${lang}:${path}`);
});

/**
 * The noindex list through KV (rebuilt from D1 on a miss) as a lookup, built once per memoised
 * list: the X-Robots-Tag middleware and the sitemaps ask the same list.
 */
export async function readNoindexCheck(env: Env): Promise<IsNoindexed> {
  return noindexCheckOf(await readThrough(env, noindexSource(env)));
}

/** Rewrites the cached noindex list from D1. */
export function refreshNoindexList(env: Env): Promise<boolean> {
  return refreshThrough(env, noindexSource(env));
}
