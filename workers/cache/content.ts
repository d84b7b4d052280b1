import type { Lang } from "../../src/lib/languages";
import { BreakingNewsCache, type BreakingNewsCacheEntry } from "../../src/schemas/breaking-news";
import { type FilterOption, type FilterOptionKind, FilterOptionList } from "../../src/schemas/filter-options";
import { NavResponse, PageDetail } from "../../src/schemas/pages";
import { listActiveAlerts } from "../db/breaking-news";
import { listFilterOptions } from "../db/filter-options";
import { getNavigation } from "../db/nav";
import { getPageRecord } from "../db/pages";
import { pageDetail } from "../views/pages";
import { cacheKeys } from "./keys";
import { readThrough } from "./read-through";

type Defer = ((promise: Promise<unknown>) => void) | undefined;

/** Read-through helpers for the content the API serves to visitors (keys in ./keys.ts). */

export function readFilterOptions(env: Env, kind: FilterOptionKind, lang: Lang, defer: Defer): Promise<FilterOption[]> {
  return readThrough(env, {
    key: cacheKeys.filterOptions(kind, lang),
    schema: FilterOptionList,
    load: () => listFilterOptions(env.DB, kind, lang),
    defer,
  });
}

export function readNav(env: Env, lang: Lang, defer: Defer): Promise<NavResponse> {
  return readThrough(env, {
    key: cacheKeys.nav(lang),
    schema: NavResponse,
    load: () => getNavigation(env.DB, lang),
    defer,
  });
}

/** Active alerts with their windows; callers filter by the clock (activeAlerts). */
export function readBreakingNews(env: Env, lang: Lang, defer: Defer): Promise<BreakingNewsCacheEntry[]> {
  return readThrough(env, {
    key: cacheKeys.breakingNews(lang),
    schema: BreakingNewsCache,
    load: () => listActiveAlerts(env.DB, lang),
    defer,
  });
}

class PageMissing extends Error {}

/**
 * A page payload for visitors: the full module tree (windows are applied per request) and the
 * is_online flag (offline pages are cached too, the caller answers 404). Unknown paths are not
 * cached, so random URLs cannot fill KV.
 */
export async function readPage(env: Env, lang: Lang, path: string, defer: Defer): Promise<PageDetail | null> {
  try {
    return await readThrough(env, {
      key: cacheKeys.page(lang, path),
      schema: PageDetail,
      load: async () => {
        const record = await getPageRecord(env.DB, lang, path);
        if (record === null) throw new PageMissing(path);
        return pageDetail(env.DB, lang, record);
      },
      defer,
    });
  } catch (error) {
    if (error instanceof PageMissing) return null;
    throw error;
  }
}
