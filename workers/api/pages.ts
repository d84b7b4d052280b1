import { Hono } from "hono";
import { checkedModules } from "../../src/modules/schemas";
import { type PageModule, PageQuery } from "../../src/schemas/pages";
import { readPage } from "../cache/content";
import { getModuleBySlug, getPageByPath, getPageVersionSnapshot, normalisePagePath, visibleModules } from "../db/pages";
import { isoSeconds } from "../db/shared";
import type { AppEnv } from "../env";
import { deferOf, notFound, slashOptional } from "./http";
import { parseQuery } from "./validate";

/** KV keys are limited to 512 bytes; no real page path comes near this. */
const MAX_PATH_LENGTH = 400;
const PRIVATE = { "Cache-Control": "private, no-store" } as const;

export const pagesApi = new Hono<AppEnv>();

/**
 * GET /{lang}/pageeditor-api/page/{path}: the page (SPEC §3). Visitors get the KV-cached payload
 * with modules outside their online window removed, and a 404 for offline pages; logged-in
 * editors read D1 directly, see offline pages and may ask for `?version_id=`.
 */
pagesApi.on("GET", ["/:lang{de|en}/pageeditor-api/page", "/:lang{de|en}/pageeditor-api/page/*"], async (c) => {
  const lang = c.get("lang");
  const raw = c.req.path.slice(`/${lang}/pageeditor-api/page`.length);
  if (raw.length > MAX_PATH_LENGTH) return notFound(c);
  const path = normalisePagePath(raw);

  if (c.get("user")) {
    // version_id is the editor's; visitors' values are ignored, not validated.
    const query = parseQuery(c, PageQuery);
    if (!query.ok) return query.response;
    const page = await getPageByPath(c.env.DB, lang, path);
    if (!page) return notFound(c);
    const versionId = query.value.version_id;
    if (versionId === undefined) return c.json(page, 200, PRIVATE);
    const snapshot = await getPageVersionSnapshot(c.env.DB, page.id, lang, versionId);
    if (snapshot === null || typeof snapshot !== "object") return notFound(c, "Unknown version.");
    // Rendered like the live page, so its modules are checked the same way.
    const { modules } = snapshot as { modules?: unknown };
    const checked = Array.isArray(modules) ? { modules: checkedModules(modules as PageModule[]) } : {};
    // Snapshots stored before `ancestors` existed lack it; the live trail stands in for them.
    return c.json({ ancestors: page.ancestors, ...snapshot, ...checked, version_id: versionId }, 200, PRIVATE);
  }

  const page = await readPage(c.env, lang, path, deferOf(c));
  if (!page?.is_online) return notFound(c);
  return c.json({ ...page, modules: visibleModules(page.modules, isoSeconds(new Date())) });
});

/**
 * GET /{lang}/pageeditor-api/container/by-slug/{slug}: the module with that anchor slug and its
 * subtree. Visitors get a 404 when its page is offline or it or a section around it is outside
 * its window; an editor's
 * 404 means the section does not exist yet (SPEC §4: the editor then creates it).
 */
pagesApi.on("GET", slashOptional("/:lang{de|en}/pageeditor-api/container/by-slug/:slug/"), async (c) => {
  const nowIso = isoSeconds(new Date());
  const found = await getModuleBySlug(c.env.DB, c.get("lang"), c.req.param("slug"), nowIso);
  if (!found) return notFound(c);
  // The editor gets the module as stored, unfit data included (to repair it, not to recreate it).
  if (c.get("user")) return c.json(found.module, 200, PRIVATE);
  if (!found.pageOnline || !found.ancestorsShown) return notFound(c);
  const [visible] = checkedModules(visibleModules([found.module], nowIso));
  return visible ? c.json(visible) : notFound(c);
});
