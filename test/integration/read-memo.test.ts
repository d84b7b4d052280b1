import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { memoisedReads } from "../../workers/ssr/read-memo";

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
    const read = memoisedReads(cachingEnv, source.fetch);
    const first = await read(get("/de/api/events/?memo=public"));
    const second = await read(get("/de/api/events/?memo=public"));
    expect(await first.json()).toEqual({ results: [1, 2] });
    expect(await second.json()).toEqual({ results: [1, 2] });
    expect(second.headers.get("Content-Type")).toBe("application/json");
    expect(source.calls).toHaveLength(1);
    await read(get("/de/api/events/?memo=public&page=2"));
    expect(source.calls).toHaveLength(2);
  });

  it("never keeps personal answers, failures or writes", async () => {
    const personal = counting(() =>
      Response.json({ logged: true }, { headers: { "Cache-Control": "private, no-store" } }),
    );
    const readPersonal = memoisedReads(cachingEnv, personal.fetch);
    await readPersonal(get("/api/user-details/?memo=personal"));
    await readPersonal(get("/api/user-details/?memo=personal"));
    expect(personal.calls).toHaveLength(2);

    const missing = counting(() => Response.json({ error: "not_found" }, { status: 404 }));
    const readMissing = memoisedReads(cachingEnv, missing.fetch);
    await readMissing(get("/de/api/events/999999/?memo=missing"));
    expect((await readMissing(get("/de/api/events/999999/?memo=missing"))).status).toBe(404);
    expect(missing.calls).toHaveLength(2);

    const posted = counting(() => Response.json({ ok: true }));
    const readPosted = memoisedReads(cachingEnv, posted.fetch);
    const post = () => new Request("https://kultur.example/api/shop-cart/?memo=post", { method: "POST" });
    await readPosted(post());
    await readPosted(post());
    expect(posted.calls).toHaveLength(2);
  });

  it("is off when the isolate memo is off", async () => {
    const source = counting(() => Response.json({}));
    expect(memoisedReads(env, source.fetch)).toBe(source.fetch);
  });
});
