import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, onTestFinished } from "vitest";
import { CSRF_COOKIE, CSRF_HEADER } from "../../src/lib/csrf";
import { IDENTITY_EVENT_KINDS } from "../../src/schemas/identity-events";
import { hashPassword } from "../../workers/auth/password";
import { SIGN_IN_LIMITS } from "../../workers/auth/sign-in";
import { sha256Hex } from "../../workers/auth/tokens";
import { cacheKeys } from "../../workers/cache/keys";
import worker from "../../workers/index";
import { ORIGIN, sessionFor, TEST_CSRF_TOKEN } from "./api-helpers";
import { insertRow, uniqueToken } from "./fixtures";

/** The hub's accounts (issue 25): rights and guards of every call, the changes and their records. */

const PASSWORD = "ein langes Passwort 1";
const API = "/api/cms-hub/";

interface AccountOptions {
  isAdmin?: boolean;
  dashboard?: boolean;
  active?: boolean;
  name?: string;
  createdAt?: string;
}

/** An account of the test's own with `PASSWORD`; deleted when the test ends. */
async function account(options: AccountOptions = {}): Promise<{ id: number; email: string }> {
  const name = options.name ?? uniqueToken("konto");
  const email = `${name}@example.org`.toLowerCase();
  const stored = await hashPassword(PASSWORD);
  const id = await insertRow("users", {
    email,
    username: name,
    first_name: "Mia",
    last_name: name,
    password_hash: stored.hash,
    password_salt: stored.salt,
    is_admin: options.isAdmin ? 1 : 0,
    has_dashboard_online_access: options.dashboard ? 1 : 0,
    is_active: options.active === false ? 0 : 1,
    created_at: options.createdAt ?? new Date().toISOString(),
  });
  return { id, email };
}

type Session = { headers: Record<string, string> } | null;

interface CallOptions {
  body?: unknown;
  /** `ok` echoes the cookie's token, `missing` sends no header, `wrong` another token. */
  csrf?: "ok" | "missing" | "wrong";
  origin?: string;
  contentType?: string;
  ip?: string;
}

/** A hub call as the hub's screens make it (CSRF cookie and header, Origin, JSON), answered once its work is done. */
async function call(method: string, path: string, session: Session, options: CallOptions = {}) {
  const csrf = options.csrf ?? "ok";
  const headers: Record<string, string> = {
    Cookie: [`${CSRF_COOKIE}=${TEST_CSRF_TOKEN}`, ...(session ? [session.headers.Cookie] : [])].join("; "),
    Origin: options.origin ?? ORIGIN,
    "CF-Connecting-IP": options.ip ?? "203.0.113.7",
  };
  if (csrf !== "missing") headers[CSRF_HEADER] = csrf === "ok" ? TEST_CSRF_TOKEN : `${TEST_CSRF_TOKEN.slice(1)}x`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers["Content-Type"] = options.contentType ?? "application/json";
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
  }
  const ctx = createExecutionContext();
  const url = path.startsWith("/") ? path : `${API}${path}`;
  const response = await worker.fetch(
    new Request(`${ORIGIN}${url}`, { method, headers, body, redirect: "manual" }),
    env,
    ctx,
  );
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  const json = response.headers.get("Content-Type")?.includes("json") ? JSON.parse(text) : null;
  return { status: response.status, headers: response.headers, text, body: json as Record<string, unknown> };
}

interface EventRow {
  kind: string;
  user_id: number | null;
  email: string | null;
  actor_id: number | null;
}

async function eventsOf(userId: number): Promise<EventRow[]> {
  const { results } = await env.DB.prepare(
    "SELECT kind, user_id, email, actor_id FROM identity_events WHERE user_id = ?1 ORDER BY id",
  )
    .bind(userId)
    .all<EventRow>();
  return results;
}

/** What an account call may write: the account's row, its sessions and links, and all events. */
async function footprint(userId: number) {
  const count = async (sql: string) => (await env.DB.prepare(sql).bind(userId).first<{ n: number }>())?.n;
  return {
    user: await env.DB.prepare("SELECT * FROM users WHERE id = ?1").bind(userId).first(),
    users: await count("SELECT count(*) AS n FROM users WHERE ?1 > 0"),
    sessions: await count("SELECT count(*) AS n FROM sessions WHERE user_id = ?1"),
    links: await count("SELECT count(*) AS n FROM password_links WHERE ?1 > 0"),
    events: await count("SELECT count(*) AS n FROM identity_events WHERE ?1 > 0"),
  };
}

const newAccountBody = (overrides: Record<string, unknown> = {}) => ({
  email: `${uniqueToken("neu")}@example.org`,
  first_name: "Nora",
  last_name: "Neu",
  is_admin: false,
  has_dashboard_online_access: false,
  ...overrides,
});

/** The JSON sign-in call of the editor's login modal, from a client address of its own. */
function signIn(email: string, password: string) {
  return call("POST", "/de/pageeditor-api/login/", null, {
    body: { email, password },
    ip: `198.51.100.${uniqueToken("ip")}`,
  });
}

describe("hub accounts: who may call what", () => {
  it("answers administrators only: visitors and deactivated accounts 401, editors and dashboard users 403", async () => {
    const admin = await sessionFor((await account({ isAdmin: true })).id);
    const editor = await sessionFor((await account()).id);
    const dashboard = await sessionFor((await account({ dashboard: true })).id);
    const deactivated = await sessionFor((await account({ isAdmin: true, active: false })).id);
    const target = await account();
    const calls = [
      { method: "GET", path: "accounts/" },
      { method: "GET", path: "accounts/export/" },
      { method: "GET", path: `accounts/${target.id}/` },
      { method: "POST", path: "accounts/", body: () => newAccountBody() },
      { method: "PATCH", path: `accounts/${target.id}/`, body: () => ({ first_name: uniqueToken("Mia") }) },
      { method: "POST", path: `accounts/${target.id}/password/`, body: () => ({}) },
    ];
    for (const { method, path, body } of calls) {
      const label = `${method} ${path}`;
      for (const [who, session, status] of [
        ["visitor", null, 401],
        ["deactivated admin", deactivated, 401],
        ["editor", editor, 403],
        ["dashboard", dashboard, 403],
      ] as const) {
        const before = await footprint(target.id);
        const refused = await call(method, path, session, { body: body?.() });
        expect(refused.status, `${label} as ${who}`).toBe(status);
        expect(refused.body.error, `${label} as ${who}`).toBe(status === 401 ? "not_authenticated" : "forbidden");
        expect(refused.headers.get("Cache-Control"), label).toBe("private, no-store");
        expect(await footprint(target.id), `${label} as ${who}`).toEqual(before);
      }
      const allowed = await call(method, path, admin, { body: body?.() });
      expect([200, 201], `${label} as admin: ${allowed.text.slice(0, 200)}`).toContain(allowed.status);
      expect(allowed.headers.get("Cache-Control"), label).toBe("private, no-store");
    }
  });

  it("refuses writes without the CSRF token, from another origin or not as JSON, changing nothing", async () => {
    const admin = await sessionFor((await account({ isAdmin: true })).id);
    const target = await account();
    const writes = [
      { method: "POST", path: "accounts/", body: newAccountBody() },
      { method: "PATCH", path: `accounts/${target.id}/`, body: { is_active: false } },
      { method: "POST", path: `accounts/${target.id}/password/`, body: { password: "ein neues langes Passwort" } },
    ];
    for (const { method, path, body } of writes) {
      for (const [what, options, status, error] of [
        ["no CSRF header", { csrf: "missing" }, 403, "csrf_failed"],
        ["a wrong CSRF token", { csrf: "wrong" }, 403, "csrf_failed"],
        ["another origin", { origin: "https://evil.example" }, 403, "cross_origin"],
        ["a form body", { contentType: "application/x-www-form-urlencoded" }, 415, "unsupported_media_type"],
        ["a text body", { contentType: "text/plain" }, 415, "unsupported_media_type"],
      ] as const) {
        const before = await footprint(target.id);
        const refused = await call(method, path, admin, { body, ...options });
        expect(refused.status, `${method} ${path} with ${what}`).toBe(status);
        expect(refused.body.error, `${method} ${path} with ${what}`).toBe(error);
        expect(await footprint(target.id), `${method} ${path} with ${what}`).toEqual(before);
      }
    }
  });
});

describe("hub accounts: the list", () => {
  it("filters, searches, sorts and pages on the server, with last sign-in and live sessions", async () => {
    const admin = await sessionFor((await account({ isAdmin: true })).id);
    const group = uniqueToken("liste");
    const names = ["c", "a", "b", "d"].map((letter) => `${group}-${letter}`);
    const [c, a, b, d] = [
      await account({ name: names[0], isAdmin: true, createdAt: "2026-01-03T10:00:00.000Z" }),
      await account({ name: names[1], dashboard: true, createdAt: "2026-01-01T10:00:00.000Z" }),
      await account({ name: names[2], createdAt: "2026-01-02T10:00:00.000Z" }),
      await account({ name: names[3], active: false, createdAt: "2026-01-04T10:00:00.000Z" }),
    ];
    for (const [userId, at] of [
      [b?.id, "2026-02-01T08:00:00.000Z"],
      [b?.id, "2026-02-03T08:00:00.000Z"],
      [a?.id, "2026-02-02T08:00:00.000Z"],
    ] as const) {
      await insertRow("identity_events", {
        kind: "login_ok",
        user_id: userId,
        email: "x",
        ip_hash: "h",
        created_at: at,
      });
    }
    await sessionFor(b?.id ?? 0);
    await sessionFor(b?.id ?? 0);
    await sessionFor(b?.id ?? 0, -1000);

    const list = async (query: string, q = group) => {
      const response = await call("GET", `accounts/?q=${q}&${query}`, admin);
      expect(response.status, `${query}: ${response.text.slice(0, 200)}`).toBe(200);
      return response.body as { count: number; next: string | null; results: Record<string, unknown>[] };
    };
    const emails = (body: { results: Record<string, unknown>[] }) => body.results.map((row) => row.email);

    const all = await list("");
    expect(all.count).toBe(4);
    expect(emails(all)).toEqual([a, b, c, d].map((row) => row?.email));
    const rowB = all.results.find((row) => row.id === b?.id);
    expect(rowB).toMatchObject({
      username: names[2],
      first_name: "Mia",
      role: "editor",
      is_admin: false,
      is_active: true,
      last_sign_in: "2026-02-03T08:00:00.000Z",
      active_sessions: 2,
    });
    expect(all.results.find((row) => row.id === c?.id)).toMatchObject({ role: "admin", last_sign_in: null });

    expect(emails(await list("sort=created_at&order=desc"))).toEqual([d, c, b, a].map((row) => row?.email));
    // Never signed in sorts last going down, and ties go by id the same way.
    expect(emails(await list("sort=last_sign_in&order=desc"))).toEqual([b, a, d, c].map((row) => row?.email));
    expect(emails(await list("role=admin"))).toEqual([c?.email]);
    expect(emails(await list("role=dashboard"))).toEqual([a?.email]);
    expect(emails(await list("role=editor"))).toEqual([b?.email, d?.email]);
    expect(emails(await list("active=false"))).toEqual([d?.email]);
    expect(emails(await list("", names[3]))).toEqual([d?.email]);
    expect(emails(await list("", `${group}-a@example`))).toEqual([a?.email]);
    const paged = await list("page_size=3&page=1");
    expect(paged.results).toHaveLength(3);
    expect(paged.next).toContain("page=2");
    expect(emails(await list("page_size=3&page=2"))).toEqual([d?.email]);
    expect((await call("GET", `accounts/?q=${group}&page=3&page_size=3`, admin)).status).toBe(404);

    for (const [query, field] of [
      ["role=boss", "role"],
      ["active=yes", "active"],
      ["sort=password_hash", "sort"],
      ["page_size=101", "page_size"],
    ]) {
      const refused = await call("GET", `accounts/?${query}`, admin);
      expect(refused.status, query).toBe(400);
      expect(refused.body, query).toMatchObject({ error: "invalid_query", field });
    }
  });

  it("exports what the filters show as CSV, with formula cells made inert", async () => {
    const admin = await sessionFor((await account({ isAdmin: true })).id);
    const group = uniqueToken("export");
    const shown = await account({ name: `${group}-a` });
    await env.DB.prepare("UPDATE users SET first_name = '=HYPERLINK(1)' WHERE id = ?1").bind(shown.id).run();
    await account({ name: `${group}-b`, active: false });
    const response = await call("GET", `accounts/export/?q=${group}&active=true`, admin);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const lines = response.text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      "id,email,username,first_name,last_name,role,is_admin,has_dashboard_online_access,is_active,created_at,last_sign_in,active_sessions",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${shown.id},${shown.email},${group}-a,'=HYPERLINK(1),`);
  });

  it("answers one account with its password state, 404 for none", async () => {
    const admin = await sessionFor((await account({ isAdmin: true })).id);
    const target = await account();
    const one = await call("GET", `accounts/${target.id}/`, admin);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: target.id, email: target.email, has_password: true });
    expect(one.body.set_password_link_expires_at).toBeNull();
    expect((await call("GET", "accounts/2147483000/", admin)).status).toBe(404);
  });
});

describe("hub accounts: creating", () => {
  it("creates an account with a password, which then signs in; records who created it", async () => {
    const adminAccount = await account({ isAdmin: true });
    const admin = await sessionFor(adminAccount.id);
    const body = newAccountBody({ email: `${uniqueToken("Mit")}@Example.org`, password: "ein neues langes Passwort" });
    const created = await call("POST", "accounts/", admin, { body });
    expect(created.status, created.text).toBe(201);
    const email = String(body.email).toLowerCase();
    expect(created.body).toMatchObject({
      email,
      first_name: "Nora",
      role: "editor",
      is_active: true,
      has_password: true,
    });
    expect(created.body.username).toBe(email.slice(0, email.indexOf("@")));
    expect(created.body.set_password_url).toBeUndefined();
    const id = Number(created.body.id);
    expect(await eventsOf(id)).toEqual([{ kind: "account_created", user_id: id, email, actor_id: adminAccount.id }]);

    const signedIn = await signIn(email, "ein neues langes Passwort");
    expect(signedIn.status, signedIn.text).toBe(200);
  });

  it("creates an account without a password: its one-time link sets one once, then is refused", async () => {
    const adminAccount = await account({ isAdmin: true });
    const admin = await sessionFor(adminAccount.id);
    const body = newAccountBody({ has_dashboard_online_access: true });
    const created = await call("POST", "accounts/", admin, { body });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ role: "dashboard", has_password: false });
    const url = new URL(String(created.body.set_password_url));
    expect(url.origin).toBe(ORIGIN);
    expect(url.pathname).toBe("/de/set-password");
    const token = url.searchParams.get("token") ?? "";
    const id = Number(created.body.id);
    // Only the token's hash is kept, and the link is never shown again.
    const stored = await env.DB.prepare("SELECT token_hash, expires_at FROM password_links WHERE user_id = ?1")
      .bind(id)
      .first<{ token_hash: string; expires_at: string }>();
    expect(stored?.token_hash).toBe(await sha256Hex(token));
    expect(stored?.expires_at).toBe(created.body.set_password_expires_at);
    const detail = await call("GET", `accounts/${id}/`, admin);
    expect(detail.text).not.toContain(token);
    expect(detail.body.set_password_link_expires_at).toBe(stored?.expires_at);

    const page = `/de/set-password?token=${token}`;
    const shown = await call("GET", page, null);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("Cache-Control")).toBe("private, no-store");
    expect(shown.headers.get("X-Robots-Tag")).toBe("noindex");
    // Other sites never see the link's token as a referrer.
    expect(shown.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(shown.text).toContain(String(body.email));
    expect(shown.text).toContain(`name="csrf_token" value="${TEST_CSRF_TOKEN}"`);
    expect(shown.text).not.toContain("<script");

    const post = (fields: Record<string, string>, options: CallOptions = {}) =>
      call("POST", page, null, {
        body: new URLSearchParams({ csrf_token: TEST_CSRF_TOKEN, ...fields }).toString(),
        contentType: "application/x-www-form-urlencoded",
        csrf: "missing",
        ...options,
      });
    const chosen = "mein eigenes Passwort";
    for (const [what, fields, options, status, text] of [
      ["a short password", { password: "kurz", password_confirm: "kurz" }, {}, 400, "mindestens 12 Zeichen"],
      ["two passwords", { password: chosen, password_confirm: `${chosen}!` }, {}, 400, "nicht überein"],
      [
        "a wrong token",
        { csrf_token: "x".repeat(40), password: chosen, password_confirm: chosen },
        {},
        403,
        "Sicherheitsprüfung",
      ],
      [
        "another origin",
        { password: chosen, password_confirm: chosen },
        { origin: "https://evil.example" },
        403,
        "Sicherheitsprüfung",
      ],
    ] as const) {
      const refused = await post(fields, options);
      expect(refused.status, what).toBe(status);
      expect(refused.text, what).toContain(text);
    }
    expect(await eventsOf(id)).toHaveLength(1);

    const saved = await post({ password: chosen, password_confirm: chosen });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe("/de/login?next=%2Fcms-hub");
    expect((await eventsOf(id)).map((event) => [event.kind, event.actor_id])).toEqual([
      ["account_created", adminAccount.id],
      ["password_set", null],
    ]);
    expect((await signIn(String(body.email), chosen)).status).toBe(200);

    const again = await call("GET", page, null);
    expect(again.status).toBe(410);
    expect(again.text).toContain("schon benutzt");
    const reused = await post({ password: "noch ein anderes Passwort", password_confirm: "noch ein anderes Passwort" });
    expect(reused.status).toBe(410);
    expect((await signIn(String(body.email), chosen)).status).toBe(200);
  });

  it("refuses an unknown or expired link with a page that says so, and answers it while the site is offline", async () => {
    const target = await account();
    await env.DB.prepare(
      "INSERT INTO password_links (token_hash, user_id, created_at, expires_at) VALUES (?1, ?2, ?3, ?4)",
    )
      .bind(await sha256Hex("abgelaufen-0123456789"), target.id, "2026-01-01T00:00:00.000Z", "2026-01-04T00:00:00.000Z")
      .run();
    const unknown = await call("GET", "/en/set-password?token=nie-gemacht", null);
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain("This link is not valid.");
    const expired = await call("GET", "/de/set-password?token=abgelaufen-0123456789", null);
    expect(expired.status).toBe(410);
    expect(expired.text).toContain("abgelaufen");

    await env.DB.prepare("UPDATE site_settings SET is_site_online = 0 WHERE id = 1").run();
    await env.CACHE.delete(cacheKeys.settings());
    onTestFinished(async () => {
      await env.DB.prepare("UPDATE site_settings SET is_site_online = 1 WHERE id = 1").run();
      await env.CACHE.delete(cacheKeys.settings());
    });
    expect((await call("GET", "/de/programm", null)).status).toBe(503);
    expect((await call("GET", "/de/set-password?token=abgelaufen-0123456789", null)).status).toBe(410);
  });

  it("limits the set-password posts of one client as sign-in forms are", async () => {
    const admin = await sessionFor((await account({ isAdmin: true })).id);
    const created = await call("POST", "accounts/", admin, { body: newAccountBody() });
    const url = new URL(String(created.body.set_password_url));
    const ip = `198.51.100.${uniqueToken("ip")}`;
    const post = (password: string, confirmation: string) =>
      call("POST", url.pathname + url.search, null, {
        body: new URLSearchParams({ csrf_token: TEST_CSRF_TOKEN, password, password_confirm: confirmation }).toString(),
        contentType: "application/x-www-form-urlencoded",
        csrf: "missing",
        ip,
      });
    for (let attempt = 1; attempt <= SIGN_IN_LIMITS.client.limit; attempt++) {
      expect((await post("ein langes Passwort", "ein anderes Passwort")).status, `attempt ${attempt}`).toBe(400);
    }
    const limited = await post("ein langes Passwort", "ein langes Passwort");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(limited.text).toContain("Zu viele");
    expect((await call("GET", url.pathname + url.search, null)).status).toBe(200);
  });

  it("refuses an address in use (in any case) with 409 and a bad body with 400 naming the field", async () => {
    const admin = await sessionFor((await account({ isAdmin: true })).id);
    const existing = await account();
    const taken = await call("POST", "accounts/", admin, {
      body: newAccountBody({ email: existing.email.toUpperCase() }),
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: "email_taken", field: "email" });
    for (const [body, field] of [
      [newAccountBody({ email: "keine-adresse" }), "email"],
      [newAccountBody({ first_name: " " }), "first_name"],
      [newAccountBody({ is_admin: "ja" }), "is_admin"],
      [newAccountBody({ password: "zu kurz" }), "password"],
      [{ email: "x@example.org" }, "first_name"],
    ] as const) {
      const before = await footprint(existing.id);
      const refused = await call("POST", "accounts/", admin, { body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body, JSON.stringify(body)).toMatchObject({ error: "invalid_body", field });
      expect(await footprint(existing.id)).toEqual(before);
    }
    const broken = await call("POST", "accounts/", admin, { body: "{" });
    expect(broken.body.error).toBe("invalid_json");
  });
});

describe("hub accounts: changing", () => {
  it("deactivation ends every session of the account at once; reactivation lets it sign in again", async () => {
    const adminAccount = await account({ isAdmin: true });
    const admin = await sessionFor(adminAccount.id);
    const target = await account({ dashboard: true });
    const first = await sessionFor(target.id);
    const second = await sessionFor(target.id);
    expect((await call("GET", "me/", first)).status).toBe(200);

    const deactivated = await call("PATCH", `accounts/${target.id}/`, admin, { body: { is_active: false } });
    expect(deactivated.status, deactivated.text).toBe(200);
    expect(deactivated.body).toMatchObject({ is_active: false, active_sessions: 0 });
    expect((await call("GET", "me/", first)).status).toBe(401);
    expect((await call("GET", "me/", second)).status).toBe(401);
    expect((await footprint(target.id)).sessions).toBe(0);
    expect((await signIn(target.email, PASSWORD)).status).toBe(400);

    const reactivated = await call("PATCH", `accounts/${target.id}/`, admin, { body: { is_active: true } });
    expect(reactivated.body).toMatchObject({ is_active: true });
    expect((await signIn(target.email, PASSWORD)).status).toBe(200);
    expect((await eventsOf(target.id)).filter((event) => event.actor_id !== null)).toEqual([
      { kind: "account_deactivated", user_id: target.id, email: target.email, actor_id: adminAccount.id },
      { kind: "account_reactivated", user_id: target.id, email: target.email, actor_id: adminAccount.id },
    ]);
  });

  it("records each change as its identity event with the acting administrator", async () => {
    const adminAccount = await account({ isAdmin: true });
    const admin = await sessionFor(adminAccount.id);
    const target = await account();
    const newEmail = `${uniqueToken("umbenannt")}@example.org`;
    const patch = (body: unknown) => call("PATCH", `accounts/${target.id}/`, admin, { body });

    expect((await patch({ first_name: "Ada", email: newEmail.toUpperCase() })).body).toMatchObject({
      first_name: "Ada",
      email: newEmail,
    });
    expect((await patch({ has_dashboard_online_access: true, is_admin: true })).body).toMatchObject({ role: "admin" });
    // The same values again change nothing and record nothing.
    expect((await patch({ first_name: "Ada", is_admin: true })).status).toBe(200);
    expect((await eventsOf(target.id)).map((event) => [event.kind, event.email, event.actor_id])).toEqual([
      ["account_changed", newEmail, adminAccount.id],
      ["rights_changed", newEmail, adminAccount.id],
    ]);

    const taken = await patch({ email: adminAccount.email });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: "email_taken", field: "email" });
    for (const body of [{}, { is_active: "nein" }, { email: "nope" }]) {
      const refused = await patch(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error).toBe("invalid_body");
    }
    expect((await call("PATCH", "accounts/2147483000/", admin, { body: { first_name: "X" } })).status).toBe(404);
    expect(await eventsOf(target.id)).toHaveLength(2);
  });

  it("resets a password: a set one ends the account's sessions, a new link replaces the last", async () => {
    const adminAccount = await account({ isAdmin: true });
    const admin = await sessionFor(adminAccount.id);
    const target = await account();
    const targetSession = await sessionFor(target.id);
    const reset = (body: unknown) => call("POST", `accounts/${target.id}/password/`, admin, { body });

    const first = await reset({});
    expect(first.status).toBe(200);
    const firstLink = String(first.body.set_password_url);
    const second = await call("POST", `accounts/${target.id}/password/`, admin, { body: "" });
    expect(second.status, second.text).toBe(200);
    expect(second.body.set_password_url).not.toBe(firstLink);
    expect((await call("GET", new URL(firstLink).pathname + new URL(firstLink).search, null)).status).toBe(404);
    const secondUrl = new URL(String(second.body.set_password_url));
    expect((await call("GET", secondUrl.pathname + secondUrl.search, null)).status).toBe(200);

    const set = await reset({ password: "vom Admin gesetzt 1" });
    expect(set.body).toMatchObject({ ended_sessions: 1 });
    expect((await call("GET", "me/", targetSession)).status).toBe(401);
    expect((await call("GET", secondUrl.pathname + secondUrl.search, null)).status).toBe(404);
    expect((await signIn(target.email, "vom Admin gesetzt 1")).status).toBe(200);
    expect((await reset({ password: "kurz" })).body).toMatchObject({ error: "invalid_body", field: "password" });
    expect((await eventsOf(target.id)).filter((e) => e.kind === "password_reset").map((e) => e.actor_id)).toEqual([
      adminAccount.id,
      adminAccount.id,
      adminAccount.id,
    ]);

    // An administrator resetting their own password keeps the session they do it from.
    const own = await call("POST", `accounts/${adminAccount.id}/password/`, admin, {
      body: { password: "mein neues Passwort" },
    });
    expect(own.body).toMatchObject({ ended_sessions: 0 });
    expect((await call("GET", "me/", admin)).status).toBe(200);

    // A deactivated account gets neither: it could not sign in with what it set.
    const closed = await account({ active: false });
    for (const body of [{}, { password: "ein weiteres langes Passwort" }]) {
      const refused = await call("POST", `accounts/${closed.id}/password/`, admin, { body });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe("account_inactive");
    }
  });
});

describe("hub accounts: the last active administrator", () => {
  /** Makes `keep` the only active administrator until the test ends. */
  async function onlyAdmin(keep: number): Promise<void> {
    const { results } = await env.DB.prepare("SELECT id FROM users WHERE is_admin = 1 AND is_active = 1 AND id <> ?1")
      .bind(keep)
      .all<{ id: number }>();
    await env.DB.prepare("UPDATE users SET is_admin = 0 WHERE is_admin = 1 AND is_active = 1 AND id <> ?1")
      .bind(keep)
      .run();
    onTestFinished(async () => {
      for (const { id } of results) await env.DB.prepare("UPDATE users SET is_admin = 1 WHERE id = ?1").bind(id).run();
    });
  }

  it("cannot be demoted or deactivated (409 saying so), and nothing changes", async () => {
    const last = await account({ isAdmin: true });
    const session = await sessionFor(last.id);
    const other = await account({ isAdmin: true });
    await onlyAdmin(last.id);
    await env.DB.prepare("UPDATE users SET is_admin = 1, is_active = 0 WHERE id = ?1").bind(other.id).run();

    for (const body of [{ is_admin: false }, { is_active: false }, { is_admin: false, first_name: "Neu" }]) {
      const before = await footprint(last.id);
      const refused = await call("PATCH", `accounts/${last.id}/`, session, { body });
      expect(refused.status, JSON.stringify(body)).toBe(409);
      expect(refused.body.error).toBe("last_active_admin");
      expect(String(refused.body.detail)).toContain("last active administrator");
      expect(await footprint(last.id)).toEqual(before);
    }
    // The database keeps the rule too, whatever writes to it.
    await expect(env.DB.prepare("UPDATE users SET is_admin = 0 WHERE id = ?1").bind(last.id).run()).rejects.toThrow(
      /last_active_admin/,
    );

    // Once another admin is active again, the other one may take the right away; an admin never
    // deactivates or demotes their own account.
    const reactivated = await call("PATCH", `accounts/${other.id}/`, session, { body: { is_active: true } });
    expect(reactivated.status).toBe(200);
    for (const [body, field] of [
      [{ is_active: false }, "is_active"],
      [{ is_admin: false }, "is_admin"],
    ] as const) {
      const own = await call("PATCH", `accounts/${last.id}/`, session, { body });
      expect(own.status).toBe(409);
      expect(own.body).toMatchObject({ error: "own_account", field });
    }
    const byOther = await call("PATCH", `accounts/${last.id}/`, await sessionFor(other.id), {
      body: { is_admin: false },
    });
    expect(byOther.status).toBe(200);
  });

  it("stays one when two administrators demote each other at the same moment", async () => {
    const a = await account({ isAdmin: true });
    const b = await account({ isAdmin: true });
    await onlyAdmin(a.id);
    await env.DB.prepare("UPDATE users SET is_admin = 1 WHERE id = ?1").bind(b.id).run();
    const [sessionA, sessionB] = [await sessionFor(a.id), await sessionFor(b.id)];
    const [byA, byB] = await Promise.all([
      call("PATCH", `accounts/${b.id}/`, sessionA, { body: { is_admin: false } }),
      call("PATCH", `accounts/${a.id}/`, sessionB, { body: { is_admin: false } }),
    ]);
    expect([byA.status, byB.status].sort()).toEqual([200, 409]);
    const admins = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE is_admin = 1 AND is_active = 1").first<{
      n: number;
    }>();
    expect(admins?.n).toBe(1);
    const changes = await env.DB.prepare(
      "SELECT count(*) AS n FROM identity_events WHERE kind = 'rights_changed' AND user_id IN (?1, ?2)",
    )
      .bind(a.id, b.id)
      .first<{ n: number }>();
    expect(changes?.n).toBe(1);
  });
});

describe("identity events table", () => {
  it("allows exactly the kinds of IDENTITY_EVENT_KINDS and names the acting administrator", async () => {
    const table = await env.DB.prepare(
      "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'identity_events'",
    ).first<{ sql: string }>();
    const check = /kind IN \(([^)]*)\)/.exec(table?.sql ?? "")?.[1] ?? "";
    const kinds = [...check.matchAll(/'([a-z_]+)'/g)].map((match) => match[1]);
    expect(kinds.sort()).toEqual([...IDENTITY_EVENT_KINDS].sort());
    expect(table?.sql).toMatch(/actor_id INTEGER REFERENCES users \(id\) ON DELETE SET NULL/);
    const { results } = await env.DB.prepare("PRAGMA index_list('identity_events')").all<{ name: string }>();
    expect(results.map((index) => index.name)).toEqual(
      expect.arrayContaining([
        "identity_events_created",
        "identity_events_ip",
        "identity_events_user",
        "identity_events_kind",
      ]),
    );
  });
});

describe("hub accounts: the screens", () => {
  it("are served to administrators, and the 403 page to anyone else signed in", async () => {
    const admin = await sessionFor((await account({ isAdmin: true })).id);
    const dashboard = await sessionFor((await account({ dashboard: true })).id);
    const target = await account();
    for (const [path, heading] of [
      ["/cms-hub/accounts", "<h1>Konten</h1>"],
      ["/cms-hub/accounts/new", "<h1>Neues Konto</h1>"],
      [`/cms-hub/accounts/${target.id}`, 'href="/cms-hub/accounts/new"'],
    ] as const) {
      const page = await call("GET", path, admin);
      expect(page.status, path).toBe(200);
      expect(page.headers.get("Cache-Control"), path).toBe("private, no-store");
      expect(page.text, path).toContain(heading);
      const refused = await call("GET", path, dashboard);
      expect(refused.status, path).toBe(403);
      expect(refused.text, path).toContain("Kein Zugriff");
    }
  });
});
