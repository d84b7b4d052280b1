import { languages } from "../../src/lib/languages";
import { bumpContentGeneration } from "../cache/generation";
import { cacheKeys } from "../cache/keys";
import { refreshNoindexList } from "../cache/noindex";
import { purgeCache } from "../cache/purge";
import { refreshRedirects } from "../cache/redirects";
import { refreshSiteSettings } from "../cache/settings";

/**
 * Rewrites the shared caches from D1 so a missed purge is healed within one cron period
 * (ADR 0002). Page payloads are purged by editor saves and expire by TTL, not rebuilt here.
 * Settings, redirects or the noindex list that changed in D1 without a save of the site's
 * (a purge that failed, a row written by hand) also raise the content generation, so pages
 * rendered with the old ones leave the edge cache (ADR 0019).
 */
export async function refreshCaches(env: Env): Promise<void> {
  const [settings, redirects, noindex] = await Promise.all([
    refreshSiteSettings(env),
    refreshRedirects(env),
    refreshNoindexList(env),
    purgeCache(
      env,
      languages.map((lang) => cacheKeys.nav(lang)),
    ),
  ]);
  if (settings || redirects || noindex) await bumpContentGeneration(env);
}
