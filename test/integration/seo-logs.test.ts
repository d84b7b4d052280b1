import { env, SELF } from "cloudflare:test";
import { describe, expect, it, onTestFinished } from "vitest";
import { randomToken } from "../../workers/auth/tokens";
import { cacheKeys } from "../../workers/cache/keys";
import { CUSTOM_HTML_FAILED, extractErrorDocument } from "../../workers/error-pages";
import { getJson, ORIGIN } from "./api-helpers";
import { copyRow, insertRow } from "./fixtures";

/** SEO documents, the dashboard's error log and search keywords (SPEC §1, §7, §8). */

async function text(path: string): Promise<{ status: number; type: string | null; body: string }> {
  const response = await SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual" });
  return { status: response.status, type: response.headers.get("Content-Type"), body: await response.text() };
}

/** Settings are cached in KV; a test that changes them in D1 drops the cached copy. */
async function setSiteOnline(online: boolean): Promise<void> {
  await env.DB.prepare("UPDATE site_settings SET is_site_online = ?1")
    .bind(online ? 1 : 0)
    .run();
  await env.CACHE.delete(cacheKeys.settings());
}

async function setDesignErrors(errors: Record<string, string>): Promise<void> {
  await env.DB.prepare("UPDATE design_settings SET data = json_set(data, '$.errors', json(?1))")
    .bind(JSON.stringify(errors))
    .run();
  await env.CACHE.delete(cacheKeys.settings());
}

/**
 * Each detail kind's first path segment per language (SPEC §2), written out rather than taken
 * from the worker's URL helper, so a wrong helper fails here.
 */
const detailSegments = {
  event: { de: "programm", en: "events" },
  production: { de: "produktionen", en: "productions" },
  article: { de: "mediathek-de", en: "mediathek-en" },
  person: { de: "team", en: "team" },
  venue: { de: "venues", en: "venues" },
  series: { de: "series", en: "series" },
} as const;

function expectedUrl(kind: keyof typeof detailSegments, lang: "de" | "en", slug: string, id: number): string {
  return `/${lang}/${detailSegments[kind][lang]}/${slug}/${id}`;
}

/** The <url> element of `loc` in a sitemap, or undefined. */
function urlElement(xml: string, loc: string): string | undefined {
  return xml.split("<url>").find((part) => part.startsWith(`<loc>${ORIGIN}${loc}</loc>`));
}

describe("robots.txt and sitemaps", () => {
  it("robots.txt points to the sitemap index and keeps crawlers out of the API", async () => {
    const { status, type, body } = await text("/robots.txt");
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain/);
    expect(body).toContain("User-agent: *");
    expect(body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const path of ["/api/", "/de/api/", "/en/api/", "/de/pageeditor-api/"]) {
      expect(body).toContain(`Disallow: ${path}\n`);
    }
    expect(body).not.toMatch(/Disallow: \/\n/);
  });

  it("/sitemap.xml indexes one sitemap per language", async () => {
    const { status, type, body } = await text("/sitemap.xml");
    expect(status).toBe(200);
    expect(type).toMatch(/^application\/xml/);
    expect(body).toContain("<sitemapindex");
    expect(body).toContain(`<loc>${ORIGIN}/de/sitemap.xml</loc>`);
    expect(body).toContain(`<loc>${ORIGIN}/en/sitemap.xml</loc>`);
  });

  it("lists pages and every entity kind with hreflang alternates in the language's URLs", async () => {
    const de = (await text("/de/sitemap.xml")).body;
    const en = (await text("/en/sitemap.xml")).body;
    expect(de).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const home = urlElement(de, "/de");
    expect(home).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/en"/>`);
    expect(home).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/de"/>`);
    expect(urlElement(en, "/en")).toBeDefined();

    const kinds = [
      ["event", "events"],
      ["production", "productions"],
      ["article", "articles"],
      ["person", "persons"],
      ["venue", "venues"],
      ["series", "series"],
    ] as const;
    for (const [kind, table] of kinds) {
      const where = table === "persons" || table === "venues" || table === "series" ? "1 = 1" : "is_online = 1";
      const row = await env.DB.prepare(
        `SELECT id, slug_de, slug_en FROM ${table} WHERE ${where} ORDER BY id LIMIT 1`,
      ).first<{ id: number; slug_de: string; slug_en: string }>();
      if (!row) throw new Error(`the seed has no ${table}`);
      const deUrl = expectedUrl(kind, "de", row.slug_de, row.id);
      const enUrl = expectedUrl(kind, "en", row.slug_en, row.id);
      const element = urlElement(de, deUrl);
      expect(element, `${kind} ${deUrl}`).toBeDefined();
      expect(element).toContain(`hreflang="en" href="${ORIGIN}${enUrl}"`);
      expect(urlElement(en, enUrl), `${kind} ${enUrl}`).toBeDefined();
      expect(urlElement(en, deUrl)).toBeUndefined();
    }
    expect(de).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
  });

  it("leaves out offline pages and entities and the noindex list", async () => {
    const offline = await env.DB.prepare("SELECT path_de, path_en FROM pages WHERE is_online = 0 LIMIT 1").first<{
      path_de: string;
      path_en: string;
    }>();
    expect(offline).not.toBeNull();
    const seededEvent = await env.DB.prepare(
      "SELECT id, slug_de FROM events WHERE is_online = 1 ORDER BY id DESC LIMIT 1",
    ).first<{ id: number; slug_de: string }>();
    if (!seededEvent) throw new Error("the seed has no online event");
    const event = {
      id: await copyRow("events", seededEvent.id, { is_online: 0, id_jet: null }),
      slug_de: seededEvent.slug_de,
    };
    const offlineArticle = await env.DB.prepare("SELECT id, slug_de FROM articles WHERE is_online = 0 LIMIT 1").first<{
      id: number;
      slug_de: string;
    }>();
    if (!offlineArticle) throw new Error("the seed has no offline article");
    // One language only: the German page stays, without its English alternate.
    await insertRow("noindex_paths", { lang: "en", path: "/impressum" });
    await env.CACHE.delete(cacheKeys.noindex());
    onTestFinished(() => env.CACHE.delete(cacheKeys.noindex()));

    const de = (await text("/de/sitemap.xml")).body;
    const en = (await text("/en/sitemap.xml")).body;
    expect(urlElement(de, `/de${offline?.path_de}`)).toBeUndefined();
    expect(urlElement(en, `/en${offline?.path_en}`)).toBeUndefined();
    expect(urlElement(de, "/de/sommerfest")).toBeUndefined();
    expect(urlElement(en, "/en/summer-party")).toBeUndefined();
    expect(de).not.toContain("/sommerfest<");
    expect(urlElement(de, `/de/programm/${event.slug_de}/${event.id}`)).toBeUndefined();
    expect(urlElement(de, `/de/mediathek-de/${offlineArticle.slug_de}/${offlineArticle.id}`)).toBeUndefined();
    const imprint = urlElement(de, "/de/impressum");
    expect(imprint).toBeDefined();
    expect(imprint).not.toContain('hreflang="en"');
    expect(urlElement(en, "/en/impressum")).toBeUndefined();
  });

  it("lists the list pages, magazine categories and tags and online forms with hreflang alternates", async () => {
    type SlugRow = { id: number; slug_de: string; slug_en: string };
    const lastRow = async (table: string) => {
      const row = await env.DB.prepare(
        `SELECT id, slug_de, slug_en FROM ${table} ORDER BY id DESC LIMIT 1`,
      ).first<SlugRow>();
      if (!row) throw new Error(`the seed has no ${table}`);
      return row;
    };
    const [category, tag, form] = await Promise.all([
      lastRow("article_categories"),
      lastRow("article_tags"),
      lastRow("forms"),
    ]);
    const pages: [de: string, en: string][] = [
      ["/de/team", "/en/team"],
      ["/de/produktionen", "/en/productions"],
      ["/de/mediathek-de", "/en/mediathek-en"],
      ["/de/mediathek-de/tags", "/en/mediathek-en/tags"],
      [
        `/de/mediathek-de/categories/${category.slug_de}/${category.id}`,
        `/en/mediathek-en/categories/${category.slug_en}/${category.id}`,
      ],
      [`/de/mediathek-de/tags/${tag.slug_de}/${tag.id}`, `/en/mediathek-en/tags/${tag.slug_en}/${tag.id}`],
      [`/de/formular/${form.slug_de}/${form.id}`, `/en/form/${form.slug_en}/${form.id}`],
    ];
    const de = (await text("/de/sitemap.xml")).body;
    const en = (await text("/en/sitemap.xml")).body;
    for (const [deUrl, enUrl] of pages) {
      const element = urlElement(de, deUrl);
      expect(element, deUrl).toBeDefined();
      expect(element).toContain(`hreflang="en" href="${ORIGIN}${enUrl}"`);
      expect(element).toContain(`hreflang="x-default" href="${ORIGIN}${deUrl}"`);
      expect(urlElement(en, enUrl), enUrl).toContain(`hreflang="de" href="${ORIGIN}${deUrl}"`);
    }
  });

  it("lists a list page once, also where an editor page has its path, and leaves out offline forms", async () => {
    const occurrences = (xml: string, loc: string) => xml.split(`<loc>${ORIGIN}${loc}</loc>`).length - 1;
    const programme = await env.DB.prepare("SELECT id FROM pages WHERE path_de = '/programm'").first<{ id: number }>();
    if (!programme) throw new Error("the seed has no editor page at /programm");
    const form = await env.DB.prepare("SELECT id, slug_de FROM forms WHERE is_online = 1 LIMIT 1").first<{
      id: number;
      slug_de: string;
    }>();
    if (!form) throw new Error("the seed has no online form");

    const de = (await text("/de/sitemap.xml")).body;
    const en = (await text("/en/sitemap.xml")).body;
    expect(occurrences(de, "/de/programm")).toBe(1);
    expect(occurrences(en, "/en/events")).toBe(1);
    expect(occurrences(de, "/de/team")).toBe(1);

    // Without an online editor page at its path a list is still a page of the site: an offline copy
    // of the /programm page at the productions list's paths (no seeded page has them), and an
    // offline copy of the form.
    await copyRow("pages", programme.id, { path_de: "/produktionen", path_en: "/productions", is_online: 0 });
    const offlineForm = await copyRow("forms", form.id, { is_online: 0 });
    const withoutPage = (await text("/de/sitemap.xml")).body;
    expect(occurrences(withoutPage, "/de/produktionen")).toBe(1);
    expect(urlElement(withoutPage, "/de/produktionen")).toContain(`hreflang="en" href="${ORIGIN}/en/productions"`);
    expect(urlElement(withoutPage, `/de/formular/${form.slug_de}/${offlineForm}`)).toBeUndefined();
  });

  it("leaves a list page out in the language whose noindex list has it", async () => {
    await env.DB.prepare("INSERT INTO noindex_paths (lang, path) VALUES ('de', '/mediathek-de/tags')").run();
    await env.CACHE.delete(cacheKeys.noindex());
    try {
      const de = (await text("/de/sitemap.xml")).body;
      const en = (await text("/en/sitemap.xml")).body;
      expect(urlElement(de, "/de/mediathek-de/tags")).toBeUndefined();
      const tags = urlElement(en, "/en/mediathek-en/tags");
      expect(tags).toBeDefined();
      expect(tags).not.toContain('hreflang="de"');
    } finally {
      await env.DB.prepare("DELETE FROM noindex_paths WHERE lang = 'de' AND path = '/mediathek-de/tags'").run();
      await env.CACHE.delete(cacheKeys.noindex());
    }
  });

  it("answers 404 for a sitemap of an unknown language", async () => {
    const { status } = await text("/fr/sitemap.xml");
    expect(status).toBe(404);
  });
});

describe("noindex list", () => {
  it("answers listed pages with X-Robots-Tag noindex, in their language only", async () => {
    const listed = await SELF.fetch(`${ORIGIN}/de/sommerfest`);
    expect(listed.status).toBe(200);
    expect(listed.headers.get("X-Robots-Tag")).toBe("noindex");
    const other = await SELF.fetch(`${ORIGIN}/de/ueber-uns`);
    expect(other.status).toBe(200);
    expect(other.headers.get("X-Robots-Tag")).toBeNull();
    // The English list names /summer-party, not the German path.
    const wrongLanguage = await SELF.fetch(`${ORIGIN}/en/sommerfest`);
    expect(wrongLanguage.headers.get("X-Robots-Tag")).toBeNull();
    const englishCounterpart = await SELF.fetch(`${ORIGIN}/en/summer-party`);
    expect(englishCounterpart.status).toBe(200);
    expect(englishCounterpart.headers.get("X-Robots-Tag")).toBe("noindex");

    // The seed lists its pages in both languages; the imprint exists in both under one path, so
    // listing it for English alone shows the list is read per language, not per path.
    await env.DB.prepare("INSERT INTO noindex_paths (lang, path) VALUES ('en', '/impressum')").run();
    await env.CACHE.delete(cacheKeys.noindex());
    try {
      const listedInEnglish = await SELF.fetch(`${ORIGIN}/en/impressum`);
      expect(listedInEnglish.status).toBe(200);
      expect(listedInEnglish.headers.get("X-Robots-Tag")).toBe("noindex");
      const notListedInGerman = await SELF.fetch(`${ORIGIN}/de/impressum`);
      expect(notListedInGerman.status).toBe(200);
      expect(notListedInGerman.headers.get("X-Robots-Tag")).toBeNull();
    } finally {
      await env.DB.prepare("DELETE FROM noindex_paths WHERE lang = 'en' AND path = '/impressum'").run();
      await env.CACHE.delete(cacheKeys.noindex());
    }
  });
});

describe("POST /{lang}/api/dashboard-error-log/", () => {
  const csrf = randomToken(32);
  const log = (body: unknown, headers: Record<string, string> = {}) =>
    getJson("/en/api/dashboard-error-log/", {
      method: "POST",
      body: typeof body === "string" ? body : JSON.stringify(body),
      headers: {
        Cookie: `csrftoken=${csrf}`,
        "X-CSRFToken": csrf,
        Origin: ORIGIN,
        "Content-Type": "application/json",
        "CF-Connecting-IP": "198.51.100.7",
        ...headers,
      },
    });

  it("stores the URL of a 404 view", async () => {
    const { status, body } = await log({ url: "/en/no/such/page?from=mail" });
    expect(status).toBe(201);
    expect(body).toEqual({ status: "ok" });
    const row = await env.DB.prepare(
      "SELECT url, status, message, lang FROM error_log ORDER BY id DESC LIMIT 1",
    ).first();
    expect(row).toEqual({ url: "/en/no/such/page?from=mail", status: 404, message: null, lang: "en" });
  });

  it("stores a status and message when given", async () => {
    const { status } = await log({ url: "/en/x", status: 503, message: CUSTOM_HTML_FAILED });
    expect(status).toBe(201);
    const row = await env.DB.prepare("SELECT status, message FROM error_log ORDER BY id DESC LIMIT 1").first();
    expect(row).toEqual({ status: 503, message: CUSTOM_HTML_FAILED });
  });

  it.each([
    ["no url", {}],
    ["an empty url", { url: "" }],
    ["a url of another site", { url: "https://evil.example/" }],
    ["a scheme-relative url", { url: "//evil.example/" }],
    ["a url above 2000 characters", { url: `/${"a".repeat(2000)}` }],
    ["a url with a line break", { url: "/a\nb" }],
    ["a status outside 400-599", { url: "/a", status: 200 }],
  ])("refuses %s with 400 naming the field, storing nothing", async (_kind, body) => {
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM error_log").first<{ n: number }>();
    const response = await log(body);
    expect(response.status).toBe(400);
    expect(response.body.field).toBe("status" in body ? "status" : "url");
    const after = await env.DB.prepare("SELECT COUNT(*) AS n FROM error_log").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it("takes the longest URL and message, and refuses a body above 64 KiB unread (413), storing nothing", async () => {
    const longest = await log({ url: `/${"ä".repeat(1999)}`, message: "€".repeat(500) });
    expect(longest.status).toBe(201);
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM error_log").first<{ n: number }>();
    const response = await log({ url: "/en/x", message: "x".repeat(64 * 1024) });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: "payload_too_large", detail: "The body is larger than 64 KiB." });
    const after = await env.DB.prepare("SELECT COUNT(*) AS n FROM error_log").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it("needs the CSRF header and the same origin", async () => {
    expect((await log({ url: "/en/x" }, { "X-CSRFToken": "" })).status).toBe(403);
    expect((await log({ url: "/en/x" }, { Origin: "https://evil.example" })).status).toBe(403);
    expect((await log("url=/en/x", { "Content-Type": "text/plain" })).status).toBe(415);
  });
});

describe("search keywords", () => {
  async function keywordRows(keyword: string) {
    const { results } = await env.DB.prepare(
      "SELECT lang, keyword, result_count FROM search_keywords WHERE keyword = ?1 ORDER BY id",
    )
      .bind(keyword)
      .all<{ lang: string; keyword: string; result_count: number }>();
    return results;
  }

  it("logs a full search with its result count, in the request's language", async () => {
    const { status, body } = await getJson<{ events: { count: number }; others: { count: number } }>(
      "/api/search/?query=sommernachtstraum&lang=en",
    );
    expect(status).toBe(200);
    const rows = await keywordRows("sommernachtstraum");
    expect(rows).toEqual([
      { lang: "en", keyword: "sommernachtstraum", result_count: body.events.count + body.others.count },
    ]);
  });

  it("logs searches without results too, and never autocomplete requests", async () => {
    await getJson("/api/search/autocomplete/?query=zauberfl");
    await getJson("/api/search/?query=xyzzynothing");
    const rows = await keywordRows("xyzzynothing");
    expect(rows.map((row) => row.result_count)).toEqual([0]);
    expect(await keywordRows("zauberfl")).toEqual([]);
  });
});

describe("custom error pages", () => {
  it("reads style and body of a custom document, dropping what could run code", async () => {
    const page = await extractErrorDocument(`<!doctype html>
<html><head><title>Wartung</title><meta http-equiv="refresh" content="0;url=https://evil.example">
<style>@import url("https://evil.example/x.css"); h1 { color: red } .x::after { content: "</style><script>" }</style>
<script>alert(1)</script></head>
<body class="b"><h1 onclick="alert(2)">Website offline</h1>
<a href="javascript:alert(3)">Start</a> <a href="/de">Home</a> <a href="javascript&colon;alert(5)">Encoded</a>
<a href="&#106;avascript:alert(6)">Numeric</a> <svg><a><set attributeName="href" to="javascript:alert(7)"/></a></svg>
<a href="/ok" href="javascript:alert(8)">Twice</a> <a href="/\\evil.example">Slash</a>
<iframe src="https://evil.example"></iframe><img src="/logo.png" onerror="alert(4)" alt="Logo"><plaintext>rest</body></html>`);
    expect(page.style).toContain("h1 { color: red }");
    expect(page.style).not.toContain("@import");
    expect(page.style).not.toContain("</style");
    expect(page.body).toContain("<h1>Website offline</h1>");
    expect(page.body).toContain('<a href="/de">Home</a>');
    expect(page.body).toMatch(/<img src="\/logo.png" alt="Logo"\s*\/?>/);
    expect(page.body).not.toContain("evil.example");
    for (const gone of [
      "<script",
      "alert(",
      "javascript:",
      "javascript&colon;",
      "&#106;avascript",
      "<svg",
      "<set",
      "<iframe",
      "<plaintext",
      "<title",
      "<meta",
      "<body",
      "<html",
      "<!doctype",
    ]) {
      expect(page.body.toLowerCase()).not.toContain(gone.toLowerCase());
    }
  });

  it("drops script URLs spelled with entities, control characters or whitespace", async () => {
    const disguised = [
      "JaVaScRiPt:alert(1)",
      "  javascript:alert(1)",
      "\u00a0javascript:alert(1)",
      "\u0001javascript:alert(1)",
      "\u001fjavascript:alert(1)",
      "\u000bjavascript:alert(1)",
      "java\tscript:alert(1)",
      "java\nscript:alert(1)",
      "&#x6A;avascript:alert(1)",
      "&#x20;javascript:alert(1)",
      "&#1;javascript:alert(1)",
      "java&#x09;script:alert(1)",
      "java&Tab;script:alert(1)",
      "java&NewLine;script:alert(1)",
      "javascript&#58;alert(1)",
      "javascript&#x3a;alert(1)",
      "javascript&#58alert(1)",
      "javascript&#0000058alert(1)",
      "vbscript:msgbox(1)",
      "data:text/html,<script>alert(1)</script>",
    ];
    for (const href of disguised) {
      const page = await extractErrorDocument(`<a href="${href.replaceAll("<", "&lt;")}">x</a>`);
      expect(page.body, href).toBe("<a>x</a>");
    }
  });

  it("keeps web, mail and relative links, an encoded & in their query too", async () => {
    for (const href of [
      "https://example.org/?a=1&amp;b=2",
      "/de/suche?q=faust&amp;page=2",
      "#kontakt",
      "../programm",
      "mailto:info@example.org",
      "tel:+4930123",
    ]) {
      const page = await extractErrorDocument(`<a href="${href}">x</a>`);
      expect(page.body, href).toBe(`<a href="${href}">x</a>`);
    }
  });

  it("answers 404 for a status without a custom page", async () => {
    const { status } = await getJson("/de/api/error-pages/418/");
    expect(status).toBe(404);
    const bad = await getJson("/de/api/error-pages/abc/");
    expect(bad.status).toBe(404);
  });

  it("serves the seeded 503 page's style and body", async () => {
    const { status, body } = await getJson<{ style: string; body: string }>("/de/api/error-pages/503/");
    expect(status).toBe(200);
    expect(body.body).toContain("<h1>Website offline</h1>");
    expect(body.body).not.toContain("<title");
    // Shown inside the app's own main landmark, the file's becomes a plain block.
    expect(body.body).toContain('<div class="maintenance">');
    expect(body.body).not.toContain("<main");
    expect(body.style).toContain(".maintenance");
  });

  it("the offline site shows the custom 503 page, its style under the page's nonce", async () => {
    await setSiteOnline(false);
    try {
      const response = await SELF.fetch(`${ORIGIN}/de/programm`);
      expect(response.status).toBe(503);
      const html = await response.text();
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
      expect(html).toContain(`<style nonce="${nonce}">`);
      expect(html).toContain(".maintenance");
      expect(html).toContain('<main class="maintenance">');
      expect(html).toContain("Website offline");
    } finally {
      await setSiteOnline(true);
    }
  });

  it("logs 'Unable to load custom HTML file for this error' and falls back when the file is missing", async () => {
    await setDesignErrors({ "503": "/errors/missing.html" });
    try {
      const api = await getJson("/de/api/error-pages/503/");
      expect(api.status).toBe(404);
      const row = await env.DB.prepare("SELECT url, status, message FROM error_log ORDER BY id DESC LIMIT 1").first();
      expect(row).toEqual({ url: "/errors/missing.html", status: 503, message: CUSTOM_HTML_FAILED });

      await setSiteOnline(false);
      const response = await SELF.fetch(`${ORIGIN}/en/events`);
      expect(response.status).toBe(503);
      const html = await response.text();
      expect(html).not.toContain("maintenance");
      expect(html).toContain("Website offline");
    } finally {
      await setSiteOnline(true);
      await setDesignErrors({ "503": "/errors/503.html" });
    }
  });
});
