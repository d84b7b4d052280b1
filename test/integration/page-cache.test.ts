import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "../../workers/app";
import { contentGeneration } from "../../workers/cache/generation";
import { type PageState, purgeForChange } from "../../workers/cache/purge";
import { cachedPage, pageCacheKey, shareablePageKey, storeWhileStreaming } from "../../workers/ssr/page-cache";
import { editorSession, ORIGIN } from "./api-helpers";
import { insertPage, uniqueToken } from "./fixtures";

const cachingEnv = { ...env, CACHE_MEMO_SECONDS: "5" } as Env;
const probe = (cookie?: string) =>
  new Request(`https://kultur.example/de/${uniqueToken("probe")}`, { headers: cookie ? { Cookie: cookie } : {} });

async function store(key: string, nonce: string, html: string, status = 200): Promise<string> {
  const pending: Promise<unknown>[] = [];
  const response = storeWhileStreaming(
    key,
    nonce,
    new Response(html, { status, headers: { "Content-Type": "text/html; charset=UTF-8" } }),
    (promise) => pending.push(promise),
  );
  const streamed = await response.text();
  await Promise.all(pending);
  return streamed;
}

describe("edge page cache for anonymous visitors", () => {
  it("keys a page by its URL and the content generation, appended so no URL can name another's entry", async () => {
    expect(pageCacheKey("https://kultur.example/de/a", 7)).toBe("https://kultur.example/de/a?__gen=7");
    expect(pageCacheKey("https://kultur.example/de/a?x=1", 7)).toBe("https://kultur.example/de/a?x=1&__gen=7");
    expect(pageCacheKey("https://kultur.example/de/a?__gen=7", 7)).not.toBe(
      pageCacheKey("https://kultur.example/de/a", 7),
    );
    const request = probe("csrftoken=abc; cc_cookie=%7B%7D");
    expect(await shareablePageKey(cachingEnv, request, false)).toBe(
      pageCacheKey(request.url, await contentGeneration(cachingEnv)),
    );
  });

  it("serves a stored page with the new response's nonce", async () => {
    const key = pageCacheKey(probe().url, 1);
    const html = '<script nonce="OLD+nonce=">1</script><p>body</p>';
    expect(await store(key, "OLD+nonce=", html)).toBe(html);
    const hit = await cachedPage(key, "NEW/nonce");
    expect(hit?.headers.get("Content-Type")).toBe("text/html; charset=UTF-8");
    expect(hit?.headers.get("X-Page-Cache")).toBe("hit");
    expect(await hit?.text()).toBe('<script nonce="NEW/nonce">1</script><p>body</p>');
  });

  it("ignores the tag manager's analytics cookies", async () => {
    const analytics = probe(
      "csrftoken=abc; cc_cookie=%7B%7D; _ga=GA1.1.42; _ga_K2026=GS1.1; _gac_UA-1=1.2; _gid=GA1.1.7; _gcl_au=1.1",
    );
    expect(await shareablePageKey(cachingEnv, analytics, false)).toEqual(expect.any(String));
    expect(await shareablePageKey(cachingEnv, probe("_ga=GA1.1.42; cartAmount=1"), false)).toBeNull();
    expect(await shareablePageKey(cachingEnv, probe("_gallery=open"), false)).toBeNull();
  });

  it("bypasses editors, personal cookies and a disabled cache", async () => {
    expect(await shareablePageKey(cachingEnv, probe(), true)).toBeNull();
    expect(await shareablePageKey(cachingEnv, probe("csrftoken=abc; cartAmount=2"), false)).toBeNull();
    expect(await shareablePageKey(cachingEnv, probe("alert-7=7"), false)).toBeNull();
    // A value a strict cookie parser would drop still names a cookie.
    expect(await shareablePageKey(cachingEnv, probe('csrftoken=abc; prefs={"theme":"dark"}'), false)).toBeNull();
    expect(await shareablePageKey(env, probe(), false)).toBeNull();
    // Its language comes from Accept-Language, not the URL the key is made of.
    expect(await shareablePageKey(cachingEnv, new Request("https://kultur.example/webshop/cart"), false)).toBeNull();
    const post = new Request("https://kultur.example/de/cache-probe", { method: "POST" });
    expect(await shareablePageKey(cachingEnv, post, false)).toBeNull();
  });

  it("keeps only complete 200 documents", async () => {
    const key = pageCacheKey(probe().url, 1);
    await store(key, "n", "<p>missing</p>", 404);
    expect(await cachedPage(key, "m")).toBeNull();
  });
});

describe("pages through the whole worker", () => {
  const app = createApp();

  async function visit(path: string, cookie?: string) {
    const ctx = createExecutionContext();
    const response = await app.fetch(
      new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} }),
      cachingEnv,
      ctx,
    );
    const html = await response.text();
    await waitOnExecutionContext(ctx);
    expect(response.status, path).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
    return { html, hit: response.headers.get("X-Page-Cache") === "hit", nonce };
  }

  async function pageState(id: number): Promise<PageState> {
    const row = await env.DB.prepare("SELECT * FROM pages WHERE id = ?1").bind(id).first<PageState>();
    if (!row) throw new Error(`no page ${id}`);
    return row;
  }

  /** A save as a writer makes it: the D1 change, then the purge. */
  async function renameGerman(id: number, title: string): Promise<void> {
    const before = await pageState(id);
    await env.DB.prepare("UPDATE pages SET title_de = ?1 WHERE id = ?2").bind(title, id).run();
    await purgeForChange(cachingEnv, { kind: "page", before, after: await pageState(id) });
  }

  it("serves the second anonymous view from the edge cache, with that response's own nonce", async () => {
    const page = await insertPage();
    const first = await visit(`/de${page.path}`);
    expect(first.hit).toBe(false);
    expect(first.html).toContain(page.title);
    const second = await visit(`/de${page.path}`);
    expect(second.hit).toBe(true);
    expect(second.html).toContain(page.title);
    expect(second.nonce).toEqual(expect.any(String));
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.html).toContain(`nonce="${second.nonce}"`);
    expect(second.html).not.toContain(`nonce="${first.nonce}"`);
  });

  it("after a save, the next visitor gets fresh HTML; with one global generation the other language renders afresh too", async () => {
    const page = await insertPage();
    await visit(`/de${page.path}`);
    await visit(`/en${page.path}`);
    expect((await visit(`/de${page.path}`)).hit).toBe(true);
    expect((await visit(`/en${page.path}`)).hit).toBe(true);

    const renamed = `Neu ${uniqueToken()}`;
    await renameGerman(page.id, renamed);
    const german = await visit(`/de${page.path}`);
    expect(german.hit).toBe(false);
    expect(german.html).toContain(renamed);
    const english = await visit(`/en${page.path}`);
    expect(english.hit).toBe(false);
    expect(english.html).not.toContain(renamed);
    expect((await visit(`/de${page.path}`)).hit).toBe(true);
  });

  it("a visitor with a session cookie never hits or fills the cache, nor does one with a cart", async () => {
    const page = await insertPage();
    const { headers } = await editorSession();
    for (const cookie of [headers.Cookie, "cartAmount=2"]) {
      expect((await visit(`/de${page.path}`, cookie)).hit).toBe(false);
      expect((await visit(`/de${page.path}`, cookie)).hit).toBe(false);
    }
    // Neither render was stored: the first anonymous view is rendered too.
    expect((await visit(`/de${page.path}`)).hit).toBe(false);
    expect((await visit(`/de${page.path}`)).hit).toBe(true);
    expect((await visit(`/de${page.path}`, headers.Cookie)).hit).toBe(false);
  });

  it("shows a version at ?version_id= to an editor only; visitors get and cache the live page there (ADR 0024)", async () => {
    const page = await insertPage();
    const row = await env.DB.prepare("SELECT * FROM pages WHERE id = ?1").bind(page.id).first();
    const old = `Alte Fassung ${uniqueToken()}`;
    const version = await env.DB.prepare(
      "INSERT INTO page_versions (page_id, lang, snapshot, created_at) VALUES (?1, 'de', ?2, ?3) RETURNING id",
    )
      .bind(page.id, JSON.stringify({ page: { ...row, title_de: old }, modules: [] }), new Date().toISOString())
      .first<{ id: number }>();
    const preview = `/de${page.path}?version_id=${version?.id}`;
    const { headers } = await editorSession();

    const before = await visit(preview);
    expect(before.html).toContain(page.title);
    expect(before.html).not.toContain(old);
    const editor = await visit(preview, headers.Cookie);
    expect(editor.hit).toBe(false);
    expect(editor.html).toContain(old);
    const after = await visit(preview);
    expect(after.hit).toBe(true);
    expect(after.html).not.toContain(old);
  });
});
