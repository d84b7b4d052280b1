import { env } from "cloudflare:test";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { contentGeneration } from "../../workers/cache/generation";
import { cacheKeys } from "../../workers/cache/keys";
import { purgeCache, purgeForChange } from "../../workers/cache/purge";
import { memoised, readThrough } from "../../workers/cache/read-through";
import { readRedirectMap } from "../../workers/cache/redirects";
import { refreshCaches } from "../../workers/cron/refresh-caches";

const memoEnv = { ...env, CACHE_MEMO_SECONDS: "5" } as Env;
const Counter = v.object({ n: v.number() });

function counterRead(key: string, source: { n: number }) {
  return readThrough(memoEnv, { key, schema: Counter, load: async () => ({ n: source.n }) });
}

describe("isolate memo in front of KV", () => {
  it("answers repeated reads without KV until purged", async () => {
    const key = "test:memo:repeat";
    const source = { n: 1 };
    expect(await counterRead(key, source)).toEqual({ n: 1 });
    // KV now changes behind the memo: a memoised read must not see it.
    await env.CACHE.put(key, JSON.stringify({ n: 2 }));
    expect(await counterRead(key, source)).toEqual({ n: 1 });
    await purgeCache(memoEnv, [key]);
    source.n = 3;
    expect(await counterRead(key, source)).toEqual({ n: 3 });
    expect(await env.CACHE.get(key, "json")).toEqual({ n: 3 });
  });

  it("does not bring back a value whose load overlapped a save: it was loaded at the older generation", async () => {
    const key = "test:memo:overlap";
    const source = { n: 1 };
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let loading = () => {};
    const loadStarted = new Promise<void>((resolve) => {
      loading = resolve;
    });
    const slow = readThrough(memoEnv, {
      key,
      schema: Counter,
      load: async () => {
        const read = { n: source.n };
        loading();
        await released;
        return read;
      },
    });
    // The save: rows change, the purge runs, all while the read above is still loading.
    await loadStarted;
    source.n = 2;
    await purgeForChange(memoEnv, { kind: "redirects" });
    release();
    expect(await slow).toEqual({ n: 1 });
    expect(await counterRead(key, source)).toEqual({ n: 2 });
    await purgeCache(memoEnv, [key]);
  });

  it("is off when CACHE_MEMO_SECONDS is 0, so every read asks KV", async () => {
    const key = "test:memo:off";
    const read = () => readThrough(env, { key, schema: Counter, load: async () => ({ n: 1 }) });
    expect(await read()).toEqual({ n: 1 });
    await env.CACHE.put(key, JSON.stringify({ n: 2 }), { metadata: { generation: await contentGeneration(env) } });
    expect(await read()).toEqual({ n: 2 });
    await purgeCache(env, [key]);
  });

  it("memoised reuses an answer without KV, and is off with the memo", async () => {
    let loads = 0;
    const load = async () => ++loads;
    expect(await memoised(memoEnv, "test:memoised", load)).toBe(1);
    expect(await memoised(memoEnv, "test:memoised", load)).toBe(1);
    expect(await env.CACHE.get("test:memoised")).toBeNull();
    expect(await memoised(env, "test:memoised-off", load)).toBe(2);
    expect(await memoised(env, "test:memoised-off", load)).toBe(3);
  });

  it("builds a lookup once per memoised list; the cron refresh replaces both from D1", async () => {
    await purgeCache(memoEnv, [cacheKeys.redirects()]);
    const map = await readRedirectMap(memoEnv);
    expect(await readRedirectMap(memoEnv)).toBe(map);
    await env.DB.prepare("INSERT INTO redirects (old_path, new_path, created_at) VALUES (?1, ?2, ?3)")
      .bind("/de/memo-alt", "/de/impressum", new Date().toISOString())
      .run();
    try {
      expect((await readRedirectMap(memoEnv)).has("/de/memo-alt")).toBe(false);
      await refreshCaches(memoEnv);
      const refreshed = await readRedirectMap(memoEnv);
      expect(refreshed.get("/de/memo-alt")).toBe("/de/impressum");
      expect(JSON.stringify(await env.CACHE.get(cacheKeys.redirects(), "json"))).toContain("/de/memo-alt");
    } finally {
      await env.DB.prepare("DELETE FROM redirects WHERE old_path = '/de/memo-alt'").run();
      await purgeCache(memoEnv, [cacheKeys.redirects()]);
    }
  });

  it("retires cached pages when the cron refresh finds settings changed behind the cache, and only then", async () => {
    const generation = async () => Number(await env.CACHE.get(cacheKeys.generation()));
    await refreshCaches(env);
    const settled = await generation();
    await refreshCaches(env);
    expect(await generation()).toBe(settled);

    const { footer } = (await env.DB.prepare("SELECT html_footer_top AS footer FROM site_settings WHERE id = 1").first<{
      footer: string;
    }>()) ?? { footer: "" };
    await env.DB.prepare("UPDATE site_settings SET html_footer_top = '<p>Written by hand</p>' WHERE id = 1").run();
    try {
      await refreshCaches(env);
      expect(await generation()).toBeGreaterThan(settled);
      expect(JSON.stringify(await env.CACHE.get(cacheKeys.settings(), "json"))).toContain("Written by hand");
    } finally {
      await env.DB.prepare("UPDATE site_settings SET html_footer_top = ?1 WHERE id = 1").bind(footer).run();
      await refreshCaches(env);
    }
  });
});
