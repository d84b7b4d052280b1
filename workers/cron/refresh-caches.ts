import { languages } from "../../src/i18n/languages";
import { cacheKeys } from "../cache/keys";
import { purgeCache } from "../cache/purge";
import { forgetMemo } from "../cache/read-through";
import { listNoindexPaths } from "../db/noindex";
import { listRedirects } from "../db/redirects";
import { getSiteSettings } from "../db/settings";

/**
 * Rewrites the shared caches from D1 so a missed purge is healed within one cron period
 * (ADR 0002). Page payloads are purged by editor saves and expire by TTL, not rebuilt here.
 */
export async function refreshCaches(env: Env): Promise<void> {
  const put = (key: string, value: unknown) => {
    forgetMemo([key]);
    return env.CACHE.put(key, JSON.stringify(value), { expirationTtl: 86_400 });
  };
  await Promise.all([
    getSiteSettings(env.DB).then((value) => put(cacheKeys.settings(), value)),
    listRedirects(env.DB).then((value) => put(cacheKeys.redirects(), value)),
    listNoindexPaths(env.DB).then((value) => put(cacheKeys.noindex(), value)),
    purgeCache(
      env,
      languages.map((lang) => cacheKeys.nav(lang)),
    ),
  ]);
}
