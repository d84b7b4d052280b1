import { Hono } from "hono";
import {
  LINK_TARGET_KINDS,
  LINK_TARGETS_ONE_KIND,
  LINK_TARGETS_PER_KIND,
  LinkTargetsQuery,
  type LinkTargetsResponse,
} from "../../src/schemas/link-targets";
import { requireEditor } from "../auth/editor";
import { findLinkTargets } from "../db/link-targets";
import { isoSeconds } from "../db/shared";
import type { AppEnv } from "../env";
import { slashOptional } from "./http";
import { parseQuery } from "./validate";

export const linkTargetsApi = new Hono<AppEnv>();

/**
 * GET /{lang}/pageeditor-api/link-targets/?q=&kind=: what the editor's link finder offers —
 * pages, events, productions, articles and forms matching `q`, offline ones included, each with
 * its path in both languages; 10 of each kind, or 30 of the one `kind` names. Editors only (401).
 */
linkTargetsApi.on("GET", slashOptional("/:lang{de|en}/pageeditor-api/link-targets/"), requireEditor(), async (c) => {
  c.header("Cache-Control", "private, no-store");
  const parsed = parseQuery(c, LinkTargetsQuery);
  if (!parsed.ok) return parsed.response;
  const { q = "", kind } = parsed.value;
  const results = await findLinkTargets(c.env.DB, c.get("lang"), {
    q,
    kinds: kind ? [kind] : LINK_TARGET_KINDS,
    limit: kind ? LINK_TARGETS_ONE_KIND : LINK_TARGETS_PER_KIND,
    now: isoSeconds(new Date()),
  });
  const body: LinkTargetsResponse = { results };
  return c.json(body);
});
