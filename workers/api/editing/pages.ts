import { Hono } from "hono";
import * as v from "valibot";
import { type Lang, languages } from "../../../src/lib/languages";
import type { FieldProblem } from "../../../src/modules/editing";
import { PageParam } from "../../../src/schemas/common";
import { ModuleRevision, PageCreate, PagePatch, pagePathProblem } from "../../../src/schemas/editing";
import { requireEditor } from "../../auth/editor";
import { activityRow, reserveIds, staleGuard, versionStatements } from "../../db/page-edits";
import {
  deletePage,
  getChildPages,
  getModuleHolders,
  getPageRowAt,
  getSeenRevisions,
  insertPageRow,
  isAtOrBelow,
  isPathTaken,
  listPageVersions,
  mediaKeyExists,
  nextPagePosition,
  noChildrenGuard,
  replaceModuleStatements,
  updatePageRow,
} from "../../db/page-writes";
import {
  getPageRecord,
  getPageRow,
  getPageVersionSnapshot,
  type ModuleRow,
  normalisePagePath,
  type PageRow,
} from "../../db/pages";
import { freedUrlStatements, getRedirectRows, pageMoveStatements } from "../../db/redirects";
import { pageOffset } from "../../db/shared";
import { pageUrl } from "../../db/urls";
import type { AppEnv } from "../../env";
import { editablePage } from "../../views/pages";
import { invalidPage, notFound, PRIVATE, pagedEnvelope, parseId, slashOptional, unprocessable } from "../http";
import { parseQuery } from "../validate";
import { type Ctx, editContext, editorJson, save, saveFailed } from "./kit";

/**
 * The page editor's page writes (SPEC §7, ADR 0022): a page's fields and urls, new pages, deleting
 * a page without children, the versions list and restoring a version. Each save is one D1 batch
 * (the page row, the redirects a url change needs, a version, an activity row), refused whole
 * when the page's revision is stale, and purges what it touched before it answers.
 */

/** Page fields are short texts. */
const BODY_KIB = 64;
const VERSIONS_PAGE_SIZE = 20;
/** KV keys are limited to 512 bytes; no real page path comes near this (as the page call). */
const MAX_PATH_LENGTH = 400;
const base = "/page";

export const pageWritesApi = new Hono<AppEnv>();

function pathTaken(c: Ctx, lang: Lang) {
  return c.json({ error: "path_taken", field: `urls.${lang}`, detail: "Another page has this url." }, 409, PRIVATE);
}

/** The editor's read of page `id` in the request's language, or null when it is gone. */
async function currentPage(c: Ctx, id: number) {
  const lang = c.get("lang");
  const row = await getPageRow(c.env.DB, id);
  const record = row ? await getPageRecord(c.env.DB, lang, row[`path_${lang}`]) : null;
  return record ? editablePage(lang, record) : null;
}

/** The stored path in the request path after `…/page` and before `suffix`, or null when too long. */
function pathOf(c: Ctx, suffix: RegExp = /$/): string | null {
  const raw = c.req.path.slice(`/${c.get("lang")}/pageeditor-api/page`.length).replace(suffix, "");
  return raw.length > MAX_PATH_LENGTH ? null : normalisePagePath(raw);
}

async function targetPage(c: Ctx, suffix?: RegExp): Promise<PageRow | Response> {
  const path = pathOf(c, suffix);
  const page = path === null ? null : await getPageRowAt(c.env.DB, c.get("lang"), path);
  return page ?? notFound(c);
}

/**
 * A url of the page call's shape for `lang` → the stored path, or the problem with it. `current`
 * is the page's path now: keeping it is always fine, and the home page keeps its url.
 */
function checkedPath(lang: Lang, url: string, current: string | null): string | FieldProblem {
  const field = `urls.${lang}`;
  if (url !== `/${lang}` && !url.startsWith(`/${lang}/`)) return { path: field, message: `Start with /${lang}.` };
  const path = normalisePagePath(url.slice(lang.length + 1));
  if (path === current) return path;
  if (current === "/") return { path: field, message: `The home page stays at /${lang}.` };
  const problem = pagePathProblem(path);
  return problem === null ? path : { path: field, message: problem };
}

const flag = (value: boolean | undefined, current: number) => (value === undefined ? current : value ? 1 : 0);
/** Optional texts: absent keeps the stored value, an empty one clears it. */
const text = (value: string | null | undefined, current: string | null) =>
  value === undefined ? current : value === "" ? null : value;

/**
 * An Open Graph image as a media key: the editable read answers the image's url
 * (`/media/{key}/original.jpg`), and an editor sending the read back means that key.
 */
function mediaKey(value: string | null | undefined): string | null | undefined {
  return value?.match(/^\/media\/(.+)\/original\.jpg$/)?.[1] ?? value;
}

type PageFields = v.InferOutput<typeof PagePatch> | v.InferOutput<typeof PageCreate>;

/** The fields both PATCH and POST take, applied to a row in `lang`. */
function withFields(row: PageRow, lang: Lang, body: PageFields): PageRow {
  return {
    ...row,
    [`headline_${lang}`]: text(body.headline, row[`headline_${lang}`]),
    [`meta_title_${lang}`]: text(body.meta_title, row[`meta_title_${lang}`]),
    [`meta_description_${lang}`]: text(body.meta_description, row[`meta_description_${lang}`]),
    [`og_title_${lang}`]: text(body.og_title, row[`og_title_${lang}`]),
    [`og_description_${lang}`]: text(body.og_description, row[`og_description_${lang}`]),
    is_online: flag(body.is_online, row.is_online),
    is_clickable: flag(body.is_clickable, row.is_clickable),
    in_menu: flag(body.in_menu, row.in_menu),
    in_footer: flag(body.in_footer, row.in_footer),
    is_landing_page: flag(body.is_landing_page, row.is_landing_page),
    og_image: text(mediaKey(body.og_image), row.og_image),
    og_type: body.og_type ?? row.og_type,
  };
}

/**
 * The urls of `body` checked into `next`: problems (422) are collected, a url another page has
 * answers 409. Null when every url can be used.
 */
async function placeUrls(
  c: Ctx,
  next: PageRow,
  urls: Partial<Record<Lang, string>> | undefined,
  current: PageRow | null,
  problems: FieldProblem[],
): Promise<Response | null> {
  for (const lang of languages) {
    const url = urls?.[lang];
    if (url === undefined) continue;
    const checked = checkedPath(lang, url, current ? current[`path_${lang}`] : null);
    if (typeof checked === "string") next[`path_${lang}`] = checked;
    else problems.push(checked);
  }
  if (problems.length > 0) return null;
  for (const lang of languages) {
    if (next[`path_${lang}`] === current?.[`path_${lang}`]) continue;
    if (await isPathTaken(c.env.DB, lang, next[`path_${lang}`], next.id)) return pathTaken(c, lang);
  }
  return null;
}

/** Checks a new parent and Open Graph image, adding what is wrong to `problems`. */
async function checkReferences(c: Ctx, next: PageRow, current: PageRow | null, problems: FieldProblem[]) {
  const db = c.env.DB;
  if (next.parent_id !== null && next.parent_id !== current?.parent_id) {
    if (!(await getPageRow(db, next.parent_id))) problems.push({ path: "parent", message: "No such page." });
    else if (current && (await isAtOrBelow(db, next.parent_id, current.id))) {
      problems.push({ path: "parent", message: "A page cannot be placed below itself or a page below it." });
    }
  }
  if (next.og_image !== null && next.og_image !== current?.og_image && !(await mediaKeyExists(db, next.og_image))) {
    problems.push({ path: "og_image", message: "No such image in the media library." });
  }
}

/** The url moves between two states of a page, as redirects need them. */
function urlMoves(before: PageRow, after: PageRow) {
  return languages
    .filter((lang) => before[`path_${lang}`] !== after[`path_${lang}`])
    .map((lang) => ({ lang, from: pageUrl(lang, before[`path_${lang}`]), to: pageUrl(lang, after[`path_${lang}`]) }));
}

/**
 * PATCH page/{path}: changes the page's fields at the revision read (ADR 0022). A changed url
 * leaves a redirect from the old one, versions are taken in each language whose own fields changed.
 */
pageWritesApi.on("PATCH", [base, `${base}/*`], editorJson(BODY_KIB, PagePatch), async (c) => {
  const lang = c.get("lang");
  const page = await targetPage(c);
  if (page instanceof Response) return page;
  const body = c.req.valid("json");
  if (body.revision !== page.revision) return saveFailed(c, "stale", await currentPage(c, page.id));
  const db = c.env.DB;
  const edit = editContext(c, page.id, lang);
  const next: PageRow = {
    ...withFields(page, lang, body),
    [`title_${lang}`]: body.title ?? page[`title_${lang}`],
    parent_id: body.parent === undefined ? page.parent_id : body.parent,
    revision: page.revision + 1,
    updated_at: edit.now,
  };
  const problems: FieldProblem[] = [];
  const taken = await placeUrls(c, next, body.urls, page, problems);
  if (taken) return taken;
  await checkReferences(c, next, page, problems);
  if (problems.length > 0) return unprocessable(c, "invalid_page", problems);
  if (next.parent_id !== page.parent_id) next.position = await nextPagePosition(db, next.parent_id);

  const moves = urlMoves(page, next);
  const versionLangs = languages.filter((l) => l === lang || moves.some((move) => move.lang === l));
  const failure = await save(
    c,
    [
      staleGuard(db, "pages", page.id, page.revision),
      updatePageRow(db, next),
      ...pageMoveStatements(db, moves.length > 0 ? await getRedirectRows(db) : [], moves, edit.now),
      ...versionLangs.flatMap((l) => versionStatements(db, { ...edit, lang: l }, "page.update", page.id)),
      activityRow(
        db,
        edit,
        "update",
        { type: "page", id: page.id },
        {
          page_id: page.id,
          fields: Object.keys(body).filter((key) => key !== "revision"),
        },
      ),
    ],
    [{ kind: "page", before: page, after: next }],
  );
  if (failure) return saveFailed(c, failure, await currentPage(c, page.id));
  return c.json(await currentPage(c, page.id), 200, PRIVATE);
});

/** POST page/: a new page, offline until an editor puts it online, last among its siblings. */
pageWritesApi.on("POST", slashOptional(`${base}/`), editorJson(BODY_KIB, PageCreate), async (c) => {
  const lang = c.get("lang");
  const body = c.req.valid("json");
  const db = c.env.DB;
  const [id = 0] = await reserveIds(db, "pages", 1);
  const edit = editContext(c, id, lang);
  const parent = body.parent === null ? null : await getPageRow(db, body.parent);
  const blank: PageRow = {
    id,
    parent_id: body.parent,
    position: 0,
    path_de: "",
    path_en: "",
    content_type: "page",
    title_de: body.titles.de,
    title_en: body.titles.en,
    headline_de: null,
    headline_en: null,
    is_online: 0,
    is_clickable: 1,
    in_menu: 0,
    in_footer: 0,
    meta_title_de: null,
    meta_title_en: null,
    meta_description_de: null,
    meta_description_en: null,
    og_title_de: null,
    og_title_en: null,
    og_description_de: null,
    og_description_en: null,
    og_image: null,
    og_type: "website",
    is_landing_page: 0,
    // A division's pages wear its colours.
    theme: parent?.theme ?? "wkm",
    background: null,
    revision: 1,
    created_at: edit.now,
    updated_at: edit.now,
  };
  const page = withFields(blank, lang, body);
  const problems: FieldProblem[] = [];
  const taken = await placeUrls(c, page, body.urls, null, problems);
  if (taken) return taken;
  await checkReferences(c, page, null, problems);
  if (problems.length > 0) return unprocessable(c, "invalid_page", problems);
  page.position = await nextPagePosition(db, page.parent_id);

  const failure = await save(
    c,
    [
      insertPageRow(db, page),
      freedUrlStatements(
        db,
        languages.map((l) => pageUrl(l, page[`path_${l}`])),
      ),
      ...languages.flatMap((l) => versionStatements(db, { ...edit, lang: l }, "page.create", id)),
      activityRow(db, edit, "create", { type: "page", id }, { page_id: id, parent: page.parent_id }),
    ],
    [{ kind: "page", before: null, after: page }],
  );
  // Another page created at the same moment took a url.
  if (failure) return saveFailed(c, failure, null);
  return c.json(await currentPage(c, id), 201, PRIVATE);
});

/**
 * DELETE page/{path}: removes a page without child pages, with its modules, versions and menu
 * entries; the home page stays. `revision`, when sent, must be the page's.
 */
pageWritesApi.on("DELETE", [base, `${base}/*`], editorJson(BODY_KIB, ModuleRevision, { emptyAs: {} }), async (c) => {
  const lang = c.get("lang");
  const page = await targetPage(c);
  if (page instanceof Response) return page;
  const { revision } = c.req.valid("json");
  if (revision !== undefined && revision !== page.revision)
    return saveFailed(c, "stale", await currentPage(c, page.id));
  if (page.path_de === "/" || page.path_en === "/") {
    return c.json({ error: "home_page", detail: "The home page cannot be deleted." }, 409, PRIVATE);
  }
  const db = c.env.DB;
  const children = await getChildPages(db, lang, page.id);
  if (children.length > 0) {
    return c.json(
      {
        error: "has_children",
        detail: "Move or delete the pages below this one first.",
        children: children.map((child) => ({ id: child.id, title: child.title, url: pageUrl(lang, child.path) })),
      },
      409,
      PRIVATE,
    );
  }
  const edit = editContext(c, page.id, lang);
  const failure = await save(
    c,
    [
      staleGuard(db, "pages", page.id, revision ?? page.revision),
      noChildrenGuard(db, page.id),
      deletePage(db, page.id),
      activityRow(
        db,
        edit,
        "delete",
        { type: "page", id: page.id },
        {
          page_id: page.id,
          urls: Object.fromEntries(languages.map((l) => [l, pageUrl(l, page[`path_${l}`])])),
        },
      ),
    ],
    [{ kind: "page", before: page, after: null }],
  );
  if (failure) return saveFailed(c, failure, await currentPage(c, page.id));
  return c.json({ deleted: page.id }, 200, PRIVATE);
});

const VERSIONS = /\/versions\/?$/;
const RESTORE = /\/versions\/([^/]+)\/restore\/?$/;
const VersionsQuery = v.object({ page: v.optional(PageParam) });

/**
 * GET page/{path}/versions/: the page's versions in the request's language, newest first, 20 a
 * page: who saved, when, and what (`action`, the module or version it concerned as `object_id`).
 */
pageWritesApi.on(
  "GET",
  [...slashOptional(`${base}/versions/`), ...slashOptional(`${base}/:path{.+}/versions/`)],
  requireEditor(),
  async (c) => {
    c.header("Cache-Control", PRIVATE["Cache-Control"]);
    const query = parseQuery(c, VersionsQuery);
    if (!query.ok) return query.response;
    const page = await targetPage(c, VERSIONS);
    if (page instanceof Response) return page;
    const number = query.value.page ?? 1;
    const data = await listPageVersions(c.env.DB, page.id, c.get("lang"), {
      limit: VERSIONS_PAGE_SIZE,
      offset: pageOffset(number, VERSIONS_PAGE_SIZE),
    });
    const envelope = pagedEnvelope(c, data, number, VERSIONS_PAGE_SIZE);
    return envelope ? c.json(envelope) : invalidPage(c);
  },
);

/**
 * The version's module rows as they go back: parents first (the foreign keys ask for it), under
 * their own ids unless another page's module has taken an id since, each with a revision above
 * any an editor may hold (the row's now, and every one the page's versions recorded).
 */
async function restoredRows(
  db: D1Database,
  rows: ModuleRow[],
  holders: Map<number, Pick<ModuleRow, "page_id" | "lang" | "revision">>,
  target: { pageId: number; lang: Lang; now: string },
): Promise<ModuleRow[]> {
  const foreign = rows.filter((row) => {
    const holder = holders.get(row.id);
    return holder !== undefined && (holder.page_id !== target.pageId || holder.lang !== target.lang);
  });
  const fresh = await reserveIds(db, "page_modules", foreign.length);
  const idOf = new Map(foreign.map((row, i) => [row.id, fresh[i] ?? 0]));
  const seen = await getSeenRevisions(db, target.pageId, target.lang);
  const byParent = new Map<number | null, ModuleRow[]>();
  for (const row of rows) byParent.set(row.parent_id, [...(byParent.get(row.parent_id) ?? []), row]);
  const ordered: ModuleRow[] = [];
  const visit = (parentId: number | null) => {
    for (const row of byParent.get(parentId) ?? []) {
      ordered.push(row);
      visit(row.id);
    }
  };
  visit(null);
  return ordered.map((row) => {
    const held = idOf.has(row.id)
      ? 0
      : Math.max(holders.get(row.id)?.revision ?? 0, seen.get(row.id) ?? 0, row.revision);
    return {
      ...row,
      id: idOf.get(row.id) ?? row.id,
      parent_id: row.parent_id === null ? null : (idOf.get(row.parent_id) ?? row.parent_id),
      revision: held + 1,
      updated_at: target.now,
    };
  });
}

/** The page fields a version brings back: the language's own; shared ones stay as they are (ADR 0022). */
const LANGUAGE_FIELDS = ["path", "title", "headline", "meta_title", "meta_description", "og_title", "og_description"];

/**
 * POST page/{path}/versions/{id}/restore/: brings the version back as a new save: the module
 * rows of its language and the page's fields in that language. `revision`, when sent, must be
 * the page's.
 */
pageWritesApi.on(
  "POST",
  [...slashOptional(`${base}/versions/:id/restore/`), ...slashOptional(`${base}/:path{.+}/versions/:id/restore/`)],
  editorJson(BODY_KIB, ModuleRevision, { emptyAs: {} }),
  async (c) => {
    const lang = c.get("lang");
    const versionId = parseId(RESTORE.exec(c.req.path)?.[1]);
    const page = await targetPage(c, RESTORE);
    if (page instanceof Response) return page;
    if (versionId === null) return notFound(c, "Unknown version.");
    const { revision } = c.req.valid("json");
    if (revision !== undefined && revision !== page.revision)
      return saveFailed(c, "stale", await currentPage(c, page.id));
    const db = c.env.DB;
    const snapshot = await getPageVersionSnapshot(db, page.id, lang, versionId);
    if (!snapshot) return notFound(c, "Unknown version.");
    const edit = editContext(c, page.id, lang);
    const next: PageRow = { ...page, revision: page.revision + 1, updated_at: edit.now };
    for (const field of LANGUAGE_FIELDS) {
      const column = `${field}_${lang}` as keyof PageRow;
      Object.assign(next, { [column]: snapshot.page[column] });
    }
    const path = next[`path_${lang}`];
    if (path !== page[`path_${lang}`] && (await isPathTaken(db, lang, path, page.id))) return pathTaken(c, lang);

    const holders = await getModuleHolders(
      db,
      page.id,
      lang,
      snapshot.modules.map((row) => row.id),
      snapshot.modules.flatMap((row) => (row.slug === null ? [] : [row.slug])),
    );
    const [taken] = holders.takenSlugs;
    if (taken !== undefined) {
      return c.json(
        { error: "slug_taken", field: "slug", detail: `The anchor ${taken} is in use on another page.` },
        409,
        PRIVATE,
      );
    }
    const rows = await restoredRows(db, snapshot.modules, holders.byId, { pageId: page.id, lang, now: edit.now });
    const moves = urlMoves(page, next);
    const failure = await save(
      c,
      [
        staleGuard(db, "pages", page.id, revision ?? page.revision),
        ...replaceModuleStatements(db, page.id, lang, rows),
        updatePageRow(db, next),
        ...pageMoveStatements(db, moves.length > 0 ? await getRedirectRows(db) : [], moves, edit.now),
        ...versionStatements(db, edit, "version.restore", versionId),
        activityRow(db, edit, "restore", { type: "page", id: page.id }, { page_id: page.id, version_id: versionId }),
      ],
      [
        { kind: "page", before: page, after: next },
        { kind: "modules", page: next, lang },
      ],
    );
    if (failure) return saveFailed(c, failure, await currentPage(c, page.id));
    return c.json(await currentPage(c, page.id), 200, PRIVATE);
  },
);
