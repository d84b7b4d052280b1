import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { expect } from "vitest";
import { CSRF_COOKIE, CSRF_HEADER } from "../../src/lib/csrf";
import { SESSION_COOKIE } from "../../workers/auth/session";
import { randomToken, sha256Hex } from "../../workers/auth/tokens";
import { cacheKeys } from "../../workers/cache/keys";
import worker from "../../workers/index";

/** Shared by the api-*.test.ts files: requests through the whole worker, as a browser would. */

export const ORIGIN = "https://kultur.example";

export interface JsonResponse<T> {
  status: number;
  headers: Headers;
  body: T;
}

/**
 * A JSON call through the whole worker, as a browser would make it, answered once the work the
 * worker left for after the response (cache writes, logs: `waitUntil`) has finished too.
 */
export async function getJson<T = Record<string, unknown>>(path: string, init?: RequestInit): Promise<JsonResponse<T>> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, init), env, ctx);
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${path} answered ${response.status} with non-JSON: ${text.slice(0, 200)}`);
  }
  return { status: response.status, headers: response.headers, body: body as T };
}

/** A bad query value answers 400 naming the parameter. */
export async function expectInvalidQuery(path: string, field: string): Promise<void> {
  const { status, body } = await getJson<{ error: string; field: string; detail: string }>(path);
  expect(status, path).toBe(400);
  expect(body.error, path).toBe("invalid_query");
  expect(body.field, path).toBe(field);
  expect(body.detail, path).toEqual(expect.any(String));
}

export async function expectNotFound(path: string, init?: RequestInit): Promise<void> {
  const { status, body } = await getJson<{ error: string }>(path, init);
  expect(status, path).toBe(404);
  expect(body.error, path).toBe("not_found");
}

/**
 * A session for user `userId` whose idle expiry is `expiresInMs` away and whose absolute one is
 * `absoluteInMs` away (the same unless told); send the returned headers to be logged in.
 */
export async function sessionFor(
  userId: number,
  expiresInMs = 3_600_000,
  absoluteInMs = expiresInMs,
): Promise<{ headers: Record<string, string> }> {
  const token = randomToken(32);
  const now = new Date();
  const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
  await env.DB.prepare(
    "INSERT INTO sessions (token_hash, user_id, created_at, expires_at, absolute_expires_at) VALUES (?1, ?2, ?3, ?4, ?5)",
  )
    .bind(await sha256Hex(token), userId, now.toISOString(), at(expiresInMs), at(absoluteInMs))
    .run();
  return { headers: { Cookie: `${SESSION_COOKIE}=${token}` } };
}

/** A session for the seeded editor; send the returned headers to be logged in. */
export async function editorSession(): Promise<{ headers: Record<string, string> }> {
  const user = await env.DB.prepare("SELECT id FROM users ORDER BY id LIMIT 1").first<{ id: number }>();
  if (!user) throw new Error("the seed has no user");
  return sessionFor(user.id);
}

/** KV survives between tests of a file; tests that change D1 behind a cached read start clean. */
export async function clearCache(): Promise<void> {
  const { keys } = await env.CACHE.list();
  await Promise.all(keys.filter((key) => key.name !== cacheKeys.settings()).map((key) => env.CACHE.delete(key.name)));
}

/** 'dd-mm-yyyy' of a Berlin calendar day offset from today. */
export function berlinDateParam(offsetDays = 0): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Berlin",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).formatToParts(new Date(Date.now() + offsetDays * 86_400_000));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("day")}-${get("month")}-${get("year")}`;
}

/** Stored-form ISO instant (second precision). */
export function isoAt(offsetMs: number): string {
  return `${new Date(Date.now() + offsetMs).toISOString().slice(0, 19)}Z`;
}

/** The JSON a cache key holds, or null. */
export function cachedJson(key: string): Promise<unknown> {
  return env.CACHE.get(key, "json");
}

/**
 * A detail call names its page in both languages, each with that language's slug, and `url` is
 * the request language's one; asks in both languages. Regression: the other language's URL was
 * derived from the current one and kept its slug (`/en/events/<german-slug>/12`).
 */
export async function expectBothUrls(apiPath: string, expected: { de: string; en: string }): Promise<void> {
  for (const lang of ["de", "en"] as const) {
    const path = `/${lang}${apiPath}`;
    const { status, body } = await getJson<{ url: string; urls: unknown }>(path);
    expect(status, path).toBe(200);
    expect(body.urls, path).toEqual(expected);
    expect(body.url, path).toBe(expected[lang]);
  }
}

/** Id and both slugs of the first row of `table` whose slugs differ per language (`where` narrows). */
export async function rowWithTwoSlugs(
  table: string,
  where = "1 = 1",
): Promise<{ id: number; slug_de: string; slug_en: string }> {
  const row = await env.DB.prepare(
    `SELECT id, slug_de, slug_en FROM ${table} WHERE slug_de <> slug_en AND (${where}) ORDER BY id LIMIT 1`,
  ).first<{ id: number; slug_de: string; slug_en: string }>();
  if (!row) throw new Error(`the seed has no ${table} row with different slugs`);
  return row;
}

/** A CSRF token of the right shape, sent as cookie and header by `editorCall`. */
export const TEST_CSRF_TOKEN = "test-csrf-token-0123456789abcdefghijklmnop";

/**
 * A mutating editor call as the editor's browser makes it: the session's cookie, the CSRF cookie
 * echoed in X-CSRFToken, the site's own Origin, and `body` as JSON (a FormData goes multipart).
 */
export function editorCall<T = Record<string, unknown>>(
  method: string,
  path: string,
  session: { headers: Record<string, string> },
  body?: unknown,
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = {
    Cookie: `${session.headers.Cookie}; ${CSRF_COOKIE}=${TEST_CSRF_TOKEN}`,
    [CSRF_HEADER]: TEST_CSRF_TOKEN,
    Origin: ORIGIN,
  };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  }
  return getJson<T>(path, { method, headers, body: payload });
}

/**
 * Everything an editor's save writes or purges around a page (its row, module rows, versions,
 * section backups, activity rows, the redirect list and the cache keys it would purge), to show
 * that a refused save changed nothing.
 */
export async function saveFootprint(page: { id: number; path: string }) {
  const all = (sql: string) =>
    env.DB.prepare(sql)
      .bind(page.id)
      .all()
      .then((r) => r.results);
  const count = async (sql: string) => (await env.DB.prepare(sql).bind(page.id).first<{ n: number }>())?.n;
  return {
    page: await all("SELECT * FROM pages WHERE id = ?1"),
    modules: await all(
      "SELECT id, parent_id, column_index, position, slug, data, revision FROM page_modules WHERE page_id = ?1 ORDER BY id",
    ),
    versions: await count("SELECT count(*) AS n FROM page_versions WHERE page_id = ?1"),
    backups: await count("SELECT count(*) AS n FROM section_backups WHERE page_id = ?1"),
    activity: await count(
      "SELECT count(*) AS n FROM activity_log WHERE json_extract(details, '$.page_id') = ?1 OR object_type = 'redirect'",
    ),
    redirects: await all("SELECT id, old_path, new_path FROM redirects WHERE ?1 > 0 ORDER BY id"),
    cachedPage: await env.CACHE.get(cacheKeys.page("de", page.path)),
    cachedRedirects: await env.CACHE.get(cacheKeys.redirects()),
    generation: await env.CACHE.get(cacheKeys.generation()),
  };
}

/** A refused editor write: its status, error and field, and nothing written, versioned, logged or purged. */
export async function expectRefusedWrite<B extends { error: string; field?: string }>(
  page: { id: number; path: string },
  call: () => Promise<{ status: number; body: B }>,
  status: number,
  error: string,
  field?: string,
): Promise<B> {
  const before = await saveFootprint(page);
  const response = await call();
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body.error).toBe(error);
  if (field !== undefined) expect(response.body.field).toBe(field);
  expect(await saveFootprint(page)).toEqual(before);
  return response.body;
}

/** A page's HTML through the whole worker; it must answer 200. */
export async function html(path: string): Promise<string> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`), env, ctx);
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  expect(response.status, path).toBe(200);
  return text;
}

/** The schema.org Event of a page's ld+json scripts. */
export function eventLd(page: string): Record<string, unknown> | undefined {
  const scripts = [...page.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  return scripts
    .map((match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>)
    .find((node) => node["@type"] === "Event");
}
