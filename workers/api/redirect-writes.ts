import { type Context, Hono } from "hono";
import * as v from "valibot";
import { isLang } from "../../src/lib/languages";
import { PageParam } from "../../src/schemas/common";
import { RedirectCreate, RedirectPatch } from "../../src/schemas/editing";
import { editorWrite, requireEditor } from "../auth/editor";
import { purgeForChange } from "../cache/purge";
import { activityRow, runSave } from "../db/page-edits";
import { getPageRowAt } from "../db/page-writes";
import { normalisePagePath } from "../db/pages";
import { getRedirectRows, planRedirect, type RedirectRow, retargetStatements } from "../db/redirects";
import type { AppEnv } from "../env";
import { isApiPath } from "../middleware/paths";
import { invalidPage, notFound, PRIVATE, pagedEnvelope, parseId, slashOptional } from "./http";
import { parseJsonBody, parseQuery } from "./validate";

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
const base = "/:lang{de|en}/pageeditor-api/redirects";

export const redirectWritesApi = new Hono<AppEnv>();

type Ctx = Context<AppEnv>;

const entry = (row: RedirectRow) => ({ ...row, status: STATUS });

/** The form the middleware looks paths up in: without a trailing slash. */
const normalised = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

function unprocessable(c: Ctx, field: string, detail: string) {
  return c.json(
    { error: "invalid_redirect", field, detail, problems: [{ path: field, message: detail }] },
    422,
    PRIVATE,
  );
}

/** Why `oldPath` cannot be redirected, or null: the API is never redirected, and a page's url answers with the page. */
async function oldPathProblem(c: Ctx, oldPath: string): Promise<string | null> {
  if (isApiPath(oldPath)) return "The API is not redirected.";
  const [, prefix, ...rest] = oldPath.split("/");
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
  if (oldPath === newPath) return unprocessable(c, "new_path", "A redirect must lead to another path.");
  const problem = await oldPathProblem(c, oldPath);
  if (problem) return unprocessable(c, "old_path", problem);
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
  if (!plan) return unprocessable(c, "new_path", "This redirect would lead back to its own path.");
  // A new entry is named up front, so its activity row can name it too.
  const rowId = id ?? (await nextRedirectId(db));
  const write =
    id === null
      ? db
          .prepare("INSERT INTO redirects (id, old_path, new_path, created_at) VALUES (?1, ?2, ?3, ?4)")
          .bind(rowId, plan.entry.old_path, plan.entry.new_path, new Date().toISOString())
      : db
          .prepare("UPDATE redirects SET old_path = ?2, new_path = ?3 WHERE id = ?1")
          .bind(id, plan.entry.old_path, plan.entry.new_path);
  return { statements: [...retargetStatements(db, plan), write], entry: plan.entry, id: rowId };
}

async function nextRedirectId(db: D1Database): Promise<number> {
  const row = await db.prepare("SELECT coalesce(max(id), 0) + 1 AS next FROM redirects").first<{ next: number }>();
  return row?.next ?? 1;
}

async function redirectRow(db: D1Database, id: number | null): Promise<RedirectRow | null> {
  if (id === null) return null;
  return db
    .prepare("SELECT id, old_path, new_path, created_at FROM redirects WHERE id = ?1")
    .bind(id)
    .first<RedirectRow>();
}

/** Runs a redirect write with its activity row, then purges the list; null when it went through. */
async function save(c: Ctx, statements: D1PreparedStatement[], action: string, id: number, details: object) {
  const user = c.get("user");
  if (!user) throw new Error("editor writes run behind requireEditor");
  const activity = activityRow(
    c.env.DB,
    { userId: user.id, lang: null, now: new Date().toISOString() },
    action,
    { type: "redirect", id },
    { ...details },
  );
  const failure = await runSave(c.env.DB, [...statements, activity]);
  if (failure) {
    return c.json(
      { error: "conflict", detail: "Another change was saved at the same moment; reload and try again." },
      409,
      PRIVATE,
    );
  }
  await purgeForChange(c.env, { kind: "redirects" });
  return null;
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
redirectWritesApi.on("POST", slashOptional(`${base}/`), editorWrite(BODY_KIB), async (c) => {
  const parsed = await parseJsonBody(c, RedirectCreate);
  if (!parsed.ok) return parsed.response;
  const planned = await plannedWrite(c, normalised(parsed.value.old_path), normalised(parsed.value.new_path), null);
  if (planned instanceof Response) return planned;
  const refused = await save(c, planned.statements, "create", planned.id, planned.entry);
  if (refused) return refused;
  const created = await redirectRow(c.env.DB, planned.id);
  return created ? c.json(entry(created), 201, PRIVATE) : notFound(c);
});

/** PATCH redirects/{id}/: either path or both, under the same rules as a new entry. */
redirectWritesApi.on("PATCH", slashOptional(`${base}/:id/`), editorWrite(BODY_KIB), async (c) => {
  const row = await redirectRow(c.env.DB, parseId(c.req.param("id")));
  if (!row) return notFound(c);
  const parsed = await parseJsonBody(c, RedirectPatch);
  if (!parsed.ok) return parsed.response;
  const oldPath = normalised(parsed.value.old_path ?? row.old_path);
  const newPath = normalised(parsed.value.new_path ?? row.new_path);
  const planned = await plannedWrite(c, oldPath, newPath, row.id);
  if (planned instanceof Response) return planned;
  const refused = await save(c, planned.statements, "update", row.id, { before: row, after: planned.entry });
  if (refused) return refused;
  const changed = await redirectRow(c.env.DB, row.id);
  return changed ? c.json(entry(changed), 200, PRIVATE) : notFound(c);
});

/** DELETE redirects/{id}/: the old path answers as any other path again. */
redirectWritesApi.on("DELETE", slashOptional(`${base}/:id/`), editorWrite(BODY_KIB), async (c) => {
  const row = await redirectRow(c.env.DB, parseId(c.req.param("id")));
  if (!row) return notFound(c);
  const statement = c.env.DB.prepare("DELETE FROM redirects WHERE id = ?1").bind(row.id);
  const refused = await save(c, [statement], "delete", row.id, { old_path: row.old_path, new_path: row.new_path });
  if (refused) return refused;
  return c.json({ deleted: row.id }, 200, PRIVATE);
});
