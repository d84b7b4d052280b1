import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "../../workers/app";
import { memoisedReads } from "../../workers/ssr/read-memo";
import { editorSession, isoAt, ORIGIN } from "./api-helpers";
import { copyRow, uniqueToken } from "./fixtures";

const cachingEnv = { ...env, CACHE_MEMO_SECONDS: "5" } as Env;

/** An in-process fetch that answers `answer()` and counts how often it was asked. */
function counting(answer: () => Response) {
  const calls: string[] = [];
  const fetch = async (request: Request) => {
    calls.push(request.url);
    return answer();
  };
  return { calls, fetch };
}

const get = (path: string) => new Request(`https://kultur.example${path}`);

describe("in-process reads kept for the next renders", () => {
  it("reuses a public answer for the same URL, body and content type unchanged", async () => {
    const source = counting(() => Response.json({ results: [1, 2] }));
    const read = memoisedReads(cachingEnv, source.fetch, 1);
    const first = await read(get("/de/api/events/?memo=public"));
    const second = await read(get("/de/api/events/?memo=public"));
    expect(await first.json()).toEqual({ results: [1, 2] });
    expect(await second.json()).toEqual({ results: [1, 2] });
    expect(second.headers.get("Content-Type")).toBe("application/json");
    expect(source.calls).toHaveLength(1);
    await read(get("/de/api/events/?memo=public&page=2"));
    expect(source.calls).toHaveLength(2);
  });

  it("never keeps personal answers, calls outside the public reads, failures or writes", async () => {
    const personal = counting(() =>
      Response.json({ logged: true }, { headers: { "Cache-Control": "private, no-store" } }),
    );
    const readPersonal = memoisedReads(cachingEnv, personal.fetch, 1);
    await readPersonal(get("/de/pageeditor-api/page/?memo=editor"));
    await readPersonal(get("/de/pageeditor-api/page/?memo=editor"));
    expect(personal.calls).toHaveLength(2);

    // Not marked personal, but not a public read either: the search overview logs every call.
    const unlisted = counting(() => Response.json({ logged: false }));
    const readUnlisted = memoisedReads(cachingEnv, unlisted.fetch, 1);
    for (const path of ["/api/user-details/", "/api/search/?query=jazz", "/de/api/webshop/cart/"]) {
      await readUnlisted(get(path));
      await readUnlisted(get(path));
    }
    expect(unlisted.calls).toHaveLength(6);

    const missing = counting(() => Response.json({ error: "not_found" }, { status: 404 }));
    const readMissing = memoisedReads(cachingEnv, missing.fetch, 1);
    await readMissing(get("/de/api/events/999999/?memo=missing"));
    expect((await readMissing(get("/de/api/events/999999/?memo=missing"))).status).toBe(404);
    expect(missing.calls).toHaveLength(2);

    const posted = counting(() => Response.json({ ok: true }));
    const readPosted = memoisedReads(cachingEnv, posted.fetch, 1);
    const post = () => new Request("https://kultur.example/api/shop-cart/?memo=post", { method: "POST" });
    await readPosted(post());
    await readPosted(post());
    expect(posted.calls).toHaveLength(2);
  });

  it("keeps answers per content generation: after a save the isolate reads afresh", async () => {
    const source = counting(() => Response.json({}));
    await memoisedReads(cachingEnv, source.fetch, 1)(get("/de/api/events/?memo=generation"));
    await memoisedReads(cachingEnv, source.fetch, 1)(get("/de/api/events/?memo=generation"));
    expect(source.calls).toHaveLength(1);
    await memoisedReads(cachingEnv, source.fetch, 2)(get("/de/api/events/?memo=generation"));
    expect(source.calls).toHaveLength(2);
  });

  it("is off when the isolate memo is off", async () => {
    const source = counting(() => Response.json({}));
    expect(memoisedReads(env, source.fetch, 1)).toBe(source.fetch);
  });
});

describe("renders that share public reads", () => {
  const app = createApp();

  async function render(path: string, cookie: string): Promise<string> {
    const ctx = createExecutionContext();
    const response = await app.fetch(new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } }), cachingEnv, ctx);
    const html = await response.text();
    await waitOnExecutionContext(ctx);
    expect(response.status, path).toBe(200);
    return html;
  }

  it("give a visitor with a personal cookie the kept answer, an editor the live one", async () => {
    const newest = await env.DB.prepare(
      "SELECT id FROM articles WHERE is_online = 1 AND published_at <= ?1 ORDER BY published_at DESC, id DESC LIMIT 1",
    )
      .bind(isoAt(0))
      .first<{ id: number }>();
    if (!newest) throw new Error("the seed has no article");
    // A copy of the newest article, published at the same instant, is listed first.
    const title = `Testartikel ${uniqueToken()}`;
    const article = await copyRow("articles", newest.id, { title_de: title });
    const renamed = `${title} (neu)`;
    // A cart makes the page personal: the page cache does not serve it, so it is rendered.
    const visitor = "cartAmount=2";
    expect(await render("/de/mediathek-de", visitor)).toContain(title);
    await env.DB.prepare("UPDATE articles SET title_de = ?1 WHERE id = ?2").bind(renamed, article).run();
    expect(await render("/de/mediathek-de", visitor)).not.toContain(renamed);
    const { headers } = await editorSession();
    expect(await render("/de/mediathek-de", `${visitor}; ${headers.Cookie}`)).toContain(renamed);
  });
});
