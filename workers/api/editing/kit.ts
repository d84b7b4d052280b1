import type { Context, MiddlewareHandler } from "hono";
import { every } from "hono/combine";
import type * as v from "valibot";
import type { Lang } from "../../../src/lib/languages";
import { editorWrite } from "../../auth/editor";
import { type ContentChange, PURGE_RETRY_PAUSES_MS, purgeWithRetries } from "../../cache/purge";
import { type EditContext, runSave, type SaveFailure } from "../../db/page-edits";
import type { AppEnv } from "../../env";
import { deferOf, PRIVATE } from "../http";
import { validJson } from "../validate";

/**
 * What every editing write shares (ADR 0020, "Recipe for a new write route"): its guards and
 * checked body, who saves, the one-batch save with its purge, and the 409 answer of a batch the
 * database refused. A rule the body breaks answers `unprocessable` (../http.ts).
 */

export type Ctx = Context<AppEnv>;

/**
 * The guards of a JSON write (editorWrite: 401, 403, 415, 413) and then its body checked with
 * `schema` (400): the handler reads the body with `c.req.valid("json")`. `emptyAs` stands for an
 * empty body, for calls whose body is optional.
 */
export function editorJson<S extends v.GenericSchema>(
  kib: number,
  schema: S,
  options: { emptyAs?: unknown } = {},
): MiddlewareHandler<AppEnv, string, { in: { json: v.InferInput<S> }; out: { json: v.InferOutput<S> } }> {
  return every(editorWrite(kib), validJson(schema, options));
}

function editorId(c: Ctx): number {
  const user = c.get("user");
  if (!user) throw new Error("editor writes run behind requireEditor");
  return user.id;
}

/** Who saves, now, and the page and language the save's version and activity row name. */
export function editContext(c: Ctx, pageId: number, lang: Lang): EditContext {
  return { userId: editorId(c), pageId, lang, now: new Date().toISOString() };
}

/** Who saves, now, for a save that concerns no page (its activity row has no language). */
export function siteEditContext(c: Ctx): { userId: number; lang: null; now: string } {
  return { userId: editorId(c), lang: null, now: new Date().toISOString() };
}

/**
 * The answer to a save refused for its revision (`stale`, also when the handler saw it before
 * the batch) or for a row another save wrote at the same moment (`conflict`): 409 with the
 * item as it now is (null when it is gone or there is none), for the editor to show both copies.
 */
export function saveFailed(c: Ctx, failure: SaveFailure, current: unknown) {
  return failure === "stale"
    ? c.json({ error: "stale_revision", detail: "Someone else saved this in the meantime.", current }, 409, PRIVATE)
    : c.json(
        { error: "conflict", detail: "Another change was saved at the same moment; reload and try again.", current },
        409,
        PRIVATE,
      );
}

/**
 * Runs a save's statements as one D1 batch (guards first, then rows, version, activity row) and,
 * once it is written, purges what `changes` touched. Answers why the database refused it, or null.
 * The purge is awaited so the editor's next read shows the save; when KV fails it is retried
 * after the answer, because the save is written and a 500 would make the editor save it again.
 */
export async function save(c: Ctx, statements: D1PreparedStatement[], changes: ContentChange[]) {
  const outcome = await runSave(c.env.DB, statements);
  if (typeof outcome === "string") return outcome;
  await purgeAfterSave(c, changes);
  return null;
}

/**
 * `save` with `read` as the batch's last statement: its rows are what the answer shows, as the
 * save left them, without a round trip of their own. Answers why the database refused the save,
 * or those rows.
 */
export async function saveAndRead<Row>(
  c: Ctx,
  statements: D1PreparedStatement[],
  read: D1PreparedStatement,
  changes: ContentChange[],
): Promise<{ failure: SaveFailure } | { rows: Row[] }> {
  const outcome = await runSave(c.env.DB, [...statements, read]);
  if (typeof outcome === "string") return { failure: outcome };
  await purgeAfterSave(c, changes);
  return { rows: (outcome.at(-1)?.results ?? []) as Row[] };
}

/** The purge of saves already written: awaited once, retried after the answer when KV fails. */
export async function purgeAfterSave(c: Ctx, changes: readonly ContentChange[]): Promise<void> {
  if (await purgeWithRetries(c.env, changes, [0])) return;
  const retry = purgeWithRetries(c.env, changes, PURGE_RETRY_PAUSES_MS);
  const defer = deferOf(c);
  if (defer) defer(retry);
  else await retry;
}
