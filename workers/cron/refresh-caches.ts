import { languages } from "../../src/i18n/languages";
import { cacheKeys } from "../cache/keys";
import { listRedirects } from "../db/redirects";
import { getSiteSettings } from "../db/settings";

/**
 * Rewrites the shared caches from D1 so a missed purge is healed within one cron period
 * (ADR 0002). Page payloads are purged by editor saves and expire by TTL, not rebuilt here.
 */
export async function refreshCaches(env: Env): Promise<void> {
  const put = (key: string, value: unknown) => env.CACHE.put(key, JSON.stringify(value), { expirationTtl: 86_400 });
  await Promise.all([
    getSiteSettings(env.DB).then((value) => put(cacheKeys.settings(), value)),
    listRedirects(env.DB).then((value) => put(cacheKeys.redirects(), value)),
    ...languages.map((lang) => env.CACHE.delete(cacheKeys.nav(lang))),
  ]);
}
