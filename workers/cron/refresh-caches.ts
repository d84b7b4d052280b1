import { languages } from "../../src/i18n/languages";
import { cacheKeys } from "../cache/keys";
import { purgeCache } from "../cache/purge";
import { writeThrough } from "../cache/read-through";
import { listNoindexPaths } from "../db/noindex";
import { listRedirects } from "../db/redirects";
import { getSiteSettings } from "../db/settings";

/**
 * Rewrites the shared caches from D1 so a missed purge is healed within one cron period
 * (ADR 0002). Page payloads are purged by editor saves and expire by TTL, not rebuilt here.
 */
export async function refreshCaches(env: Env): Promise<void> {
  await Promise.all([
    getSiteSettings(env.DB).then((value) => writeThrough(env, cacheKeys.settings(), value)),
    listRedirects(env.DB).then((value) => writeThrough(env, cacheKeys.redirects(), value)),
    listNoindexPaths(env.DB).then((value) => writeThrough(env, cacheKeys.noindex(), value)),
    purgeCache(
      env,
      languages.map((lang) => cacheKeys.nav(lang)),
    ),
  ]);
}
