import { env } from "cloudflare:test";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { CSRF_COOKIE, CSRF_HEADER } from "../../src/lib/csrf";
import type { VersionChange } from "../../src/lib/version-diff";
import type { MediaOverviewRow, MediaOverviewTotals } from "../../src/schemas/dashboard-media";
import { MediaOverviewQuery } from "../../src/schemas/dashboard-media";
import type { VersionCompare, VersionRow } from "../../src/schemas/dashboard-versions";
import type { PageDetail, PageModule } from "../../src/schemas/pages";
import { deleteUnusedMedia, listMediaOverview, mediaOverviewBatch } from "../../workers/db/media-overview";
import { reserveIds, runSave } from "../../workers/db/page-edits";
import { containsPattern } from "../../workers/db/shared";
import { editorCall, getJson, ORIGIN, TEST_CSRF_TOKEN } from "./api-helpers";
import { insertPage, insertRow, type OwnPage, uniqueToken } from "./fixtures";
import {
  type HubRights,
  type HubSession,
  hubAccount,
  hubDownload,
  hubStatus,
  hubText,
  type Paged,
} from "./hub-helpers";

/** The dashboard's media overview and versions (issue 25), through the whole worker. */

const HUB = "/api/cms-hub/dashboard";

/** An account with the rights given and a session for it. */
const account = async (rights: HubRights = {}) => (await hubAccount(rights)).session;

/** A media row of the test's own (no R2 files unless `files` says so); answers its id and key. */
async function mediaRow(
  fields: { file_name: string; bytes?: number | null; created_at?: string; content_type?: string; alt?: string },
  files: string[] = [],
): Promise<{ id: number; key: string }> {
  const key = `uploads/${crypto.randomUUID().replaceAll("-", "")}`;
  const id = await insertRow("media", {
    key,
    alt: fields.alt ?? `Alt ${fields.file_name}`,
    alt_en: `English ${fields.file_name}`,
    width: 800,
    height: 600,
    content_type: "image/jpeg",
    bytes: 1000,
    created_at: "2026-03-01T10:00:00Z",
    ...fields,
  });
  for (const name of files) await env.MEDIA.put(`${key}/${name}`, "bytes");
  return { id, key };
}

/** An image module without a description of its own on `page` in `lang`, showing `key`. */
async function imageModule(page: OwnPage, key: string, lang: "de" | "en" = "de"): Promise<number> {
  return insertRow("page_modules", {
    page_id: page.id,
    lang,
    model: "image",
    data: JSON.stringify({ image: key, format: "standard" }),
    created_at: "2026-03-01T10:00:00Z",
    updated_at: "2026-03-01T10:00:00Z",
  });
}

async function r2Keys(key: string): Promise<string[]> {
  return (await env.MEDIA.list({ prefix: `${key}/` })).objects.map((object) => object.key).sort();
}

describe("who may call the dashboard's media and versions", () => {
  it("answers visitors 401, plain editors 403, deactivated accounts 401, dashboard and admin accounts 200", async () => {
    const file = await mediaRow({ file_name: `${uniqueToken()}.jpg` });
    const page = await insertPage();
    const version = await insertRow("page_versions", {
      page_id: page.id,
      lang: "de",
      action: "page.update",
      snapshot: JSON.stringify({ page: { title_de: page.title }, modules: [] }),
      created_at: "2026-03-02T10:00:00Z",
    });
    const sessions = {
      visitor: undefined,
      editor: await account(),
      deactivated: await account({ dashboard: true, active: false }),
      dashboard: await account({ dashboard: true }),
      admin: await account({ admin: true }),
    };
    const expected = { visitor: 401, editor: 403, deactivated: 401, dashboard: 200, admin: 200 };
    const paths = [
      `${HUB}/media/`,
      `${HUB}/media/export/`,
      `${HUB}/media/${file.id}/`,
      `${HUB}/versions/`,
      `${HUB}/versions/export/`,
      `${HUB}/versions/${version}/compare/`,
    ];
    for (const path of paths) {
      for (const [who, session] of Object.entries(sessions)) {
        const { status, cacheControl } = await hubStatus(path, session);
        expect(status, `${who} ${path}`).toBe(expected[who as keyof typeof expected]);
        expect(cacheControl, path).toContain("no-store");
      }
    }
  });

  it("serves the media and versions screens to dashboard accounts, a 403 page to plain editors", async () => {
    const dashboard = await account({ dashboard: true });
    const editor = await account();
    for (const screen of ["media", "versions"]) {
      const path = `/cms-hub/dashboard/${screen}`;
      const allowed = await hubText(path, dashboard);
      expect(allowed.status, path).toBe(200);
      expect(allowed.text, path).not.toContain("Kein Zugriff");
      expect((await hubStatus(path, editor)).status, path).toBe(403);
    }
  });

  it("refuses PATCH and DELETE without the right, a CSRF token, the site's origin or JSON, and changes nothing", async () => {
    const file = await mediaRow({ file_name: `${uniqueToken()}.jpg` }, ["320.webp"]);
    const dashboard = await account({ dashboard: true });
    const cookie = (session?: HubSession) =>
      [session?.headers.Cookie, `${CSRF_COOKIE}=${TEST_CSRF_TOKEN}`].filter(Boolean).join("; ");
    const cells: { label: string; session?: HubSession; headers: Record<string, string>; status: number }[] = [
      { label: "visitor", headers: {}, status: 401 },
      { label: "plain editor", session: await account(), headers: {}, status: 403 },
      { label: "deactivated", session: await account({ dashboard: true, active: false }), headers: {}, status: 401 },
      { label: "no CSRF token", session: dashboard, headers: { [CSRF_HEADER]: "" }, status: 403 },
      { label: "other origin", session: dashboard, headers: { Origin: "https://evil.example" }, status: 403 },
      { label: "form body", session: dashboard, headers: { "Content-Type": "text/plain" }, status: 415 },
    ];
    const before = await env.DB.prepare("SELECT * FROM media WHERE id = ?1").bind(file.id).first();
    for (const method of ["PATCH", "DELETE"]) {
      for (const cell of cells) {
        const headers: Record<string, string> = {
          Cookie: cookie(cell.session),
          [CSRF_HEADER]: TEST_CSRF_TOKEN,
          Origin: ORIGIN,
          "Content-Type": "application/json",
          ...cell.headers,
        };
        if (headers[CSRF_HEADER] === "") delete headers[CSRF_HEADER];
        const { status, body } = await getJson<{ error: string }>(`${HUB}/media/${file.id}/`, {
          method,
          headers,
          body: JSON.stringify({ alt_de: "Neu", alt_en: "New" }),
        });
        expect(status, `${method} ${cell.label}`).toBe(cell.status);
        expect(body.error, `${method} ${cell.label}`).toEqual(expect.any(String));
      }
    }
    expect(await env.DB.prepare("SELECT * FROM media WHERE id = ?1").bind(file.id).first()).toEqual(before);
    expect(await r2Keys(file.key)).toEqual([`${file.key}/320.webp`]);
  });
});

describe("GET dashboard/media/", () => {
  it("lists the files with usage, totals, filters, sorts and pages on the server", async () => {
    const token = uniqueToken("medien");
    const page = await insertPage();
    const used = await mediaRow({ file_name: `${token}-b.jpg`, bytes: 3000, created_at: "2026-03-03T10:00:00Z" });
    const byEvent = await mediaRow({
      file_name: `${token}-c.png`,
      bytes: 1000,
      content_type: "image/png",
      created_at: "2026-03-01T10:00:00Z",
    });
    const unused = await mediaRow({ file_name: `${token}-a.jpg`, bytes: 2000, created_at: "2026-03-02T10:00:00Z" });
    await imageModule(page, used.key, "en");
    await env.DB.prepare("UPDATE pages SET og_image = ?1 WHERE id = ?2").bind(used.key, page.id).run();
    const event = await env.DB.prepare("SELECT id, title_de FROM events ORDER BY id LIMIT 1").first<{
      id: number;
      title_de: string;
    }>();
    if (!event) throw new Error("the seed has no event");
    const eventImage = await env.DB.prepare("SELECT image FROM events WHERE id = ?1").bind(event.id).first<{
      image: string | null;
    }>();
    await env.DB.prepare("UPDATE events SET image = ?1 WHERE id = ?2").bind(byEvent.key, event.id).run();
    try {
      const session = await account({ dashboard: true });
      const list = (query: string) =>
        getJson<Paged<MediaOverviewRow> & { totals: MediaOverviewTotals }>(
          `${HUB}/media/?q=${token}&${query}`,
          session,
        );

      const all = await list("");
      expect(all.status).toBe(200);
      expect(all.body.count).toBe(3);
      expect(all.body.totals).toEqual({ files: 3, bytes: 6000, unused: 1 });
      // Newest first by default.
      expect(all.body.results.map((row) => row.id)).toEqual([used.id, unused.id, byEvent.id]);
      const [first] = all.body.results;
      expect(first).toMatchObject({
        key: used.key,
        thumbnail_url: `/media/${used.key}/320.webp`,
        file_name: `${token}-b.jpg`,
        bytes: 3000,
        content_type: "image/jpeg",
        width: 800,
        height: 600,
        alt_de: `Alt ${token}-b.jpg`,
        alt_en: `English ${token}-b.jpg`,
        uploader: null,
        usage_count: 3,
      });
      expect(first?.used_in).toEqual([
        { type: "page", place: "modules", id: page.id, lang: "en", title: page.title, url: `/en${page.path}` },
        { type: "page", place: "og_image", id: page.id, lang: "de", title: page.title, url: `/de${page.path}` },
        { type: "page", place: "og_image", id: page.id, lang: "en", title: page.title, url: `/en${page.path}` },
      ]);
      expect(all.body.results[2]?.used_in).toEqual([
        { type: "event", id: event.id, title: event.title_de, admin_url: `/cms-hub/events/${event.id}/` },
      ]);

      const ids = async (query: string) => (await list(query)).body.results.map((row) => row.id);
      expect(await ids("used=no")).toEqual([unused.id]);
      expect(await ids("used=yes")).toEqual([used.id, byEvent.id]);
      expect(await ids("type=image/png")).toEqual([byEvent.id]);
      expect(await ids("sort=bytes&order=asc")).toEqual([byEvent.id, unused.id, used.id]);
      expect(await ids("sort=file_name&order=asc")).toEqual([unused.id, used.id, byEvent.id]);
      expect((await list("used=no")).body.totals).toEqual({ files: 1, bytes: 2000, unused: 1 });

      const second = await list("sort=file_name&order=asc&page_size=2&page=2");
      expect(second.body.results.map((row) => row.id)).toEqual([byEvent.id]);
      expect(second.body.previous).toContain("page=1");
      expect(second.body.next).toBeNull();
      expect((await list("page=3&page_size=2")).status).toBe(404);
      expect((await list("used=maybe")).status).toBe(400);
      expect((await list("page_size=101")).status).toBe(400);
      expect((await list("sort=alt")).status).toBe(400);

      const csv = await hubDownload(`${HUB}/media/export/?q=${token}&sort=bytes&order=asc`, session);
      expect(csv.headers.get("Content-Type")).toContain("text/csv");
      const lines = csv.text.trim().split("\r\n");
      expect(lines).toHaveLength(4);
      expect(lines[0]).toBe(
        "id,key,file_name,bytes,content_type,width,height,alt_de,alt_en,created_at,uploader,usage_count,used_in",
      );
      expect(lines.slice(1).map((line) => Number(line.split(",")[0]))).toEqual([byEvent.id, unused.id, used.id]);
      expect(lines[3]).toContain(`page /en${page.path}`);
    } finally {
      await env.DB.prepare("UPDATE events SET image = ?1 WHERE id = ?2")
        .bind(eventImage?.image ?? null, event.id)
        .run();
    }
  });

  it("answers one file with its usage, 404 for an unknown one", async () => {
    const session = await account({ admin: true });
    const page = await insertPage();
    const file = await mediaRow({ file_name: `${uniqueToken()}.jpg` });
    await imageModule(page, file.key);
    const { status, body } = await getJson<MediaOverviewRow>(`${HUB}/media/${file.id}/`, session);
    expect(status).toBe(200);
    expect(body.used_in).toEqual([
      { type: "page", place: "modules", id: page.id, lang: "de", title: page.title, url: `/de${page.path}` },
    ]);
    expect((await getJson(`${HUB}/media/999999999/`, session)).status).toBe(404);
  });
});

describe("PATCH dashboard/media/:id/", () => {
  it("changes both alt texts, and the pages showing the image show the new one at once", async () => {
    const session = await account({ dashboard: true });
    const page = await insertPage();
    const file = await mediaRow({ file_name: `${uniqueToken()}.jpg`, alt: "Altes Foyer" });
    await imageModule(page, file.key, "de");
    await imageModule(page, file.key, "en");
    const shownAlt = async (lang: "de" | "en") => {
      const { body } = await getJson<PageDetail>(`/${lang}/pageeditor-api/page${page.path}`);
      const image = body.modules.find((module: PageModule) => module.model === "image");
      return (image?.image_obj as { alt: string } | null)?.alt;
    };
    // Read (and cached) before the change.
    expect(await shownAlt("de")).toBe("Altes Foyer");

    const saved = await editorCall<MediaOverviewRow>("PATCH", `${HUB}/media/${file.id}/`, session, {
      alt_de: "  Neues Foyer ",
      alt_en: "New foyer",
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ alt_de: "Neues Foyer", alt_en: "New foyer" });
    expect(await shownAlt("de")).toBe("Neues Foyer");
    expect(await shownAlt("en")).toBe("New foyer");
    const activity = await env.DB.prepare(
      "SELECT action, details FROM activity_log WHERE object_type = 'media' AND json_extract(details, '$.key') = ?1",
    )
      .bind(file.key)
      .first<{ action: string; details: string }>();
    expect(activity?.action).toBe("update");
    expect(JSON.parse(activity?.details ?? "{}")).toMatchObject({
      alt_de: { before: "Altes Foyer", after: "Neues Foyer" },
    });
  });

  it("refuses an empty or too long alt text (422) and a missing one (400), changing nothing", async () => {
    const session = await account({ dashboard: true });
    const file = await mediaRow({ file_name: `${uniqueToken()}.jpg` });
    const before = await env.DB.prepare("SELECT alt, alt_en FROM media WHERE id = ?1").bind(file.id).first();
    const patch = (body: unknown) =>
      editorCall<{ error: string; field: string; problems?: { path: string }[] }>(
        "PATCH",
        `${HUB}/media/${file.id}/`,
        session,
        body,
      );
    const long = await patch({ alt_de: "x".repeat(301), alt_en: " " });
    expect(long.status).toBe(422);
    expect(long.body.problems?.map((problem) => problem.path)).toEqual(["alt_de", "alt_en"]);
    const missing = await patch({ alt_de: "Nur Deutsch" });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe("alt_en");
    expect((await patch([])).status).toBe(400);
    expect((await editorCall("PATCH", `${HUB}/media/999999999/`, session, { alt_de: "a", alt_en: "b" })).status).toBe(
      404,
    );
    expect(await env.DB.prepare("SELECT alt, alt_en FROM media WHERE id = ?1").bind(file.id).first()).toEqual(before);
    expect(
      await env.DB.prepare(
        "SELECT count(*) AS n FROM activity_log WHERE object_type = 'media' AND json_extract(details, '$.key') = ?1",
      )
        .bind(file.key)
        .first(),
    ).toEqual({ n: 0 });
  });
});

describe("DELETE dashboard/media/:id/", () => {
  it("refuses a used file with 409 naming where it is used, and deletes nothing", async () => {
    const session = await account({ dashboard: true });
    const page = await insertPage();
    const file = await mediaRow({ file_name: `${uniqueToken()}.jpg` }, ["320.webp", "original.jpg"]);
    await imageModule(page, file.key);
    const { status, body } = await editorCall<{ error: string; detail: string; used_in: unknown[] }>(
      "DELETE",
      `${HUB}/media/${file.id}/`,
      session,
      {},
    );
    expect(status).toBe(409);
    expect(body.error).toBe("media_in_use");
    expect(body.detail).toContain(`/de${page.path}`);
    expect(body.used_in).toEqual([expect.objectContaining({ type: "page", id: page.id, url: `/de${page.path}` })]);
    expect(await env.DB.prepare("SELECT id FROM media WHERE id = ?1").bind(file.id).first()).not.toBeNull();
    expect(await r2Keys(file.key)).toEqual([`${file.key}/320.webp`, `${file.key}/original.jpg`]);
  });

  it("deletes an unused file's row and every rendition in R2, with an activity row", async () => {
    const session = await account({ dashboard: true });
    const file = await mediaRow({ file_name: `${uniqueToken()}.jpg` }, ["320.webp", "320.jpg", "original.jpg"]);
    const { status, body } = await editorCall("DELETE", `${HUB}/media/${file.id}/`, session, {});
    expect(status).toBe(200);
    expect(body).toEqual({ deleted: file.id });
    expect(await env.DB.prepare("SELECT id FROM media WHERE id = ?1").bind(file.id).first()).toBeNull();
    expect(await r2Keys(file.key)).toEqual([]);
    const activity = await env.DB.prepare(
      "SELECT action FROM activity_log WHERE object_type = 'media' AND json_extract(details, '$.key') = ?1",
    )
      .bind(file.key)
      .first<{ action: string }>();
    expect(activity?.action).toBe("delete");
    expect((await editorCall("DELETE", `${HUB}/media/${file.id}/`, session, {})).status).toBe(404);
  });
});

describe("the media overview's reads and writes below the API", () => {
  it("exports in keyset batches that follow the list's order, files without a size included", async () => {
    const token = uniqueToken("stapel");
    const files = [
      await mediaRow({ file_name: `${token}-1.jpg`, bytes: 500 }),
      await mediaRow({ file_name: `${token}-2.jpg`, bytes: null }),
      await mediaRow({ file_name: `${token}-3.jpg`, bytes: 500 }),
      await mediaRow({ file_name: `${token}-4.jpg`, bytes: 9000 }),
      await mediaRow({ file_name: `${token}-5.jpg`, bytes: null }),
    ];
    for (const order of ["asc", "desc"] as const) {
      const query = v.parse(MediaOverviewQuery, { q: token, sort: "bytes", order });
      const listed = await listMediaOverview(env.DB, query, containsPattern(token), { limit: 10, offset: 0 });
      const exported: number[] = [];
      let cursor: string | null = null;
      do {
        const batch = await mediaOverviewBatch(env.DB, query, containsPattern(token), cursor, 2);
        exported.push(...batch.rows.map((row) => row.id));
        cursor = batch.cursor;
      } while (cursor !== null);
      expect(exported, order).toEqual(listed.results.map((row) => row.id));
      expect(new Set(exported).size).toBe(files.length);
    }
  });

  it("keeps a file whose use was saved after the handler looked: the delete's guard runs in its batch", async () => {
    const page = await insertPage();
    const file = await mediaRow({ file_name: `${uniqueToken()}.jpg` });
    await imageModule(page, file.key);
    expect(await runSave(env.DB, deleteUnusedMedia(env.DB, file.id, file.key))).toBe("stale");
    expect(await env.DB.prepare("SELECT id FROM media WHERE id = ?1").bind(file.id).first()).not.toBeNull();
  });
});

/** A version of `page` in German as a save would have stored it, with `changes` to the page row and these module rows. */
async function versionOf(
  page: OwnPage,
  fields: { action?: string; created_at: string; user_id?: number | null; lang?: "de" | "en" },
  changes: Record<string, unknown> = {},
  modules: Record<string, unknown>[] = [],
): Promise<number> {
  const row = await env.DB.prepare("SELECT * FROM pages WHERE id = ?1").bind(page.id).first();
  return insertRow("page_versions", {
    page_id: page.id,
    lang: fields.lang ?? "de",
    user_id: fields.user_id ?? null,
    action: fields.action ?? "page.update",
    snapshot: JSON.stringify({ page: { ...row, ...changes }, modules }),
    created_at: fields.created_at,
  });
}

describe("GET dashboard/versions/", () => {
  it("lists every page's versions newest first, filtered on the server", async () => {
    const session = await account({ dashboard: true });
    const token = uniqueToken("versionen");
    const page = await insertPage({ title: `Seite ${token}` });
    const other = await insertPage({ title: `Andere ${token}` });
    const author = await insertRow("users", {
      email: `${uniqueToken()}@example.org`,
      username: "autorin",
      first_name: "Ada",
      last_name: "Autorin",
      created_at: "2026-01-01T00:00:00Z",
    });
    const oldest = await versionOf(page, { created_at: "2025-05-01T08:00:00Z", action: "page.create" });
    const middle = await versionOf(page, {
      created_at: "2025-05-02T08:00:00Z",
      action: "text.update",
      user_id: author,
    });
    const english = await versionOf(page, { created_at: "2025-05-03T08:00:00Z", lang: "en" });
    const elsewhere = await versionOf(other, { created_at: "2025-05-04T08:00:00Z", action: "version.restore" });
    const list = (query: string) => getJson<Paged<VersionRow>>(`${HUB}/versions/?q=${token}&${query}`, session);
    const ids = async (query: string) => (await list(query)).body.results.map((row) => row.id);

    const all = await list("");
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(4);
    expect(all.body.results.map((row) => row.id)).toEqual([elsewhere, english, middle, oldest]);
    expect(all.body.results[2]).toEqual({
      id: middle,
      page: { id: page.id, title: page.title, url: `/de${page.path}`, path: page.path },
      lang: "de",
      action: "text.update",
      user: { id: author, name: "Ada Autorin" },
      created_at: "2025-05-02T08:00:00Z",
    });
    expect(await ids(`page_id=${page.id}`)).toEqual([english, middle, oldest]);
    expect(await ids(`user=${author}`)).toEqual([middle]);
    expect(await ids("lang=en")).toEqual([english]);
    expect(await ids("action=restore")).toEqual([elsewhere]);
    expect(await ids("from=2025-05-02&to=2025-05-03")).toEqual([english, middle]);
    expect(await ids("order=asc&page_size=1&page=2")).toEqual([middle]);
    expect((await list("from=2025-02-30")).status).toBe(400);
    expect((await list("action=publish")).status).toBe(400);
    const backwards = await list("from=2025-05-03&to=2025-05-02");
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ error: "invalid_query", field: "from" });

    const csv = await hubDownload(`${HUB}/versions/export/?q=${token}&lang=de`, session);
    const lines = csv.text.trim().split("\r\n");
    expect(lines[0]).toBe("id,created_at,page_id,page_title,page_url,lang,action,user");
    expect(lines.slice(1).map((line) => Number(line.split(",")[0]))).toEqual([elsewhere, middle, oldest]);
  });
});

describe("GET dashboard/versions/:id/compare/", () => {
  it("names what changed since the version field by field, and the hub restores it through the editing API", async () => {
    const session = await account({ admin: true });
    const page = await insertPage({ title: "Heute" });
    const section = await insertRow("page_modules", {
      page_id: page.id,
      lang: "de",
      model: "section",
      data: "{}",
      created_at: "2026-03-01T10:00:00Z",
      updated_at: "2026-03-01T10:00:00Z",
    });
    const text = await insertRow("page_modules", {
      page_id: page.id,
      lang: "de",
      parent_id: section,
      column_index: 0,
      model: "text",
      data: JSON.stringify({ headline: "Geschichte", text: "<p>Seit 1902</p>" }),
      created_at: "2026-03-01T10:00:00Z",
      updated_at: "2026-03-01T10:00:00Z",
    });
    const stored = (
      await env.DB.prepare("SELECT * FROM page_modules WHERE page_id = ?1 ORDER BY id").bind(page.id).all()
    ).results;
    const [quoteId = 0] = await reserveIds(env.DB, "page_modules", 1);
    const quote = {
      ...stored[1],
      id: quoteId,
      model: "quote",
      data: JSON.stringify({ content: "<p>Alles fließt</p>" }),
      position: 1,
    };
    const versionModules = [
      stored[0],
      { ...stored[1], data: JSON.stringify({ headline: "Geschichte", text: "<p>Seit <b>1901</b></p>" }) },
      quote,
    ] as Record<string, unknown>[];
    const version = await versionOf(
      page,
      { created_at: "2025-06-01T08:00:00Z" },
      { title_de: "Gestern", is_online: 0 },
      versionModules,
    );

    const { status, body } = await getJson<VersionCompare>(`${HUB}/versions/${version}/compare/`, session);
    expect(status).toBe(200);
    expect(body.version.id).toBe(version);
    expect(body.changes).toEqual<VersionChange[]>([
      { kind: "page_field", field: "title", before: "Gestern", after: "Heute" },
      { kind: "page_field", field: "is_online", before: false, after: true },
      {
        kind: "module_changed",
        module_id: text,
        model: "text",
        preview: "Geschichte",
        fields: [{ field: "text", before: "Seit 1901", after: "Seit 1902" }],
      },
      { kind: "module_removed", module_id: quote.id, model: "quote", preview: "Alles fließt" },
    ]);
    expect((await getJson(`${HUB}/versions/999999999/compare/`, session)).status).toBe(404);
    // A snapshot without a page row or modules compares as an empty page, never a 500.
    const bare = await insertRow("page_versions", {
      page_id: page.id,
      lang: "de",
      action: "page.update",
      snapshot: "{}",
      created_at: "2025-06-02T08:00:00Z",
    });
    const bareCompare = await getJson<VersionCompare>(`${HUB}/versions/${bare}/compare/`, session);
    expect(bareCompare.status).toBe(200);
    expect(bareCompare.body.changes).toContainEqual({
      kind: "page_field",
      field: "title",
      before: null,
      after: "Heute",
    });

    // The hub's "restore this version" is the editing API's call at the path the list gives.
    const restored = await editorCall(
      "POST",
      `/de/pageeditor-api/page${body.version.page.path}/versions/${version}/restore/`,
      session,
      {},
    );
    expect(restored.status).toBe(200);
    const after = await getJson<VersionCompare>(`${HUB}/versions/${version}/compare/`, session);
    // Titles and modules came back; the online flag is shared by both languages and stays.
    expect(after.body.changes).toEqual([{ kind: "page_field", field: "is_online", before: false, after: true }]);
  });
});
