import * as v from "valibot";
import type { SiteSettingsPart } from "../../cache/purge";
import { type SettingsArea, settingsVersionStatements } from "../../db/settings-versions";
import { save, saveFailed } from "../editing/kit";
import { PRIVATE, unprocessable } from "../http";
import { type HubContext, hubUser } from "./kit";

/**
 * How every save of the hub's site settings runs (issue 25): the area's writes, its version
 * (who, when, before, after) and activity row in one batch, then the purge of the cached reads
 * it touched, which raises the content generation, so visitors see the change on their next
 * request. Answers null when written, else the 409 to send (`current` is the area as it now is).
 */
export async function saveSettings(
  c: HubContext,
  record: { area: SettingsArea; before: unknown; after: unknown; now: string },
  statements: D1PreparedStatement[],
  parts: readonly SiteSettingsPart[],
  current: () => Promise<unknown>,
): Promise<Response | null> {
  const version = settingsVersionStatements(c.env.DB, { ...record, userId: hubUser(c).id });
  const failure = await save(c, [...statements, ...version], [{ kind: "site", parts }]);
  return failure ? saveFailed(c, failure, await current()) : null;
}

/** The 409 of a form that loaded the area before its last save: nothing is written. */
export function staleForm(c: HubContext, current: unknown): Response {
  return saveFailed(c, "stale", current);
}

/**
 * A body's content rules (the checked schema the form uses too): its output, or the 422 naming
 * each field it breaks (`{error: "invalid_settings", field, detail, problems}`).
 */
export function checkRules<S extends v.GenericSchema>(
  c: HubContext,
  schema: S,
  body: unknown,
): { ok: true; value: v.InferOutput<S> } | { ok: false; response: Response } {
  const result = v.safeParse(schema, body);
  if (result.success) return { ok: true, value: result.output };
  const problems = result.issues.map((issue) => ({ path: v.getDotPath(issue) ?? "", message: issue.message }));
  return { ok: false, response: unprocessable(c, "invalid_settings", problems) };
}

/** A settings read or save's answer: private, never kept by a shared cache. */
export function settingsJson(c: HubContext, body: unknown, status: 200 | 201 = 200): Response {
  return c.json(body, status, PRIVATE);
}

/** `now` for a row whose `updated_at` is the form's revision: never the stamp it replaces. */
export function nextStamp(previous: string): string {
  const now = new Date();
  return now.toISOString() === previous ? new Date(now.getTime() + 1).toISOString() : now.toISOString();
}
