import { SiteSettings } from "../../src/schemas/settings";
import { getSiteSettings } from "../db/settings";
import { cacheKeys } from "./keys";
import { readThrough, refreshThrough } from "./read-through";

function siteSettingsSource(env: Env) {
  return { key: cacheKeys.settings(), schema: SiteSettings, load: () => getSiteSettings(env.DB) };
}

/** Site settings through KV; D1 on a miss. */
export function readSiteSettings(env: Env, defer?: (p: Promise<unknown>) => void): Promise<SiteSettings> {
  return readThrough(env, { ...siteSettingsSource(env), defer });
}

/** Rewrites the cached site settings from D1. */
export function refreshSiteSettings(env: Env): Promise<boolean> {
  return refreshThrough(env, siteSettingsSource(env));
}
