import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CSRF_COOKIE, CSRF_HEADER } from "../../src/lib/csrf";
import { hashPassword } from "../../workers/auth/password";
import {
  SESSION_ABSOLUTE_MS,
  SESSION_COOKIE,
  SESSION_IDLE_MS,
  SESSION_SLIDE_INTERVAL_MS,
} from "../../workers/auth/session";
import { SIGN_IN_DELAY, SIGN_IN_LIMITS } from "../../workers/auth/sign-in";
import { sha256Hex } from "../../workers/auth/tokens";
import worker from "../../workers/index";
import { editorCall, getJson, ORIGIN, sessionFor, TEST_CSRF_TOKEN } from "./api-helpers";
import { insertRow, uniqueToken } from "./fixtures";

const PASSWORD = "richtig langes Passwort";

interface Account {
  id: number;
  email: string;
}

/** An account of the test's own with `PASSWORD`, active unless told otherwise. */
async function ownAccount(isActive: 0 | 1 = 1): Promise<Account> {
  const name = uniqueToken("editor");
  const email = `${name}@example.org`;
  const stored = await hashPassword(PASSWORD);
  const id = await insertRow("users", {
    email,
    username: name,
    first_name: "Mia",
    last_name: "Beispiel",
    password_hash: stored.hash,
    password_salt: stored.salt,
    is_active: isActive,
    created_at: new Date().toISOString(),
  });
  return { id, email };
}

/** A client address no other test uses, so rate-limit buckets stay apart. */
const ownAddress = () => `198.51.100.${uniqueToken("ip")}`;

/** A whole-worker request, answered once its `waitUntil` work is done; redirects are not followed. */
async function send(path: string, init: RequestInit = {}): Promise<{ response: Response; text: string }> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, { redirect: "manual", ...init }), env, ctx);
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, text };
}

/** The JSON sign-in call as the editor's login modal makes it. */
function signInJson(body: unknown, options: { ip: string; cookie?: string; csrf?: boolean }) {
  const cookies = [`${CSRF_COOKIE}=${TEST_CSRF_TOKEN}`, ...(options.cookie ? [options.cookie] : [])];
  return getJson<Record<string, unknown>>("/de/pageeditor-api/login/", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Cookie: cookies.join("; "),
      Origin: ORIGIN,
      "CF-Connecting-IP": options.ip,
      ...(options.csrf === false ? {} : { [CSRF_HEADER]: TEST_CSRF_TOKEN }),
    },
    body: JSON.stringify(body),
  });
}

interface FormOptions {
  ip: string;
  /** The hidden field's token; the cookie always holds TEST_CSRF_TOKEN. */
  token?: string | null;
  origin?: string | null;
  cookie?: string;
  headers?: Record<string, string>;
}

/** A form post as a browser without script sends it: form-encoded, the token in a hidden field. */
function postForm(path: string, fields: Record<string, string>, options: FormOptions) {
  const body = new URLSearchParams(fields);
  const token = options.token === undefined ? TEST_CSRF_TOKEN : options.token;
  if (token !== null) body.set("csrf_token", token);
  const origin = options.origin === undefined ? ORIGIN : options.origin;
  return send(path, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: [`${CSRF_COOKIE}=${TEST_CSRF_TOKEN}`, ...(options.cookie ? [options.cookie] : [])].join("; "),
      "CF-Connecting-IP": options.ip,
      ...(origin === null ? {} : { Origin: origin }),
      ...options.headers,
    },
    body: body.toString(),
  });
}

const sessionCookieOf = (response: { headers: Headers }) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));

/** The token the answer set in `__Host-session`, as a Cookie header. */
function cookieHeaderOf(response: { headers: Headers }): string {
  const cookie = sessionCookieOf(response);
  if (!cookie) throw new Error("no session cookie was set");
  return cookie.split(";", 1)[0] ?? "";
}

const tokenOf = (cookieHeader: string) => cookieHeader.slice(`${SESSION_COOKIE}=`.length);

const userCall = (cookie: string) => getJson("/de/pageeditor-api/user", { headers: { Cookie: cookie } });

async function eventsOf(ip: string): Promise<{ kind: string; user_id: number | null; email: string | null }[]> {
  const { results } = await env.DB.prepare(
    "SELECT kind, user_id, email FROM identity_events WHERE ip_hash = ?1 ORDER BY id",
  )
    .bind(await sha256Hex(ip))
    .all<{ kind: string; user_id: number | null; email: string | null }>();
  return results;
}

const sessionCount = async (userId: number) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE user_id = ?1").bind(userId).first<{ n: number }>())
    ?.n;

describe("sign-in call", () => {
  it("answers the user details, sets a fresh session cookie with its flags and stores only its hash", async () => {
    const account = await ownAccount();
    const ip = ownAddress();
    const before = Date.now();
    const { status, body, headers } = await signInJson({ email: account.email, password: PASSWORD }, { ip });
    expect(status).toBe(200);
    expect(headers.get("Cache-Control")).toBe("private, no-store");

    const cookie = sessionCookieOf({ headers }) ?? "";
    expect(cookie).toMatch(
      new RegExp(
        `^${SESSION_COOKIE}=[A-Za-z0-9_-]{43}; Max-Age=${SESSION_ABSOLUTE_MS / 1000}; Path=/; HttpOnly; Secure; SameSite=Lax$`,
      ),
    );
    // A CSRF token known before the sign-in is not kept after it.
    const csrf = headers.getSetCookie().find((c) => c.startsWith(`${CSRF_COOKIE}=`)) ?? "";
    expect(csrf).toMatch(/; Secure; SameSite=Lax$/);
    expect(csrf).not.toContain(TEST_CSRF_TOKEN);

    const sent = cookieHeaderOf({ headers });
    const user = await userCall(sent);
    expect(user.status).toBe(200);
    expect(body).toEqual(user.body);
    expect(body).toMatchObject({ logged: true, email: account.email, first_name: "Mia", last_name: "Beispiel" });

    const row = await env.DB.prepare(
      "SELECT token_hash, expires_at, absolute_expires_at FROM sessions WHERE user_id = ?1",
    )
      .bind(account.id)
      .first<{ token_hash: string; expires_at: string; absolute_expires_at: string }>();
    expect(row?.token_hash).toBe(await sha256Hex(tokenOf(sent)));
    const idle = Date.parse(row?.expires_at ?? "") - before;
    const absolute = Date.parse(row?.absolute_expires_at ?? "") - before;
    expect(idle).toBeGreaterThanOrEqual(SESSION_IDLE_MS);
    expect(idle).toBeLessThan(SESSION_IDLE_MS + 60_000);
    expect(absolute).toBeGreaterThanOrEqual(SESSION_ABSOLUTE_MS);
    expect(absolute).toBeLessThan(SESSION_ABSOLUTE_MS + 60_000);

    const events = await eventsOf(ip);
    expect(events).toEqual([{ kind: "login_ok", user_id: account.id, email: account.email }]);
    const raw = await env.DB.prepare("SELECT count(*) AS n FROM identity_events WHERE ip_hash = ?1")
      .bind(ip)
      .first<{ n: number }>();
    expect(raw?.n).toBe(0);
  });

  it("rotates the session: the cookie sent along dies, the new token differs", async () => {
    const account = await ownAccount();
    const old = await sessionFor(account.id);
    const oldCookie = old.headers.Cookie ?? "";
    const { status, headers } = await signInJson(
      { email: account.email.toUpperCase(), password: PASSWORD },
      { ip: ownAddress(), cookie: oldCookie },
    );
    expect(status).toBe(200);
    const fresh = cookieHeaderOf({ headers });
    expect(tokenOf(fresh)).not.toBe(tokenOf(oldCookie));
    expect((await userCall(oldCookie)).status).toBe(401);
    expect((await userCall(fresh)).status).toBe(200);
    expect(await sessionCount(account.id)).toBe(1);
  });

  it("gives one answer to an unknown address, a wrong password and a deactivated account", async () => {
    const active = await ownAccount();
    const inactive = await ownAccount(0);
    const ip = ownAddress();
    const answers = [
      await signInJson({ email: `${uniqueToken("nobody")}@example.org`, password: PASSWORD }, { ip }),
      await signInJson({ email: active.email, password: `${PASSWORD}!` }, { ip }),
      await signInJson({ email: inactive.email, password: PASSWORD }, { ip }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(answers[0]?.body);
      expect(sessionCookieOf(answer)).toBeUndefined();
    }
    expect(answers[0]?.body).toEqual({
      error: "invalid_credentials",
      detail: "The e-mail address or password is incorrect.",
    });
    expect(await sessionCount(inactive.id)).toBe(0);
    expect((await eventsOf(ip)).map((event) => [event.kind, event.user_id])).toEqual([
      ["login_failed", null],
      ["login_failed", active.id],
      ["login_failed", inactive.id],
    ]);
  });

  it("refuses calls without the CSRF header, from other origins or not in JSON", async () => {
    const account = await ownAccount();
    const ip = ownAddress();
    const credentials = { email: account.email, password: PASSWORD };
    expect((await signInJson(credentials, { ip, csrf: false })).status).toBe(403);
    const foreign = await getJson("/de/pageeditor-api/login/", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Cookie: `${CSRF_COOKIE}=${TEST_CSRF_TOKEN}`,
        [CSRF_HEADER]: TEST_CSRF_TOKEN,
        Origin: "https://evil.example",
      },
      body: JSON.stringify(credentials),
    });
    expect(foreign.status).toBe(403);
    const form = await getJson("/de/pageeditor-api/login/", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: `${CSRF_COOKIE}=${TEST_CSRF_TOKEN}`,
        [CSRF_HEADER]: TEST_CSRF_TOKEN,
        Origin: ORIGIN,
      },
      body: new URLSearchParams(credentials).toString(),
    });
    expect(form.status).toBe(415);
    const malformed = await signInJson({ email: account.email }, { ip });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ error: "invalid_body", field: "password" });
    expect(await sessionCount(account.id)).toBe(0);
    expect(await eventsOf(ip)).toEqual([]);
  });

  it("limits attempts per client: 429 with Retry-After and one lock-out event", async () => {
    const account = await ownAccount();
    const ip = ownAddress();
    for (let i = 0; i < SIGN_IN_LIMITS.client.limit; i++) {
      const attempt = await signInJson({ email: `${uniqueToken("guess")}@example.org`, password: "x" }, { ip });
      expect(attempt.status).toBe(400);
    }
    // Over the limit even the right password is refused, as JSON and on the form.
    const limited = await signInJson({ email: account.email, password: PASSWORD }, { ip });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: "rate_limited" });
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_LIMITS.client.windowSeconds);
    expect(sessionCookieOf(limited)).toBeUndefined();

    const page = await postForm("/en/login", { email: account.email, password: PASSWORD }, { ip });
    expect(page.response.status).toBe(429);
    expect(Number(page.response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(page.response.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(page.text).toContain("Too many sign-in attempts.");

    const kinds = (await eventsOf(ip)).map((event) => event.kind);
    expect(kinds.filter((kind) => kind === "login_failed")).toHaveLength(SIGN_IN_LIMITS.client.limit);
    expect(kinds.filter((kind) => kind === "login_locked")).toHaveLength(1);
    expect(await sessionCount(account.id)).toBe(0);
  });

  it("counts refused attempts only: an editor signing in again and again is never locked out", async () => {
    const account = await ownAccount();
    const ip = ownAddress();
    for (let i = 0; i < SIGN_IN_LIMITS.client.limit + 1; i++) {
      const attempt = await signInJson({ email: account.email, password: PASSWORD }, { ip });
      expect(attempt.status).toBe(200);
    }
    // A success forgets its client's failures before it: the free ones start again after it.
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < SIGN_IN_DELAY.free - 1; i++) {
        expect((await signInJson({ email: account.email, password: "falsch" }, { ip })).status).toBe(400);
      }
      expect((await signInJson({ email: account.email, password: PASSWORD }, { ip })).status).toBe(200);
    }
    // The refused ones still count: the free failures, then 429.
    for (let i = 0; i < SIGN_IN_DELAY.free; i++) {
      expect((await signInJson({ email: account.email, password: "falsch" }, { ip })).status).toBe(400);
    }
    expect((await signInJson({ email: account.email, password: PASSWORD }, { ip })).status).toBe(429);
  });

  it("makes a guessing client wait after its free failures, twice as long after each further one", async () => {
    const account = await ownAccount();
    const ip = ownAddress();
    const pair = `${await sha256Hex(account.email)}:${await sha256Hex(ip)}`;
    /** The pair's wait as if `seconds` had passed. */
    const waitPasses = (seconds: number) =>
      env.DB.prepare("UPDATE sign_in_delays SET retry_at = retry_at - ?1 WHERE bucket = ?2").bind(seconds, pair).run();

    for (let i = 0; i < SIGN_IN_DELAY.free; i++) {
      expect((await signInJson({ email: account.email, password: "falsch" }, { ip })).status).toBe(400);
    }
    for (const expected of [60, 120, 240, 480, 900, 900]) {
      // Even the right password is refused while the client waits.
      const limited = await signInJson({ email: account.email, password: PASSWORD }, { ip });
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ error: "rate_limited" });
      const retryAfter = Number(limited.headers.get("Retry-After"));
      expect(retryAfter).toBeGreaterThan(expected - 5);
      expect(retryAfter).toBeLessThanOrEqual(expected);
      await waitPasses(expected);
      expect((await signInJson({ email: account.email, password: "falsch" }, { ip })).status).toBe(400);
    }
    const kinds = (await eventsOf(ip)).map((event) => event.kind);
    expect(kinds.filter((kind) => kind === "login_failed")).toHaveLength(SIGN_IN_DELAY.free + 6);
    // One lock-out event per wait, however often the client knocks during it.
    await signInJson({ email: account.email, password: PASSWORD }, { ip });
    expect((await eventsOf(ip)).filter((event) => event.kind === "login_locked")).toHaveLength(7);
    expect(await sessionCount(account.id)).toBe(0);
  });

  it("lets the owner sign in from their own client after others' failures, every spelling of the address being one account", async () => {
    const account = await ownAccount();
    const spellings = [account.email.toUpperCase(), `  ${account.email}\t`, ` ${account.email.replace("e", "E")} `];
    const attackers = [ownAddress(), ownAddress()];
    for (const ip of attackers) {
      for (let i = 0; i < SIGN_IN_DELAY.free; i++) {
        const email = spellings[i % spellings.length];
        expect((await signInJson({ email, password: "falsch" }, { ip })).status).toBe(400);
      }
      // Each spelling counted for the one account: this client now waits, in any spelling.
      const limited = await signInJson({ email: account.email, password: PASSWORD }, { ip });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    }
    const owner = await signInJson({ email: account.email, password: PASSWORD }, { ip: ownAddress() });
    expect(owner.status).toBe(200);
    expect(sessionCookieOf(owner)).toBeDefined();
    const page = await postForm("/de/login", { email: account.email, password: PASSWORD }, { ip: ownAddress() });
    expect(page.response.status).toBe(303);
  });

  it("limits attempts per account from clients it has not signed in from, never the owner's own", async () => {
    const account = await ownAccount();
    const ownersClient = ownAddress();
    expect((await signInJson({ email: account.email, password: PASSWORD }, { ip: ownersClient })).status).toBe(200);
    // The account's budget of the hour (and the next, should the hour turn during the test) spent
    // by guesses from other addresses.
    const hour = 3_600_000;
    expect(SIGN_IN_LIMITS.account.windowSeconds * 1000).toBe(hour);
    const start = Math.floor(Date.now() / hour) * hour;
    const bucket = `sign-in:account:${await sha256Hex(account.email)}`;
    for (const windowStart of [start, start + hour]) {
      await env.DB.prepare(
        "INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?1, ?2, ?3) ON CONFLICT DO UPDATE SET hits = excluded.hits",
      )
        .bind(bucket, new Date(windowStart).toISOString(), SIGN_IN_LIMITS.account.limit - 1)
        .run();
    }
    expect((await signInJson({ email: account.email, password: "falsch" }, { ip: ownAddress() })).status).toBe(400);
    const ip = ownAddress();
    const limited = await signInJson({ email: account.email, password: PASSWORD }, { ip });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_LIMITS.account.windowSeconds);
    expect(await eventsOf(ip)).toEqual([{ kind: "login_locked", user_id: account.id, email: account.email }]);
    expect(await sessionCount(account.id)).toBe(1);
    // The client the owner signed in from before is not held to the spent budget.
    const owner = await signInJson(
      { email: ` ${account.email.toUpperCase()} `, password: PASSWORD },
      { ip: ownersClient },
    );
    expect(owner.status).toBe(200);
    expect(await sessionCount(account.id)).toBe(2);
  });
});

describe("login_url and logout_url", () => {
  it("are our pages in the visitor's language; the settings' plain paths lead there", async () => {
    for (const lang of ["de", "en"] as const) {
      const { body } = await getJson<{ login_url: string; logout_url: string }>(`/api/user-details/?lang=${lang}`);
      expect(body.login_url).toBe(`/${lang}/login`);
      expect(body.logout_url).toBe(`/${lang}/logout`);
    }
    const { response } = await send("/login?next=%2Fen%2Fevents", { headers: { "Accept-Language": "en" } });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/en/login?next=%2Fen%2Fevents");
  });
});

describe("sign-in page", () => {
  it("is a noindex document without script under the CSP, with the CSRF cookie's token in its form", async () => {
    const { response, text } = await send("/de/login?next=%2Fde%2Farchiv-2019");
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(text).toMatch(/^<!DOCTYPE html>/);
    expect(text).toContain('<meta name="robots" content="noindex"/>');
    expect(text).not.toContain("<script");
    const nonce = /script-src 'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
    expect(text).toContain(`<style nonce="${nonce}">`);
    const issued = response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith(`${CSRF_COOKIE}=`))
      ?.split(";", 1)[0]
      ?.slice(CSRF_COOKIE.length + 1);
    expect(issued).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(text).toContain(`<input type="hidden" name="csrf_token" value="${issued}"/>`);
    expect(text).toContain('<input type="hidden" name="next" value="/de/archiv-2019"/>');
    expect(text).toContain('<form action="/de/login" method="post">');
    expect(text).toMatch(/autocomplete="current-password"/i);
    expect(text).toContain("<h1>Anmelden</h1>");

    const english = await send("/en/login", { headers: { Cookie: `${CSRF_COOKIE}=${TEST_CSRF_TOKEN}` } });
    expect(english.text).toContain('<html lang="en">');
    expect(english.text).toContain(`value="${TEST_CSRF_TOKEN}"`);
    expect(english.text).toContain('<input type="hidden" name="next" value="/en"/>');
  });

  it("signs in without script and follows only a path of this site", async () => {
    const account = await ownAccount();
    const cases: [string, string][] = [
      ["/de/archiv-2019?x=1", "/de/archiv-2019?x=1"],
      ["//evil.example", "/de"],
      ["https://evil.example", "/de"],
      ["/\\evil.example", "/de"],
    ];
    for (const [next, expected] of cases) {
      const { response } = await postForm(
        "/de/login",
        { email: account.email, password: PASSWORD, next },
        { ip: ownAddress() },
      );
      expect(response.status, next).toBe(303);
      expect(response.headers.get("Location"), next).toBe(expected);
      expect((await userCall(cookieHeaderOf(response))).status, next).toBe(200);
    }
  });

  it("shows the one failure message and keeps the address typed", async () => {
    const account = await ownAccount();
    const { response, text } = await postForm(
      "/en/login",
      { email: account.email, password: "falsch", next: "/en/events" },
      { ip: ownAddress() },
    );
    expect(response.status).toBe(400);
    expect(sessionCookieOf(response)).toBeUndefined();
    expect(text).toContain('<p class="message" role="alert">The e-mail address or password is incorrect.</p>');
    expect(text).toContain(`value="${account.email}"`);
    expect(text).toContain('<input type="hidden" name="next" value="/en/events"/>');
  });

  it("refuses a form without the cookie's token, with a wrong one, from another origin or of another type", async () => {
    const account = await ownAccount();
    const ip = ownAddress();
    const credentials = { email: account.email, password: PASSWORD };
    const refusals = [
      await postForm("/de/login", credentials, { ip, token: null }),
      await postForm("/de/login", credentials, { ip, token: "wrong-token-0123456789abcdefghijklmnopqrs" }),
      await postForm("/de/login", credentials, { ip, origin: "https://evil.example" }),
      await postForm("/de/login", credentials, { ip, origin: null, headers: { "Sec-Fetch-Site": "cross-site" } }),
      await send("/de/login", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Cookie: `${CSRF_COOKIE}=${TEST_CSRF_TOKEN}`,
          Origin: ORIGIN,
          "CF-Connecting-IP": ip,
        },
        body: JSON.stringify({ ...credentials, csrf_token: TEST_CSRF_TOKEN }),
      }),
    ];
    for (const { response, text } of refusals) {
      expect(response.status).toBe(403);
      expect(sessionCookieOf(response)).toBeUndefined();
      expect(text).toContain("Die Sicherheitsprüfung ist fehlgeschlagen.");
    }
    expect(await sessionCount(account.id)).toBe(0);
    expect(await eventsOf(ip)).toEqual([]);

    // Without an Origin header the browser's Sec-Fetch-Site vouches for the same origin.
    const same = await postForm("/de/login", credentials, {
      ip,
      origin: null,
      headers: { "Sec-Fetch-Site": "same-origin" },
    });
    expect(same.response.status).toBe(303);
  });
});

describe("sign-out", () => {
  it("by the call: deletes the session, clears the cookie and records it", async () => {
    const account = await ownAccount();
    const ip = ownAddress();
    const signedIn = await signInJson({ email: account.email, password: PASSWORD }, { ip });
    const cookie = cookieHeaderOf(signedIn);

    const refused = await getJson("/de/pageeditor-api/logout/", {
      method: "POST",
      headers: { Cookie: cookie, Origin: ORIGIN, "Content-Type": "application/json" },
    });
    expect(refused.status).toBe(403);
    expect((await userCall(cookie)).status).toBe(200);

    const { status, body, headers } = await getJson("/de/pageeditor-api/logout/", {
      method: "POST",
      headers: {
        Cookie: `${cookie}; ${CSRF_COOKIE}=${TEST_CSRF_TOKEN}`,
        [CSRF_HEADER]: TEST_CSRF_TOKEN,
        Origin: ORIGIN,
        "Content-Type": "application/json",
        "CF-Connecting-IP": ip,
      },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ logged: false, login_url: "/de/login" });
    expect(sessionCookieOf({ headers })).toBe(`${SESSION_COOKIE}=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax`);
    expect(await sessionCount(account.id)).toBe(0);
    expect((await userCall(cookie)).status).toBe(401);
    expect((await eventsOf(ip)).map((event) => event.kind)).toEqual(["login_ok", "logout"]);
  });

  it("by the link: the site's own navigation signs out, another site's gets a form that posts", async () => {
    const account = await ownAccount();
    const ip = ownAddress();
    const navigation = { "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" };

    const own = await sessionFor(account.id);
    const link = await send("/en/logout", {
      headers: { ...own.headers, ...navigation, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": ip },
    });
    expect(link.response.status).toBe(303);
    expect(link.response.headers.get("Location")).toBe("/en");
    expect(sessionCookieOf(link.response)).toContain("Max-Age=0");
    expect((await userCall(own.headers.Cookie ?? "")).status).toBe(401);
    expect((await eventsOf(ip)).map((event) => event.kind)).toEqual(["logout"]);

    const other = await sessionFor(account.id);
    const cookie = `${other.headers.Cookie}; ${CSRF_COOKIE}=${TEST_CSRF_TOKEN}`;
    for (const headers of [
      { ...navigation, "Sec-Fetch-Site": "cross-site" },
      { ...navigation, "Sec-Fetch-Site": "same-origin", "Sec-Purpose": "prefetch" },
      { "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "no-cors", "Sec-Fetch-Dest": "image" },
      {},
    ]) {
      const page = await send("/de/logout", { headers: { Cookie: cookie, ...headers } });
      expect(page.response.status).toBe(200);
      expect(page.response.headers.get("X-Robots-Tag")).toBe("noindex");
      expect(page.text).toContain('<form action="/de/logout" method="post">');
      expect(page.text).toContain(`value="${TEST_CSRF_TOKEN}"`);
    }
    expect((await userCall(other.headers.Cookie ?? "")).status).toBe(200);

    const wrong = await postForm("/de/logout", {}, { ip, cookie: other.headers.Cookie, token: "x".repeat(40) });
    expect(wrong.response.status).toBe(403);
    const foreign = await postForm(
      "/de/logout",
      {},
      { ip, cookie: other.headers.Cookie, origin: "https://evil.example" },
    );
    expect(foreign.response.status).toBe(403);
    expect((await userCall(other.headers.Cookie ?? "")).status).toBe(200);

    const confirmed = await postForm("/de/logout", {}, { ip, cookie: other.headers.Cookie });
    expect(confirmed.response.status).toBe(303);
    expect(confirmed.response.headers.get("Location")).toBe("/de");
    expect((await userCall(other.headers.Cookie ?? "")).status).toBe(401);
    expect(await sessionCount(account.id)).toBe(0);
  });
});

describe("session expiry", () => {
  it("ends a session past its idle or its absolute expiry; cron deletes both", async () => {
    const account = await ownAccount();
    const idle = await sessionFor(account.id, -1000, 3_600_000);
    const absolute = await sessionFor(account.id, 3_600_000, -1000);
    expect((await userCall(idle.headers.Cookie ?? "")).status).toBe(401);
    expect((await userCall(absolute.headers.Cookie ?? "")).status).toBe(401);

    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController(), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await sessionCount(account.id)).toBe(0);
  });

  it("moves the idle expiry forward on use, at most every few minutes and never past the absolute one", async () => {
    const account = await ownAccount();
    const expiry = async (cookie: string) =>
      (
        await env.DB.prepare("SELECT expires_at FROM sessions WHERE token_hash = ?1")
          .bind(await sha256Hex(tokenOf(cookie)))
          .first<{ expires_at: string }>()
      )?.expires_at ?? "";

    // Set a minute ago: left as it is.
    const recent = await sessionFor(account.id, SESSION_IDLE_MS - 60_000, SESSION_ABSOLUTE_MS);
    const recentBefore = await expiry(recent.headers.Cookie ?? "");
    expect((await userCall(recent.headers.Cookie ?? "")).status).toBe(200);
    expect(await expiry(recent.headers.Cookie ?? "")).toBe(recentBefore);

    // Set longer ago than the interval: moved to a full idle period from now.
    const stale = await sessionFor(
      account.id,
      SESSION_IDLE_MS - SESSION_SLIDE_INTERVAL_MS - 60_000,
      SESSION_ABSOLUTE_MS,
    );
    const before = Date.now();
    expect((await userCall(stale.headers.Cookie ?? "")).status).toBe(200);
    const moved = Date.parse(await expiry(stale.headers.Cookie ?? "")) - before;
    expect(moved).toBeGreaterThanOrEqual(SESSION_IDLE_MS - 1000);
    expect(moved).toBeLessThan(SESSION_IDLE_MS + 60_000);

    // Near its absolute end: moved only up to it.
    const ending = await sessionFor(account.id, 10 * 60_000, 30 * 60_000);
    expect((await userCall(ending.headers.Cookie ?? "")).status).toBe(200);
    const capped = await env.DB.prepare("SELECT expires_at, absolute_expires_at FROM sessions WHERE token_hash = ?1")
      .bind(await sha256Hex(tokenOf(ending.headers.Cookie ?? "")))
      .first<{ expires_at: string; absolute_expires_at: string }>();
    expect(capped?.expires_at).toBe(capped?.absolute_expires_at);
  });
});

describe("password change", () => {
  const change = (cookie: string, body: unknown) =>
    editorCall("POST", "/de/pageeditor-api/user/password/", { headers: { Cookie: cookie } }, body);

  it("needs the current password, ends every other session and records the change", async () => {
    const account = await ownAccount();
    const ip = ownAddress();
    const mine = cookieHeaderOf(await signInJson({ email: account.email, password: PASSWORD }, { ip }));
    const elsewhere = cookieHeaderOf(await signInJson({ email: account.email, password: PASSWORD }, { ip }));
    const newPassword = "ein neues, langes Passwort";

    const wrong = await change(mine, { old_password: "falsch", new_password: newPassword });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: "invalid_password", field: "old_password" });
    const short = await change(mine, { old_password: PASSWORD, new_password: "kurz" });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ error: "invalid_body", field: "new_password" });
    const same = await change(mine, { old_password: PASSWORD, new_password: PASSWORD });
    expect(same.status).toBe(422);
    expect(await sessionCount(account.id)).toBe(2);

    const done = await change(mine, { old_password: PASSWORD, new_password: newPassword });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ detail: "Password changed.", ended_sessions: 1 });
    expect((await userCall(mine)).status).toBe(200);
    expect((await userCall(elsewhere)).status).toBe(401);

    expect((await signInJson({ email: account.email, password: PASSWORD }, { ip })).status).toBe(400);
    expect((await signInJson({ email: account.email, password: newPassword }, { ip })).status).toBe(200);
    const { results } = await env.DB.prepare("SELECT kind FROM identity_events WHERE user_id = ?1 ORDER BY id")
      .bind(account.id)
      .all<{ kind: string }>();
    expect(results.map((event) => event.kind)).toEqual([
      "login_ok",
      "login_ok",
      "password_changed",
      "login_failed",
      "login_ok",
    ]);
  });

  it("is refused without a session or without the CSRF header", async () => {
    const account = await ownAccount();
    const body = { old_password: PASSWORD, new_password: "ein neues, langes Passwort" };
    const anonymous = await editorCall("POST", "/de/pageeditor-api/user/password/", { headers: { Cookie: "" } }, body);
    expect(anonymous.status).toBe(401);
    const own = await sessionFor(account.id);
    const noHeader = await getJson("/de/pageeditor-api/user/password/", {
      method: "POST",
      headers: { ...own.headers, Origin: ORIGIN, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(noHeader.status).toBe(403);
    expect((await signInJson({ email: account.email, password: PASSWORD }, { ip: ownAddress() })).status).toBe(200);
  });
});
