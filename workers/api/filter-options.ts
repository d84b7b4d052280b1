import { Hono } from "hono";
import { createTranslator, loadMessages } from "../../src/i18n/messages";
import { ACCESS_FEATURES } from "../../src/lib/access-features";
import type { AccessFeatureOption } from "../../src/schemas/access";
import { filterOptionKinds } from "../../src/schemas/filter-options";
import { readFilterOptions } from "../cache/content";
import type { AppEnv } from "../env";
import { deferOf, slashOptional } from "./http";

export const filterOptionsApi = new Hono<AppEnv>();

/**
 * GET /api/rooms/, /api/exhibition-types/, /api/event-tags/, /api/series/, /api/genres/,
 * /api/seasons/, /api/production-tags/: `[{ id, name, show_in_filter, slug? }]` in the request's
 * language, through KV.
 */
for (const kind of filterOptionKinds) {
  filterOptionsApi.on("GET", slashOptional(`/api/${kind}/`), async (c) => {
    return c.json(await readFilterOptions(c.env, kind, c.get("lang"), deferOf(c)));
  });
}

/**
 * GET /api/access-features/: the programme's accessibility filter, `[{ id, name }]` in the
 * request's language, every feature in a fixed order (ADR 0037). From the message catalogue, so
 * the filter bar and the event pages name a feature alike.
 */
filterOptionsApi.on("GET", slashOptional("/api/access-features/"), async (c) => {
  const lang = c.get("lang");
  await loadMessages(lang);
  const t = createTranslator(lang);
  const options: AccessFeatureOption[] = ACCESS_FEATURES.map((id) => ({ id, name: t(`access.feature.${id}`) }));
  return c.json(options);
});
