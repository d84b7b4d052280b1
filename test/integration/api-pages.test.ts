import { env, SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it, onTestFinished } from "vitest";
import type { BreakingNewsAlert } from "../../src/schemas/breaking-news";
import type { OpeningHoursToday } from "../../src/schemas/opening-hours";
import type { MenuEntry, NavResponse, PageDetail, PageModule } from "../../src/schemas/pages";
import type { RedirectEntry } from "../../src/schemas/redirects";
import type { SiteSettings } from "../../src/schemas/settings";
import type { UserDetails } from "../../src/schemas/user";
import { cacheKeys } from "../../workers/cache/keys";
import { cachedJson, clearCache, editorSession, expectNotFound, getJson, isoAt, ORIGIN } from "./api-helpers";
import { copyPage, copyRow, insertPage, insertRow } from "./fixtures";

beforeEach(clearCache);

function walk(modules: PageModule[], visit: (m: PageModule) => void) {
  for (const m of modules) {
    visit(m);
    walk(m.children, visit);
    for (const column of m.columns ?? []) walk(column.children, visit);
  }
}

function flatten(modules: PageModule[]): PageModule[] {
  const out: PageModule[] = [];
  walk(modules, (m) => out.push(m));
  return out;
}

describe("GET /pageeditor-api/settings", () => {
  it("answers the site settings", async () => {
    const { status, body } = await getJson<SiteSettings>("/pageeditor-api/settings");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: "ok",
      is_site_online: true,
      is_shop_online: expect.any(Boolean),
      html_header: expect.any(String),
      html_footer_top: expect.any(String),
      html_footer_bottom: expect.any(String),
      html_footer_logos: expect.any(String),
      login_url: expect.any(String),
      design: expect.any(Object),
    });
    expect((await getJson("/pageeditor-api/settings/")).status).toBe(200);
  });

  it("answers 503 with is_site_online false when the settings cannot be read", async () => {
    const row = await env.DB.prepare("SELECT * FROM site_settings WHERE id = 1").first<
      Record<string, string | number>
    >();
    if (!row) throw new Error("no settings row");
    await env.DB.prepare("DELETE FROM site_settings").run();
    await env.CACHE.delete(cacheKeys.settings());
    try {
      const { status, body } = await getJson<{ is_site_online: boolean; error: string }>("/pageeditor-api/settings");
      expect(status).toBe(503);
      expect(body).toMatchObject({ is_site_online: false, error: "settings_unavailable" });
    } finally {
      const columns = Object.keys(row);
      await env.DB.prepare(
        `INSERT INTO site_settings (${columns.join(", ")}) VALUES (${columns.map((_, i) => `?${i + 1}`).join(", ")})`,
      )
        .bind(...columns.map((c) => row[c]))
        .run();
      await env.CACHE.delete(cacheKeys.settings());
    }
  });
});

describe("user state", () => {
  it("GET /api/user-details/ answers 200 not logged for visitors, uncacheable", async () => {
    const { status, headers, body } = await getJson<UserDetails>("/api/user-details/");
    const settings = await env.DB.prepare("SELECT login_url, logout_url, webshop_url FROM site_settings").first();
    expect(status).toBe(200);
    expect(body).toEqual({
      logged: false,
      is_logged_in: false,
      email: "",
      username: "",
      first_name: "",
      last_name: "",
      // The seed's plain paths, in the request's language (Accept-Language absent: German).
      login_url: `/de${settings?.login_url}`,
      logout_url: `/de${settings?.logout_url}`,
      webshop_url: settings?.webshop_url,
      has_dashboard_online_access: false,
      admin_menus: [],
      navigation: { menu: [], footer: [] },
    });
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect((await getJson("/api/user-details")).status).toBe(200);
  });

  it("GET /{lang}/pageeditor-api/user answers 401 for visitors", async () => {
    const { status, body } = await getJson<{ error: string }>("/de/pageeditor-api/user");
    expect(status).toBe(401);
    expect(body.error).toBe("not_authenticated");
  });

  it("both answer the editor's fields when logged in", async () => {
    const session = await editorSession();
    const user = await env.DB.prepare(
      "SELECT email, username, first_name, last_name FROM users ORDER BY id LIMIT 1",
    ).first();
    for (const path of ["/de/pageeditor-api/user", "/en/pageeditor-api/user/", "/api/user-details/"]) {
      const { status, headers, body } = await getJson<UserDetails>(path, session);
      expect(status, path).toBe(200);
      expect(body).toMatchObject({
        logged: true,
        is_logged_in: true,
        email: user?.email,
        username: user?.username,
        first_name: user?.first_name,
        last_name: user?.last_name,
        has_dashboard_online_access: expect.any(Boolean),
      });
      expect(body.admin_menus.length).toBeGreaterThan(0);
      expect(body.navigation.menu.map((l) => l.url)).toContain(
        path.startsWith("/en") ? "/en/user/profile" : "/de/user/profile",
      );
      expect(body.navigation.footer[0]?.url).toBe(body.logout_url);
      expect(headers.get("Cache-Control")).toBe("private, no-store");
    }
  });
});

describe("GET /{lang}/pageeditor-api/nav", () => {
  it("answers menu, secondary and footer with the entry fields", async () => {
    const { status, body } = await getJson<NavResponse>("/de/pageeditor-api/nav");
    expect(status).toBe(200);
    expect(Object.keys(body.navigation).sort()).toEqual(["footer", "menu", "secondary"]);
    const check = (entry: MenuEntry) => {
      expect(entry).toMatchObject({
        url: expect.any(String),
        menu_name: expect.any(String),
        children: expect.any(Array),
        has_tab_navigation: expect.any(Boolean),
      });
      entry.children.forEach(check);
    };
    body.navigation.menu.forEach(check);
    body.navigation.secondary.forEach(check);
    expect(body.navigation.menu.some((e) => e.children.length > 0)).toBe(true);
    expect(body.navigation.secondary.length).toBeGreaterThan(0);
    for (const link of body.navigation.footer)
      expect(link).toMatchObject({ title: expect.any(String), url: expect.any(String) });
    // Page-linked entries get the page's path in the request's language.
    const linked = await env.DB.prepare(
      `SELECT p.path_de FROM menu_items mi JOIN pages p ON p.id = mi.page_id
        WHERE mi.menu = 'footer' AND mi.parent_id IS NULL AND p.is_online = 1 LIMIT 1`,
    ).first<{ path_de: string }>();
    expect(linked).not.toBeNull();
    expect(body.navigation.footer.map((l) => l.url)).toContain(`/de${linked?.path_de === "/" ? "" : linked?.path_de}`);
    expect(await cachedJson(cacheKeys.nav("de"))).toEqual(body);
  });

  it("leads every seeded internal link of menus, teasers and alerts somewhere, in both languages", async () => {
    for (const lang of ["de", "en"] as const) {
      const nav = (await getJson<NavResponse>(`/${lang}/pageeditor-api/nav`)).body.navigation;
      const flatten = (entries: MenuEntry[]): string[] => entries.flatMap((e) => [e.url, ...flatten(e.children)]);
      const teasers = (await getJson<{ link: string | null }[]>(`/${lang}/api/teasers/`)).body;
      const alerts = (await getJson<BreakingNewsAlert[]>(`/api/breaking-news/?lang=${lang}`)).body;
      const links = [
        ...flatten([...nav.menu, ...nav.secondary]),
        ...nav.footer.map((link) => link.url),
        ...teasers.map((teaser) => teaser.link),
        ...alerts.map((alert) => alert.link),
      ].filter((url): url is string => typeof url === "string" && url.startsWith("/"));
      expect(links.length).toBeGreaterThan(10);
      for (const url of new Set(links)) {
        // Followed to where it lands: a page, in the language of the menu it was in.
        let target = url;
        let response = await SELF.fetch(`${ORIGIN}${target}`, { redirect: "manual" });
        for (let hops = 0; hops < 3 && response.status >= 300 && response.status < 400; hops++) {
          await response.body?.cancel();
          target = new URL(response.headers.get("Location") ?? "", `${ORIGIN}${target}`).pathname;
          response = await SELF.fetch(`${ORIGIN}${target}`, { redirect: "manual" });
        }
        await response.body?.cancel();
        expect(response.status, `${lang}: ${url} → ${target}`).toBe(200);
        if (!target.startsWith("/webshop")) expect(target, `${lang}: ${url}`).toMatch(new RegExp(`^/${lang}(/|$)`));
      }
    }
  });

  it("names entries in English under /en and drops entries of offline pages", async () => {
    const en = await getJson<NavResponse>("/en/pageeditor-api/nav/");
    const names = JSON.stringify(en.body);
    const row = await env.DB.prepare("SELECT name_en FROM menu_items WHERE menu = 'main' ORDER BY id LIMIT 1").first<{
      name_en: string;
    }>();
    expect(names).toContain(row?.name_en);
    const offline = await insertPage({ is_online: 0 });
    await insertRow("menu_items", {
      menu: "main",
      page_id: offline.id,
      name_de: offline.title,
      name_en: offline.title,
    });
    await clearCache();
    const de = await getJson<NavResponse>("/de/pageeditor-api/nav");
    expect(JSON.stringify(de.body)).not.toContain(`"/de${offline.path}"`);
  });
});

describe("GET /{lang}/pageeditor-api/page/{path}", () => {
  it("answers the home page for an empty path with the page fields", async () => {
    for (const path of ["/de/pageeditor-api/page/", "/de/pageeditor-api/page"]) {
      const { status, body } = await getJson<PageDetail>(path);
      expect(status, path).toBe(200);
      expect(body.urls).toEqual({ de: "/de", en: "/en" });
      for (const key of [
        "id",
        "content_type",
        "title",
        "headline",
        "is_online",
        "is_clickable",
        "in_menu",
        "in_footer",
        "meta_title",
        "meta_description",
        "og_title",
        "og_description",
        "og_image",
        "og_type",
        "og_image_thumbs",
        "og_image_thumbnails",
        "modules",
        "settings_url",
        "parent",
        "is_landing_page",
        "siblings",
        "theme",
        "background",
      ]) {
        expect(body, key).toHaveProperty(key);
      }
      expect(body.is_online).toBe(true);
    }
  });

  it("builds the module tree with columns for sections and resolved references", async () => {
    const { body } = await getJson<PageDetail>("/de/pageeditor-api/page/besuch");
    expect(body.title).toBe("Ihr Besuch");
    const all = flatten(body.modules);
    for (const module of all) {
      expect(module).toMatchObject({
        id: expect.any(Number),
        model: expect.any(String),
        position: expect.any(Number),
        children: expect.any(Array),
        content_type: "page",
        object_id: body.id,
      });
      expect(module).toHaveProperty("slug");
      expect(module).toHaveProperty("parent");
      expect(module).toHaveProperty("column_index");
    }
    for (const top of body.modules) expect(top.parent).toBeNull();
    const section = all.find((m) => m.model === "section");
    expect(section?.columns?.length).toBeGreaterThan(0);
    for (const column of section?.columns ?? []) {
      expect(column).toMatchObject({ index: expect.any(Number), classes: expect.any(String) });
      for (const child of column.children) {
        expect(child.parent).toBe(section?.id);
        expect(child.column_index).toBe(column.index);
      }
    }
    const venue = all.find((m) => m.model === "venue");
    expect(venue?.venue_obj).toMatchObject({
      id: venue?.venue,
      name: expect.any(String),
      url: expect.stringMatching(/^\/de\/venues\//),
    });
    const withImage = all.find((m) => typeof m.image === "string" && m.image !== "");
    if (withImage) expect(withImage.image_thumbnails).toMatchObject({ small: expect.stringMatching(/^\/media\//) });

    const home = await getJson<PageDetail>("/de/pageeditor-api/page/");
    const blog = flatten(home.body.modules).find((m) => m.model === "blog_teaser_list");
    expect(Array.isArray(blog?.article_objs)).toBe(true);
    expect((blog?.article_objs as unknown[] | undefined)?.length ?? 0).toBeGreaterThan(0);
    expect(blog).toHaveProperty("main_teaser_obj");
  });

  it("resolves nested paths, trailing slashes and English paths, with siblings", async () => {
    const { status, body } = await getJson<PageDetail>("/de/pageeditor-api/page/ueber-uns/geschichte/");
    expect(status).toBe(200);
    expect(body.parent).toBe(2);
    const row = await env.DB.prepare("SELECT path_en FROM pages WHERE id = ?1")
      .bind(body.id)
      .first<{ path_en: string }>();
    expect(body.urls).toEqual({ de: "/de/ueber-uns/geschichte", en: `/en${row?.path_en}` });
    expect(body.siblings.map((s) => s.urls.de)).toContain("/de/ueber-uns/geschichte");
    const en = await getJson<PageDetail>(`/en/pageeditor-api/page${row?.path_en}`);
    expect(en.status).toBe(200);
    expect(en.body.id).toBe(body.id);
  });

  it("answers the online pages above a page as ancestors, root-most first, in the request's language", async () => {
    const { body } = await getJson<PageDetail>("/de/pageeditor-api/page/ueber-uns/geschichte");
    expect(body.ancestors).toEqual([{ id: 2, title: "Über uns", url: "/de/ueber-uns" }]);
    const en = await getJson<PageDetail>("/en/pageeditor-api/page/about-us/history");
    expect(en.body.ancestors).toEqual([{ id: 2, title: "About us", url: "/en/about-us" }]);
    expect((await getJson<PageDetail>("/de/pageeditor-api/page/ueber-uns")).body.ancestors).toEqual([]);
    // A level that is not clickable is named without a link.
    const contact = await getJson<PageDetail>("/de/pageeditor-api/page/service/kontakt");
    expect(contact.body.ancestors).toEqual([{ id: contact.body.parent, title: "Service", url: null }]);
    expect(((await cachedJson(cacheKeys.page("de", "/ueber-uns/geschichte"))) as PageDetail | null)?.ancestors).toEqual(
      body.ancestors,
    );
  });

  it("leaves the home page and offline levels out of the ancestors", async () => {
    const home = await env.DB.prepare("SELECT id FROM pages WHERE path_de = '/'").first<{ id: number }>();
    const top = await insertPage({ parent_id: home?.id });
    const middle = await insertPage({ parent_id: top.id, path: `${top.path}/geschichte` });
    const page = await insertPage({ parent_id: middle.id, path: `${middle.path}/gruendung` });
    const { status, body } = await getJson<PageDetail>(`/de/pageeditor-api/page${page.path}`);
    expect(status).toBe(200);
    expect(body.ancestors).toEqual([
      { id: top.id, title: top.title, url: `/de${top.path}` },
      { id: middle.id, title: middle.title, url: `/de${middle.path}` },
    ]);
    await env.DB.prepare("UPDATE pages SET is_online = 0 WHERE id = ?1").bind(middle.id).run();
    await clearCache();
    const skipped = await getJson<PageDetail>(`/de/pageeditor-api/page${page.path}`);
    expect(skipped.body.ancestors).toEqual([{ id: top.id, title: top.title, url: `/de${top.path}` }]);
  });

  it("names each ancestor once even when parents form a cycle", async () => {
    const top = await insertPage();
    const page = await insertPage({ parent_id: top.id, path: `${top.path}/geschichte` });
    await env.DB.prepare("UPDATE pages SET parent_id = ?1 WHERE id = ?2").bind(page.id, top.id).run();
    const { status, body } = await getJson<PageDetail>(`/de/pageeditor-api/page${page.path}`);
    expect(status).toBe(200);
    expect(body.ancestors).toEqual([{ id: top.id, title: top.title, url: `/de${top.path}` }]);
  });

  it("renders the ancestors and the page's title as the breadcrumb of a nested page, its headline as the h1", async () => {
    const response = await SELF.fetch(`${ORIGIN}/de/ueber-uns/geschichte`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const breadcrumb = html.match(/<nav[^>]*class="breadcrumb"[^>]*>([\s\S]*?)<\/nav>/)?.[1] ?? "";
    const crumbs = [...breadcrumb.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((match) => match[1]);
    expect(crumbs).toHaveLength(3);
    expect(crumbs[1]).toMatch(/<a [^>]*href="\/de\/ueber-uns"[^>]*>Über uns<\/a>/);
    expect(crumbs[2]).toMatch(/<span aria-current="page">Geschichte<\/span>/);
    expect(html).toMatch(/<h1 class="page-header__title">Vom Kornhaus zum Kulturwerk<\/h1>/);
  });

  it("answers 404 for unknown paths and for offline pages to visitors", async () => {
    await expectNotFound("/de/pageeditor-api/page/gibt-es-nicht");
    await expectNotFound("/de/pageeditor-api/page/archiv-2019");
    await expectNotFound(`/de/pageeditor-api/page/${"x".repeat(500)}`);
  });

  it("shows offline pages to editors, uncached", async () => {
    const session = await editorSession();
    const { status, headers, body } = await getJson<PageDetail>("/de/pageeditor-api/page/archiv-2019", session);
    expect(status).toBe(200);
    expect(body.is_online).toBe(false);
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(await env.CACHE.get(cacheKeys.page("de", "/archiv-2019"))).toBeNull();
  });

  it("hides modules outside their online window from visitors only", async () => {
    const copy = await copyPage("/ueber-uns");
    const page = await getJson<PageDetail>(`/de/pageeditor-api/page${copy.path}`);
    const target = page.body.modules[0];
    await env.DB.prepare("UPDATE page_modules SET online_from = ?1 WHERE id = ?2")
      .bind(isoAt(86_400_000), target?.id)
      .run();
    await clearCache();
    const visitor = await getJson<PageDetail>(`/de/pageeditor-api/page${copy.path}`);
    expect(visitor.body.modules.map((m) => m.id)).not.toContain(target?.id);
    const editor = await getJson<PageDetail>(`/de/pageeditor-api/page${copy.path}`, await editorSession());
    expect(editor.body.modules.map((m) => m.id)).toContain(target?.id);
  });

  it("serves only modules whose stored data fits their schema, with the schema's defaults", async () => {
    const copy = await copyPage("/ueber-uns");
    const row = await env.DB.prepare(
      "SELECT id, data FROM page_modules WHERE page_id = ?1 AND lang = 'de' AND model = 'headline' LIMIT 1",
    )
      .bind(copy.id)
      .first<{ id: number; data: string }>();
    expect(row).not.toBeNull();
    const stored = JSON.parse(row?.data ?? "{}") as Record<string, unknown>;
    await env.DB.prepare("UPDATE page_modules SET data = ?1 WHERE id = ?2")
      .bind(JSON.stringify({ ...stored, headline_level: undefined }), row?.id)
      .run();
    await clearCache();
    const defaulted = flatten((await getJson<PageDetail>(`/de/pageeditor-api/page${copy.path}`)).body.modules);
    expect(defaulted.find((m) => m.id === row?.id)?.headline_level).toBe(2);

    await env.DB.prepare("UPDATE page_modules SET data = ?1 WHERE id = ?2")
      .bind(JSON.stringify({ ...stored, headline_level: 9 }), row?.id)
      .run();
    await clearCache();
    const { status, body } = await getJson<PageDetail>(`/de/pageeditor-api/page${copy.path}`);
    expect(status).toBe(200);
    const ids = flatten(body.modules).map((m) => m.id);
    expect(ids).not.toContain(row?.id);
    expect(ids.length).toBeGreaterThan(0);
  });

  it("serves rich text sanitised, whatever was stored, and renders it so", async () => {
    const copy = await copyPage("/ueber-uns");
    const text = await env.DB.prepare(
      "SELECT id, data FROM page_modules WHERE page_id = ?1 AND lang = 'de' AND model = 'text' LIMIT 1",
    )
      .bind(copy.id)
      .first<{ id: number; data: string }>();
    expect(text).not.toBeNull();
    const dirty =
      '<p>Hallo<img src=x onerror="alert(1)"><a href="javascript:alert(2)">x</a></p><meta http-equiv="refresh" content="0;url=https://evil.example/"><script>alert(3)</script>';
    const stored = JSON.parse(text?.data ?? "{}") as Record<string, unknown>;
    await env.DB.prepare("UPDATE page_modules SET data = ?1 WHERE id = ?2")
      .bind(JSON.stringify({ ...stored, content: dirty }), text?.id)
      .run();
    await clearCache();
    const served = flatten((await getJson<PageDetail>(`/de/pageeditor-api/page${copy.path}`)).body.modules);
    expect(served.find((m) => m.id === text?.id)?.content).toBe("<p>Hallo<a>x</a></p>");
    const html = await (await SELF.fetch(`${ORIGIN}/de${copy.path}`, { headers: { Cookie: "bench=1" } })).text();
    expect(html).toContain("<p>Hallo<a>x</a></p>");
    expect(html).not.toMatch(/onerror|javascript:alert|http-equiv="refresh"|alert\(3\)/);
  });

  it("caches visitor payloads in KV", async () => {
    const { body } = await getJson<PageDetail>("/de/pageeditor-api/page/ueber-uns");
    const cached = (await cachedJson(cacheKeys.page("de", "/ueber-uns"))) as PageDetail | null;
    expect(cached?.id).toBe(body.id);
    // A read from KV keeps the resolved references (the cache schema must not strip them).
    await getJson("/de/pageeditor-api/page/besuch");
    await cachedJson(cacheKeys.page("de", "/besuch"));
    const fromCache = await getJson<PageDetail>("/de/pageeditor-api/page/besuch");
    expect(flatten(fromCache.body.modules).find((m) => m.model === "venue")?.venue_obj).toMatchObject({
      id: expect.any(Number),
    });
  });

  /** A version of page `pageId` in German: its rows as they are now, with `title` as its German title. */
  async function insertVersion(pageId: number, title: string): Promise<number> {
    const page = await env.DB.prepare("SELECT * FROM pages WHERE id = ?1").bind(pageId).first();
    const { results: modules } = await env.DB.prepare("SELECT * FROM page_modules WHERE page_id = ?1 AND lang = 'de'")
      .bind(pageId)
      .all();
    const inserted = await env.DB.prepare(
      "INSERT INTO page_versions (page_id, lang, snapshot, created_at) VALUES (?1, 'de', ?2, ?3) RETURNING id",
    )
      .bind(pageId, JSON.stringify({ page: { ...page, title_de: title }, modules: modules.slice(0, 1) }), isoAt(0))
      .first<{ id: number }>();
    if (!inserted) throw new Error("no version inserted");
    onTestFinished(async () => {
      await env.DB.prepare("DELETE FROM page_versions WHERE id = ?1").bind(inserted.id).run();
    });
    return inserted.id;
  }

  it("serves a stored version to editors and ignores version_id for visitors", async () => {
    const versionId = await insertVersion(2, "Alte Fassung");
    const session = await editorSession();
    const version = await getJson<PageDetail>(`/de/pageeditor-api/page/ueber-uns?version_id=${versionId}`, session);
    expect(version.status).toBe(200);
    expect(version.body).toMatchObject({ title: "Alte Fassung", version_id: versionId });
    expect(version.body.modules.length).toBeLessThanOrEqual(1);
    const visitor = await getJson<PageDetail>(`/de/pageeditor-api/page/ueber-uns?version_id=${versionId}`);
    expect(visitor.body.title).not.toBe("Alte Fassung");
    expect((await getJson("/de/pageeditor-api/page/ueber-uns?version_id=abc")).status).toBe(200);
    await expectNotFound("/de/pageeditor-api/page/ueber-uns?version_id=999999", session);
    await expectNotFound(`/en/pageeditor-api/page/about-us?version_id=${versionId}`, session);
    const bad = await getJson<{ field: string }>("/de/pageeditor-api/page/ueber-uns?version_id=abc", session);
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe("version_id");
  });

  it("shows a version around the live page's breadcrumb trail", async () => {
    const versionId = await insertVersion(3, "Alte Geschichte");
    const version = await getJson<PageDetail>(
      `/de/pageeditor-api/page/ueber-uns/geschichte?version_id=${versionId}`,
      await editorSession(),
    );
    expect(version.status).toBe(200);
    expect(version.body).toMatchObject({
      title: "Alte Geschichte",
      ancestors: [{ id: 2, title: "Über uns", url: "/de/ueber-uns" }],
    });
  });
});

describe("GET /{lang}/pageeditor-api/container/by-slug/{slug}", () => {
  it("answers the module with that slug and its subtree", async () => {
    const { status, body } = await getJson<PageModule>("/de/pageeditor-api/container/by-slug/visit-3");
    expect(status).toBe(200);
    expect(body.slug).toBe("visit-3");
    expect(body.model).toBe("section");
    expect(body.columns?.flatMap((c) => c.children).length).toBeGreaterThan(0);
    expect((await getJson("/en/pageeditor-api/container/by-slug/visit-3/")).status).toBe(200);
  });

  it("answers a module whose stored data is unfit to editors only, as stored", async () => {
    const slug = (await copyPage("/besuch")).slug("visit-3");
    const row = await env.DB.prepare("SELECT id, data FROM page_modules WHERE lang = 'de' AND slug = ?1")
      .bind(slug)
      .first<{ id: number; data: string }>();
    const stored = JSON.parse(row?.data ?? "{}") as Record<string, unknown>;
    await env.DB.prepare("UPDATE page_modules SET data = ?1 WHERE id = ?2")
      .bind(JSON.stringify({ ...stored, layout: 42 }), row?.id)
      .run();
    await expectNotFound(`/de/pageeditor-api/container/by-slug/${slug}`);
    const editor = await getJson<PageModule>(`/de/pageeditor-api/container/by-slug/${slug}`, await editorSession());
    expect(editor.status).toBe(200);
    expect(editor.body.layout).toBe(42);
  });

  it("hides from visitors a module inside a section outside its window", async () => {
    const copy = await copyPage("/besuch");
    const child = await env.DB.prepare(
      `SELECT c.id, c.parent_id FROM page_modules c JOIN page_modules s ON s.id = c.parent_id
        WHERE s.lang = 'de' AND s.slug = ?1 LIMIT 1`,
    )
      .bind(copy.slug("visit-3"))
      .first<{ id: number; parent_id: number }>();
    expect(child).not.toBeNull();
    const inner = copy.slug("inner-test");
    await env.DB.batch([
      env.DB.prepare("UPDATE page_modules SET slug = ?1 WHERE id = ?2").bind(inner, child?.id),
      env.DB.prepare("UPDATE page_modules SET online_to = ?1 WHERE id = ?2").bind(isoAt(-86_400_000), child?.parent_id),
    ]);
    await expectNotFound(`/de/pageeditor-api/container/by-slug/${inner}`);
    await env.DB.prepare("UPDATE page_modules SET online_to = NULL WHERE id = ?1").bind(child?.parent_id).run();
    expect((await getJson(`/de/pageeditor-api/container/by-slug/${inner}`)).status).toBe(200);
  });

  it("answers 404 for unknown slugs and, for visitors, sections of offline pages", async () => {
    await expectNotFound("/de/pageeditor-api/container/by-slug/no-such-section");
    await expectNotFound("/de/pageeditor-api/container/by-slug/archive-1");
    const editor = await getJson<PageModule>("/de/pageeditor-api/container/by-slug/archive-1", await editorSession());
    expect(editor.status).toBe(200);
  });
});

describe("GET /{lang}/pageeditor-api/redirect", () => {
  it("lists every redirect", async () => {
    const { status, body } = await getJson<RedirectEntry[]>("/de/pageeditor-api/redirect");
    const rows = await env.DB.prepare("SELECT old_path, new_path FROM redirects ORDER BY id").all<RedirectEntry>();
    expect(status).toBe(200);
    expect(body).toEqual(rows.results);
    expect(body.length).toBeGreaterThan(0);
  });
});

describe("GET /api/opening-hours-today/", () => {
  const berlinToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date());

  it("answers today's regular hours and exceptions", async () => {
    const { status, body } = await getJson<OpeningHoursToday>("/api/opening-hours-today/");
    expect(status).toBe(200);
    expect(body.date).toBe(berlinToday());
    const jsDay = new Date(`${body.date}T12:00:00Z`).getUTCDay();
    const rows = await env.DB.prepare("SELECT time_from, closed FROM opening_hours WHERE weekday = ?1")
      .bind((jsDay + 6) % 7)
      .all<{ time_from: string | null; closed: number }>();
    expect(body.opening_hours).toHaveLength(rows.results.length);
    for (const entry of body.opening_hours) {
      expect(Object.keys(entry).sort()).toEqual([
        "alternative_link_url",
        "alternative_text",
        "closed",
        "time_from",
        "time_to",
      ]);
      expect(typeof entry.closed).toBe("boolean");
    }
    expect(body.opening_hours_exceptions).toEqual(expect.any(Array));
  });

  it("includes an exception for today in the request's language", async () => {
    await env.DB.prepare(
      `INSERT INTO opening_hours_exceptions (id, date, time_from, time_to, closed, alternative_text_de, alternative_text_en)
       VALUES (9001, ?1, '12:00:00', '14:00:00', 0, 'Nur mittags', 'Lunchtime only')`,
    )
      .bind(berlinToday())
      .run();
    try {
      const { body } = await getJson<OpeningHoursToday>("/api/opening-hours-today/?lang=en");
      expect(body.opening_hours_exceptions).toContainEqual({
        time_from: "12:00:00",
        time_to: "14:00:00",
        closed: false,
        alternative_link_url: null,
        alternative_text: "Lunchtime only",
      });
    } finally {
      await env.DB.prepare("DELETE FROM opening_hours_exceptions WHERE id = 9001").run();
    }
  });
});

describe("GET /api/breaking-news/", () => {
  it("lists the active alerts in the window, in the request's language", async () => {
    const { status, body } = await getJson<BreakingNewsAlert[]>("/api/breaking-news/");
    expect(status).toBe(200);
    const active = await env.DB.prepare(
      `SELECT id, title_en FROM breaking_news WHERE is_active = 1 AND (online_from IS NULL OR online_from <= ?1)
         AND (online_to IS NULL OR online_to > ?1)`,
    )
      .bind(isoAt(0))
      .all<{ id: number; title_en: string }>();
    expect(body.map((a) => a.id).sort()).toEqual(active.results.map((a) => a.id).sort());
    expect(body.length).toBeGreaterThan(0);
    expect(Object.keys(body[0] ?? {}).sort()).toEqual(["id", "link", "link_title", "text", "title"]);
    const en = await getJson<BreakingNewsAlert[]>("/api/breaking-news", { headers: { "Accept-Language": "en" } });
    expect(en.body[0]?.title).toBe(active.results.find((a) => a.id === en.body[0]?.id)?.title_en);
  });

  it("links to the page in the request's language, the German one where no English link is set", async () => {
    const de = await getJson<BreakingNewsAlert[]>("/api/breaking-news/?lang=de");
    const en = await getJson<BreakingNewsAlert[]>("/api/breaking-news/?lang=en");
    const id = de.body[0]?.id;
    const row = await env.DB.prepare("SELECT link, link_en FROM breaking_news WHERE id = ?1")
      .bind(id)
      .first<{ link: string; link_en: string }>();
    expect(row?.link).toMatch(/^\/de\//);
    expect(row?.link_en).toMatch(/^\/en\//);
    expect(de.body[0]?.link).toBe(row?.link);
    expect(en.body.find((alert) => alert.id === id)?.link).toBe(row?.link_en);

    // Rows from before migration 0007 have no English link: English visitors get the one there is.
    const withoutEnglish = await copyRow("breaking_news", id ?? 0, { link_en: null });
    await clearCache();
    const fallback = await getJson<BreakingNewsAlert[]>("/api/breaking-news/?lang=en");
    expect(fallback.body.find((alert) => alert.id === withoutEnglish)?.link).toBe(row?.link);
  });

  it("drops an alert once its window has closed", async () => {
    const { body } = await getJson<BreakingNewsAlert[]>("/api/breaking-news/");
    // A copy of a listed alert whose window has closed.
    const id = await copyRow("breaking_news", body[0]?.id ?? 0, { online_to: isoAt(-1000) });
    await clearCache();
    const after = await getJson<BreakingNewsAlert[]>("/api/breaking-news/");
    expect(after.body.map((a) => a.id)).not.toContain(id);
  });
});
