import { env, SELF } from "cloudflare:test";
import { Hono } from "hono";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { requireCsrf } from "../../workers/auth/csrf";
import { cacheKeys } from "../../workers/cache/keys";
import type { AppEnv } from "../../workers/env";

const ORIGIN = "https://kultur.example";
const get = (path: string, init?: RequestInit) => SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual", ...init });

async function setSiteOnline(online: boolean) {
  await env.DB.prepare("UPDATE site_settings SET is_site_online = ?1 WHERE id = 1")
    .bind(online ? 1 : 0)
    .run();
  await env.CACHE.delete(cacheKeys.settings());
}

beforeEach(async () => {
  await setSiteOnline(true);
  await env.CACHE.delete(cacheKeys.redirects());
});

describe("language", () => {
  it("sends / to the default language", async () => {
    const response = await get("/");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/de");
  });

  it("answers an unknown language with the 404 page", async () => {
    const errors = vi.spyOn(console, "error");
    try {
      const response = await get("/fr/programm");
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain("Diese Seite konnte nicht gefunden werden");
      // Titled like every page, also for crawlers and visitors without JavaScript.
      expect(html).toMatch(/<title>Diese Seite konnte nicht gefunden werden \| Kulturwerk<\/title>/);
      // Regression: the 404 page's in-process calls once ran without a session result and the
      // user-details call failed with a 500.
      expect(errors.mock.calls.flat().join(" ")).not.toContain("failed");
    } finally {
      errors.mockRestore();
    }
  });

  it("answers an unknown language in an API path with JSON 404", async () => {
    const response = await get("/xx/api/events/");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: "not_found" });
  });
});

describe("security headers", () => {
  it("sets a fresh CSP nonce and the hardening headers on HTML", async () => {
    const [a, b] = await Promise.all([get("/de"), get("/de")]);
    const csp = a.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(b.headers.get("Content-Security-Policy")).not.toBe(csp);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(await a.text()).toContain(`nonce="${nonce}"`);
    expect(a.headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
    expect(a.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(a.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });

  it("sets the hardening headers on JSON too", async () => {
    const response = await get("/api/breaking-news/");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Strict-Transport-Security")).toContain("max-age=31536000");
  });
});

describe("csrf cookie", () => {
  it("issues a csrftoken cookie on HTML responses to visitors without one", async () => {
    const response = await get("/de");
    const cookie = response.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^csrftoken=[A-Za-z0-9_-]{32,}; Max-Age=31536000; Path=\/; Secure; SameSite=Lax$/);
  });

  it("keeps an existing well-formed token", async () => {
    const token = "a".repeat(43);
    const response = await get("/de", { headers: { Cookie: `csrftoken=${token}` } });
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });
});

describe("requireCsrf", () => {
  const app = new Hono<AppEnv>().post("/mutate", requireCsrf("json"), (c) => c.json({ ok: true }));
  const token = "b".repeat(43);
  const post = (headers: Record<string, string>) =>
    app.request(`${ORIGIN}/mutate`, { method: "POST", headers, body: "{}" }, env);
  const valid = {
    Cookie: `csrftoken=${token}`,
    "X-CSRFToken": token,
    Origin: ORIGIN,
    "Content-Type": "application/json",
  };

  it("accepts the cookie echoed in the header from the same origin with JSON", async () => {
    expect((await post(valid)).status).toBe(200);
  });
  it("refuses a missing header", async () => {
    const { "X-CSRFToken": _, ...rest } = valid;
    expect((await post(rest)).status).toBe(403);
  });
  it("refuses a wrong token", async () => {
    expect((await post({ ...valid, "X-CSRFToken": "c".repeat(43) })).status).toBe(403);
  });
  it("refuses another origin", async () => {
    expect((await post({ ...valid, Origin: "https://evil.example" })).status).toBe(403);
  });
  it("refuses a form-encoded body", async () => {
    expect((await post({ ...valid, "Content-Type": "application/x-www-form-urlencoded" })).status).toBe(415);
  });
  it("compares the media type whole, parameters aside", async () => {
    expect((await post({ ...valid, "Content-Type": "application/json; charset=UTF-8" })).status).toBe(200);
    expect((await post({ ...valid, "Content-Type": "application/jsonfoo" })).status).toBe(415);
  });
  it("refuses a body of the other accepted kind: a JSON call takes no multipart", async () => {
    expect((await post({ ...valid, "Content-Type": "multipart/form-data; boundary=x" })).status).toBe(415);
  });
});

describe("redirects", () => {
  it("answers an old path with 301 to the new one, keeping the query", async () => {
    const { results } = await env.DB.prepare("SELECT old_path, new_path FROM redirects LIMIT 1").all<{
      old_path: string;
      new_path: string;
    }>();
    const entry = results[0];
    expect(entry).toBeDefined();
    const response = await get(`${entry?.old_path}?x=1`);
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(`${entry?.new_path}?x=1`);
  });

  it("sees a redirect added in D1 once the cache is rebuilt", async () => {
    await env.DB.prepare("INSERT INTO redirects (old_path, new_path, created_at) VALUES (?1, ?2, ?3)")
      .bind("/de/ganz-alt", "/de/impressum", new Date().toISOString())
      .run();
    await env.CACHE.delete(cacheKeys.redirects());
    const response = await get("/de/ganz-alt");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/de/impressum");
  });
});

describe("version flag", () => {
  it("drops v for visitors with a 301", async () => {
    const response = await get("/de/impressum?v=3&x=1");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/de/impressum?x=1");
  });

  it("redirects to a path of this site only, however many slashes lead the path", async () => {
    const response = await get("//evil.example/?v=1");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/evil.example/");
  });

  it("leaves calls and crawler files their query", async () => {
    for (const path of ["/de/api/events/?v=1", "/robots.txt?v=1", "/sitemap.xml?v=1"]) {
      expect((await get(path)).status, path).toBe(200);
    }
  });
});

describe("site offline", () => {
  it("shows the 503 page when settings say offline, and the page again once they say online", async () => {
    await setSiteOnline(false);
    const response = await get("/en/events");
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("300");
    expect(await response.text()).toMatch(/<h1[^>]*>Website offline<\/h1>/);
    await setSiteOnline(true);
    expect((await get("/en/events")).status).toBe(200);
  });

  it("shows the 503 page when settings cannot be read", async () => {
    const row = await env.DB.prepare("SELECT * FROM site_settings WHERE id = 1").first<
      Record<string, string | number>
    >();
    expect(row).not.toBeNull();
    await env.DB.prepare("DELETE FROM site_settings").run();
    await env.CACHE.delete(cacheKeys.settings());
    try {
      const response = await get("/en");
      expect(response.status).toBe(503);
      expect(await response.text()).toContain("Website offline");
    } finally {
      const columns = Object.keys(row ?? {});
      await env.DB.prepare(
        `INSERT INTO site_settings (${columns.join(", ")}) VALUES (${columns.map((_, i) => `?${i + 1}`).join(", ")})`,
      )
        .bind(...Object.values(row ?? {}))
        .run();
    }
  });

  it("shows the 503 page for a path of an unknown language too", async () => {
    await setSiteOnline(false);
    const response = await get("/fr/programm");
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain("Website offline");
    expect(html).not.toContain("This page could not be found");
  });

  it("keeps the settings call answering so clients learn why", async () => {
    await setSiteOnline(false);
    for (const path of ["/pageeditor-api/settings", "/pageeditor-api/settings/"]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.json(), path).toMatchObject({ is_site_online: false });
    }
  });
});

describe("media", () => {
  it("serves images to show and anything else to download, unable to run script", async () => {
    await env.MEDIA.put("test/page.html", "<script>alert(1)</script>", { httpMetadata: { contentType: "text/html" } });
    await env.MEDIA.put("test/logo.svg", "<svg onload='alert(1)'/>", {
      httpMetadata: { contentType: "image/svg+xml" },
    });
    await env.MEDIA.put("test/pixel.png", new Uint8Array([137, 80, 78, 71]), {
      httpMetadata: { contentType: "image/png" },
    });
    for (const key of ["test/page.html", "test/logo.svg"]) {
      const response = await get(`/media/${key}`);
      expect(response.status, key).toBe(200);
      expect(response.headers.get("Content-Disposition"), key).toBe("attachment");
      expect(response.headers.get("Content-Security-Policy"), key).toMatch(/sandbox/);
      await response.body?.cancel();
    }
    const image = await get("/media/test/pixel.png");
    expect(image.headers.get("Content-Disposition")).toBeNull();
    expect(image.headers.get("Content-Security-Policy")).toBeNull();
    await image.body?.cancel();
  });

  it("serves the part of a file a player asks for, and refuses a part beyond its end", async () => {
    const bytes = Uint8Array.from({ length: 1000 }, (_, i) => i % 256);
    await env.MEDIA.put("test/tone.wav", bytes, { httpMetadata: { contentType: "audio/wav" } });
    for (const [range, first, last] of [
      ["bytes=0-99", 0, 99],
      ["bytes=900-", 900, 999],
      ["bytes=-10", 990, 999],
      ["bytes=990-5000", 990, 999],
    ] as const) {
      const response = await get("/media/test/tone.wav", { headers: { Range: range } });
      expect(response.status, range).toBe(206);
      expect(response.headers.get("Content-Range"), range).toBe(`bytes ${first}-${last}/1000`);
      expect([...new Uint8Array(await response.arrayBuffer())], range).toEqual([...bytes.slice(first, last + 1)]);
    }
    const beyond = await get("/media/test/tone.wav", { headers: { Range: "bytes=5000-" } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("Content-Range")).toBe("bytes */1000");
    // Anything but one plain range gets the whole file.
    for (const range of ["bytes=0-1,5-6", "items=0-1", "bytes=9-3"]) {
      const response = await get("/media/test/tone.wav", { headers: { Range: range } });
      expect(response.status, range).toBe(200);
      expect(response.headers.get("Accept-Ranges"), range).toBe("bytes");
      expect((await response.arrayBuffer()).byteLength, range).toBe(1000);
    }
  });
});

describe("pages", () => {
  it("answers an unmatched path with the 404 page", async () => {
    const response = await get("/en/no/such/page");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("This page could not be found");
  });

  it("answers a path the router cannot decode with the 404 page in the path's language", async () => {
    const response = await get("/en/%ZZ");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain("This page could not be found");
  });

  it("sends a search text of blanks or an empty filter to the page without it, a form's date to the URL's form", async () => {
    for (const [path, location] of [
      ["/de/search?q=+", "/de/search"],
      ["/en/search/events?q=%C2%A0&x=1", "/en/search/events?x=1"],
      ["/de/programm?room=&date=", "/de/programm"],
      // The productions filter's date input, submitted without script, sends yyyy-mm-dd.
      ["/de/produktionen?date=2027-03-01", "/de/produktionen?date=01-03-2027"],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(307);
      expect(response.headers.get("Location"), path).toBe(location);
    }
    expect(await (await get("/de/search")).text()).toContain('type="search"');
  });

  it("forwards the shop aliases with each sub-path segment encoded", async () => {
    for (const [path, location] of [
      ["/ticket-template/cart?x=1", "/webshop/cart?x=1"],
      ["/test-shop/a%0Ab/%C3%A4", "/webshop/a%0Ab/%C3%A4"],
      ["/ticket-template/%00", "/webshop/%00"],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get("Location"), path).toBe(location);
    }
  });

  it("marks only links to the page itself as the current page, not its ancestors", async () => {
    const html = await (await get("/de/team")).text();
    const current = [...html.matchAll(/<a [^>]*aria-current="page"[^>]*>/g)].map((m) => m[0]);
    expect(current.length).toBeGreaterThan(0);
    for (const link of current) expect(link).toMatch(/href="\/de\/team"/);
  });

  it("describes the list pages that are no editor pages", async () => {
    for (const path of ["/de/team", "/en/productions", "/de/mediathek-de", "/en/mediathek-en/tags", "/de/search"]) {
      const html = await (await get(path)).text();
      expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}"/);
    }
  });

  it("titles error pages with the site's template", async () => {
    const html = await (await get("/en/no/such/page")).text();
    expect(html).toContain("<title>This page could not be found | Kulturwerk</title>");
  });

  it("gives every page exactly one main landmark, the not-found page included", async () => {
    for (const path of ["/de/no/such/page", "/de/impressum", "/webshop/cart"]) {
      const html = await (await get(path)).text();
      expect(html.match(/<main /g)?.length, path).toBe(1);
    }
  });

  it("serves /{lang}/404 as the not-found page with status 404", async () => {
    const response = await get("/de/404");
    expect(response.status).toBe(404);
  });

  it("hides an offline page from visitors", async () => {
    const offline = await env.DB.prepare("SELECT path_de FROM pages WHERE is_online = 0 LIMIT 1").first<{
      path_de: string;
    }>();
    expect(offline).not.toBeNull();
    const response = await get(`/de${offline?.path_de}`);
    expect(response.status).toBe(404);
  });

  it("streams the home page with its title template and hreflang alternates", async () => {
    const response = await get("/de", { headers: { "Accept-Encoding": "identity" } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="de"/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('rel="canonical"');
    expect(html).toMatch(/hreflang="en"/i);
  });

  it("sends a paged list's `?page=1` to its plain address and names other pages with their number", async () => {
    const first = await get("/de/mediathek-de?page=1");
    expect(first.status).toBe(307);
    expect(first.headers.get("Location")).toBe("/de/mediathek-de");
    const second = await (await get("/de/mediathek-de?page=2", { headers: { "Accept-Encoding": "identity" } })).text();
    expect(second).toMatch(/<link rel="canonical" href="[^"]*\/de\/mediathek-de\?page=2"/);
  });

  it("answers the health check", async () => {
    const response = await get("/healthz");
    expect(await response.text()).toBe("ok");
  });
});
