import { languages } from "../../src/lib/languages";
import { cacheKeys } from "../cache/keys";
import { refreshNoindexList } from "../cache/noindex";
import { purgeCache } from "../cache/purge";
import { refreshRedirects } from "../cache/redirects";
import { refreshSiteSettings } from "../cache/settings";

/**
 * Rewrites the shared caches from D1 so a missed purge is healed within one cron period
 * (ADR 0002). Page payloads are purged by editor saves and expire by TTL, not rebuilt here.
 */
export async function refreshCaches(env: Env): Promise<void> {
  await Promise.all([
    refreshSiteSettings(env),
    refreshRedirects(env),
    refreshNoindexList(env),
    purgeCache(
      env,
      languages.map((lang) => cacheKeys.nav(lang)),
    ),
  ]);
}
