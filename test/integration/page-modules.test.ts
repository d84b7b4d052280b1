import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { CSRF_COOKIE, CSRF_HEADER } from "../../src/lib/csrf";
import type { EditableModule, EditablePage, PageDetail, PageModule } from "../../src/schemas/pages";
import { createApp } from "../../workers/app";
import {
  clearCache,
  editorCall,
  editorSession,
  expectRefusedWrite,
  getJson,
  ORIGIN,
  saveFootprint,
  TEST_CSRF_TOKEN,
} from "./api-helpers";
import { copyPage, uniqueToken } from "./fixtures";

/** The module writes of the page editor, each against a copy of the seeded visit page (/besuch). */

type Session = Awaited<ReturnType<typeof editorSession>>;

interface ErrorBody {
  error: string;
  field?: string;
  detail: string;
  problems?: { path: string; message: string }[];
  current?: EditableModule | null;
}

function flatten<M extends PageModule>(modules: M[]): M[] {
  return modules.flatMap((m) => [
    m,
    ...flatten(m.children as M[]),
    ...flatten((m.columns ?? []).flatMap((c) => c.children) as M[]),
  ]);
}

let session: Session;
let page: Awaited<ReturnType<typeof copyPage>>;
const api = (path: string) => `/de/pageeditor-api/${path}`;

async function editable(): Promise<EditablePage> {
  const { status, body } = await getJson<EditablePage>(api(`page${page.path}?edit`), session);
  expect(status).toBe(200);
  return body;
}

async function moduleBySlug(slug: string): Promise<EditableModule> {
  const found = flatten((await editable()).modules).find((m) => m.slug === page.slug(slug));
  if (!found) throw new Error(`no module ${slug}`);
  return found;
}

/** The visitors' page payload, fetched as a visitor (which also fills the KV cache). */
async function visitorPage(path = page.path, lang = "de"): Promise<PageDetail> {
  const { status, body } = await getJson<PageDetail>(`/${lang}/pageeditor-api/page${path}`);
  expect(status).toBe(200);
  return body;
}

/** A refused write: its status and error, and nothing written, versioned, logged or purged. */
async function expectRefused(
  call: () => Promise<{ status: number; body: ErrorBody }>,
  status: number,
  error: string,
  field?: string,
): Promise<ErrorBody> {
  await visitorPage();
  expect((await saveFootprint(page)).cachedPage).not.toBeNull();
  return expectRefusedWrite(page, call, status, error, field);
}

beforeEach(async () => {
  await clearCache();
  session = await editorSession();
  page = await copyPage("/besuch");
});

describe("the editable read", () => {
  it("gives an editor in edit mode the page's revision and its modules as stored, with revisions", async () => {
    const body = await editable();
    expect(body.revision).toBeGreaterThanOrEqual(1);
    const section = flatten(body.modules).find((m) => m.slug === page.slug("visit-3"));
    expect(section?.revision).toBe(1);
    expect(section?.layout).toBe("50-50");
    // As stored: no resolved objects beside the stored references.
    const venue = flatten(body.modules).find((m) => m.model === "venue");
    expect(venue?.venue).toEqual(expect.any(Number));
    expect(venue).not.toHaveProperty("venue_obj");
    const visitor = await getJson<Record<string, unknown>>(api(`page${page.path}?edit`));
    expect(visitor.body).not.toHaveProperty("revision");
  });

  it("lists a module that fails its checks with its problems instead of leaving it out", async () => {
    const headline = await moduleBySlug("visit-1");
    await env.DB.prepare("UPDATE page_modules SET data = ?1 WHERE id = ?2")
      .bind(JSON.stringify({ headline_level: 9, content: "" }), headline.id)
      .run();
    const unfit = flatten((await editable()).modules).find((m) => m.id === headline.id);
    expect(unfit?.problems).toEqual(
      expect.arrayContaining([
        { path: "content", message: "This field is required!" },
        { path: "headline_level", message: expect.any(String) },
      ]),
    );
    const bySlug = await getJson<EditableModule>(api(`container/by-slug/${page.slug("visit-1")}/`), session);
    expect(bySlug.body.problems?.length).toBeGreaterThan(0);
    expect(flatten((await visitorPage()).modules).some((m) => m.id === headline.id)).toBe(false);
  });
});

describe("POST container/", () => {
  it("creates an empty section with the preset's columns at the end of the page", async () => {
    const before = await saveFootprint(page);
    const slug = `neu-${page.id}`;
    const { status, body } = await editorCall<EditableModule>("POST", api("container/"), session, {
      content_type: "page",
      object_id: page.id,
      slug,
      layout: 5,
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ model: "section", slug, parent: null, revision: 1, layout: 5 });
    expect(body.columns?.map((c) => c.index)).toEqual([0, 1, 2]);
    const after = await saveFootprint(page);
    expect(after.versions).toBe((before.versions ?? 0) + 1);
    expect(after.activity).toBe((before.activity ?? 0) + 1);
    const modules = (await editable()).modules;
    expect(modules.at(-1)?.id).toBe(body.id);
  });

  it("refuses a taken anchor, an unknown page, a layout out of range and a missing slug", async () => {
    const container = (body: Record<string, unknown>) => () =>
      editorCall<ErrorBody>("POST", api("container/"), session, {
        content_type: "page",
        object_id: page.id,
        slug: `frei-${page.id}`,
        ...body,
      });
    await expectRefused(container({ slug: page.slug("visit-3") }), 409, "slug_taken", "slug");
    await expectRefused(container({ object_id: 999_999 }), 422, "invalid_module", "object_id");
    await expectRefused(container({ layout: 6 }), 400, "invalid_body", "layout");
    await expectRefused(container({ slug: "Mit Leerzeichen" }), 400, "invalid_body", "slug");
    await expectRefused(container({ content_type: "event" }), 400, "invalid_body", "content_type");
  });
});

describe("POST {model}/", () => {
  it("creates a module in a section's column, and the visitor's next request shows it, in that language only", async () => {
    const section = await moduleBySlug("visit-3");
    const enBefore = await visitorPage(page.path, "en");
    await visitorPage();
    const { status, body } = await editorCall<EditableModule>("POST", api("text/"), session, {
      parent: section.id,
      column: 1,
      position: 0,
      content: "<p>Neu <strong>fett</strong></p>",
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ model: "text", parent: section.id, column_index: 1, position: 0, revision: 1 });
    const shown = flatten((await visitorPage()).modules).find((m) => m.id === body.id);
    expect(shown?.content).toBe("<p>Neu <strong>fett</strong></p>");
    const column = (await moduleBySlug("visit-3")).columns?.find((c) => c.index === 1);
    expect(column?.children[0]?.id).toBe(body.id);
    expect(await visitorPage(page.path, "en")).toEqual(enBefore);
  });

  it("creates and copies 10 modules asked for at the same moment, each under its own id", async () => {
    const section = await moduleBySlug("visit-3");
    const created = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        editorCall<EditableModule>("POST", api("text/"), session, {
          parent: section.id,
          column: 0,
          content: `<p>Gleichzeitig ${i}</p>`,
        }),
      ),
    );
    expect(created.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    const [first] = created;
    const copies = await Promise.all(
      Array.from({ length: 5 }, () =>
        editorCall<EditableModule>("POST", api(`text/${first?.body.id}/copy/`), session, {}),
      ),
    );
    expect(copies.map((answer) => answer.status)).toEqual(Array(5).fill(201));
    const ids = [...created, ...copies].map((answer) => answer.body.id);
    expect(new Set(ids).size).toBe(15);
    const stored = await env.DB.prepare(
      "SELECT count(*) AS n FROM page_modules WHERE id IN (SELECT value FROM json_each(?1))",
    )
      .bind(JSON.stringify(ids))
      .first<{ n: number }>();
    expect(stored?.n).toBe(15);
  });

  it("shows an image with the alt text it was uploaded with, unless the module describes it", async () => {
    const section = await moduleBySlug("visit-3");
    const library = await env.DB.prepare("SELECT key, alt FROM media WHERE alt != '' LIMIT 1").first<{
      key: string;
      alt: string;
    }>();
    if (!library) throw new Error("the seed holds no media");
    const created: number[] = [];
    for (const description of [null, "Die Bühne von der Galerie"]) {
      const { status, body } = await editorCall<EditableModule>("POST", api("image/"), session, {
        parent: section.id,
        column: 0,
        image: library.key,
        format: "standard",
        description,
      });
      expect(status).toBe(201);
      created.push(body.id);
    }
    const shown = flatten((await visitorPage()).modules);
    const alts = created.map((id) => (shown.find((m) => m.id === id)?.image_obj as { alt: string } | null)?.alt);
    expect(alts).toEqual([library.alt, "Die Bühne von der Galerie"]);
  });

  it("creates list items in their list only", async () => {
    const faq = await moduleBySlug("visit-9");
    const item = await editorCall<EditableModule>("POST", api("faq_item/"), session, {
      parent: faq.id,
      headline: "Gibt es Kissen?",
      content: "<p>Ja.</p>",
    });
    expect(item.status, JSON.stringify(item.body)).toBe(201);
    expect(item.body.position).toBe(4);
    const section = await moduleBySlug("visit-3");
    await expectRefused(
      () =>
        editorCall<ErrorBody>("POST", api("faq_item/"), session, {
          parent: section.id,
          column: 0,
          headline: "x",
          content: "<p>y</p>",
        }),
      422,
      "invalid_module",
      "parent",
    );
    await expectRefused(
      () => editorCall<ErrorBody>("POST", api("text/"), session, { parent: faq.id, content: "<p>y</p>" }),
      422,
      "invalid_module",
      "parent",
    );
    await expectRefused(
      () => editorCall<ErrorBody>("POST", api("section/"), session, { parent: section.id, column: 0 }),
      422,
      "invalid_module",
      "model",
    );
  });

  it("refuses input against SPEC §5, naming the field, and writes nothing", async () => {
    const section = await moduleBySlug("visit-3");
    const create = (model: string, fields: Record<string, unknown>) => () =>
      editorCall<ErrorBody>("POST", api(`${model}/`), session, { parent: section.id, column: 0, ...fields });
    await expectRefused(create("text", { column: 2, content: "<p>x</p>" }), 422, "invalid_module", "column");
    await expectRefused(create("text", { column: null, content: "<p>x</p>" }), 422, "invalid_module", "column");
    const required = await expectRefused(create("text", { content: "" }), 422, "invalid_module", "content");
    expect(required.detail).toBe("This field is required!");
    await expectRefused(create("text", { content: `<p>${"x".repeat(3001)}</p>` }), 422, "invalid_module", "content");
    for (const content of ["<script>x</script>", "<p></p>", "<p><script>alert(1)</script></p>"]) {
      await expectRefused(create("text", { content }), 422, "invalid_module", "content");
    }
    await expectRefused(
      create("headline", { content: "Hallo", headline_level: 7 }),
      422,
      "invalid_module",
      "headline_level",
    );
    await expectRefused(
      create("headline", { content: "Hallo", headline_level: 1 }),
      422,
      "invalid_module",
      "headline_level",
    );
    await expectRefused(create("video", { video_url: "https://example.com/v/1" }), 422, "invalid_module", "video_url");
    await expectRefused(
      create("audio", { embed: "<iframe src='https://evil.example'>" }),
      422,
      "invalid_module",
      "embed",
    );
    await expectRefused(create("link", { link_text: "Karten" }), 422, "invalid_module", "link_url");
    await expectRefused(create("blog_teaser_list", { items: 9 }), 422, "invalid_module", "items");
    const negative = await expectRefused(create("blog_teaser_list", { items: "-2" }), 422, "invalid_module", "items");
    expect(negative.detail).toBe("Negative numbers are not allowed.");
    await expectRefused(
      create("hero_media", { headline: "H", image: "images/x" }),
      422,
      "invalid_module",
      "online_from",
    );
    await expectRefused(
      create("text", { content: "<p>x</p>", online_from: "morgen" }),
      422,
      "invalid_module",
      "online_from",
    );
    await expectRefused(create("nonsense", { content: "<p>x</p>" }), 404, "not_found");
    await expectRefused(create("text", { parent: 999_999, content: "<p>x</p>" }), 422, "invalid_module", "parent");
    await expectRefused(
      () => editorCall<ErrorBody>("POST", api("text/"), session, { column: 0, content: "<p>x</p>" }),
      400,
      "invalid_body",
      "parent",
    );
  });

  it("refuses links that are scripts or documents in link and embed fields, naming the field", async () => {
    const section = await moduleBySlug("visit-3");
    const create = (model: string, fields: Record<string, unknown>) => () =>
      editorCall<ErrorBody>("POST", api(`${model}/`), session, { parent: section.id, column: 0, ...fields });
    for (const link of [
      "javascript:alert(1)",
      "  javascript:alert(1)",
      "\tjava\nscript:alert(1)",
      "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    ]) {
      const refused = await expectRefused(
        create("link", { link_text: "Karten", link_url: link }),
        422,
        "invalid_module",
        "link_url",
      );
      expect(refused.detail).toMatch(/https:\/\//);
      await expectRefused(create("video", { video_url: link }), 422, "invalid_module", "video_url");
      await expectRefused(create("social_media", { embed: link }), 422, "invalid_module", "embed");
    }
    const link = await editorCall<EditableModule>("POST", api("link/"), session, {
      parent: section.id,
      column: 0,
      link_text: "Karten",
      link_url: "/de/programm",
    });
    expect(link.status).toBe(201);
    await expectRefused(
      () =>
        editorCall<ErrorBody>("PATCH", api(`link/${link.body.id}/`), session, {
          revision: link.body.revision,
          link_url: "\tjava\nscript:alert(1)",
        }),
      422,
      "invalid_module",
      "link_url",
    );
  });

  it("serves visitors a module whose stored link is now refused without that link", async () => {
    const section = await moduleBySlug("visit-3");
    const link = await editorCall<EditableModule>("POST", api("link/"), session, {
      parent: section.id,
      column: 0,
      link_text: "Karten",
      link_url: "/de/programm",
    });
    expect(link.status).toBe(201);
    await env.DB.prepare("UPDATE page_modules SET data = ?1 WHERE id = ?2")
      .bind(JSON.stringify({ link_text: "Karten", link_url: " javascript:alert(1)" }), link.body.id)
      .run();
    await clearCache();
    const shown = flatten((await visitorPage()).modules).find((m) => m.id === link.body.id);
    expect(shown).toMatchObject({ link_text: "Karten", link_url: null });
    const unfit = flatten((await editable()).modules).find((m) => m.id === link.body.id);
    expect(unfit?.problems).toEqual([{ path: "link_url", message: expect.stringMatching(/https:\/\//) }]);
  });

  it("stores rich text and HTML sanitised and never stores derived fields", async () => {
    const section = await moduleBySlug("visit-3");
    const text = await editorCall<EditableModule>("POST", api("text/"), session, {
      parent: section.id,
      column: 0,
      content:
        '<p onclick="alert(1)">Hallo <a href="javascript:alert(2)">Link</a><script>alert(3)</script>' +
        '<img src=x onerror="alert(4)"><svg><script>alert(5)</script></svg></p>',
      image_obj: { key: "x", url: "/x", alt: "" },
    });
    expect(text.status).toBe(201);
    const html = await editorCall<EditableModule>("POST", api("html/"), session, {
      parent: section.id,
      column: 1,
      html_code:
        '<table><tr><td onmouseover="alert(6)">Zelle</td></tr></table><script>alert(7)</script>' +
        '<a href="javascript:alert(8)">x</a><svg onload="alert(9)"></svg>',
    });
    expect(html.status).toBe(201);
    const stored = await env.DB.prepare("SELECT data FROM page_modules WHERE id IN (?1, ?2) ORDER BY id")
      .bind(text.body.id, html.body.id)
      .all<{ data: string }>();
    expect(stored.results.map((r) => Object.keys(JSON.parse(r.data)))[0]).not.toContain("image_obj");
    const shown = flatten((await visitorPage()).modules).filter((m) => m.id === text.body.id || m.id === html.body.id);
    expect(shown).toHaveLength(2);
    for (const value of [...stored.results.map((r) => r.data), JSON.stringify(shown)]) {
      expect(value).not.toMatch(/<script|onclick|onerror|onmouseover|onload|javascript:|<svg/i);
    }
    expect(JSON.stringify(shown)).toContain("Zelle");
  });
});

describe("PATCH {model}/{id}/", () => {
  it("changes fields at the revision read, and refuses a stale revision with the current copy", async () => {
    const headline = await moduleBySlug("visit-1");
    const saved = await editorCall<EditableModule>("PATCH", api(`headline/${headline.id}/`), session, {
      revision: headline.revision,
      content: "Neue Zeiten",
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ content: "Neue Zeiten", revision: headline.revision + 1, headline_level: 2 });
    expect(flatten((await visitorPage()).modules).find((m) => m.id === headline.id)?.content).toBe("Neue Zeiten");
    const stale = await expectRefused(
      () =>
        editorCall<ErrorBody>("PATCH", api(`headline/${headline.id}/`), session, {
          revision: headline.revision,
          content: "Ältere Fassung",
        }),
      409,
      "stale_revision",
    );
    expect(stale.current).toMatchObject({ id: headline.id, content: "Neue Zeiten", revision: headline.revision + 1 });
  });

  it("refuses a missing revision, a module of another type or language, and bad fields", async () => {
    const headline = await moduleBySlug("visit-1");
    const patch = (path: string, body: Record<string, unknown>) => () =>
      editorCall<ErrorBody>("PATCH", path, session, body);
    await expectRefused(patch(api(`headline/${headline.id}/`), { content: "x" }), 400, "invalid_body", "revision");
    await expectRefused(patch(api(`text/${headline.id}/`), { revision: 1, content: "x" }), 404, "not_found");
    await expectRefused(
      patch(`/en/pageeditor-api/headline/${headline.id}/`, { revision: 1, content: "x" }),
      404,
      "not_found",
    );
    await expectRefused(
      patch(api(`headline/${headline.id}/`), { revision: 1, content: "" }),
      422,
      "invalid_module",
      "content",
    );
    await expectRefused(patch(api("headline/abc/"), { revision: 1, content: "x" }), 404, "not_found");
    await expectRefused(
      () => getJson<ErrorBody>(api(`headline/${headline.id}/`), { method: "PATCH", headers: session.headers }),
      403,
      "csrf_failed",
    );
  });

  it("keeps a section's modules when its preset loses columns: they follow the last remaining column", async () => {
    const section = await moduleBySlug("visit-3");
    const right = section.columns?.find((c) => c.index === 1)?.children.map((m) => m.id) ?? [];
    const left = section.columns?.find((c) => c.index === 0)?.children.map((m) => m.id) ?? [];
    expect(right.length).toBeGreaterThan(0);
    const saved = await editorCall<EditableModule>("PATCH", api(`section/${section.id}/`), session, {
      revision: section.revision,
      layout: 0,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.columns?.map((c) => c.index)).toEqual([0]);
    expect(saved.body.columns?.[0]?.children.map((m) => m.id)).toEqual([...left, ...right]);
  });
});

describe("DELETE, move, copy and undo", () => {
  it("deletes a module with its children, and undo brings the section back as it was", async () => {
    const faq = await moduleBySlug("visit-9");
    const deleted = await editorCall("DELETE", api(`faq/${faq.id}/`), session, { revision: faq.revision });
    expect(deleted.status).toBe(200);
    const remaining = await env.DB.prepare("SELECT count(*) AS n FROM page_modules WHERE id = ?1 OR parent_id = ?1")
      .bind(faq.id)
      .first<{ n: number }>();
    expect(remaining?.n).toBe(0);
    expect(flatten((await visitorPage()).modules).some((m) => m.id === faq.id)).toBe(false);
    const undone = await editorCall<EditableModule>("POST", api(`faq/${faq.id}/undo/`), session, {
      revision: faq.revision,
    });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.children.map((m) => m.id)).toEqual(faq.children.map((m) => m.id));
    expect(flatten((await visitorPage()).modules).some((m) => m.id === faq.id)).toBe(true);
    await expectRefused(
      () => editorCall<ErrorBody>("POST", api(`faq/${faq.id}/undo/`), session, { revision: undone.body.revision }),
      409,
      "nothing_to_undo",
    );
  });

  it("brings back a module deleted inside a section by undoing its section (the deleted module's own id has none)", async () => {
    const section = await moduleBySlug("visit-3");
    const inner = section.columns?.[0]?.children[0];
    if (!inner) throw new Error("the section has no module");
    const deleted = await editorCall<{ deleted: number; section: number }>(
      "DELETE",
      api(`${inner.model}/${inner.id}/`),
      session,
      { revision: inner.revision },
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ deleted: inner.id, section: section.id });
    await expectRefused(
      () => editorCall<ErrorBody>("POST", api(`${inner.model}/${inner.id}/undo/`), session, { revision: 1 }),
      404,
      "not_found",
    );
    // The section's revision is the one the editor reads after the delete.
    const revision = flatten((await editable()).modules).find((m) => m.id === section.id)?.revision;
    const undone = await editorCall<EditableModule>("POST", api(`section/${section.id}/undo/`), session, {
      revision,
    });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.columns?.[0]?.children.map((m) => m.id)).toEqual(
      section.columns?.[0]?.children.map((m) => m.id),
    );
  });

  it("brings back a deleted section at any revision the editor sends (no row is left to compare it with)", async () => {
    const faq = await moduleBySlug("visit-9");
    const deleted = await editorCall("DELETE", api(`faq/${faq.id}/`), session, { revision: faq.revision });
    expect(deleted.status).toBe(200);
    const undone = await editorCall<EditableModule>("POST", api(`faq/${faq.id}/undo/`), session, {
      revision: faq.revision + 7,
    });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.id).toBe(faq.id);
  });

  it("undoes the latest change of a section: a module's edit inside it", async () => {
    const section = await moduleBySlug("visit-3");
    const inner = section.columns?.[0]?.children[0];
    if (!inner) throw new Error("the section has no module");
    const saved = await editorCall("PATCH", api(`${inner.model}/${inner.id}/`), session, {
      revision: inner.revision,
      content: "Geändert",
    });
    expect(saved.status).toBe(200);
    const undone = await editorCall<EditableModule>("POST", api(`${inner.model}/${inner.id}/undo/`), session, {
      revision: inner.revision + 1,
    });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.id).toBe(section.id);
    const restored = undone.body.columns?.[0]?.children[0];
    expect(restored?.content).toBe(inner.content);
    expect(restored?.revision).toBeGreaterThan(inner.revision + 1 - 1);
  });

  it("takes the module's revision: of 10 undos sent at once with the same one, one goes through and uses one backup", async () => {
    const section = await moduleBySlug("visit-3");
    const inner = section.columns?.[0]?.children[0];
    if (!inner) throw new Error("the section has no module");
    for (const content of ["Erste Änderung", "Zweite Änderung"]) {
      const current = flatten((await editable()).modules).find((m) => m.id === inner.id);
      const saved = await editorCall("PATCH", api(`${inner.model}/${inner.id}/`), session, {
        revision: current?.revision,
        content,
      });
      expect(saved.status).toBe(200);
    }
    const revision = flatten((await editable()).modules).find((m) => m.id === section.id)?.revision;
    const backups = async () =>
      (
        await env.DB.prepare("SELECT count(*) AS n FROM section_backups WHERE section_id = ?1")
          .bind(section.id)
          .first<{ n: number }>()
      )?.n ?? 0;
    const activity = async () =>
      (
        await env.DB.prepare("SELECT count(*) AS n FROM activity_log WHERE action = 'undo' AND object_id = ?1")
          .bind(section.id)
          .first<{ n: number }>()
      )?.n ?? 0;
    const [backupsBefore, activityBefore] = [await backups(), await activity()];
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        editorCall<ErrorBody>("POST", api(`section/${section.id}/undo/`), session, { revision }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(["stale_revision", "conflict"]).toContain(refused.body.error);
    }
    expect(await backups()).toBe(backupsBefore - 1);
    expect(await activity()).toBe(activityBefore + 1);
    const missing = await editorCall<ErrorBody>("POST", api(`section/${section.id}/undo/`), session, {});
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe("revision");
  });

  it("moves a module into another column, and refuses a move into itself or into a list of other items", async () => {
    const section = await moduleBySlug("visit-3");
    const moving = section.columns?.[0]?.children[0];
    if (!moving) throw new Error("the section has no module");
    const moved = await editorCall<EditableModule>("POST", api(`${moving.model}/${moving.id}/move/`), session, {
      parent: section.id,
      column: 1,
      position: 0,
      revision: moving.revision,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ column_index: 1, position: 0, revision: moving.revision + 1 });
    const faq = await moduleBySlug("visit-9");
    await expectRefused(
      () =>
        editorCall<ErrorBody>("POST", api(`section/${section.id}/move/`), session, {
          parent: section.id,
          column: 0,
          position: 0,
        }),
      422,
      "invalid_module",
      "parent",
    );
    await expectRefused(
      () =>
        editorCall<ErrorBody>("POST", api(`${moving.model}/${moving.id}/move/`), session, {
          parent: faq.id,
          position: 0,
        }),
      422,
      "invalid_module",
      "parent",
    );
    await expectRefused(
      () =>
        editorCall<ErrorBody>("POST", api(`${moving.model}/${moving.id}/move/`), session, {
          parent: section.id,
          column: 0,
          position: 0,
          revision: moving.revision,
        }),
      409,
      "stale_revision",
    );
  });

  it("copies a module deeply and places the copy right after it", async () => {
    const faq = await moduleBySlug("visit-9");
    const copied = await editorCall<EditableModule>("POST", api(`faq/${faq.id}/copy/`), session, {});
    expect(copied.status, JSON.stringify(copied.body)).toBe(201);
    expect(copied.body.id).not.toBe(faq.id);
    expect(copied.body.slug).toBeNull();
    expect(copied.body.position).toBe(faq.position + 1);
    expect(copied.body.children.map((m) => m.headline)).toEqual(faq.children.map((m) => m.headline));
    expect(copied.body.children.map((m) => m.id)).not.toEqual(faq.children.map((m) => m.id));
    const order = (await editable()).modules.map((m) => m.id);
    expect(order.indexOf(copied.body.id)).toBe(order.indexOf(faq.id) + 1);
  });

  it("copies a section to the page in the other language, at its end, keeping a free anchor", async () => {
    const faq = await moduleBySlug("visit-9");
    const enBefore = await getJson<EditablePage>(`/en/pageeditor-api/page${page.path}?edit`, session);
    const slug = page.slug("visit-9");
    // The English copy of the page has its own sections with the same anchors: free one first.
    await env.DB.prepare("UPDATE page_modules SET slug = NULL WHERE lang = 'en' AND slug = ?1").bind(slug).run();
    const copied = await editorCall<EditableModule>("POST", api(`faq/${faq.id}/copy/`), session, { lang: "en" });
    expect(copied.status).toBe(201);
    expect(copied.body).toMatchObject({ parent: null, slug });
    expect(copied.body.children.map((m) => m.headline)).toEqual(faq.children.map((m) => m.headline));
    const enAfter = await getJson<EditablePage>(`/en/pageeditor-api/page${page.path}?edit`, session);
    expect(enAfter.body.modules.map((m) => m.id)).toEqual([...enBefore.body.modules.map((m) => m.id), copied.body.id]);
    expect((await editable()).modules.filter((m) => m.slug === slug)).toHaveLength(1);
    const item = faq.children[0];
    if (!item) throw new Error("the FAQ has no item");
    await expectRefused(
      () => editorCall<ErrorBody>("POST", api(`faq_item/${item.id}/copy/`), session, { lang: "en" }),
      422,
      "invalid_module",
      "lang",
    );
  });

  it("never gives a new module the id of a deleted one, so undo cannot take another page's module", async () => {
    const section = await moduleBySlug("visit-3");
    const created = await editorCall<EditableModule>("POST", api("text/"), session, {
      parent: section.id,
      column: 0,
      content: "<p>Gleich wieder weg</p>",
    });
    expect(created.status).toBe(201);
    const deleted = await editorCall("DELETE", api(`text/${created.body.id}/`), session, {});
    expect(deleted.status).toBe(200);

    const other = await copyPage("/besuch");
    const otherSection = flatten(
      (await getJson<EditablePage>(api(`page${other.path}?edit`), session)).body.modules,
    ).find((m) => m.slug === other.slug("visit-3"));
    const next = await editorCall<EditableModule>("POST", api("text/"), session, {
      parent: otherSection?.id,
      column: 0,
      content: "<p>Auf der anderen Seite</p>",
    });
    expect(next.status).toBe(201);
    expect(next.body.id).toBeGreaterThan(created.body.id);

    const undone = await editorCall("POST", api(`section/${section.id}/undo/`), session, {
      revision: (await moduleBySlug("visit-3")).revision,
    });
    expect(undone.status).toBe(200);
    const rows = await env.DB.prepare("SELECT id, page_id FROM page_modules WHERE id IN (?1, ?2) ORDER BY id")
      .bind(created.body.id, next.body.id)
      .all<{ id: number; page_id: number }>();
    expect(rows.results).toEqual([
      { id: created.body.id, page_id: page.id },
      { id: next.body.id, page_id: other.id },
    ]);
  });

  it("answers 401 to a visitor and writes nothing", async () => {
    const faq = await moduleBySlug("visit-9");
    await expectRefused(
      () => editorCall<ErrorBody>("DELETE", api(`faq/${faq.id}/`), { headers: { Cookie: "x=y" } }, {}),
      401,
      "not_authenticated",
    );
  });
});

describe("a save through the whole worker, with the edge page cache on", () => {
  const app = createApp();
  const cachingEnv = { ...env, CACHE_MEMO_SECONDS: "5" } as Env;

  async function call(path: string, init: RequestInit = {}) {
    const ctx = createExecutionContext();
    const response = await app.fetch(new Request(`${ORIGIN}${path}`, init), cachingEnv, ctx);
    const text = await response.text();
    await waitOnExecutionContext(ctx);
    return { status: response.status, text, hit: response.headers.get("X-Page-Cache") === "hit" };
  }

  it("shows the change on a visitor's next request, with script in rich text and HTML made harmless", async () => {
    const section = await moduleBySlug("visit-3");
    expect((await call(`/de${page.path}`)).status).toBe(200);
    expect((await call(`/de${page.path}`)).hit).toBe(true);
    const english = await call(`/en${page.path}`);

    const marker = uniqueToken("Gespeichert");
    const save = await call(api("text/"), {
      method: "POST",
      headers: {
        Cookie: `${session.headers.Cookie}; ${CSRF_COOKIE}=${TEST_CSRF_TOKEN}`,
        [CSRF_HEADER]: TEST_CSRF_TOKEN,
        Origin: ORIGIN,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({
        parent: section.id,
        column: 0,
        content:
          `<p onmouseover="alert(1)">${marker} <a href="javascript:alert(2)">Link</a></p>` +
          '<script>alert(3)</script><img src="x" onerror="alert(4)"><svg><script>alert(5)</script></svg>',
      }),
    });
    expect(save.status).toBe(201);

    const next = await call(`/de${page.path}`);
    expect(next.hit).toBe(false);
    expect(next.text).toContain(marker);
    const shown = next.text.slice(next.text.indexOf(marker) - 200, next.text.indexOf(marker) + 400);
    expect(shown).not.toMatch(/onmouseover|onerror|javascript:|<svg|alert\(3\)|alert\(5\)/);
    const englishAfter = await call(`/en${page.path}`);
    expect(englishAfter.text).not.toContain(marker);
    expect(englishAfter.status).toBe(english.status);
  });
});
