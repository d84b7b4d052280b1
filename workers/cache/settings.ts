import { SiteSettings } from "../../src/schemas/settings";
import { getSiteSettings } from "../db/settings";
import { cacheKeys } from "./keys";
import { readThrough } from "./read-through";

/** Site settings through KV; D1 on a miss. */
export function readSiteSettings(env: Env, defer?: (p: Promise<unknown>) => void): Promise<SiteSettings> {
  return readThrough(env, {
    key: cacheKeys.settings(),
    schema: SiteSettings,
    load: () => getSiteSettings(env.DB),
    defer,
  });
}
