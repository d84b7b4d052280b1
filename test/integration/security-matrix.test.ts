import { env } from "cloudflare:test";
import { describe, expect, it, onTestFinished } from "vitest";
import { CSRF_COOKIE, CSRF_HEADER } from "../../src/lib/csrf";
import { hashPassword } from "../../workers/auth/password";
import { cacheKeys } from "../../workers/cache/keys";
import { PAGE_COLUMNS } from "../../workers/db/pages";
import { editorSession, getJson, ORIGIN, sessionFor, TEST_CSRF_TOKEN } from "./api-helpers";
import { copyPage, insertPage, insertRow, uniqueToken } from "./fixtures";
import { png } from "./media-images";

/**
 * Every mutating call of the page editor × who asks × how the CSRF proof comes × how the body
 * is encoded: exactly one kind of cell may write (a valid session where one is needed, the
 * token echoed, the site's own origin, the route's own body type); every other cell answers its
 * refusal and leaves D1, KV and R2 as they were.
 */

type Who = "anonymous" | "deactivated" | "editor";
type Proof = "valid" | "no header" | "wrong token" | "other origin";
type Encoding = "json" | "form-encoded" | "text/plain" | "multipart";

const WHO: Who[] = ["anonymous", "deactivated", "editor"];
const PROOFS: Proof[] = ["valid", "no header", "wrong token", "other origin"];
const ENCODINGS: Encoding[] = ["json", "form-encoded", "text/plain", "multipart"];
const WRONG_TOKEN = "wrong-csrf-token-0123456789abcdefghijklmnopq";

interface Target {
  path: string;
  body: Record<string, unknown>;
  /** A multipart body (media uploads): the fields plus the file. */
  form?: () => Promise<FormData>;
}

interface Route {
  name: string;
  method: string;
  /** The body type the route takes. */
  takes: "json" | "multipart";
  /** Whether the route needs a session (sign-in and sign-out do not). */
  needsSession: boolean;
  /** Status of the allowed cell. */
  ok: number;
  /** Creates what the call acts on, inside the running test. */
  target(): Promise<Target>;
}

async function firstModule(model: string, page: Awaited<ReturnType<typeof copyPage>>, slug = "visit-9") {
  const row = await env.DB.prepare(
    `SELECT id, revision FROM page_modules WHERE lang = 'de' AND (slug = ?1 OR parent_id = (SELECT id FROM page_modules WHERE lang = 'de' AND slug = ?1)) AND model = ?2 ORDER BY id LIMIT 1`,
  )
    .bind(page.slug(slug), model)
    .first<{ id: number; revision: number }>();
  if (!row) throw new Error(`no ${model} on the copied page`);
  return row;
}

const api = (path: string) => `/de/pageeditor-api/${path}`;

function insertRedirect(): Promise<number> {
  return insertRow("redirects", {
    old_path: `/de/${uniqueToken("alt")}`,
    new_path: "/de/besuch",
    created_at: new Date().toISOString(),
  });
}

const routes: Route[] = [
  {
    name: "POST container/",
    method: "POST",
    takes: "json",
    needsSession: true,
    ok: 201,
    async target() {
      const page = await copyPage("/besuch");
      return {
        path: api("container/"),
        body: { content_type: "page", object_id: page.id, slug: uniqueToken("anker") },
      };
    },
  },
  {
    name: "POST {model}/",
    method: "POST",
    takes: "json",
    needsSession: true,
    ok: 201,
    async target() {
      const faq = await firstModule("faq", await copyPage("/besuch"));
      return { path: api("faq_item/"), body: { parent: faq.id, headline: "Frage", content: "<p>Antwort</p>" } };
    },
  },
  {
    name: "PATCH {model}/{id}/",
    method: "PATCH",
    takes: "json",
    needsSession: true,
    ok: 200,
    async target() {
      const item = await firstModule("faq_item", await copyPage("/besuch"));
      return { path: api(`faq_item/${item.id}/`), body: { revision: item.revision, headline: "Neue Frage" } };
    },
  },
  {
    name: "DELETE {model}/{id}/",
    method: "DELETE",
    takes: "json",
    needsSession: true,
    ok: 200,
    async target() {
      const item = await firstModule("faq_item", await copyPage("/besuch"));
      return { path: api(`faq_item/${item.id}/`), body: { revision: item.revision } };
    },
  },
  {
    name: "POST {model}/{id}/move/",
    method: "POST",
    takes: "json",
    needsSession: true,
    ok: 200,
    async target() {
      const item = await firstModule("faq_item", await copyPage("/besuch"));
      const faq = await env.DB.prepare("SELECT parent_id FROM page_modules WHERE id = ?1")
        .bind(item.id)
        .first<{ parent_id: number }>();
      return { path: api(`faq_item/${item.id}/move/`), body: { parent: faq?.parent_id, position: 9 } };
    },
  },
  {
    name: "POST {model}/{id}/copy/",
    method: "POST",
    takes: "json",
    needsSession: true,
    ok: 201,
    async target() {
      const faq = await firstModule("faq", await copyPage("/besuch"));
      return { path: api(`faq/${faq.id}/copy/`), body: {} };
    },
  },
  {
    name: "POST {model}/{id}/undo/",
    method: "POST",
    takes: "json",
    needsSession: true,
    ok: 200,
    async target() {
      const page = await copyPage("/besuch");
      const faq = await firstModule("faq", page);
      await env.DB.prepare(
        `INSERT INTO section_backups (section_id, page_id, lang, rows, created_at)
         SELECT id, page_id, lang, json_array(json_object('id', id, 'page_id', page_id, 'lang', lang, 'parent_id', parent_id,
                'column_index', column_index, 'position', position, 'model', model, 'slug', slug, 'data', data,
                'online_from', online_from, 'online_to', online_to, 'created_at', created_at, 'updated_at', updated_at)), ?2
           FROM page_modules WHERE id = ?1`,
      )
        .bind(faq.id, new Date().toISOString())
        .run();
      return { path: api(`faq/${faq.id}/undo/`), body: { revision: faq.revision } };
    },
  },
  {
    name: "PATCH page/{path}",
    method: "PATCH",
    takes: "json",
    needsSession: true,
    ok: 200,
    async target() {
      const page = await insertPage();
      return { path: api(`page${page.path}`), body: { revision: 1, title: "Neuer Titel" } };
    },
  },
  {
    name: "POST page/",
    method: "POST",
    takes: "json",
    needsSession: true,
    ok: 201,
    async target() {
      const token = uniqueToken("neu");
      onTestFinished(async () => {
        await env.DB.prepare("DELETE FROM pages WHERE path_de = ?1").bind(`/${token}`).run();
      });
      return {
        path: api("page/"),
        body: { parent: null, titles: { de: "Neu", en: "New" }, urls: { de: `/de/${token}`, en: `/en/${token}` } },
      };
    },
  },
  {
    name: "DELETE page/{path}",
    method: "DELETE",
    takes: "json",
    needsSession: true,
    ok: 200,
    async target() {
      const page = await insertPage();
      return { path: api(`page${page.path}`), body: {} };
    },
  },
  {
    name: "POST page/{path}/versions/{id}/restore/",
    method: "POST",
    takes: "json",
    needsSession: true,
    ok: 200,
    async target() {
      const page = await insertPage();
      const version = await env.DB.prepare(
        `INSERT INTO page_versions (page_id, lang, snapshot, created_at)
         SELECT id, 'de', json_object('page', json_object(${PAGE_COLUMNS.map((name) => `'${name}', ${name}`).join(", ")}),
                'modules', json_array()), ?2
           FROM pages WHERE id = ?1 RETURNING id`,
      )
        .bind(page.id, new Date().toISOString())
        .first<{ id: number }>();
      return { path: api(`page${page.path}/versions/${version?.id}/restore/`), body: {} };
    },
  },
  {
    name: "POST redirects/",
    method: "POST",
    takes: "json",
    needsSession: true,
    ok: 201,
    async target() {
      const token = uniqueToken("alt");
      onTestFinished(async () => {
        await env.DB.prepare("DELETE FROM redirects WHERE old_path = ?1").bind(`/de/${token}`).run();
      });
      return { path: api("redirects/"), body: { old_path: `/de/${token}`, new_path: "/de/besuch" } };
    },
  },
  {
    name: "PATCH redirects/{id}/",
    method: "PATCH",
    takes: "json",
    needsSession: true,
    ok: 200,
    async target() {
      const id = await insertRedirect();
      return { path: api(`redirects/${id}/`), body: { new_path: "/de/programm" } };
    },
  },
  {
    name: "DELETE redirects/{id}/",
    method: "DELETE",
    takes: "json",
    needsSession: true,
    ok: 200,
    async target() {
      const id = await insertRedirect();
      return { path: api(`redirects/${id}/`), body: {} };
    },
  },
  {
    name: "POST media/",
    method: "POST",
    takes: "multipart",
    needsSession: true,
    ok: 201,
    async target() {
      const bytes = await png(40, 30);
      return {
        path: api("media/"),
        body: { alt: "Ein Quadrat" },
        form: async () => {
          const form = new FormData();
          form.set("file", new File([bytes], "quadrat.png", { type: "image/png" }));
          form.set("alt", "Ein Quadrat");
          return form;
        },
      };
    },
  },
  {
    name: "POST user/password/",
    method: "POST",
    takes: "json",
    needsSession: true,
    ok: 200,
    async target() {
      return {
        path: api("user/password/"),
        body: { old_password: "matrix-password-12", new_password: "matrix-password-34" },
      };
    },
  },
  {
    name: "POST login/",
    method: "POST",
    takes: "json",
    needsSession: false,
    ok: 200,
    async target() {
      return { path: api("login/"), body: { email: "", password: "matrix-password-12" } };
    },
  },
  {
    name: "POST logout/",
    method: "POST",
    takes: "json",
    needsSession: false,
    ok: 200,
    async target() {
      return { path: api("logout/"), body: {} };
    },
  },
];

/** What any of these calls could change: row counts and sums over the tables they write, KV's generation, R2. */
async function footprint(): Promise<unknown> {
  const row = await env.DB.prepare(
    `SELECT (SELECT count(*) || ':' || coalesce(sum(revision), 0) || ':' || coalesce(max(updated_at), '') FROM page_modules) AS modules,
            (SELECT count(*) || ':' || coalesce(sum(revision), 0) FROM pages) AS pages,
            (SELECT count(*) FROM redirects) AS redirects,
            (SELECT count(*) FROM media) AS media,
            (SELECT count(*) FROM activity_log) AS activity,
            (SELECT count(*) FROM page_versions) AS versions,
            (SELECT count(*) FROM section_backups) AS backups,
            (SELECT group_concat(token_hash) FROM sessions) AS sessions,
            (SELECT count(*) FROM identity_events) AS identity,
            (SELECT group_concat(password_hash) FROM users) AS passwords`,
  ).first();
  return {
    ...row,
    generation: await env.CACHE.get(cacheKeys.generation()),
    objects: (await env.MEDIA.list()).objects.length,
  };
}

function expectedStatus(route: Route, who: Who, proof: Proof, encoding: Encoding): number {
  if (route.needsSession && who !== "editor") return 401;
  if (proof !== "valid") return 403;
  if (encoding !== route.takes) return 415;
  return route.ok;
}

async function encode(target: Target, encoding: Encoding): Promise<{ body: BodyInit; type?: string }> {
  const fields = Object.fromEntries(Object.entries(target.body).map(([key, value]) => [key, String(value)]));
  switch (encoding) {
    case "json":
      return { body: JSON.stringify(target.body), type: "application/json" };
    case "form-encoded":
      return { body: new URLSearchParams(fields).toString(), type: "application/x-www-form-urlencoded" };
    case "text/plain":
      return { body: JSON.stringify(target.body), type: "text/plain" };
    case "multipart": {
      if (target.form) return { body: await target.form() };
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.set(key, value);
      return { body: form };
    }
  }
}

describe("the security matrix of the page editor's mutating calls", () => {
  it.each(routes)("$name answers each cell as expected, and only the allowed cell writes", async (route) => {
    const email = `${uniqueToken("matrix")}@example.org`;
    const stored = await hashPassword("matrix-password-12");
    const now = new Date().toISOString();
    const account = (active: 0 | 1) =>
      insertRow("users", {
        email: active ? email : `inactive-${email}`,
        username: email,
        password_hash: stored.hash,
        password_salt: stored.salt,
        is_active: active,
        created_at: now,
      });
    const editorId = await account(1);
    const sessions: Record<Who, string> = {
      anonymous: "",
      deactivated: (await sessionFor(await account(0))).headers.Cookie ?? "",
      editor: (await sessionFor(editorId)).headers.Cookie ?? "",
    };
    await editorSession();
    const target = await route.target();
    if (route.name === "POST login/") target.body.email = email;

    const cells = WHO.flatMap((who) =>
      PROOFS.flatMap((proof) => ENCODINGS.map((encoding) => ({ who, proof, encoding }))),
    ).map((cell) => ({ ...cell, expected: expectedStatus(route, cell.who, cell.proof, cell.encoding) }));
    // The cells that may write go last: the target may not survive them (a deletion, a sign-out).
    cells.sort((a, b) => Number(a.expected < 400) - Number(b.expected < 400));
    const allowed = cells.filter((cell) => cell.expected < 400);
    expect(allowed.length).toBeGreaterThan(0);

    for (const cell of cells) {
      const before = await footprint();
      const { body, type } = await encode(target, cell.encoding);
      const headers: Record<string, string> = {
        Cookie: [sessions[cell.who], `${CSRF_COOKIE}=${TEST_CSRF_TOKEN}`].filter(Boolean).join("; "),
        Origin: cell.proof === "other origin" ? "https://evil.example" : ORIGIN,
      };
      if (cell.proof === "valid" || cell.proof === "other origin") headers[CSRF_HEADER] = TEST_CSRF_TOKEN;
      if (cell.proof === "wrong token") headers[CSRF_HEADER] = WRONG_TOKEN;
      if (type) headers["Content-Type"] = type;
      const response = await getJson<{ error?: string }>(target.path, { method: route.method, headers, body });
      const label = `${route.name} ${cell.who} ${cell.proof} ${cell.encoding}`;
      expect(response.status, label).toBe(cell.expected);
      if (cell.expected >= 400) {
        expect(response.body.error, label).toEqual(expect.any(String));
        expect(await footprint(), label).toEqual(before);
      } else if (route.name !== "POST logout/" || cell.who === "editor") {
        // Signing out without a session has nothing to write; every other allowed cell writes.
        expect(await footprint(), label).not.toEqual(before);
      }
    }
  });
});
