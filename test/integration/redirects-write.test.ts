import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cacheKeys } from "../../workers/cache/keys";
import { planRedirect } from "../../workers/db/redirects";
import worker from "../../workers/index";
import {
  clearCache,
  editorCall,
  editorSession,
  expectRefusedWrite,
  getJson,
  ORIGIN,
  saveFootprint,
} from "./api-helpers";
import { insertPage, insertRow, type OwnPage, uniqueToken } from "./fixtures";

/** The editors' redirect list: list, create, change, delete; never a chain, a loop or a page's url. */

type Session = Awaited<ReturnType<typeof editorSession>>;

interface Entry {
  id: number;
  old_path: string;
  new_path: string;
  status: number;
  created_at: string;
}

interface ErrorBody {
  error: string;
  field?: string;
  detail: string;
}

const api = (path: string) => `/de/pageeditor-api/${path}`;
let session: Session;
let token: string;
/** Any page: the footprint of a refused redirect write covers the redirect list and its activity rows. */
let anyPage: OwnPage;

const at = (name: string) => `/de/${token}-${name}`;

async function visit(path: string): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, { redirect: "manual" }), env, ctx);
  await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return response;
}

async function entry(oldPath: string, newPath: string): Promise<number> {
  return insertRow("redirects", { old_path: oldPath, new_path: newPath, created_at: new Date().toISOString() });
}

async function listed(): Promise<{ old_path: string; new_path: string }[]> {
  const { results } = await env.DB.prepare(
    "SELECT old_path, new_path FROM redirects WHERE old_path GLOB ?1 OR new_path GLOB ?1 ORDER BY old_path",
  )
    .bind(`*${token}*`)
    .all<{ old_path: string; new_path: string }>();
  return results;
}

/** A refused write, with the redirect list read (so cached) before it: nothing written, logged or purged. */
async function expectRefused(
  call: () => Promise<{ status: number; body: ErrorBody }>,
  status: number,
  error: string,
  field?: string,
) {
  await getJson(api("redirect/"));
  expect((await saveFootprint(anyPage)).cachedRedirects).not.toBeNull();
  return expectRefusedWrite(anyPage, call, status, error, field);
}

beforeEach(async () => {
  await clearCache();
  session = await editorSession();
  token = uniqueToken("pw");
  anyPage = await insertPage();
});

afterEach(async () => {
  await env.DB.prepare("DELETE FROM redirects WHERE old_path GLOB ?1 OR new_path GLOB ?1").bind(`*${token}*`).run();
});

describe("the chain rule", () => {
  const rows = [
    { id: 1, old_path: "/a", new_path: "/b", created_at: "" },
    { id: 2, old_path: "/c", new_path: "/d", created_at: "" },
  ];
  it("follows a target that is redirected itself, and retargets entries that led to the old path", () => {
    expect(planRedirect(rows, "/x", "/a")).toEqual({ entry: { old_path: "/x", new_path: "/b" }, retarget: [] });
    expect(planRedirect(rows, "/b", "/e")).toEqual({
      entry: { old_path: "/b", new_path: "/e" },
      retarget: [{ id: 1, new_path: "/e" }],
    });
  });
  it("refuses a loop, however long", () => {
    expect(planRedirect(rows, "/b", "/a")).toBeNull();
    expect(planRedirect(rows, "/x", "/x")).toBeNull();
  });
});

describe("redirects created at the same moment", () => {
  it("creates 10 different entries asked for at once, each under its own id", async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        editorCall<Entry>("POST", api("redirects/"), session, { old_path: at(`alt-${i}`), new_path: "/de/programm" }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(10);
    expect(await listed()).toHaveLength(10);
  });
});

describe("editor redirects", () => {
  it("creates an entry: 201 with its 301, the old path answers 301 at once, and an activity row is written", async () => {
    await visit(at("alt"));
    const { status, body } = await editorCall<Entry>("POST", api("redirects/"), session, {
      old_path: `${at("alt")}/`,
      new_path: "/de/programm",
    });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({ old_path: at("alt"), new_path: "/de/programm", status: 301 });
    const response = await visit(at("alt"));
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/de/programm");
    const logged = await env.DB.prepare(
      "SELECT action, lang FROM activity_log WHERE object_type = 'redirect' AND object_id = ?1",
    )
      .bind(body.id)
      .first();
    expect(logged).toEqual({ action: "create", lang: null });
    const list = await getJson<{ count: number; results: Entry[] }>(api("redirects/"), session);
    expect(list.headers.get("Cache-Control")).toBe("private, no-store");
    expect(list.body.results).toContainEqual(body);
    expect((await getJson(api("redirects/"))).status).toBe(401);
  });

  it("collapses chains both ways: a target that is redirected is followed, and entries that led to the new old path lead on", async () => {
    await entry(at("b"), at("c"));
    const first = await editorCall<Entry>("POST", api("redirects/"), session, { old_path: at("a"), new_path: at("b") });
    expect(first.status).toBe(201);
    expect(first.body.new_path).toBe(at("c"));
    const second = await editorCall<Entry>("POST", api("redirects/"), session, {
      old_path: at("c"),
      new_path: at("d"),
    });
    expect(second.status).toBe(201);
    expect(await listed()).toEqual([
      { old_path: at("a"), new_path: at("d") },
      { old_path: at("b"), new_path: at("d") },
      { old_path: at("c"), new_path: at("d") },
    ]);
    expect((await visit(at("a"))).headers.get("Location")).toBe(at("d"));
  });

  it("refuses a loop, a taken old path, a page's url, the same path twice, the API and foreign hosts; nothing is written", async () => {
    await entry(at("b"), at("c"));
    const create = (body: Record<string, unknown>) => () =>
      editorCall<ErrorBody>("POST", api("redirects/"), session, body);
    await expectRefused(create({ old_path: at("c"), new_path: at("b") }), 422, "invalid_redirect", "new_path");
    await expectRefused(create({ old_path: at("b"), new_path: at("x") }), 409, "old_path_taken", "old_path");
    await expectRefused(
      create({ old_path: `/de${anyPage.path}`, new_path: at("x") }),
      422,
      "invalid_redirect",
      "old_path",
    );
    await expectRefused(create({ old_path: "/de", new_path: at("x") }), 422, "invalid_redirect", "old_path");
    await expectRefused(create({ old_path: at("x"), new_path: `${at("x")}/` }), 422, "invalid_redirect", "new_path");
    await expectRefused(create({ old_path: "/de/api/events", new_path: at("x") }), 422, "invalid_redirect", "old_path");
    await expectRefused(create({ old_path: at("x"), new_path: "//evil.example/" }), 400, "invalid_body", "new_path");
    await expectRefused(
      create({ old_path: at("x"), new_path: "https://evil.example/" }),
      400,
      "invalid_body",
      "new_path",
    );
    await expectRefused(create({ old_path: "ohne", new_path: at("x") }), 400, "invalid_body", "old_path");
    await expectRefused(create({ old_path: at("x") }), 400, "invalid_body", "new_path");
    await expectRefused(
      () =>
        editorCall<ErrorBody>(
          "POST",
          api("redirects/"),
          { headers: { Cookie: "x=y" } },
          { old_path: at("x"), new_path: at("y") },
        ),
      401,
      "not_authenticated",
    );
    await expectRefused(
      () =>
        getJson<ErrorBody>(api("redirects/"), {
          method: "POST",
          headers: { ...session.headers, "Content-Type": "application/json", Origin: ORIGIN },
          body: JSON.stringify({ old_path: at("x"), new_path: at("y") }),
        }),
      403,
      "csrf_failed",
    );
  });

  it("resolves dot segments, escapes and doubled slashes before the loop check: a target that is its own path is refused", async () => {
    const create = (body: Record<string, unknown>) => () =>
      editorCall<ErrorBody>("POST", api("redirects/"), session, body);
    for (const target of [
      `${at("x")}/.`,
      `${at("x")}/%2e`,
      `${at("x")}/%2E/`,
      `${at("x")}/../${token}-x`,
      `/de//${token}-x`,
    ]) {
      await expectRefused(create({ old_path: at("x"), new_path: target }), 422, "invalid_redirect", "new_path");
    }
    await entry(at("b"), at("x"));
    await expectRefused(create({ old_path: at("x"), new_path: `${at("b")}/./` }), 422, "invalid_redirect", "new_path");
  });

  it("stores both paths in the form requests are matched in, and the redirect answers there", async () => {
    const { status, body } = await editorCall<Entry>("POST", api("redirects/"), session, {
      old_path: `/de/./${token}-%61lt//`,
      new_path: `/de/${token}-x/../${token}-neu`,
    });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({ old_path: at("alt"), new_path: at("neu") });
    expect((await visit(at("alt"))).headers.get("Location")).toBe(at("neu"));
  });

  it("refuses old paths of the site's own routes, naming the field; nothing is written", async () => {
    for (const oldPath of [
      "/de/login",
      "/en/login",
      "/login",
      "/logout",
      "/de/logout",
      "/sitemap.xml",
      "/de/sitemap.xml",
      "/robots.txt",
      "/media/bild/original.jpg",
      "/webshop",
      "/de/webshop/warenkorb",
      "/api/events",
      "/healthz",
      "/de/pageeditor-api/page",
      "/cms-hub",
      "/de/cms-hub/x",
      "/de/x/../login",
      "/",
      "/de/programm",
      "/en/events/x",
      "/de/search",
      "/en/team",
      "/de/user/settings",
      "/test-shop",
    ]) {
      const body = await expectRefused(
        () => editorCall<ErrorBody>("POST", api("redirects/"), session, { old_path: oldPath, new_path: at("x") }),
        422,
        "invalid_redirect",
        "old_path",
      );
      expect(body.detail, oldPath).toEqual(expect.any(String));
    }
  });

  it("changes an entry under the same rules, and deletes one; each purges the cached list", async () => {
    const id = await entry(at("a"), at("b"));
    await entry(at("c"), at("d"));
    const changed = await editorCall<Entry>("PATCH", api(`redirects/${id}/`), session, { new_path: at("c") });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ id, old_path: at("a"), new_path: at("d"), status: 301 });
    const patch = (body: Record<string, unknown>) => () =>
      editorCall<ErrorBody>("PATCH", api(`redirects/${id}/`), session, body);
    await expectRefused(patch({ old_path: at("c") }), 409, "old_path_taken", "old_path");
    await expectRefused(patch({ old_path: at("d") }), 422, "invalid_redirect", "new_path");
    await expectRefused(patch({ new_path: at("a") }), 422, "invalid_redirect", "new_path");
    await expectRefused(() => editorCall<ErrorBody>("PATCH", api("redirects/999999/"), session, {}), 404, "not_found");

    await getJson(api("redirect/"));
    expect(await env.CACHE.get(cacheKeys.redirects())).not.toBeNull();
    const deleted = await editorCall("DELETE", api(`redirects/${id}/`), session, {});
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ deleted: id });
    expect(await env.CACHE.get(cacheKeys.redirects())).toBeNull();
    expect((await visit(at("a"))).status).not.toBe(301);
    await expectRefused(() => editorCall<ErrorBody>("DELETE", api(`redirects/${id}/`), session, {}), 404, "not_found");
  });
});
