import { Hono } from "hono";
import * as v from "valibot";
import { isLang } from "../../../src/lib/languages";
import { PageParam } from "../../../src/schemas/common";
import { isSiteRouteSegment, RedirectCreate, RedirectPatch } from "../../../src/schemas/editing";
import { editorWrite, requireEditor } from "../../auth/editor";
import { activityRow, reserveIds } from "../../db/page-edits";
import { getPageRowAt } from "../../db/page-writes";
import { normalisePagePath } from "../../db/pages";
import {
  deleteRedirect,
  getRedirectRow,
  getRedirectRows,
  insertRedirect,
  normaliseRedirectPath,
  planRedirect,
  type RedirectRow,
  retargetStatements,
  updateRedirect,
} from "../../db/redirects";
import type { AppEnv } from "../../env";
import { isApiPath } from "../../middleware/paths";
import { invalidPage, notFound, PRIVATE, pagedEnvelope, parseId, slashOptional, unprocessable } from "../http";
import { parseQuery } from "../validate";
import { type Ctx, editorJson, save, saveFailed, siteEditContext } from "./kit";

/**
 * The editors' redirect list (SPEC §3 Redirect entry, ADR 0022): list, create, change, delete.
 * Every entry answers 301; the list never holds a chain or a loop, and no entry shadows a page.
 * Each write is one D1 batch with an activity row, then the redirect list is purged. The public
 * list the app reads on navigation is `GET redirect/` (redirects.ts).
 */

const BODY_KIB = 4;
const PAGE_SIZE = 50;
/** SPEC §9: the redirect status. */
const STATUS = 301;
const base = "/redirects";

export const redirectWritesApi = new Hono<AppEnv>();

const entry = (row: RedirectRow) => ({ ...row, status: STATUS });

function refused(c: Ctx, field: string, detail: string) {
  return unprocessable(c, "invalid_redirect", [{ path: field, message: detail }]);
}

/**
 * Why `oldPath` cannot be redirected, or null: the API and the site's own routes are never
 * redirected, and a page's url answers with the page.
 */
async function oldPathProblem(c: Ctx, oldPath: string): Promise<string | null> {
  if (isApiPath(oldPath)) return "The API is not redirected.";
  const [, prefix, ...rest] = oldPath.split("/");
  if (oldPath === "/") return "/ leads to the visitor's language; it is not redirected.";
  const route = isLang(prefix) ? rest[0] : prefix;
  if (route !== undefined && isSiteRouteSegment(route)) return `/${route} belongs to the site itself.`;
  if (!isLang(prefix)) return null;
  const page = await getPageRowAt(c.env.DB, prefix, normalisePagePath(`/${rest.join("/")}`));
  return page ? "This is the url of a page; change the page's url instead." : null;
}

/**
 * The statements that make `oldPath → newPath` part of the list (replacing row `id` when given),
 * or the refusal: the same path twice, a taken old path, a page's url, a loop.
 */
async function plannedWrite(
  c: Ctx,
  oldPath: string,
  newPath: string,
  id: number | null,
): Promise<
  { statements: D1PreparedStatement[]; entry: { old_path: string; new_path: string }; id: number } | Response
> {
  if (oldPath === newPath) return refused(c, "new_path", "A redirect must lead to another path.");
  const problem = await oldPathProblem(c, oldPath);
  if (problem) return refused(c, "old_path", problem);
  const db = c.env.DB;
  const rows = (await getRedirectRows(db)).filter((row) => row.id !== id);
  const holder = rows.find((row) => row.old_path === oldPath);
  if (holder) {
    return c.json(
      {
        error: "old_path_taken",
        field: "old_path",
        detail: "This path is redirected already.",
        current: entry(holder),
      },
      409,
      PRIVATE,
    );
  }
  const plan = planRedirect(rows, oldPath, newPath);
  if (!plan) return refused(c, "new_path", "This redirect would lead back to its own path.");
  // A new entry is named up front, so its activity row can name it too.
  const rowId = id ?? (await reserveIds(db, "redirects", 1))[0] ?? 0;
  const write =
    id === null ? insertRedirect(db, rowId, plan.entry, new Date().toISOString()) : updateRedirect(db, id, plan.entry);
  return { statements: [...retargetStatements(db, plan), write], entry: plan.entry, id: rowId };
}

function redirectRow(db: D1Database, id: number | null): Promise<RedirectRow | null> {
  return id === null ? Promise.resolve(null) : getRedirectRow(db, id);
}

/** Runs a redirect write with its activity row, then purges the list; the 409 answer when it was refused. */
async function saveRedirects(c: Ctx, statements: D1PreparedStatement[], action: string, id: number, details: object) {
  const activity = activityRow(c.env.DB, siteEditContext(c), action, { type: "redirect", id }, { ...details });
  const failure = await save(c, [...statements, activity], [{ kind: "redirects" }]);
  return failure ? saveFailed(c, failure, null) : null;
}

const ListQuery = v.object({ page: v.optional(PageParam) });

/** GET redirects/: every entry, oldest first, 50 a page, for editors. */
redirectWritesApi.on("GET", slashOptional(`${base}/`), requireEditor(), async (c) => {
  c.header("Cache-Control", PRIVATE["Cache-Control"]);
  const query = parseQuery(c, ListQuery);
  if (!query.ok) return query.response;
  const page = query.value.page ?? 1;
  const rows = await getRedirectRows(c.env.DB);
  const results = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map(entry);
  const envelope = pagedEnvelope(c, { count: rows.length, results }, page, PAGE_SIZE);
  return envelope ? c.json(envelope) : invalidPage(c);
});

/** POST redirects/: a new entry; entries that led to its old path now lead where it leads. */
redirectWritesApi.on("POST", slashOptional(`${base}/`), editorJson(BODY_KIB, RedirectCreate), async (c) => {
  const planned = await plannedWrite(
    c,
    normaliseRedirectPath(c.req.valid("json").old_path),
    normaliseRedirectPath(c.req.valid("json").new_path),
    null,
  );
  if (planned instanceof Response) return planned;
  const failed = await saveRedirects(c, planned.statements, "create", planned.id, planned.entry);
  if (failed) return failed;
  const created = await redirectRow(c.env.DB, planned.id);
  return created ? c.json(entry(created), 201, PRIVATE) : notFound(c);
});

/** PATCH redirects/{id}/: either path or both, under the same rules as a new entry. */
redirectWritesApi.on("PATCH", slashOptional(`${base}/:id/`), editorJson(BODY_KIB, RedirectPatch), async (c) => {
  const row = await redirectRow(c.env.DB, parseId(c.req.param("id")));
  if (!row) return notFound(c);
  const oldPath = normaliseRedirectPath(c.req.valid("json").old_path ?? row.old_path);
  const newPath = normaliseRedirectPath(c.req.valid("json").new_path ?? row.new_path);
  const planned = await plannedWrite(c, oldPath, newPath, row.id);
  if (planned instanceof Response) return planned;
  const failed = await saveRedirects(c, planned.statements, "update", row.id, { before: row, after: planned.entry });
  if (failed) return failed;
  const changed = await redirectRow(c.env.DB, row.id);
  return changed ? c.json(entry(changed), 200, PRIVATE) : notFound(c);
});

/** DELETE redirects/{id}/: the old path answers as any other path again. */
redirectWritesApi.on("DELETE", slashOptional(`${base}/:id/`), editorWrite(BODY_KIB), async (c) => {
  const row = await redirectRow(c.env.DB, parseId(c.req.param("id")));
  if (!row) return notFound(c);
  const failed = await saveRedirects(c, [deleteRedirect(c.env.DB, row.id)], "delete", row.id, {
    old_path: row.old_path,
    new_path: row.new_path,
  });
  if (failed) return failed;
  return c.json({ deleted: row.id }, 200, PRIVATE);
});
