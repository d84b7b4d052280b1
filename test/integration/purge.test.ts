import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CSRF_COOKIE, CSRF_HEADER } from "../../src/lib/csrf";
import { contentGeneration } from "../../workers/cache/generation";
import { cacheKeys } from "../../workers/cache/keys";
import { cacheKeysForChange, type PageState, purgeForChange } from "../../workers/cache/purge";
import worker from "../../workers/index";
import { editorSession, ORIGIN, TEST_CSRF_TOKEN } from "./api-helpers";
import { insertPage, insertRow, uniqueToken } from "./fixtures";

const nowIso = () => `${new Date().toISOString().slice(0, 19)}Z`;

async function pageState(id: number): Promise<PageState> {
  const row = await env.DB.prepare("SELECT * FROM pages WHERE id = ?1").bind(id).first<PageState>();
  if (!row) throw new Error(`no page ${id}`);
  return row;
}

/** A page with its own English path, so keys of the two languages differ. */
async function bilingualPage(parent: number | null): Promise<PageState> {
  const page = await insertPage({ parent_id: parent });
  await env.DB.prepare("UPDATE pages SET path_en = ?1, title_en = ?2 WHERE id = ?3")
    .bind(`${page.path}-en`, `Test page ${page.path}`, page.id)
    .run();
  return pageState(page.id);
}

/**
 * A parent with two children (the page and its sibling) and a grandchild below the page: every
 * relation a page payload shows (siblings, breadcrumbs).
 */
async function family() {
  const parent = await bilingualPage(null);
  const page = await bilingualPage(parent.id);
  const sibling = await bilingualPage(parent.id);
  const child = await bilingualPage(page.id);
  return { parent, page, sibling, child };
}

/** Applies `set` to the page in D1 and answers the change as a writer reports it. */
async function changePage(page: PageState, set: string, ...params: unknown[]) {
  await env.DB.prepare(`UPDATE pages SET ${set}, updated_at = ?1 WHERE id = ?2`)
    .bind(nowIso(), page.id, ...params)
    .run();
  return { kind: "page", before: page, after: await pageState(page.id) } as const;
}

/** A link module in `lang` on `page` pointing at `url`. */
async function linkOn(page: PageState, lang: "de" | "en", field: string, url: string): Promise<void> {
  const now = nowIso();
  await insertRow("page_modules", {
    page_id: page.id,
    lang,
    model: field === "button_link_url" ? "hero_media" : "link",
    data: JSON.stringify({ link_text: "Mehr", [field]: url }),
    created_at: now,
    updated_at: now,
  });
}

const de = (page: PageState) => cacheKeys.page("de", page.path_de);
const en = (page: PageState) => cacheKeys.page("en", page.path_en);
const onlyLang = (keys: string[], lang: "de" | "en") => keys.filter((key) => key.includes(`:${lang}:`));

describe("cacheKeysForChange", () => {
  it("a changed redirect list touches that list only", async () => {
    expect(await cacheKeysForChange(env.DB, { kind: "redirects" })).toEqual([cacheKeys.redirects()]);
  });

  it("a module change touches its page in its language, not the other language", async () => {
    const { page } = await family();
    expect(await cacheKeysForChange(env.DB, { kind: "modules", page, lang: "de" })).toEqual([de(page)]);
    expect(await cacheKeysForChange(env.DB, { kind: "modules", page, lang: "en" })).toEqual([en(page)]);
  });

  it("a German title touches the page, its siblings, its descendants and the German navigation only", async () => {
    const { parent, page, sibling, child } = await family();
    const keys = await cacheKeysForChange(env.DB, await changePage(page, "title_de = ?3", "Neuer Titel"));
    expect(keys).toEqual([cacheKeys.nav("de"), de(child), de(page), de(sibling)].sort());
    expect(keys).not.toContain(de(parent));
    expect(onlyLang(keys, "en")).toEqual([]);
  });

  it("the home page's title touches no page below it: breadcrumbs leave it out", async () => {
    const home = await env.DB.prepare("SELECT * FROM pages WHERE path_de = '/'").first<PageState>();
    if (!home) throw new Error("the seed has no home page");
    const below = await bilingualPage(home.id);
    const change = { kind: "page", before: home, after: { ...home, title_de: "Start" } } as const;
    const keys = await cacheKeysForChange(env.DB, change);
    expect(keys).toContain(cacheKeys.page("de", "/"));
    expect(keys).not.toContain(de(below));
  });

  it("a field shown only in its page touches that page in that language", async () => {
    const { page } = await family();
    expect(await cacheKeysForChange(env.DB, await changePage(page, "meta_title_en = ?3", "Meta"))).toEqual([en(page)]);
  });

  it("a save that changed nothing shown (only the bookkeeping) touches nothing", async () => {
    const { page } = await family();
    expect(await cacheKeysForChange(env.DB, await changePage(page, "created_at = created_at"))).toEqual([]);
  });

  it("a German url touches old and new path, both languages' sibling lists, German breadcrumbs, redirects and noindex", async () => {
    const { page, sibling, child } = await family();
    const change = await changePage(page, "path_de = ?3", `${page.path_de}-neu`);
    const keys = await cacheKeysForChange(env.DB, change);
    expect(keys).toEqual(
      [
        cacheKeys.nav("de"),
        cacheKeys.noindex(),
        cacheKeys.redirects(),
        de(page),
        de(change.after),
        de(sibling),
        de(child),
        // The English payloads carry the German url for the language switch; breadcrumbs do not.
        en(page),
        en(sibling),
      ].sort(),
    );
    expect(keys).not.toContain(en(child));
    expect(keys).not.toContain(cacheKeys.nav("en"));
  });

  it("online state touches both languages' page, siblings, breadcrumbs and navigation, not redirects or noindex", async () => {
    const { page, sibling, child } = await family();
    const keys = await cacheKeysForChange(env.DB, await changePage(page, "is_online = 0"));
    expect(keys).toEqual(
      [
        cacheKeys.nav("de"),
        cacheKeys.nav("en"),
        de(page),
        de(sibling),
        de(child),
        en(page),
        en(sibling),
        en(child),
      ].sort(),
    );
  });

  it("menu or footer membership touches the navigation and the page", async () => {
    const { page } = await family();
    expect(await cacheKeysForChange(env.DB, await changePage(page, "in_menu = 1"))).toEqual(
      [cacheKeys.nav("de"), cacheKeys.nav("en"), de(page), en(page)].sort(),
    );
    const again = await pageState(page.id);
    expect(await cacheKeysForChange(env.DB, await changePage(again, "in_footer = 1"))).toEqual(
      [cacheKeys.nav("de"), cacheKeys.nav("en"), de(page), en(page)].sort(),
    );
  });

  it("order and parent touch the sibling lists of the old and the new parent", async () => {
    const { parent, page, sibling, child } = await family();
    const other = await bilingualPage(null);
    const otherChild = await bilingualPage(other.id);
    const keys = await cacheKeysForChange(env.DB, await changePage(page, "parent_id = ?3", other.id));
    for (const key of [de(sibling), en(sibling), de(otherChild), en(otherChild), de(child), en(child)]) {
      expect(keys).toContain(key);
    }
    expect(keys).not.toContain(de(parent));
    const moved = await pageState(page.id);
    const reordered = await cacheKeysForChange(env.DB, await changePage(moved, "position = position + 1"));
    expect(reordered).toEqual(
      [cacheKeys.nav("de"), cacheKeys.nav("en"), de(page), en(page), de(otherChild), en(otherChild)].sort(),
    );
  });

  it("a created or deleted page touches itself, its siblings, navigation, redirects and noindex", async () => {
    const { parent, sibling } = await family();
    const created = await bilingualPage(parent.id);
    const expected = [
      cacheKeys.nav("de"),
      cacheKeys.nav("en"),
      cacheKeys.noindex(),
      cacheKeys.redirects(),
      de(created),
      en(created),
    ];
    const keys = await cacheKeysForChange(env.DB, { kind: "page", before: null, after: created });
    expect(keys).toEqual(expect.arrayContaining([...expected, de(sibling), en(sibling)]));
    await env.DB.prepare("DELETE FROM pages WHERE id = ?1").bind(created.id).run();
    const deleted = await cacheKeysForChange(env.DB, { kind: "page", before: created, after: null });
    expect(deleted).toEqual(expect.arrayContaining([...expected, de(sibling), en(sibling)]));
  });

  it("a url or online change touches the pages whose modules link to the page, in the linking tree's language", async () => {
    const { page } = await family();
    const linking = await bilingualPage(null);
    const hero = await bilingualPage(null);
    const prefixOnly = await bilingualPage(null);
    await linkOn(linking, "de", "link_url", `/de${page.path_de}#anfahrt`);
    await linkOn(hero, "en", "button_link_url", `/de${page.path_de}/`);
    // A link to a page below it is not a link to it.
    await linkOn(prefixOnly, "de", "link", `/de${page.path_de}/unterseite`);
    const keys = await cacheKeysForChange(env.DB, await changePage(page, "path_de = ?3", `${page.path_de}-neu`));
    expect(keys).toContain(de(linking));
    expect(keys).not.toContain(en(linking));
    expect(keys).toContain(en(hero));
    expect(keys).not.toContain(de(hero));
    expect(keys).not.toContain(de(prefixOnly));

    const renamed = await pageState(page.id);
    expect(await cacheKeysForChange(env.DB, await changePage(renamed, "title_de = ?3", "Nur der Titel"))).not.toContain(
      de(linking),
    );
  });
});

describe("purgeForChange", () => {
  it("deletes the touched keys from KV, leaves the other language's and raises the content generation", async () => {
    const { page } = await family();
    const token = uniqueToken();
    await env.CACHE.put(de(page), JSON.stringify({ token }));
    await env.CACHE.put(en(page), JSON.stringify({ token }));
    const before = await contentGeneration(env);
    await purgeForChange(env, { kind: "modules", page, lang: "de" });
    expect(await env.CACHE.get(de(page))).toBeNull();
    expect(await env.CACHE.get(en(page), "json")).toEqual({ token });
    expect(await contentGeneration(env)).toBeGreaterThan(before);
    await env.CACHE.delete(en(page));
  });
});

/** `env` whose KV throws on the first `failures` calls of `method`, as a KV outage would. */
function flakyKv(method: "delete" | "put", failures: number): Env {
  let left = failures;
  const cache = new Proxy(env.CACHE, {
    get(target, name) {
      if (name === method && left > 0) {
        return async () => {
          left -= 1;
          throw new Error("KV is unavailable");
        };
      }
      const value = Reflect.get(target, name);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { ...env, CACHE: cache };
}

/** An editor's headline change of `page` through the whole worker with `workerEnv`, the work after the answer included. */
async function saveHeadline(workerEnv: Env, page: { id: number; path: string }, headline: string) {
  const session = await editorSession();
  const revision = (await pageState(page.id)) as PageState & { revision: number };
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${ORIGIN}/de/pageeditor-api/page${page.path}`, {
      method: "PATCH",
      headers: {
        Cookie: `${session.headers.Cookie}; ${CSRF_COOKIE}=${TEST_CSRF_TOKEN}`,
        [CSRF_HEADER]: TEST_CSRF_TOKEN,
        Origin: ORIGIN,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ revision: revision.revision, headline }),
    }),
    workerEnv,
    ctx,
  );
  const body = await response.json();
  await waitOnExecutionContext(ctx);
  return { status: response.status, body };
}

const storedHeadline = async (id: number) =>
  (await env.DB.prepare("SELECT headline_de FROM pages WHERE id = ?1").bind(id).first<{ headline_de: string }>())
    ?.headline_de;

describe("a purge that fails after the save", () => {
  it("answers the save's success and purges on a retry once KV answers again", async () => {
    const page = await insertPage();
    await env.CACHE.put(cacheKeys.page("de", page.path), JSON.stringify({ stale: true }));
    const before = await contentGeneration(env);
    const { status } = await saveHeadline(flakyKv("delete", 1), page, "Nach dem Ausfall");
    expect(status).toBe(200);
    expect(await storedHeadline(page.id)).toBe("Nach dem Ausfall");
    expect(await env.CACHE.get(cacheKeys.page("de", page.path))).toBeNull();
    expect(await contentGeneration(env)).toBeGreaterThan(before);
  });

  // The retries after the answer pause about 5 s in all (PURGE_RETRY_PAUSES_MS), and the test waits for them.
  it("answers the save's success when KV stays down through every retry", { timeout: 30_000 }, async () => {
    const page = await insertPage();
    const { status } = await saveHeadline(flakyKv("put", 10), page, "Trotz Ausfall");
    expect(status).toBe(200);
    expect(await storedHeadline(page.id)).toBe("Trotz Ausfall");
  });
});
