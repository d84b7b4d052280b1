import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { HUB_API_PREFIX } from "../../src/lib/hub-access";
import type {
  ActivityEntry,
  ErrorPath,
  IdentityEventEntry,
  SearchTerm,
  SearchTermTotals,
} from "../../src/schemas/dashboard-logs";
import { editorCall, getJson, sessionFor } from "./api-helpers";
import { insertPage, insertRow, uniqueToken } from "./fixtures";
import { type HubSession, hubDownload, hubStatus, type Paged } from "./hub-helpers";

/**
 * The dashboard's log panels (issue 25): activity, search keywords, identity events, error log
 * and the overview, each for dashboard access only, paged, sorted and filtered on the server,
 * with CSV exports of what the filters show. Rows are inserted with fixed days long past, so
 * the seed's rows (near today) stay outside every period asked for.
 */

const hub = (path: string) => `${HUB_API_PREFIX}/dashboard/${path}`;

let editor: HubSession;
let dashboard: HubSession;
let admin: HubSession;
let deactivated: HubSession;
let dashboardUserId: number;
let adminUserId: number;

async function account(label: string, rights: { admin?: boolean; dashboard?: boolean; active?: boolean }) {
  const row = await env.DB.prepare(
    `INSERT INTO users (email, username, first_name, last_name, is_admin, has_dashboard_online_access, is_active, created_at)
     VALUES (?1, ?2, ?3, 'Test', ?4, ?5, ?6, '2001-01-01T00:00:00Z') RETURNING id`,
  )
    .bind(
      `${uniqueToken(label)}@example.org`,
      label,
      label,
      rights.admin ? 1 : 0,
      rights.dashboard ? 1 : 0,
      rights.active === false ? 0 : 1,
    )
    .first<{ id: number }>();
  if (!row) throw new Error("no user inserted");
  return { id: row.id, session: await sessionFor(row.id) };
}

beforeAll(async () => {
  editor = (await account("editor", {})).session;
  const dashboardAccount = await account("dashboard", { dashboard: true });
  dashboard = dashboardAccount.session;
  dashboardUserId = dashboardAccount.id;
  const adminAccount = await account("admin", { admin: true });
  admin = adminAccount.session;
  adminUserId = adminAccount.id;
  deactivated = (await account("deactivated", { dashboard: true, active: false })).session;
});

function get<T>(path: string, session?: HubSession) {
  return getJson<T>(path, session ? { headers: session.headers } : undefined);
}

describe("who may read the panels", () => {
  const paths = [
    "activity/",
    "activity/export/",
    "searches/",
    "searches/export/",
    "identity/",
    "identity/export/",
    "errors/",
    "errors/export/",
    "overview/",
  ];

  it("answers visitors 401, editors without dashboard access 403, dashboard and admin 200, deactivated 401", async () => {
    for (const path of paths) {
      const url = hub(path);
      const visitor = await hubStatus(url);
      expect(visitor.status, `${url} visitor`).toBe(401);
      expect(visitor.cacheControl, url).toContain("no-store");
      expect((await hubStatus(url, editor)).status, `${url} editor`).toBe(403);
      expect((await hubStatus(url, dashboard)).status, `${url} dashboard`).toBe(200);
      expect((await hubStatus(url, admin)).status, `${url} admin`).toBe(200);
      expect((await hubStatus(url, deactivated)).status, `${url} deactivated`).toBe(401);
    }
  });

  it("names the right an editor lacks", async () => {
    const { status, body } = await get<{ error: string; right: string }>(hub("activity/"), editor);
    expect(status).toBe(403);
    expect(body).toMatchObject({ error: "forbidden", right: "dashboard" });
  });
});

describe("activity", () => {
  const period = "from=2001-03-01&to=2001-03-31";

  async function activity(values: Record<string, unknown>): Promise<number> {
    return insertRow("activity_log", { details: "{}", lang: "de", ...values });
  }

  it("lists who changed what, newest first, with the page, the version that change made and a settings area", async () => {
    const page = await insertPage();
    const saved = "2001-03-10T09:00:00.000Z";
    const pageChange = await activity({
      user_id: dashboardUserId,
      action: "update",
      object_type: "page",
      object_id: page.id,
      details: JSON.stringify({ page_id: page.id }),
      created_at: saved,
    });
    const version = await insertRow("page_versions", {
      page_id: page.id,
      lang: "de",
      user_id: dashboardUserId,
      snapshot: "{}",
      created_at: saved,
    });
    // A version of the same page an instant later belongs to another change.
    await insertRow("page_versions", {
      page_id: page.id,
      lang: "de",
      user_id: dashboardUserId,
      snapshot: "{}",
      created_at: "2001-03-10T09:00:01.000Z",
    });
    const moduleChange = await activity({
      user_id: adminUserId,
      action: "delete",
      object_type: "module",
      object_id: 999_999,
      details: JSON.stringify({ page_id: page.id, model: "text" }),
      created_at: "2001-03-11T09:00:00.000Z",
    });
    const settingsVersion = await insertRow("settings_versions", {
      area: "menus",
      user_id: adminUserId,
      before: "{}",
      after: "{}",
      created_at: "2001-03-12T09:00:00.000Z",
    });
    const settingsChange = await activity({
      user_id: adminUserId,
      action: "settings.update",
      object_type: "settings",
      object_id: settingsVersion,
      lang: null,
      created_at: "2001-03-12T09:00:00.000Z",
    });

    const { status, body } = await get<Paged<ActivityEntry>>(hub(`activity/?${period}`), dashboard);
    expect(status).toBe(200);
    expect(body.count).toBe(3);
    expect(body.results.map((row) => row.id)).toEqual([settingsChange, moduleChange, pageChange]);
    const [settings, module, pageRow] = body.results;
    expect(settings).toMatchObject({ area: "menus", label: "menus", page_url: null, version_id: null });
    expect(module).toMatchObject({ label: page.title, page_url: `/de${page.path}`, version_id: null });
    expect(pageRow).toMatchObject({
      action: "update",
      label: page.title,
      page_url: `/de${page.path}`,
      version_id: version,
      user: { id: dashboardUserId, name: "dashboard Test" },
    });
  });

  it("filters by account, action, object type and search text, sorts and pages", async () => {
    const page = await insertPage({ title: `Spielplan ${uniqueToken()}` });
    for (const [day, action, user] of [
      ["05", "create", dashboardUserId],
      ["06", "update", dashboardUserId],
      ["07", "update", adminUserId],
      ["08", "move", adminUserId],
    ] as const) {
      await activity({
        user_id: user,
        action,
        object_type: "page",
        object_id: page.id,
        details: JSON.stringify({ page_id: page.id }),
        created_at: `2001-03-${day}T10:00:00Z`,
      });
    }
    await activity({
      user_id: adminUserId,
      action: "create",
      object_type: "redirect",
      object_id: 1,
      created_at: "2001-03-09T10:00:00Z",
    });

    const actions = async (query: string) => {
      const { status, body } = await get<Paged<ActivityEntry>>(hub(`activity/?${withPeriod(period, query)}`), admin);
      expect(status, query).toBe(200);
      return { count: body.count, actions: body.results.map((row) => `${row.created_at.slice(8, 10)} ${row.action}`) };
    };
    expect(await actions(`user=${adminUserId}`)).toEqual({ count: 3, actions: ["09 create", "08 move", "07 update"] });
    expect(await actions("action=update")).toEqual({ count: 2, actions: ["07 update", "06 update"] });
    expect(await actions("object_type=redirect")).toEqual({ count: 1, actions: ["09 create"] });
    expect(await actions(`q=${encodeURIComponent(page.title)}`)).toMatchObject({ count: 4 });
    expect(await actions("from=2001-03-06&to=2001-03-07")).toEqual({ count: 2, actions: ["07 update", "06 update"] });
    expect(await actions("sort=action&order=asc&page_size=2")).toEqual({
      count: 5,
      actions: ["05 create", "09 create"],
    });

    const second = await get<Paged<ActivityEntry>>(hub(`activity/?${period}&page_size=2&page=2`), admin);
    expect(second.body.results.map((row) => row.action)).toEqual(["update", "update"]);
    expect(second.body.next).toContain("page=3");
    expect(second.body.previous).toContain("page=1");
    const past = await get<{ error: string; detail: string }>(hub(`activity/?${period}&page_size=2&page=4`), admin);
    expect(past.status).toBe(404);
    expect(past.body.detail).toBe("Invalid page.");
  });

  it("refuses a bad query with 400 naming the key", async () => {
    for (const [query, key] of [
      ["user=abc", "user"],
      ["action=DROP%20TABLE", "action"],
      ["from=2001-02-30", "from"],
      ["from=2001-03-10&to=2001-03-01", "from"],
      ["from=2000-01-01&to=2001-12-31", "from"],
      ["sort=password", "sort"],
      ["order=up", "order"],
      ["page_size=101", "page_size"],
      ["page=0", "page"],
    ] as const) {
      await expectInvalidQueryAs(hub(`activity/?${query}`), key, admin);
    }
  });
});

/** `period`'s days with `query`'s values over them (a repeated key counts once, with its first value). */
function withPeriod(period: string, query: string): string {
  const merged = new URLSearchParams(period);
  for (const [key, value] of new URLSearchParams(query)) merged.set(key, value);
  return merged.toString();
}

async function expectInvalidQueryAs(path: string, key: string, session: HubSession) {
  const { status, body } = await get<{ error: string; field: string; detail: string }>(path, session);
  expect(status, path).toBe(400);
  expect(body, path).toMatchObject({ error: "invalid_query", field: key });
  expect(body.detail, path).toEqual(expect.any(String));
}

type SearchTermsAnswer = Paged<SearchTerm> & { totals: SearchTermTotals };

describe("search keywords", () => {
  // Ten days, and the ten before them for the trend.
  const period = "from=2001-05-10&to=2001-05-19";

  async function searched(keyword: string, results: number, at: string, lang = "de") {
    await insertRow("search_keywords", { lang, keyword, result_count: results, created_at: at });
  }

  it("groups terms of the period without case, nothing-found first, with last results and trend", async () => {
    await searched("Oper", 5, "2001-05-10T08:00:00Z");
    await searched("oper", 3, "2001-05-12T08:00:00Z");
    await searched("OPER", 2, "2001-05-15T08:00:00Z");
    await searched("oper", 9, "2001-05-05T08:00:00Z");
    await searched("nichts da", 0, "2001-05-11T08:00:00Z");
    await searched("nichts da", 0, "2001-05-19T23:59:59Z");
    await searched("ballett", 4, "2001-05-13T08:00:00Z");
    await searched("ballett", 4, "2001-05-01T08:00:00Z");
    await searched("ballett", 4, "2001-05-02T08:00:00Z");
    await searched("nur vorher", 1, "2001-05-03T08:00:00Z");
    await searched("danach", 1, "2001-05-20T00:00:00Z");
    await searched("opera", 7, "2001-05-14T08:00:00Z", "en");

    const { status, body } = await get<SearchTermsAnswer>(hub(`searches/?${period}`), dashboard);
    expect(status).toBe(200);
    expect(body.totals).toEqual({
      searches: 7,
      terms: 4,
      terms_without_results: 1,
      from: "2001-05-10",
      to: "2001-05-19",
    });
    expect(body.results.map((row) => `${row.lang} ${row.keyword}`)).toEqual([
      "de nichts da",
      "de oper",
      "en opera",
      "de ballett",
    ]);
    const [nothing, oper, , ballett] = body.results;
    expect(nothing).toMatchObject({
      count: 2,
      results: 0,
      no_results: true,
      trend: "new",
      search_url: "/de/search?q=nichts%20da",
    });
    expect(oper).toMatchObject({
      count: 3,
      results: 2,
      no_results: false,
      previous_count: 1,
      trend: "up",
      first_seen: "2001-05-10T08:00:00Z",
      last_seen: "2001-05-15T08:00:00Z",
    });
    expect(ballett).toMatchObject({ count: 1, previous_count: 2, trend: "down" });

    const english = await get<SearchTermsAnswer>(hub(`searches/?${period}&lang=en`), dashboard);
    expect(english.body.results.map((row) => row.search_url)).toEqual(["/en/search?q=opera"]);
    const byKeyword = await get<SearchTermsAnswer>(hub(`searches/?${period}&sort=keyword&order=asc&q=er`), dashboard);
    expect(byKeyword.body.results.map((row) => row.keyword)).toEqual(["oper", "opera"]);
    await expectInvalidQueryAs(hub("searches/?lang=fr"), "lang", dashboard);
    await expectInvalidQueryAs(hub("searches/?from=2001-05-10&to=2001-05-09"), "from", dashboard);
  });

  it("keeps the daily aggregate the panel reads in step with the searches inserted and deleted", async () => {
    const days = ["2001-08-01", "2001-08-02"];
    /** The aggregate's rows of `days`, and what grouping the logged searches of those days gives. */
    async function aggregateAndLog() {
      const aggregate = await env.DB.prepare(
        `SELECT day, lang, keyword, count, no_result_count, first_at, last_at, last_result_count
           FROM search_terms_daily WHERE day IN (?1, ?2) ORDER BY day, lang, keyword`,
      )
        .bind(...days)
        .all();
      const log = await env.DB.prepare(
        `SELECT substr(created_at, 1, 10) AS day, lang, keyword, count(*) AS count,
            sum(result_count = 0) AS no_result_count, min(created_at) AS first_at, max(created_at) AS last_at,
            (SELECT max(l.result_count) FROM search_keywords l WHERE l.lang = s.lang AND l.keyword = s.keyword
              AND l.created_at = max(s.created_at)) AS last_result_count
           FROM search_keywords s WHERE substr(created_at, 1, 10) IN (?1, ?2) GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
      )
        .bind(...days)
        .all();
      return { aggregate: aggregate.results, log: log.results };
    }

    await searched("Chor", 3, "2001-08-01T12:00:00Z");
    // Logged out of order, and two searches at the day's last instant: the higher count is the last.
    await searched("chor", 0, "2001-08-01T09:00:00Z");
    const last = await insertRow("search_keywords", {
      lang: "de",
      keyword: "chor",
      result_count: 6,
      created_at: "2001-08-01T20:00:00Z",
    });
    await searched("CHOR", 4, "2001-08-01T20:00:00Z");
    await searched("chor", 0, "2001-08-02T00:00:00Z");
    await searched("choir", 0, "2001-08-01T10:00:00Z", "en");

    const inserted = await aggregateAndLog();
    expect(inserted.aggregate).toEqual(inserted.log);
    expect(inserted.aggregate).toEqual([
      {
        day: "2001-08-01",
        lang: "de",
        keyword: "chor",
        count: 4,
        no_result_count: 1,
        first_at: "2001-08-01T09:00:00Z",
        last_at: "2001-08-01T20:00:00Z",
        last_result_count: 6,
      },
      {
        day: "2001-08-01",
        lang: "en",
        keyword: "choir",
        count: 1,
        no_result_count: 1,
        first_at: "2001-08-01T10:00:00Z",
        last_at: "2001-08-01T10:00:00Z",
        last_result_count: 0,
      },
      {
        day: "2001-08-02",
        lang: "de",
        keyword: "chor",
        count: 1,
        no_result_count: 1,
        first_at: "2001-08-02T00:00:00Z",
        last_at: "2001-08-02T00:00:00Z",
        last_result_count: 0,
      },
    ]);

    await env.DB.prepare("DELETE FROM search_keywords WHERE id = ?1").bind(last).run();
    const deleted = await aggregateAndLog();
    expect(deleted.aggregate).toEqual(deleted.log);
    expect(deleted.aggregate[0]).toMatchObject({ count: 3, last_at: "2001-08-01T20:00:00Z", last_result_count: 4 });
    const { body } = await get<SearchTermsAnswer>(hub("searches/?from=2001-08-01&to=2001-08-01&lang=de"), dashboard);
    expect(body.results).toEqual([
      expect.objectContaining({ keyword: "chor", count: 3, results: 4, first_seen: "2001-08-01T09:00:00Z" }),
    ]);
  });

  it("exports the filtered terms as CSV with a BOM, CRLF lines and formula cells made inert", async () => {
    for (const keyword of ["=cmd", "+1", "-1", "@x", "a,b"]) await searched(keyword, 1, "2001-07-02T10:00:00Z", "en");
    await searched("nur deutsch", 1, "2001-07-02T10:00:00Z", "de");
    const { status, headers, bom, text } = await hubDownload(
      hub("searches/export/?from=2001-07-01&to=2001-07-03&lang=en&sort=keyword&order=asc"),
      dashboard,
    );
    expect(status).toBe(200);
    expect(headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(headers.get("Content-Disposition")).toContain("search-keywords.csv");
    expect(bom).toBe(true);
    const lines = text.split("\r\n");
    expect(lines[0]).toBe("keyword,lang,count,results,no_results,first_seen,last_seen,previous_count,trend");
    expect(lines.at(-1)).toBe("");
    expect(lines.slice(1, -1).map((line) => line.split(",en,")[0])).toEqual(["'+1", "'-1", "'=cmd", "'@x", '"a,b"']);
    expect(text).not.toContain("nur deutsch");
  });
});

describe("identity events", () => {
  it("lists events with account and a short client code, filtered by kind, account, period and e-mail", async () => {
    const hash = "abcdef0123456789abcdef0123456789";
    const event = (kind: string, user: number | null, email: string, day: string) =>
      insertRow("identity_events", {
        kind,
        user_id: user,
        email,
        ip_hash: hash,
        created_at: `2001-06-${day}T12:00:00Z`,
      });
    const signIn = await event("login_ok", dashboardUserId, "dash@example.org", "01");
    const failed = await event("login_failed", null, "unbekannt@example.org", "02");
    const out = await event("logout", dashboardUserId, "dash@example.org", "03");

    const ids = async (query: string) => {
      const { status, body } = await get<Paged<IdentityEventEntry>>(
        hub(`identity/?${withPeriod("from=2001-06-01&to=2001-06-30", query)}`),
        admin,
      );
      expect(status, query).toBe(200);
      return body.results.map((row) => row.id);
    };
    expect(await ids("")).toEqual([out, failed, signIn]);
    expect(await ids("kind=login_failed")).toEqual([failed]);
    expect(await ids(`user=${dashboardUserId}`)).toEqual([out, signIn]);
    expect(await ids("q=unbekannt")).toEqual([failed]);
    expect(await ids("to=2001-06-02")).toEqual([failed, signIn]);
    expect(await ids("sort=kind&order=asc")).toEqual([failed, signIn, out]);

    const { body } = await get<Paged<IdentityEventEntry>>(hub("identity/?from=2001-06-01&to=2001-06-01"), admin);
    expect(body.results[0]).toMatchObject({ kind: "login_ok", account: { id: dashboardUserId }, client: "abcdef01" });
    expect(JSON.stringify(body)).not.toContain(hash);
    await expectInvalidQueryAs(hub("identity/?kind=hacked"), "kind", admin);
  });

  it("names the administrator who changed an account", async () => {
    await insertRow("identity_events", {
      kind: "rights_changed",
      user_id: dashboardUserId,
      actor_id: adminUserId,
      email: null,
      ip_hash: "x",
      created_at: "2001-07-04T12:00:00Z",
    });
    const { body } = await get<Paged<IdentityEventEntry>>(hub("identity/?from=2001-07-04&to=2001-07-04"), admin);
    expect(body.results).toHaveLength(1);
    expect(body.results[0]).toMatchObject({ account: { id: dashboardUserId }, actor: { id: adminUserId } });
  });

  it("exports what the filters show", async () => {
    await insertRow("identity_events", {
      kind: "login_failed",
      email: "=HYPERLINK(1)",
      ip_hash: "x",
      created_at: "2001-06-20T12:00:00Z",
    });
    await insertRow("identity_events", {
      kind: "logout",
      email: "other@example.org",
      ip_hash: "x",
      created_at: "2001-06-20T12:00:00Z",
    });
    const { text } = await hubDownload(hub("identity/export/?from=2001-06-20&to=2001-06-20&kind=login_failed"), admin);
    const lines = text.split("\r\n");
    expect(lines[0]).toBe("id,created_at,kind,account,account_email,by,email,client");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(",'=HYPERLINK(1),");
  });
});

describe("error log", () => {
  it("groups errors by path and status with counts, first and last seen, last referrer and its redirect", async () => {
    const token = uniqueToken("fehlt");
    const path = `/de/${token}`;
    const logged = (url: string, status: number, at: string, referrer: string | null = null) =>
      insertRow("error_log", { url, status, lang: "de", referrer, created_at: at });
    await logged(`${path}?utm=1`, 404, "2001-08-01T10:00:00Z", "https://example.org/a");
    await logged(`${path}/`, 404, "2001-08-03T10:00:00Z", "https://example.org/b");
    await logged(path, 404, "2001-08-05T10:00:00Z");
    await logged(path, 500, "2001-08-04T10:00:00Z");
    await logged(`/de/${token}-andere`, 404, "2001-08-02T10:00:00Z");

    const list = async (query: string, session = dashboard) => {
      const { status, body } = await get<Paged<ErrorPath> & { totals: { errors: number } }>(
        hub(`errors/?q=${token}&${query}`),
        session,
      );
      expect(status, query).toBe(200);
      return body;
    };
    const all = await list("");
    expect(all.count).toBe(3);
    expect(all.totals.errors).toBe(5);
    expect(all.results[0]).toEqual({
      path,
      status: 404,
      count: 3,
      first_seen: "2001-08-01T10:00:00Z",
      last_seen: "2001-08-05T10:00:00Z",
      referrer: "https://example.org/b",
      redirect: null,
    });
    expect((await list("status=500")).results.map((row) => `${row.path} ${row.count}`)).toEqual([`${path} 1`]);
    expect((await list("from=2001-08-02&to=2001-08-03")).results.map((row) => row.path).sort()).toEqual(
      [path, `/de/${token}-andere`].sort(),
    );
    expect((await list("sort=path&order=desc")).results.map((row) => row.path)[0]).toBe(`/de/${token}-andere`);

    // "Create redirect" from the row posts to the editors' redirect list; the row then shows it.
    const created = await editorCall<{ id: number }>("POST", "/de/pageeditor-api/redirects/", admin, {
      old_path: path,
      new_path: "/de",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    onTestFinished(async () => {
      await env.DB.prepare("DELETE FROM redirects WHERE id = ?1").bind(created.body.id).run();
    });
    const withRedirect = await list("has_redirect=true");
    expect(withRedirect.results.map((row) => [row.status, row.redirect])).toEqual([
      [404, { id: created.body.id, new_path: "/de" }],
      [500, { id: created.body.id, new_path: "/de" }],
    ]);
    expect((await list("has_redirect=false")).results.map((row) => row.path)).toEqual([`/de/${token}-andere`]);
    await expectInvalidQueryAs(hub("errors/?status=200"), "status", dashboard);
    await expectInvalidQueryAs(hub("errors/?has_redirect=yes"), "has_redirect", dashboard);
  });

  it("keeps the daily aggregate the panel reads in step with the errors inserted and deleted", async () => {
    const token = uniqueToken("tagesfehler");
    const path = `/de/${token}`;
    /** The aggregate's rows of the token's paths, and what grouping the logged errors gives. */
    async function aggregateAndLog() {
      const aggregate = await env.DB.prepare(
        `SELECT path, status, day, count, first_seen, last_seen, last_referrer, last_referrer_at
           FROM error_paths_daily WHERE path LIKE ?1 ORDER BY path, status, day`,
      )
        .bind(`${path}%`)
        .all();
      const lastWithReferrer = `FROM error_log l WHERE l.path = e.path AND l.status = e.status
          AND substr(l.created_at, 1, 10) = substr(e.created_at, 1, 10) AND l.referrer IS NOT NULL
          ORDER BY l.created_at DESC, l.id DESC LIMIT 1`;
      const log = await env.DB.prepare(
        `SELECT path, status, substr(created_at, 1, 10) AS day, count(*) AS count,
            min(created_at) AS first_seen, max(created_at) AS last_seen,
            (SELECT l.referrer ${lastWithReferrer}) AS last_referrer,
            (SELECT l.created_at ${lastWithReferrer}) AS last_referrer_at
           FROM error_log e WHERE path LIKE ?1 GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
      )
        .bind(`${path}%`)
        .all();
      return { aggregate: aggregate.results, log: log.results };
    }
    const logged = (values: Record<string, unknown>) => insertRow("error_log", { lang: "de", ...values });

    // Paths from the url (error_log_path's trigger) or given, logged out of order; the day's last
    // error has no referrer, and two share the instant of the last one that has.
    await logged({ url: `${path}?a=1`, status: 404, referrer: "/de/a", created_at: "2001-11-01T12:00:00Z" });
    await logged({ url: `${path}/`, status: 404, referrer: "/de/b", created_at: "2001-11-01T08:00:00Z" });
    await logged({ url: path, status: 404, referrer: null, created_at: "2001-11-01T20:00:00Z" });
    const sameInstant = await logged({ url: path, status: 404, referrer: "/de/c", created_at: "2001-11-01T12:00:00Z" });
    const otherStatus = await logged({ url: path, status: 500, referrer: "/de", created_at: "2001-11-01T09:00:00Z" });
    await logged({ url: `${path}/?b`, path, status: 404, referrer: null, created_at: "2001-11-02T10:00:00Z" });

    const inserted = await aggregateAndLog();
    expect(inserted.aggregate).toEqual(inserted.log);
    expect(inserted.aggregate).toEqual([
      {
        path,
        status: 404,
        day: "2001-11-01",
        count: 4,
        first_seen: "2001-11-01T08:00:00Z",
        last_seen: "2001-11-01T20:00:00Z",
        last_referrer: "/de/c",
        last_referrer_at: "2001-11-01T12:00:00Z",
      },
      {
        path,
        status: 404,
        day: "2001-11-02",
        count: 1,
        first_seen: "2001-11-02T10:00:00Z",
        last_seen: "2001-11-02T10:00:00Z",
        last_referrer: null,
        last_referrer_at: null,
      },
      {
        path,
        status: 500,
        day: "2001-11-01",
        count: 1,
        first_seen: "2001-11-01T09:00:00Z",
        last_seen: "2001-11-01T09:00:00Z",
        last_referrer: "/de",
        last_referrer_at: "2001-11-01T09:00:00Z",
      },
    ]);

    // The first and last error come from the groups when the sort needs them, else per row of the page.
    const seenOf = async (query: string) => {
      const { body } = await get<Paged<ErrorPath>>(hub(`errors/?q=${token}&${query}`), dashboard);
      return body.results.map((row) => [row.status, row.count, row.first_seen, row.last_seen, row.referrer]);
    };
    const groups = [
      [404, 5, "2001-11-01T08:00:00Z", "2001-11-02T10:00:00Z", "/de/c"],
      [500, 1, "2001-11-01T09:00:00Z", "2001-11-01T09:00:00Z", "/de"],
    ];
    expect(await seenOf("sort=count")).toEqual(groups);
    expect(await seenOf("sort=first_seen&order=asc")).toEqual(groups);
    expect(await seenOf("sort=last_seen&order=asc")).toEqual(groups.toReversed());

    await env.DB.prepare("DELETE FROM error_log WHERE id IN (?1, ?2)").bind(sameInstant, otherStatus).run();
    const deleted = await aggregateAndLog();
    expect(deleted.aggregate).toEqual(deleted.log);
    expect(deleted.aggregate).toEqual([
      expect.objectContaining({ day: "2001-11-01", count: 3, last_referrer: "/de/a" }),
      expect.objectContaining({ day: "2001-11-02", count: 1, last_referrer: null }),
    ]);
    const { body } = await get<Paged<ErrorPath> & { totals: { errors: number } }>(
      hub(`errors/?q=${token}&from=2001-11-01&to=2001-11-02`),
      dashboard,
    );
    expect(body.totals.errors).toBe(4);
    expect(body.results).toEqual([
      {
        path,
        status: 404,
        count: 4,
        first_seen: "2001-11-01T08:00:00Z",
        last_seen: "2001-11-02T10:00:00Z",
        referrer: "/de/a",
        redirect: null,
      },
    ]);
  });

  it("records the referrer the 404 page sends and the path in the redirect list's form", async () => {
    const token = uniqueToken("spielplän");
    const { status } = await editorCall("POST", "/de/api/dashboard-error-log/", admin, {
      url: `/de/${encodeURIComponent(token)}/?x=1`,
      referrer: "https://suche.example/?q=spielplan",
    });
    expect(status).toBe(201);
    const row = await env.DB.prepare("SELECT url, path, referrer FROM error_log ORDER BY id DESC LIMIT 1").first();
    expect(row).toEqual({
      url: `/de/${encodeURIComponent(token)}/?x=1`,
      path: `/de/${token}`,
      referrer: "https://suche.example/?q=spielplan",
    });
  });

  it("exports the groups as CSV", async () => {
    const token = uniqueToken("csv");
    await insertRow("error_log", {
      url: `/de/${token}`,
      status: 404,
      referrer: "=evil()",
      created_at: "2001-09-01T00:00:00Z",
    });
    const { status, text } = await hubDownload(hub(`errors/export/?q=${token}`), dashboard);
    expect(status).toBe(200);
    expect(text.split("\r\n")).toEqual([
      "path,status,count,first_seen,last_seen,referrer,redirect_to",
      `/de/${token},404,1,2001-09-01T00:00:00Z,2001-09-01T00:00:00Z,'=evil(),`,
      "",
    ]);
  });
});

describe("overview", () => {
  it("counts changes and searches per day, every day of the period listed", async () => {
    await insertRow("activity_log", {
      action: "update",
      object_type: "page",
      details: "{}",
      created_at: "2001-10-01T08:00:00Z",
    });
    await insertRow("activity_log", {
      action: "update",
      object_type: "page",
      details: "{}",
      created_at: "2001-10-01T23:00:00Z",
    });
    await insertRow("activity_log", {
      action: "update",
      object_type: "page",
      details: "{}",
      created_at: "2001-10-03T08:00:00Z",
    });
    await insertRow("search_keywords", {
      lang: "de",
      keyword: "a",
      result_count: 0,
      created_at: "2001-10-02T08:00:00Z",
    });
    await insertRow("search_keywords", {
      lang: "de",
      keyword: "b",
      result_count: 3,
      created_at: "2001-10-02T09:00:00Z",
    });
    await insertRow("error_log", { url: "/de/x", status: 404, created_at: "2001-10-02T09:00:00Z" });

    const { status, body } = await get<{
      days: { day: string; activity: number; searches: number; searches_without_results: number }[];
      totals: Record<string, number>;
    }>(hub("overview/?from=2001-10-01&to=2001-10-03"), dashboard);
    expect(status).toBe(200);
    expect(body.days).toEqual([
      { day: "2001-10-01", activity: 2, searches: 0, searches_without_results: 0 },
      { day: "2001-10-02", activity: 0, searches: 2, searches_without_results: 1 },
      { day: "2001-10-03", activity: 1, searches: 0, searches_without_results: 0 },
    ]);
    expect(body.totals).toEqual({
      activity: 3,
      searches: 2,
      searches_without_results: 1,
      identity_events: 0,
      errors: 1,
    });
    await expectInvalidQueryAs(hub("overview/?from=2001-10-03&to=2001-10-01"), "from", dashboard);
    // Days whose neighbours leave the four-digit years are not days a period can name.
    await expectInvalidQueryAs(hub("overview/?from=9999-12-01&to=9999-12-31"), "from", dashboard);
    await expectInvalidQueryAs(hub("overview/?to=0000-01-10"), "to", dashboard);
  });
});

describe("redirect list of the site settings", () => {
  it("is for admins, searched, sorted and paged on the server", async () => {
    const token = uniqueToken("umzug");
    for (const name of ["b", "a", "c"]) {
      await insertRow("redirects", {
        old_path: `/de/${token}-${name}`,
        new_path: "/de",
        created_at: "2001-11-01T00:00:00Z",
      });
    }
    const url = `${HUB_API_PREFIX}/settings/redirects/?q=${token}&page_size=2`;
    expect((await hubStatus(url)).status).toBe(401);
    expect((await hubStatus(url, dashboard)).status).toBe(403);
    const { status, body } = await get<Paged<{ old_path: string }>>(url, admin);
    expect(status).toBe(200);
    expect(body.count).toBe(3);
    expect(body.results.map((row) => row.old_path)).toEqual([`/de/${token}-a`, `/de/${token}-b`]);
    const last = await get<Paged<{ old_path: string }>>(`${url}&sort=old_path&order=desc&page=2`, admin);
    expect(last.body.results.map((row) => row.old_path)).toEqual([`/de/${token}-a`]);
    expect((await get(`${url}&page=3`, admin)).status).toBe(404);
    await expectInvalidQueryAs(`${url}&sort=id`, "sort", admin);
  });
});
