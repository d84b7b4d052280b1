import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { cachedPage, pageCacheKey, storeWhileStreaming } from "../../workers/ssr/page-cache";

const cachingEnv = { ...env, CACHE_MEMO_SECONDS: "5" } as Env;
const page = (cookie?: string) =>
  new Request("https://kultur.example/de/cache-probe", { headers: cookie ? { Cookie: cookie } : {} });

async function store(key: string, nonce: string, html: string, status = 200): Promise<string> {
  const pending: Promise<unknown>[] = [];
  const response = storeWhileStreaming(
    cachingEnv,
    key,
    nonce,
    new Response(html, { status, headers: { "Content-Type": "text/html; charset=UTF-8" } }),
    (promise) => pending.push(promise),
  );
  const streamed = await response.text();
  await Promise.all(pending);
  return streamed;
}

describe("page cache for anonymous visitors", () => {
  it("serves a stored page with the new response's nonce", async () => {
    const key = pageCacheKey(cachingEnv, page("csrftoken=abc; cc_cookie=%7B%7D"), false);
    expect(key).toBe("https://kultur.example/de/cache-probe");
    const html = '<script nonce="OLD+nonce=">1</script><p>body</p>';
    expect(await store(key as string, "OLD+nonce=", html)).toBe(html);
    const hit = cachedPage(key as string, "NEW/nonce");
    expect(hit?.headers.get("Content-Type")).toBe("text/html; charset=UTF-8");
    expect(await hit?.text()).toBe('<script nonce="NEW/nonce">1</script><p>body</p>');
  });

  it("ignores the tag manager's analytics cookies", () => {
    const analytics = page(
      "csrftoken=abc; cc_cookie=%7B%7D; _ga=GA1.1.42; _ga_K2026=GS1.1; _gac_UA-1=1.2; _gid=GA1.1.7; _gcl_au=1.1",
    );
    expect(pageCacheKey(cachingEnv, analytics, false)).toBe("https://kultur.example/de/cache-probe");
    expect(pageCacheKey(cachingEnv, page("_ga=GA1.1.42; cartAmount=1"), false)).toBeNull();
    expect(pageCacheKey(cachingEnv, page("_gallery=open"), false)).toBeNull();
  });

  it("bypasses editors, personal cookies and a disabled cache", () => {
    expect(pageCacheKey(cachingEnv, page(), true)).toBeNull();
    expect(pageCacheKey(cachingEnv, page("csrftoken=abc; cartAmount=2"), false)).toBeNull();
    expect(pageCacheKey(cachingEnv, page("alert-7=7"), false)).toBeNull();
    // A value a strict cookie parser would drop still names a cookie.
    expect(pageCacheKey(cachingEnv, page('csrftoken=abc; prefs={"theme":"dark"}'), false)).toBeNull();
    expect(pageCacheKey(env, page(), false)).toBeNull();
    const post = new Request("https://kultur.example/de/cache-probe", { method: "POST" });
    expect(pageCacheKey(cachingEnv, post, false)).toBeNull();
  });

  it("keeps only complete 200 documents", async () => {
    const key = "https://kultur.example/de/cache-probe-404";
    await store(key, "n", "<p>missing</p>", 404);
    expect(cachedPage(key, "m")).toBeNull();
  });
});
