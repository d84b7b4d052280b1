import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, onTestFinished } from "vitest";
import { CSRF_COOKIE, CSRF_HEADER } from "../../src/lib/csrf";
import { sanitiseFragment } from "../../src/lib/html-sanitiser";
import { HUB_API_PREFIX } from "../../src/lib/hub-access";
import type { BreakingNewsItem, DesignSettingsState, SiteSettingsState } from "../../src/schemas/hub-settings";
import { cacheKeys } from "../../workers/cache/keys";
import worker from "../../workers/index";
import { isoAt, ORIGIN, TEST_CSRF_TOKEN } from "./api-helpers";
import { uniqueToken } from "./fixtures";
import { type HubRights, type HubSession, hubAccount } from "./hub-helpers";

/** The edge page cache and the isolate memo on, as in production: a settings save must reach past both. */
const cachingEnv = { ...env, CACHE_MEMO_SECONDS: "5" } as Env;

type Session = HubSession | null;

interface CallOptions {
  /** Leave out the CSRF header (the cookie stays). */
  withoutCsrf?: boolean;
  origin?: string;
  contentType?: string;
}

interface Answer<T> {
  status: number;
  headers: Headers;
  body: T;
}

/** A call through the whole worker as the hub's page makes it: session, CSRF cookie and header, own origin, JSON. */
async function hubCall<T = Record<string, unknown>>(
  method: string,
  path: string,
  session: Session,
  body?: unknown,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {
    Cookie: [session?.headers.Cookie, `${CSRF_COOKIE}=${TEST_CSRF_TOKEN}`].filter(Boolean).join("; "),
    Origin: options.origin ?? ORIGIN,
  };
  if (!options.withoutCsrf) headers[CSRF_HEADER] = TEST_CSRF_TOKEN;
  if (body !== undefined) headers["Content-Type"] = options.contentType ?? "application/json";
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${ORIGIN}${HUB_API_PREFIX}/settings/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    cachingEnv,
    ctx,
  );
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as T };
}

/** An anonymous visitor's view of a page, through the edge cache. */
async function visit(path: string) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`), cachingEnv, ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, html, hit: response.headers.get("X-Page-Cache") === "hit" };
}

/** An account of its own with `rights`, signed in; removed with its rows when the test ends. */
const account = (rights: HubRights) => hubAccount(rights, { first_name: "Ada" });

const admin = () => account({ admin: true });

async function siteState(session: Session): Promise<SiteSettingsState> {
  const { status, body } = await hubCall<SiteSettingsState>("GET", "site/", session);
  expect(status).toBe(200);
  return body;
}

/** Saves the site area with `changes`; switches the site back on when the test ends. */
async function saveSite(session: Session, changes: Partial<SiteSettingsState>) {
  const current = await siteState(session);
  onTestFinished(async () => {
    await env.DB.prepare("UPDATE site_settings SET is_site_online = 1 WHERE id = 1").run();
    await cachingEnv.CACHE.delete(cacheKeys.settings());
  });
  return hubCall<SiteSettingsState>("PUT", "site/", session, { ...current, ...changes });
}

async function designState(session: Session): Promise<DesignSettingsState> {
  const { status, body } = await hubCall<DesignSettingsState>("GET", "design/", session);
  expect(status).toBe(200);
  return body;
}

const alertBody = (title: string) => ({
  title_de: title,
  title_en: `${title} (en)`,
  text_de: "Heute geschlossen.",
  text_en: "Closed today.",
  link_de: "/de/programm",
  link_en: "",
  link_title_de: "Zum Programm",
  link_title_en: null,
  is_active: true,
  online_from: isoAt(-60_000),
  online_to: "2999-12-31T23:00:00Z",
});

/** Deletes alerts and noindex rows a test created through the API. */
function removeWhenDone(table: "breaking_news" | "noindex_paths", id: () => number | undefined) {
  onTestFinished(async () => {
    const rowId = id();
    if (rowId !== undefined) await env.DB.prepare(`DELETE FROM ${table} WHERE id = ?1`).bind(rowId).run();
  });
}

/** What a refused save must leave as it was: the settings rows, the lists, versions, activity, the cache generation. */
async function footprint() {
  const all = (sql: string) =>
    env.DB.prepare(sql)
      .all()
      .then((result) => result.results);
  return {
    site: await all("SELECT * FROM site_settings"),
    design: await all("SELECT * FROM design_settings"),
    alerts: await all("SELECT * FROM breaking_news ORDER BY id"),
    noindex: await all("SELECT * FROM noindex_paths ORDER BY id"),
    versions: await all("SELECT count(*) AS n FROM settings_versions"),
    activity: await all("SELECT count(*) AS n FROM activity_log"),
    generation: await cachingEnv.CACHE.get(cacheKeys.generation()),
  };
}

async function expectRefused(
  call: () => Promise<Answer<{ error: string; field?: string }>>,
  status: number,
  error: string,
  field?: string,
) {
  const before = await footprint();
  const { status: answered, body } = await call();
  expect(answered, JSON.stringify(body)).toBe(status);
  expect(body.error).toBe(error);
  if (field !== undefined) expect(body.field).toBe(field);
  expect(await footprint()).toEqual(before);
}

describe("hub settings: who may call what", () => {
  it("answers every settings call to admins only, and refuses writes without token, from another origin or not as JSON", async () => {
    const owner = await admin();
    const editor = await account({});
    const dashboard = await account({ dashboard: true });
    const deactivated = await account({ admin: true, active: false });
    const site = await siteState(owner.session);
    const design = await designState(owner.session);
    const noindexPath = `/${uniqueToken("matrix")}`;
    let alert: BreakingNewsItem | undefined;
    let noindexId: number | undefined;
    removeWhenDone("breaking_news", () => alert?.id);
    removeWhenDone("noindex_paths", () => noindexId);

    // Each call with a body an admin's save would send, in an order where each one's row exists.
    const calls: { method: string; path: () => string; body?: () => unknown; status: number }[] = [
      { method: "GET", path: () => "site/", status: 200 },
      { method: "PUT", path: () => "site/", body: () => site, status: 200 },
      { method: "GET", path: () => "design/", status: 200 },
      { method: "PUT", path: () => "design/", body: () => design, status: 200 },
      { method: "GET", path: () => "versions/?area=site", status: 200 },
      { method: "GET", path: () => "breaking-news/", status: 200 },
      { method: "POST", path: () => "breaking-news/", body: () => alertBody(uniqueToken("Matrix")), status: 201 },
      {
        method: "PATCH",
        path: () => `breaking-news/${alert?.id}/`,
        body: () => ({ ...alertBody("Matrix geändert"), revision: alert?.revision }),
        status: 200,
      },
      {
        method: "DELETE",
        path: () => `breaking-news/${alert?.id}/`,
        body: () => ({ revision: alert?.revision }),
        status: 200,
      },
      { method: "GET", path: () => "noindex/", status: 200 },
      { method: "POST", path: () => "noindex/", body: () => ({ lang: "de", path: noindexPath }), status: 201 },
      { method: "DELETE", path: () => `noindex/${noindexId}/`, body: () => ({}), status: 200 },
    ];

    for (const call of calls) {
      const label = `${call.method} ${call.path()}`;
      const body = call.body?.();
      const answer = (session: Session, options?: CallOptions) =>
        hubCall<{ error: string }>(call.method, call.path(), session, body, options);
      expect((await answer(null)).status, `${label} visitor`).toBe(401);
      expect((await answer(deactivated.session)).status, `${label} deactivated`).toBe(401);
      const forbidden = await answer(editor.session);
      expect([forbidden.status, forbidden.body.error], `${label} editor`).toEqual([403, "forbidden"]);
      expect((await answer(dashboard.session)).status, `${label} dashboard only`).toBe(403);
      if (call.method !== "GET") {
        const noToken = await answer(owner.session, { withoutCsrf: true });
        expect([noToken.status, noToken.body.error], `${label} without CSRF`).toEqual([403, "csrf_failed"]);
        const foreign = await answer(owner.session, { origin: "https://evil.example" });
        expect([foreign.status, foreign.body.error], `${label} cross-origin`).toEqual([403, "cross_origin"]);
        const form = await answer(owner.session, { contentType: "application/x-www-form-urlencoded" });
        expect(form.status, `${label} form-encoded`).toBe(415);
      }
      const allowed = await hubCall<Record<string, unknown>>(call.method, call.path(), owner.session, body);
      expect(allowed.status, `${label} admin: ${JSON.stringify(allowed.body)}`).toBe(call.status);
      expect(allowed.headers.get("Cache-Control"), label).toBe("private, no-store");
      if (call.path() === "breaking-news/" && call.method === "POST")
        alert = allowed.body as unknown as BreakingNewsItem;
      if (call.method === "PATCH") alert = allowed.body as unknown as BreakingNewsItem;
      if (call.path() === "noindex/" && call.method === "POST") noindexId = allowed.body.id as number;
    }
  });
});

describe("hub settings: the screens", () => {
  it("renders each settings screen for an admin, with its heading", async () => {
    const owner = await admin();
    const screens: [path: string, heading: string][] = [
      ["/cms-hub/settings", "Website-Einstellungen"],
      ["/cms-hub/settings/site", "Website und Shop"],
      ["/cms-hub/settings/design", "Darstellung"],
      ["/cms-hub/settings/alerts", "Eilmeldungen"],
      ["/cms-hub/settings/noindex", "Nicht indexieren"],
    ];
    for (const [path, heading] of screens) {
      const ctx = createExecutionContext();
      const response = await worker.fetch(
        new Request(`${ORIGIN}${path}`, { headers: owner.session.headers }),
        cachingEnv,
        ctx,
      );
      const html = await response.text();
      await waitOnExecutionContext(ctx);
      expect(response.status, path).toBe(200);
      expect(html, path).toContain(`<h1>${heading}</h1>`);
      expect(html, path).not.toContain("Diese Seite gibt es im CMS nicht");
    }
  });
});

describe("hub settings: lists", () => {
  it("search, filter, sort and page the alerts and the noindex list on the server", async () => {
    const owner = await admin();
    const token = uniqueToken("liste");
    for (const [lang, path] of [
      ["de", `/${token}-a`],
      ["de", `/${token}-b`],
      ["en", `/${token}-c`],
    ]) {
      const listed = await hubCall<{ id: number }>("POST", "noindex/", owner.session, { lang, path });
      removeWhenDone("noindex_paths", () => listed.body.id);
    }
    type Page<T> = { count: number; next: string | null; results: T[] };
    const german = await hubCall<Page<{ path: string }>>(
      "GET",
      `noindex/?q=${token}&lang=de&sort=path&order=desc&page_size=1`,
      owner.session,
    );
    expect(german.body.count).toBe(2);
    expect(german.body.results.map((entry) => entry.path)).toEqual([`/${token}-b`]);
    expect(german.body.next).toContain("page=2");
    expect((await hubCall("GET", `noindex/?q=${token}&page=3`, owner.session)).status).toBe(404);
    expect((await hubCall("GET", "noindex/?lang=fr", owner.session)).status).toBe(400);

    for (const active of [true, false]) {
      const created = await hubCall<BreakingNewsItem>("POST", "breaking-news/", owner.session, {
        ...alertBody(`${token} ${active}`),
        is_active: active,
      });
      removeWhenDone("breaking_news", () => created.body.id);
    }
    const inactive = await hubCall<Page<{ title_de: string }>>(
      "GET",
      `breaking-news/?q=${token}&active=false`,
      owner.session,
    );
    expect(inactive.body.count).toBe(1);
    expect(inactive.body.results.map((alert) => alert.title_de)).toEqual([`${token} false`]);
    expect((await hubCall("GET", "breaking-news/?sort=colour", owner.session)).status).toBe(400);
  });
});

describe("hub settings: saves reach visitors at once", () => {
  it("site offline: the next view of a cached page is the 503 page; back online: the page again", async () => {
    const owner = await admin();
    await visit("/de");
    expect((await visit("/de")).hit).toBe(true);

    const offline = await saveSite(owner.session, { is_site_online: false });
    expect(offline.status).toBe(200);
    expect(offline.body.is_site_online).toBe(false);
    const closed = await visit("/de");
    expect(closed.status).toBe(503);
    expect(closed.hit).toBe(false);
    // The hub stays reachable so an admin can switch the site back on.
    expect((await hubCall("GET", "site/", owner.session)).status).toBe(200);

    const online = await hubCall<SiteSettingsState>("PUT", "site/", owner.session, {
      ...offline.body,
      is_site_online: true,
    });
    expect(online.status).toBe(200);
    const open = await visit("/de");
    expect(open.status).toBe(200);
    expect(open.html).toContain("<main");
  });

  it("stores an HTML fragment as the sanitiser returns it and serves it so", async () => {
    const owner = await admin();
    const marker = uniqueToken("Spielzeit");
    const fragment = `<p onclick="steal()">${marker}<script>alert("x")</script><a href="javascript:alert(1)">mehr</a></p>`;
    await visit("/de");
    const saved = await saveSite(owner.session, { html_footer_top: fragment });
    expect(saved.status).toBe(200);
    expect(saved.body.html_footer_top).toBe(sanitiseFragment(fragment));
    expect(saved.body.html_footer_top).toContain(marker);
    const stored = await env.DB.prepare("SELECT html_footer_top FROM site_settings WHERE id = 1").first<{
      html_footer_top: string;
    }>();
    expect(stored?.html_footer_top).toBe(sanitiseFragment(fragment));
    for (const unsafe of ["<script", "onclick", "javascript:"]) expect(stored?.html_footer_top).not.toContain(unsafe);

    const page = await visit("/de");
    expect(page.hit).toBe(false);
    expect(page.html).toContain(marker);
    expect(page.html).not.toContain('alert("x")');
    expect(page.html).not.toContain("steal()");
  });

  it("a breaking-news alert created shows in /api/breaking-news/ and on the page at once", async () => {
    const owner = await admin();
    const title = uniqueToken("Eilmeldung");
    const alerts = async () => {
      const ctx = createExecutionContext();
      const response = await worker.fetch(new Request(`${ORIGIN}/api/breaking-news/?lang=de`), cachingEnv, ctx);
      const body = (await response.json()) as { title: string }[];
      await waitOnExecutionContext(ctx);
      return body.map((alert) => alert.title);
    };
    expect(await alerts()).not.toContain(title);
    await visit("/de");

    const created = await hubCall<BreakingNewsItem>("POST", "breaking-news/", owner.session, alertBody(title));
    removeWhenDone("breaking_news", () => created.body.id);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title_de: title, link_en: null, revision: 1 });
    expect(await alerts()).toContain(title);
    expect((await visit("/de")).html).toContain(title);

    const inactive = await hubCall<BreakingNewsItem>("PATCH", `breaking-news/${created.body.id}/`, owner.session, {
      ...alertBody(title),
      is_active: false,
      revision: 1,
    });
    expect(inactive.status).toBe(200);
    expect(inactive.body.revision).toBe(2);
    expect(await alerts()).not.toContain(title);
    expect((await visit("/de")).html).not.toContain(title);
  });

  it("a path put on the noindex list is served with noindex on its next view", async () => {
    const owner = await admin();
    await visit("/de/impressum");
    expect((await visit("/de/impressum")).hit).toBe(true);
    const listed = await hubCall<{ id: number }>("POST", "noindex/", owner.session, {
      lang: "de",
      path: "/impressum/",
    });
    removeWhenDone("noindex_paths", () => listed.body.id);
    expect(listed.status).toBe(201);
    expect(listed.body).toMatchObject({ lang: "de", path: "/impressum" });
    const ctx = createExecutionContext();
    const response = await worker.fetch(new Request(`${ORIGIN}/de/impressum`), cachingEnv, ctx);
    await response.text();
    await waitOnExecutionContext(ctx);
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
    await expectRefused(
      () => hubCall("POST", "noindex/", owner.session, { lang: "de", path: "/impressum" }),
      409,
      "conflict",
    );
  });
});

describe("hub settings: versions, conflicts and refusals", () => {
  it("each save writes a settings version and an activity row naming it; the area's versions list who changed what", async () => {
    const owner = await admin();
    const design = await designState(owner.session);
    const reordered = [...design.detailSections.event].reverse();
    const saved = await hubCall<DesignSettingsState>("PUT", "design/", owner.session, {
      ...design,
      quickBuy: !design.quickBuy,
      errors: { ...design.errors, "404": "/errors/404.html" },
      detailSections: { ...design.detailSections, event: reordered },
    });
    expect(saved.status).toBe(200);
    onTestFinished(async () => {
      const current = await designState(owner.session);
      await hubCall("PUT", "design/", owner.session, { ...design, updated_at: current.updated_at });
    });

    const version = await env.DB.prepare(
      "SELECT id, area, user_id, before, after FROM settings_versions ORDER BY id DESC LIMIT 1",
    ).first<{ id: number; area: string; user_id: number; before: string; after: string }>();
    expect(version).toMatchObject({ area: "design", user_id: owner.id });
    expect(JSON.parse(version?.after ?? "{}").detailSections.event).toEqual(reordered);
    const activity = await env.DB.prepare(
      "SELECT user_id, action, details FROM activity_log WHERE object_type = 'settings' AND object_id = ?1",
    )
      .bind(version?.id)
      .first<{ user_id: number; action: string; details: string }>();
    expect(activity).toEqual({ user_id: owner.id, action: "settings.update", details: '{"area":"design"}' });

    // The other design keys are kept as stored.
    const stored = await env.DB.prepare("SELECT data FROM design_settings WHERE id = 1").first<{ data: string }>();
    expect(JSON.parse(stored?.data ?? "{}")).toMatchObject({ currency: "€", header: { logoLink: "/" } });

    const { status, body } = await hubCall<{
      count: number;
      results: {
        id: number;
        user: { id: number; name: string };
        changes: { field: string; before: unknown; after: unknown }[];
      }[];
    }>("GET", "versions/?area=design&page_size=1", owner.session);
    expect(status).toBe(200);
    expect(body.results[0]?.id).toBe(version?.id);
    expect(body.results[0]?.user).toEqual({ id: owner.id, name: `Ada ${(await userName(owner.id)).last_name}` });
    expect(body.results[0]?.changes).toEqual(
      expect.arrayContaining([
        { field: "quickBuy", before: design.quickBuy, after: !design.quickBuy },
        { field: "errors.404", before: null, after: "/errors/404.html" },
        { field: "detailSections.event", before: design.detailSections.event, after: reordered },
      ]),
    );
    expect((await hubCall("GET", "versions/?area=weather", owner.session)).status).toBe(400);
  });

  it("refuses a save from a form loaded before the last save (409) and changes nothing", async () => {
    const owner = await admin();
    const loaded = await siteState(owner.session);
    expect((await saveSite(owner.session, { is_shop_online: !loaded.is_shop_online })).status).toBe(200);
    await expectRefused(
      () => hubCall("PUT", "site/", owner.session, { ...loaded, html_header: "<p>Alt</p>" }),
      409,
      "stale_revision",
    );
    const design = await designState(owner.session);
    expect((await hubCall("PUT", "design/", owner.session, design)).status).toBe(200);
    await expectRefused(() => hubCall("PUT", "design/", owner.session, design), 409, "stale_revision");
    // Put the shop flag back as it was.
    await hubCall("PUT", "site/", owner.session, { ...(await siteState(owner.session)), is_shop_online: true });

    const created = await hubCall<BreakingNewsItem>("POST", "breaking-news/", owner.session, alertBody("Alt"));
    removeWhenDone("breaking_news", () => created.body.id);
    const path = `breaking-news/${created.body.id}/`;
    expect((await hubCall("PATCH", path, owner.session, { ...alertBody("Neu"), revision: 1 })).status).toBe(200);
    await expectRefused(
      () => hubCall("PATCH", path, owner.session, { ...alertBody("Älter"), revision: 1 }),
      409,
      "stale_revision",
    );
    await expectRefused(() => hubCall("DELETE", path, owner.session, { revision: 1 }), 409, "stale_revision");
  });

  it("refuses malformed bodies (400) and broken rules (422) naming the field, and changes nothing", async () => {
    const owner = await admin();
    const site = await siteState(owner.session);
    const design = await designState(owner.session);
    await expectRefused(
      () => hubCall("PUT", "site/", owner.session, { ...site, is_site_online: "no" }),
      400,
      "invalid_body",
      "is_site_online",
    );
    await expectRefused(
      () => hubCall("PUT", "design/", owner.session, { ...design, errors: { "302": "/errors/302.html" } }),
      422,
      "invalid_settings",
      "errors.302",
    );
    await expectRefused(
      () => hubCall("PUT", "design/", owner.session, { ...design, errors: { "404": "https://evil.example/404.html" } }),
      422,
      "invalid_settings",
      "errors.404",
    );
    await expectRefused(
      () =>
        hubCall("PUT", "design/", owner.session, {
          ...design,
          detailSections: { ...design.detailSections, production: ["description", "description", "dates"] },
        }),
      422,
      "invalid_settings",
      "detailSections.production",
    );
    await expectRefused(
      () =>
        hubCall("POST", "breaking-news/", owner.session, {
          ...alertBody("Fenster"),
          online_from: "2026-06-02T00:00:00Z",
          online_to: "2026-06-01T00:00:00Z",
        }),
      422,
      "invalid_settings",
      "online_to",
    );
    await expectRefused(
      () => hubCall("POST", "breaking-news/", owner.session, { ...alertBody("Link"), link_de: "javascript:alert(1)" }),
      422,
      "invalid_settings",
      "link_de",
    );
    await expectRefused(
      () => hubCall("POST", "breaking-news/", owner.session, { title_de: "Nur Deutsch" }),
      400,
      "invalid_body",
    );
    await expectRefused(
      () => hubCall("POST", "noindex/", owner.session, { lang: "de", path: "/de/impressum" }),
      422,
      "invalid_settings",
      "path",
    );
    await expectRefused(
      () => hubCall("POST", "noindex/", owner.session, { lang: "fr", path: "/x" }),
      400,
      "invalid_body",
    );
    await expectRefused(
      () => hubCall("PATCH", "breaking-news/999999/", owner.session, { ...alertBody("x"), revision: 1 }),
      404,
      "not_found",
    );
    await expectRefused(() => hubCall("DELETE", "noindex/999999/", owner.session, {}), 404, "not_found");
    await expectRefused(
      () => hubCall("PUT", "site/", owner.session, { ...site, html_header: "x".repeat(140 * 1024) }),
      413,
      "payload_too_large",
    );
  });
});

async function userName(id: number) {
  const row = await env.DB.prepare("SELECT last_name FROM users WHERE id = ?1").bind(id).first<{ last_name: string }>();
  if (!row) throw new Error(`no user ${id}`);
  return row;
}
