import { Hono } from "hono";
import { checkedModules } from "../../src/modules/schemas";
import { PageQuery } from "../../src/schemas/pages";
import { readPage } from "../cache/content";
import { getModuleBySlug, getPageRecord, getPageVersionSnapshot, normalisePagePath } from "../db/pages";
import { isoSeconds } from "../db/shared";
import type { AppEnv } from "../env";
import { editableModule, editablePage, inWindow, pageDetail, resolvedModule, visibleModules } from "../views/pages";
import { deferOf, notFound, PRIVATE, slashOptional } from "./http";
import { parseQuery } from "./validate";

/** KV keys are limited to 512 bytes; no real page path comes near this. */
const MAX_PATH_LENGTH = 400;
/** `page/{path}/versions/` is a page's versions list (editing/pages.ts), wherever that is mounted. */
const VERSIONS_LIST = /\/versions\/?$/;

export const pagesApi = new Hono<AppEnv>();

/**
 * GET /{lang}/pageeditor-api/page/{path}: the page (SPEC §3). Visitors get the KV-cached payload
 * with modules outside their online window removed, and a 404 for offline pages. Editors read D1
 * directly and see offline pages; with `?version_id=` a stored version, with the `edit` flag the
 * editable read (ADR 0020): modules as stored with their revisions, unfit ones too.
 */
pagesApi.on("GET", ["/:lang{de|en}/pageeditor-api/page", "/:lang{de|en}/pageeditor-api/page/*"], async (c, next) => {
  if (VERSIONS_LIST.test(c.req.path)) return next();
  const lang = c.get("lang");
  const raw = c.req.path.slice(`/${lang}/pageeditor-api/page`.length);
  if (raw.length > MAX_PATH_LENGTH) return notFound(c);
  const path = normalisePagePath(raw);

  if (c.get("user")) {
    // version_id is the editor's; visitors' values are ignored, not validated.
    const query = parseQuery(c, PageQuery);
    if (!query.ok) return query.response;
    const record = await getPageRecord(c.env.DB, lang, path);
    if (!record) return notFound(c);
    const versionId = query.value.version_id;
    if (versionId !== undefined) {
      const snapshot = await getPageVersionSnapshot(c.env.DB, record.page.id, lang, versionId);
      if (snapshot === null) return notFound(c, "Unknown version.");
      // Shown like the live page, around the live page's siblings and trail.
      const version = await pageDetail(c.env.DB, lang, { ...record, page: snapshot.page, modules: snapshot.modules });
      return c.json({ ...version, version_id: versionId }, 200, PRIVATE);
    }
    if (c.req.query("edit") !== undefined) return c.json(editablePage(lang, record), 200, PRIVATE);
    return c.json(await pageDetail(c.env.DB, lang, record), 200, PRIVATE);
  }

  const page = await readPage(c.env, lang, path, deferOf(c));
  if (!page?.is_online) return notFound(c);
  return c.json({ ...page, modules: visibleModules(page.modules, isoSeconds(new Date())) });
});

/**
 * GET /{lang}/pageeditor-api/container/by-slug/{slug}: the module with that anchor slug and its
 * subtree. Visitors get a 404 when its page is offline or it or a section around it is outside
 * its window. Editors get the module as stored with its revisions (unfit data included, to
 * repair it rather than recreate it); their 404 means the section does not exist yet (SPEC §4:
 * the editor then creates it).
 */
pagesApi.on("GET", slashOptional("/:lang{de|en}/pageeditor-api/container/by-slug/:slug/"), async (c) => {
  const lang = c.get("lang");
  const found = await getModuleBySlug(c.env.DB, lang, c.req.param("slug"));
  if (!found) return notFound(c);
  if (c.get("user")) {
    const module = editableModule(found.rows, found.rootId);
    return module ? c.json(module, 200, PRIVATE) : notFound(c);
  }
  const nowIso = isoSeconds(new Date());
  if (!found.pageOnline || !found.ancestorWindows.every((window) => inWindow(window, nowIso))) return notFound(c);
  const module = await resolvedModule(c.env.DB, lang, found.rows, found.rootId);
  const [visible] = module ? checkedModules(visibleModules([module], nowIso)) : [];
  return visible ? c.json(visible) : notFound(c);
});
