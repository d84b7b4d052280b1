import type { Lang } from "../../src/lib/languages";

/**
 * Every KV key the site uses, versioned so a shape change can never read an old value
 * (bump CACHE_VERSION instead of flushing). Writers purge by these same builders.
 */
const CACHE_VERSION = "v4";

export const cacheKeys = {
  settings: () => `${CACHE_VERSION}:settings`,
  redirects: () => `${CACHE_VERSION}:redirects`,
  noindex: () => `${CACHE_VERSION}:noindex`,
  nav: (lang: Lang) => `${CACHE_VERSION}:nav:${lang}`,
  page: (lang: Lang, path: string) => `${CACHE_VERSION}:page:${lang}:${path}`,
  filterOptions: (kind: string, lang: Lang) => `${CACHE_VERSION}:options:${kind}:${lang}`,
  breakingNews: (lang: Lang) => `${CACHE_VERSION}:breaking-news:${lang}`,
  /** The content generation the edge page cache is keyed by (./generation.ts). */
  generation: () => `${CACHE_VERSION}:generation`,
} as const;
