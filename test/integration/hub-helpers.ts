import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { CSRF_COOKIE, CSRF_HEADER } from "../../src/lib/csrf";
import { HUB_API_PREFIX } from "../../src/lib/hub-access";
import type { EventItem } from "../../src/schemas/back-office/events";
import worker from "../../workers/index";
import { ORIGIN, sessionFor, TEST_CSRF_TOKEN } from "./api-helpers";
import { insertRow, uniqueToken } from "./fixtures";

/** What the hub's integration tests (issue 25) share: accounts with rights, paged answers, raw and CSV reads. */

export type HubSession = { headers: Record<string, string> };

/** The paged envelope of a hub list. */
export interface Paged<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** The hub rights of an account; none is a plain editor, `active: false` a deactivated one. */
export interface HubRights {
  admin?: boolean;
  dashboard?: boolean;
  active?: boolean;
}

/**
 * An account of the test's own with `rights`, signed in (its `session` headers, or the bare
 * `cookie`); deleted when the test ends. `fields` set other columns of `users` (names,
 * password, creation time). Call it inside a test.
 */
export async function hubAccount(
  rights: HubRights = {},
  fields: Record<string, unknown> = {},
): Promise<{ id: number; session: HubSession; cookie: string }> {
  const token = uniqueToken("hub");
  const id = await insertRow("users", {
    email: `${token}@example.org`,
    username: token,
    first_name: "Hub",
    last_name: token,
    is_admin: rights.admin ? 1 : 0,
    has_dashboard_online_access: rights.dashboard ? 1 : 0,
    is_active: rights.active === false ? 0 : 1,
    created_at: "2026-01-01T00:00:00Z",
    ...fields,
  });
  const session = await sessionFor(id);
  return { id, session, cookie: session.headers.Cookie ?? "" };
}

/** A GET through the whole worker with the session's cookie, its body read by `read` before the request's tasks settle. */
async function workerGet<T>(path: string, session: HubSession | undefined, read: (response: Response) => Promise<T>) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, { headers: session?.headers }), env, ctx);
  const body = await read(response);
  await waitOnExecutionContext(ctx);
  return { response, body };
}

/** A GET's status and Cache-Control, its body read and dropped. */
export async function hubStatus(path: string, session?: HubSession) {
  const { response } = await workerGet(path, session, (answer) => answer.arrayBuffer());
  return { status: response.status, cacheControl: response.headers.get("Cache-Control") ?? "" };
}

/** A GET's status, headers and text (HTML pages, JSON read as text). */
export async function hubText(path: string, session?: HubSession) {
  const { response, body } = await workerGet(path, session, (answer) => answer.text());
  return { status: response.status, headers: response.headers, text: body };
}

/**
 * A CSV download through the whole worker: status, headers, whether it starts with the UTF-8
 * byte order mark, and its text after the mark.
 */
export async function hubDownload(path: string, session?: HubSession) {
  const { response, body } = await workerGet(
    path,
    session,
    async (answer) => new Uint8Array(await answer.arrayBuffer()),
  );
  const bom = body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf;
  return {
    status: response.status,
    headers: response.headers,
    bom,
    text: new TextDecoder().decode(bom ? body.slice(3) : body),
  };
}

/** How a back-office call may differ from the hub page's own. */
export interface ItemCallOptions {
  /** Leave out the CSRF header (the cookie stays). */
  withoutCsrf?: boolean;
  origin?: string;
  /** Bindings the worker sees (a test may swap one, e.g. a failing D1). */
  bindings?: Env;
}

/**
 * A call of the hub's API (`path` below `/api/cms-hub/`) through the whole worker as the hub's
 * page makes it: the session, CSRF cookie and header, the site's own origin, a JSON body. The
 * answer's body is read before the request's tasks settle (a purge runs in them).
 */
export async function hubApiCall<T = Record<string, unknown>>(
  method: string,
  path: string,
  session: HubSession | null,
  body?: unknown,
  options: ItemCallOptions = {},
): Promise<{ status: number; headers: Headers; body: T }> {
  const headers: Record<string, string> = {
    Cookie: [session?.headers.Cookie, `${CSRF_COOKIE}=${TEST_CSRF_TOKEN}`].filter(Boolean).join("; "),
    Origin: options.origin ?? ORIGIN,
  };
  if (!options.withoutCsrf) headers[CSRF_HEADER] = TEST_CSRF_TOKEN;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${ORIGIN}${HUB_API_PREFIX}/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    options.bindings ?? env,
    ctx,
  );
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as T };
}

/** The body of an event's change: the event as read, back as its form sends it, with `changes`. */
export function eventChangeOf(item: EventItem, changes: Partial<Record<keyof EventItem, unknown>> = {}) {
  const {
    id: _id,
    status: _status,
    previous_date_start: _previous,
    production_name: _production,
    room_name: _room,
    series_name: _series,
    genre_name: _genre,
    exhibition_type_name: _type,
    tickets_sold: _sold,
    updated_at: _updated,
    persons,
    ...body
  } = item;
  return { ...body, persons: persons.map(({ name: _name, ...person }) => person), ...changes };
}
