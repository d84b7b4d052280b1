import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import type { EditableModule, EditablePage, PageDetail } from "../../src/schemas/pages";
import { cacheKeys } from "../../workers/cache/keys";
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
import { copyPage, insertPage, insertRow, type OwnPage, uniqueToken } from "./fixtures";

/** The page editor's page writes: fields and urls, new pages, deleting, versions and restoring one. */

type Session = Awaited<ReturnType<typeof editorSession>>;

interface ErrorBody {
  error: string;
  field?: string;
  detail: string;
  current?: EditablePage | null;
  children?: { id: number; title: string; url: string }[];
}

interface Version {
  id: number;
  created_at: string;
  action: string;
  object_id: number | null;
  user: { id: number; name: string } | null;
  subject: { model: string; words: string; slug: string | null } | null;
}

const api = (path: string, lang = "de") => `/${lang}/pageeditor-api/${path}`;
let session: Session;

async function editable(path: string, lang = "de"): Promise<EditablePage> {
  const { status, body } = await getJson<EditablePage>(api(`page${path}?edit`, lang), session);
  expect(status).toBe(200);
  return body;
}

/** The visitors' page payload (which also fills the KV cache). */
async function visitorPage(path: string, lang = "de"): Promise<PageDetail> {
  const { status, body } = await getJson<PageDetail>(api(`page${path}`, lang));
  expect(status, `${lang}${path}`).toBe(200);
  return body;
}

/** A page request through the whole worker, as a visitor's browser makes it, redirects not followed. */
async function visit(path: string): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, { redirect: "manual" }), env, ctx);
  await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return response;
}

async function redirectsTo(target: string): Promise<{ old_path: string; new_path: string }[]> {
  const { results } = await env.DB.prepare("SELECT old_path, new_path FROM redirects WHERE new_path = ?1 ORDER BY id")
    .bind(target)
    .all<{ old_path: string; new_path: string }>();
  return results;
}

/** A refused write on `page`: nothing written, versioned, logged or purged (its cached payload stays). */
async function expectRefused(
  page: OwnPage,
  call: () => Promise<{ status: number; body: ErrorBody }>,
  status: number,
  error: string,
  field?: string,
): Promise<ErrorBody> {
  await visitorPage(page.path);
  expect((await saveFootprint(page)).cachedPage).not.toBeNull();
  return expectRefusedWrite(page, call, status, error, field);
}

/** Pages created through the API are the test's own: deleted when it ends. */
function deleteWhenDone(id: number) {
  onTestFinished(async () => {
    await env.DB.prepare("DELETE FROM pages WHERE id = ?1").bind(id).run();
  });
}

beforeEach(async () => {
  await clearCache();
  session = await editorSession();
});

// Redirects the tests' url changes left, found by the tokens of their own paths.
afterEach(async () => {
  await env.DB.prepare(
    `DELETE FROM redirects WHERE old_path GLOB '*/pw-*' OR new_path GLOB '*/pw-*'
       OR old_path GLOB '*/kopie-*' OR new_path GLOB '*/kopie-*'
       OR old_path GLOB '*/testseite-*' OR new_path GLOB '*/testseite-*'`,
  ).run();
});

describe("PATCH page/{path}", () => {
  it("changes the fields of the request's language at the revision read; the visitor's next read shows them, the other language's page is untouched", async () => {
    const page = await copyPage("/besuch");
    const before = await saveFootprint(page);
    const enBefore = await visitorPage(page.path, "en");
    await visitorPage(page.path);
    const read = await editable(page.path);
    const { status, body } = await editorCall<EditablePage>("PATCH", api(`page${page.path}`), session, {
      ...read,
      title: "Besuch planen",
      headline: "Ihr Besuch",
      meta_description: "",
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ title: "Besuch planen", headline: "Ihr Besuch" });
    expect(body.revision).toBe(read.revision + 1);
    expect(body.meta_description).toBeNull();
    const after = await saveFootprint(page);
    expect(after.versions).toBe((before.versions ?? 0) + 1);
    expect(after.activity).toBe((before.activity ?? 0) + 1);
    const version = await env.DB.prepare(
      "SELECT action, object_id, lang FROM page_versions WHERE page_id = ?1 ORDER BY id DESC LIMIT 1",
    )
      .bind(page.id)
      .first();
    expect(version).toEqual({ action: "page.update", object_id: page.id, lang: "de" });
    expect((await visitorPage(page.path)).title).toBe("Besuch planen");
    expect(await visitorPage(page.path, "en")).toEqual(enBefore);
  });

  it("moves the url: the old one answers 301 to the new one, entries that led to the old one now lead to the new one, the English url stays", async () => {
    const page = await insertPage();
    const chained = `/de/alt-${uniqueToken("pw")}`;
    await insertRow("redirects", {
      old_path: chained,
      new_path: `/de${page.path}`,
      created_at: new Date().toISOString(),
    });
    const target = `/${uniqueToken("pw")}`;
    const { status, body } = await editorCall<EditablePage>("PATCH", api(`page${page.path}`), session, {
      revision: 1,
      urls: { de: `/de${target}/` },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.urls).toEqual({ de: `/de${target}`, en: `/en${page.path}` });
    expect(await redirectsTo(`/de${target}`)).toEqual([
      { old_path: chained, new_path: `/de${target}` },
      { old_path: `/de${page.path}`, new_path: `/de${target}` },
    ]);
    const moved = await visit(`/de${page.path}?x=1`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe(`/de${target}?x=1`);
    expect((await visit(chained)).headers.get("Location")).toBe(`/de${target}`);
    expect((await visit(`/de${target}`)).status).toBe(200);
    expect((await visit(`/en${page.path}`)).status).toBe(200);
    // Only the German url moved: one version, in German.
    const versions = await env.DB.prepare("SELECT lang FROM page_versions WHERE page_id = ?1 ORDER BY lang")
      .bind(page.id)
      .all();
    expect(versions.results).toEqual([{ lang: "de" }]);
  });

  it("moving back drops the redirect from the url the page has again: no loop", async () => {
    const page = await insertPage();
    const away = `/${uniqueToken("pw")}`;
    const first = await editorCall<EditablePage>("PATCH", api(`page${page.path}`), session, {
      revision: 1,
      urls: { en: `/en${away}` },
    });
    expect(first.status).toBe(200);
    const back = await editorCall<EditablePage>("PATCH", api(`page${away}`, "en"), session, {
      revision: 2,
      urls: { en: `/en${page.path}` },
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const rows = await env.DB.prepare("SELECT old_path, new_path FROM redirects WHERE old_path IN (?1, ?2)")
      .bind(`/en${page.path}`, `/en${away}`)
      .all();
    expect(rows.results).toEqual([{ old_path: `/en${away}`, new_path: `/en${page.path}` }]);
    expect((await visit(`/en${page.path}`)).status).toBe(200);
    expect((await visit(`/en${away}`)).headers.get("Location")).toBe(`/en${page.path}`);
  });

  it("takes the Open Graph image as a media key or as the url the editable read gives", async () => {
    const page = await insertPage();
    const media = await env.DB.prepare("SELECT key FROM media ORDER BY id LIMIT 1").first<{ key: string }>();
    if (!media) throw new Error("the seed has no media");
    const byKey = await editorCall<EditablePage>("PATCH", api(`page${page.path}`), session, {
      revision: 1,
      og_image: media.key,
    });
    expect(byKey.status, JSON.stringify(byKey.body)).toBe(200);
    expect(byKey.body.og_image).toBe(`/media/${media.key}/original.jpg`);
    const sentBack = await editorCall<EditablePage>("PATCH", api(`page${page.path}`), session, byKey.body);
    expect(sentBack.status, JSON.stringify(sentBack.body)).toBe(200);
    const stored = await env.DB.prepare("SELECT og_image FROM pages WHERE id = ?1").bind(page.id).first();
    expect(stored).toEqual({ og_image: media.key });
  });

  it("places the page under another parent, last among its new siblings, and refuses a cycle", async () => {
    const parent = await insertPage();
    const sibling = await insertPage({ parent_id: parent.id });
    const page = await insertPage();
    const child = await insertPage({ parent_id: page.id });
    const moved = await editorCall<EditablePage>("PATCH", api(`page${page.path}`), session, {
      revision: 1,
      parent: parent.id,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.parent).toBe(parent.id);
    const positions = await env.DB.prepare("SELECT id FROM pages WHERE parent_id = ?1 ORDER BY position, id")
      .bind(parent.id)
      .all<{ id: number }>();
    expect(positions.results.map((r) => r.id)).toEqual([sibling.id, page.id]);
    const patch = (body: Record<string, unknown>) => () =>
      editorCall<ErrorBody>("PATCH", api(`page${page.path}`), session, { revision: 2, ...body });
    await expectRefused(page, patch({ parent: page.id }), 422, "invalid_page", "parent");
    await expectRefused(page, patch({ parent: child.id }), 422, "invalid_page", "parent");
    await expectRefused(page, patch({ parent: 999_999 }), 422, "invalid_page", "parent");
  });

  it("refuses a stale revision with the current page, and bad or taken urls naming the field; nothing is written", async () => {
    const page = await insertPage();
    const other = await insertPage();
    const saved = await editorCall<EditablePage>("PATCH", api(`page${page.path}`), session, {
      revision: 1,
      title: "Zweite Fassung",
    });
    expect(saved.status).toBe(200);
    const patch = (body: Record<string, unknown>) => () =>
      editorCall<ErrorBody>("PATCH", api(`page${page.path}`), session, { revision: 2, ...body });
    const stale = await expectRefused(page, patch({ revision: 1, title: "Ältere Fassung" }), 409, "stale_revision");
    expect(stale.current).toMatchObject({ id: page.id, title: "Zweite Fassung", revision: 2 });
    await expectRefused(page, patch({ urls: { de: `/de${other.path}` } }), 409, "path_taken", "urls.de");
    await expectRefused(page, patch({ urls: { en: `/en${other.path}` } }), 409, "path_taken", "urls.en");
    await expectRefused(page, patch({ urls: { de: "/de/programm/neu" } }), 422, "invalid_page", "urls.de");
    await expectRefused(page, patch({ urls: { de: "/de/cms-hub" } }), 422, "invalid_page", "urls.de");
    await expectRefused(page, patch({ urls: { de: "/de/Gross Schreibung" } }), 422, "invalid_page", "urls.de");
    await expectRefused(page, patch({ urls: { de: "/de/a//b" } }), 422, "invalid_page", "urls.de");
    await expectRefused(page, patch({ urls: { de: "/de/a/versions" } }), 422, "invalid_page", "urls.de");
    await expectRefused(page, patch({ urls: { de: "/en/falsche-sprache" } }), 422, "invalid_page", "urls.de");
    await expectRefused(page, patch({ urls: { de: "ohne-schraegstrich" } }), 400, "invalid_body", "urls");
    await expectRefused(page, patch({ og_image: "images/gibt-es-nicht" }), 422, "invalid_page", "og_image");
    await expectRefused(page, patch({ is_online: "ja" }), 400, "invalid_body", "is_online");
    await expectRefused(page, patch({ title: "" }), 400, "invalid_body", "title");
    await expectRefused(page, patch({ revision: undefined }), 400, "invalid_body", "revision");
  });

  it("keeps the home page at /de", async () => {
    const home = await editable("/");
    const homePage = { id: home.id, path: "/" } as OwnPage;
    await expectRefused(
      homePage,
      () =>
        editorCall<ErrorBody>("PATCH", api("page/"), session, { revision: home.revision, urls: { de: "/de/start" } }),
      422,
      "invalid_page",
      "urls.de",
    );
  });

  it("answers 401 to a visitor and 403 without the CSRF header, writing nothing", async () => {
    const page = await insertPage();
    await expectRefused(
      page,
      () => editorCall<ErrorBody>("PATCH", api(`page${page.path}`), { headers: { Cookie: "x=y" } }, { revision: 1 }),
      401,
      "not_authenticated",
    );
    await expectRefused(
      page,
      () =>
        getJson<ErrorBody>(api(`page${page.path}`), {
          method: "PATCH",
          headers: { ...session.headers, "Content-Type": "application/json", Origin: ORIGIN },
          body: JSON.stringify({ revision: 1, title: "x" }),
        }),
      403,
      "csrf_failed",
    );
  });
});

describe("POST page/", () => {
  it("creates an offline page last under its parent, with a version in each language", async () => {
    const parent = await insertPage();
    const sibling = await insertPage({ parent_id: parent.id });
    const token = uniqueToken("pw");
    const { status, body } = await editorCall<EditablePage>("POST", api("page/"), session, {
      parent: parent.id,
      titles: { de: "Neue Seite", en: "New page" },
      urls: { de: `/de/${token}-neu`, en: `/en/${token}-new` },
      headline: "Überschrift",
    });
    expect(status, JSON.stringify(body)).toBe(201);
    deleteWhenDone(body.id);
    expect(body).toMatchObject({
      title: "Neue Seite",
      headline: "Überschrift",
      is_online: false,
      parent: parent.id,
      revision: 1,
      urls: { de: `/de/${token}-neu`, en: `/en/${token}-new` },
      modules: [],
    });
    const order = await env.DB.prepare("SELECT id FROM pages WHERE parent_id = ?1 ORDER BY position, id")
      .bind(parent.id)
      .all<{ id: number }>();
    expect(order.results.map((r) => r.id)).toEqual([sibling.id, body.id]);
    const versions = await env.DB.prepare("SELECT lang, action FROM page_versions WHERE page_id = ?1 ORDER BY lang")
      .bind(body.id)
      .all();
    expect(versions.results).toEqual([
      { lang: "de", action: "page.create" },
      { lang: "en", action: "page.create" },
    ]);
    expect((await getJson(api(`page/${token}-neu`))).status).toBe(404);
    expect((await editable(`/${token}-new`, "en")).title).toBe("New page");
  });

  it("creates 20 different pages asked for at the same moment, each under its own id", async () => {
    const parent = await insertPage();
    const token = uniqueToken("pw");
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        editorCall<EditablePage>("POST", api("page/"), session, {
          parent: parent.id,
          titles: { de: `Seite ${i}`, en: `Page ${i}` },
          urls: { de: `/de/${token}-${i}`, en: `/en/${token}-${i}` },
        }),
      ),
    );
    for (const answer of answers) if (answer.status === 201) deleteWhenDone(answer.body.id);
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(20);
    const created = await env.DB.prepare("SELECT count(*) AS n FROM pages WHERE parent_id = ?1")
      .bind(parent.id)
      .first<{ n: number }>();
    expect(created?.n).toBe(20);
  });

  it("takes over a url that was redirected: the page answers there again", async () => {
    const token = uniqueToken("pw");
    await insertRow("redirects", {
      old_path: `/de/${token}`,
      new_path: "/de/programm",
      created_at: new Date().toISOString(),
    });
    const { status, body } = await editorCall<EditablePage>("POST", api("page/"), session, {
      parent: null,
      titles: { de: "Zurück", en: "Back" },
      urls: { de: `/de/${token}`, en: `/en/${token}` },
      is_online: true,
    });
    expect(status).toBe(201);
    deleteWhenDone(body.id);
    expect(await redirectsTo("/de/programm")).not.toContainEqual({
      old_path: `/de/${token}`,
      new_path: "/de/programm",
    });
    expect((await visit(`/de/${token}`)).status).toBe(200);
  });

  it("refuses a taken or reserved url, an unknown parent and missing titles; nothing is created", async () => {
    const other = await insertPage();
    const token = uniqueToken("pw");
    const count = async () => (await env.DB.prepare("SELECT count(*) AS n FROM pages").first<{ n: number }>())?.n;
    const before = await count();
    const create = (body: Record<string, unknown>) =>
      editorCall<ErrorBody>("POST", api("page/"), session, {
        parent: null,
        titles: { de: "T", en: "T" },
        urls: { de: `/de/${token}`, en: `/en/${token}` },
        ...body,
      });
    const expectations: [Record<string, unknown>, number, string, string][] = [
      [{ urls: { de: `/de${other.path}`, en: `/en/${token}` } }, 409, "path_taken", "urls.de"],
      [{ urls: { de: `/de/${token}`, en: "/en/events" } }, 422, "invalid_page", "urls.en"],
      [{ urls: { de: "/de", en: `/en/${token}` } }, 422, "invalid_page", "urls.de"],
      [{ parent: 999_999 }, 422, "invalid_page", "parent"],
      [{ titles: { de: "T" } }, 400, "invalid_body", "titles"],
      [{ urls: undefined }, 400, "invalid_body", "urls"],
    ];
    for (const [body, status, error, field] of expectations) {
      const response = await create(body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body).toMatchObject({ error, field });
    }
    expect(await count()).toBe(before);
  });
});

describe("DELETE page/{path}", () => {
  it("deletes a page without children, with its modules and versions, and refuses a stale revision first", async () => {
    const page = await copyPage("/besuch");
    const saved = await editorCall("PATCH", api(`page${page.path}`), session, {
      revision: (await editable(page.path)).revision,
      title: "Weg damit",
    });
    expect(saved.status).toBe(200);
    await expectRefused(
      page,
      () => editorCall<ErrorBody>("DELETE", api(`page${page.path}`), session, { revision: 1 }),
      409,
      "stale_revision",
    );
    const deleted = await editorCall("DELETE", api(`page${page.path}/`), session, {});
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ deleted: page.id });
    const left = await env.DB.prepare(
      `SELECT (SELECT count(*) FROM page_modules WHERE page_id = ?1) + (SELECT count(*) FROM page_versions WHERE page_id = ?1)
              + (SELECT count(*) FROM pages WHERE id = ?1) AS n`,
    )
      .bind(page.id)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
    expect((await getJson(api(`page${page.path}`))).status).toBe(404);
    const logged = await env.DB.prepare(
      "SELECT action FROM activity_log WHERE object_type = 'page' AND object_id = ?1 ORDER BY id DESC LIMIT 1",
    )
      .bind(page.id)
      .first();
    expect(logged).toEqual({ action: "delete" });
  });

  it("refuses a page with children, naming them, and the home page", async () => {
    const page = await insertPage();
    const child = await insertPage({ parent_id: page.id, title: "Kindseite" });
    const refused = await expectRefused(
      page,
      () => editorCall<ErrorBody>("DELETE", api(`page${page.path}`), session, {}),
      409,
      "has_children",
    );
    expect(refused.children).toEqual([{ id: child.id, title: "Kindseite", url: `/de${child.path}` }]);
    const home = await editable("/");
    await expectRefused(
      { id: home.id, path: "/" } as OwnPage,
      () => editorCall<ErrorBody>("DELETE", api("page/"), session, {}),
      409,
      "home_page",
    );
    await expectRefused(
      page,
      () => editorCall<ErrorBody>("DELETE", api(`page${page.path}`), { headers: { Cookie: "x=y" } }, {}),
      401,
      "not_authenticated",
    );
  });
});

describe("versions", () => {
  it("keeps every version of the last 30 days and, before that, the newest of each day, in the saved language only", async () => {
    const page = await insertPage();
    const DAY = 86_400_000;
    // Hours after the UTC midnight that starts the day `daysAgo` back: the same day whatever the time now.
    const at = (daysAgo: number, hour: number) =>
      new Date(Math.floor((Date.now() - daysAgo * DAY) / DAY) * DAY + hour * 3_600_000).toISOString();
    for (const [name, lang, created] of [
      ["old-1", "de", at(40, 1)],
      ["old-2", "de", at(40, 2)],
      ["old-3", "de", at(40, 3)],
      ["older-1", "de", at(35, 8)],
      ["older-2", "de", at(35, 9)],
      ["recent-1", "de", at(10, 1)],
      ["recent-2", "de", at(10, 2)],
      ["english-1", "en", at(40, 1)],
      ["english-2", "en", at(40, 2)],
    ] as const) {
      await insertRow("page_versions", {
        page_id: page.id,
        lang,
        action: name,
        snapshot: "{}",
        created_at: created,
      });
    }
    const { revision } = await editable(page.path);
    const saved = await editorCall("PATCH", api(`page${page.path}`), session, { revision, headline: "Neu" });
    expect(saved.status).toBe(200);
    const kept = await env.DB.prepare("SELECT action FROM page_versions WHERE page_id = ?1 ORDER BY id")
      .bind(page.id)
      .all<{ action: string }>();
    expect(kept.results.map((row) => row.action)).toEqual([
      "old-3",
      "older-2",
      "recent-1",
      "recent-2",
      "english-1",
      "english-2",
      "page.update",
    ]);
  });

  it("lists the page's versions in the request's language, newest first, for editors only; the page call still answers beside it", async () => {
    const page = await insertPage();
    for (const [revision, title] of [
      [1, "Eins"],
      [2, "Zwei"],
    ] as const) {
      const saved = await editorCall("PATCH", api(`page${page.path}`), session, { revision, title });
      expect(saved.status).toBe(200);
    }
    const { status, headers, body } = await getJson<{ count: number; next: string | null; results: Version[] }>(
      api(`page${page.path}/versions/`),
      session,
    );
    expect(status).toBe(200);
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(body.count).toBe(2);
    expect(body.next).toBeNull();
    expect(body.results.map((v) => v.action)).toEqual(["page.update", "page.update"]);
    expect(body.results[0]?.id).toBeGreaterThan(body.results[1]?.id ?? 0);
    expect(body.results[0]?.user).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect((await getJson<{ count: number }>(api(`page${page.path}/versions`, "en"), session)).body.count).toBe(0);
    expect((await getJson(api(`page${page.path}/versions/`))).status).toBe(401);
    expect((await getJson(api(`page${page.path}/versions/?page=2`), session)).status).toBe(404);
    expect((await getJson<PageDetail>(api(`page${page.path}`), session)).body.title).toBe("Zwei");
    expect((await getJson<{ count: number }>(api("page/versions/"), session)).status).toBe(200);
  });

  it("names what each listed version changed: the module's type, its first words, a deleted one as it was", async () => {
    const page = await insertPage();
    const section = await editorCall<{ id: number }>("POST", api("container/"), session, {
      content_type: "page",
      object_id: page.id,
      slug: `programm-${page.id}`,
      layout: 0,
    });
    expect(section.status).toBe(201);
    const text = await editorCall<EditableModule>("POST", api("text/"), session, {
      parent: section.body.id,
      column: 0,
      content: `<p>Das ehemalige <strong>Kornhaus</strong> am Hafen ist seit 1990 ein Haus für Kultur und Begegnung.</p>`,
    });
    expect(text.status, JSON.stringify(text.body)).toBe(201);
    const renamed = await editorCall("PATCH", api(`page${page.path}`), session, { revision: 1, title: "Neu" });
    expect(renamed.status).toBe(200);
    const sectionRead = (await editable(page.path)).modules.find((m) => m.id === section.body.id);
    expect(
      (
        await editorCall("DELETE", api(`section/${section.body.id}/`), session, {
          revision: sectionRead?.revision,
        })
      ).status,
    ).toBe(200);

    const { body } = await getJson<{ results: Version[] }>(api(`page${page.path}/versions/`), session);
    expect(body.results.map((v) => [v.action, v.subject])).toEqual([
      ["section.delete", { model: "section", words: "", slug: `programm-${page.id}` }],
      ["page.update", null],
      ["text.create", { model: "text", words: "Das ehemalige Kornhaus am Hafen ist seit 1990 e…", slug: null }],
      ["section.create", { model: "section", words: "", slug: `programm-${page.id}` }],
    ]);
  });

  it("restores a version as a new save: modules and fields of its language; the visitor's next read shows it", async () => {
    const page = await copyPage("/besuch");
    const read = await editable(page.path);
    const first = await editorCall<EditablePage>("PATCH", api(`page${page.path}`), session, {
      revision: read.revision,
      title: "Fassung eins",
    });
    expect(first.status).toBe(200);
    const [version] = (await getJson<{ results: Version[] }>(api(`page${page.path}/versions/`), session)).body.results;
    if (!version) throw new Error("no version");
    const headline = first.body.modules
      .flatMap((m) => m.columns?.flatMap((c) => c.children) ?? [m])
      .find((m) => m.model === "headline") as EditableModule | undefined;
    if (!headline) throw new Error("no headline");
    const changed = await editorCall("PATCH", api(`headline/${headline.id}/`), session, {
      revision: headline.revision,
      content: "Später geändert",
    });
    expect(changed.status).toBe(200);
    const section = first.body.modules[0];
    if (!section) throw new Error("no section");
    expect((await editorCall("DELETE", api(`${section.model}/${section.id}/`), session, {})).status).toBe(200);
    const renamed = await editorCall<EditablePage>("PATCH", api(`page${page.path}`), session, {
      revision: (await editable(page.path)).revision,
      title: "Fassung zwei",
    });
    expect(renamed.status).toBe(200);
    const enBefore = await visitorPage(page.path, "en");
    await visitorPage(page.path);

    const restored = await editorCall<EditablePage>(
      "POST",
      api(`page${page.path}/versions/${version.id}/restore/`),
      session,
      { revision: renamed.body.revision },
    );
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.title).toBe("Fassung eins");
    expect(restored.body.revision).toBe(renamed.body.revision + 1);
    const shown = await visitorPage(page.path);
    expect(shown.title).toBe("Fassung eins");
    expect(shown.modules.map((m) => m.id)).toEqual(first.body.modules.map((m) => m.id));
    expect(JSON.stringify(shown)).not.toContain("Später geändert");
    expect(JSON.stringify(shown)).toContain(String(headline.content));
    expect(await visitorPage(page.path, "en")).toEqual(enBefore);
    const [latest] = (await getJson<{ results: Version[] }>(api(`page${page.path}/versions/`), session)).body.results;
    expect(latest).toMatchObject({ action: "version.restore", object_id: version.id });
    // The restored modules carry revisions above the ones an editor may still hold.
    const back = (await editable(page.path)).modules.flatMap((m) => m.columns?.flatMap((c) => c.children) ?? [m]);
    expect(back.find((m) => m.id === headline.id)?.revision).toBeGreaterThan(headline.revision + 1);
  });

  it("refuses a restore at a stale revision, of another page's version, or to a url another page has taken", async () => {
    const page = await insertPage();
    const other = await insertPage();
    const moved = await editorCall<EditablePage>("PATCH", api(`page${page.path}`), session, {
      revision: 1,
      title: "Vorher",
    });
    expect(moved.status).toBe(200);
    const [version] = (await getJson<{ results: Version[] }>(api(`page${page.path}/versions/`), session)).body.results;
    if (!version) throw new Error("no version");
    const away = `/${uniqueToken("pw")}`;
    const renamed = await editorCall<EditablePage>("PATCH", api(`page${page.path}`), session, {
      revision: 2,
      urls: { de: `/de${away}` },
    });
    expect(renamed.status).toBe(200);
    // The page's old url goes to another page (through the database: the API refuses redirected urls to nobody).
    await env.DB.prepare("DELETE FROM redirects WHERE old_path = ?1").bind(`/de${page.path}`).run();
    await env.DB.prepare("UPDATE pages SET path_de = ?1 WHERE id = ?2").bind(page.path, other.id).run();
    const here = { id: page.id, path: away } as OwnPage;
    const restore = (id: number, body: Record<string, unknown>) => () =>
      editorCall<ErrorBody>("POST", api(`page${away}/versions/${id}/restore/`), session, body);
    await expectRefused(here, restore(version.id, { revision: 1 }), 409, "stale_revision");
    await expectRefused(here, restore(version.id, {}), 409, "path_taken", "urls.de");
    const foreign = await insertRow("page_versions", {
      page_id: other.id,
      lang: "de",
      snapshot: "{}",
      created_at: new Date().toISOString(),
    });
    await expectRefused(here, restore(foreign, {}), 404, "not_found");
    await expectRefused(
      here,
      () =>
        editorCall<ErrorBody>(
          "POST",
          api(`page${away}/versions/${version.id}/restore/`),
          { headers: { Cookie: "x=y" } },
          {},
        ),
      401,
      "not_authenticated",
    );
    expect(await env.CACHE.get(cacheKeys.page("de", away))).not.toBeNull();
  });
});
