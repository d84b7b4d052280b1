import { env } from "cloudflare:test";
import { describe, expect, it, onTestFinished } from "vitest";
import type { ArticleCategoryItem } from "../../src/schemas/back-office/article-categories";
import type { ArticleTagItem } from "../../src/schemas/back-office/article-tags";
import type { ArticleItem } from "../../src/schemas/back-office/articles";
import type { EventTeaserItem } from "../../src/schemas/back-office/event-teasers";
import { reserveIds } from "../../workers/db/page-edits";
import { insertPage, insertRow, uniqueToken } from "./fixtures";
import { hubAccount, hubApiCall, hubText, type Paged } from "./hub-helpers";

/**
 * The magazine and the programme's teasers in the back office (issue 27): articles, their
 * categories and tags, and teasers pointing to events or productions — list, read, create,
 * change, delete, every refusal changing nothing, and a change shown on the public pages at once.
 */

type Refusal = {
  error: string;
  field?: string;
  problems?: { path: string }[];
  references?: { kind: string; id: number }[];
};

/** Rows the API created for the test are deleted when it ends, as fixtures' rows are. */
function forget(table: string, id: number) {
  onTestFinished(async () => {
    await env.DB.prepare(`DELETE FROM ${table} WHERE id = ?1`).bind(id).run();
  });
}

/** Everything a save of item `id` of `table` writes: the row, its versions and activity rows. */
async function footprint(table: string, id: number) {
  const count = async (sql: string) => (await env.DB.prepare(sql).bind(table, id).first<{ n: number }>())?.n;
  return {
    row: await env.DB.prepare(`SELECT * FROM ${table} WHERE id = ?1`).bind(id).first(),
    versions: await count("SELECT count(*) AS n FROM item_versions WHERE resource = ?1 AND item_id = ?2"),
    activity: await count("SELECT count(*) AS n FROM activity_log WHERE object_type = ?1 AND object_id = ?2"),
  };
}

async function ownCategory(session: { headers: Record<string, string> }) {
  const token = uniqueToken("rubrik");
  const created = await hubApiCall<ArticleCategoryItem>("POST", "article-categories/", session, {
    name_de: `Rubrik ${token}`,
    name_en: `Section ${token}`,
    slug_de: token,
    slug_en: `${token}-en`,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  forget("article_categories", created.body.id);
  return created.body;
}

async function ownTag(session: { headers: Record<string, string> }) {
  const token = uniqueToken("tag");
  const created = await hubApiCall<ArticleTagItem>("POST", "article-tags/", session, {
    name_de: `Schlagwort ${token}`,
    name_en: `Tag ${token}`,
    slug_de: token,
    slug_en: `${token}-en`,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  forget("article_tags", created.body.id);
  return created.body;
}

function articleBody(token: string, changes: Record<string, unknown> = {}) {
  return {
    title_de: `Artikel ${token}`,
    title_en: `Article ${token}`,
    slug_de: `artikel-${token}`,
    slug_en: `article-${token}`,
    teaser_de: "Kurz gesagt",
    teaser_en: "In short",
    body_de: "<p>Text <strong>fett</strong></p><script>alert(1)</script>",
    body_en: "<p>Text</p>",
    image: null,
    image_alt_de: null,
    image_alt_en: null,
    author: "Autorin",
    // Long past, so the public pages show it whatever today is.
    published_at: "2020-05-01T10:30",
    category_id: null,
    tag_ids: [],
    is_online: true,
    ...changes,
  };
}

async function ownArticle(session: { headers: Record<string, string> }, changes: Record<string, unknown> = {}) {
  const token = uniqueToken("a");
  const created = await hubApiCall<ArticleItem>("POST", "articles/", session, articleBody(token, changes));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  forget("articles", created.body.id);
  return { token, article: created.body };
}

async function publicJson<T>(path: string): Promise<{ status: number; body: T }> {
  const answer = await hubText(path);
  return { status: answer.status, body: (answer.status === 200 ? JSON.parse(answer.text) : null) as T };
}

describe("back-office articles", () => {
  it("creates, lists, reads, changes and deletes an article with category and tags, each save versioned", async () => {
    const { session } = await hubAccount();
    const category = await ownCategory(session);
    const [tagA, tagB] = [await ownTag(session), await ownTag(session)];
    const { token, article } = await ownArticle(session, { category_id: category.id, tag_ids: [tagB.id, tagA.id] });
    expect(article).toMatchObject({
      revision: 1,
      title_de: `Artikel ${token}`,
      published_at: "2020-05-01T10:30",
      category_id: category.id,
      tag_ids: [tagA.id, tagB.id].sort((a, b) => a - b),
      is_online: true,
      urls: {
        de: `/de/mediathek-de/artikel-${token}/${article.id}`,
        en: `/en/mediathek-en/article-${token}/${article.id}`,
      },
    });
    // Berlin summer time: 10:30 there is 08:30 UTC; the script is gone from the stored body.
    const stored = await env.DB.prepare("SELECT published_at, body_de FROM articles WHERE id = ?1")
      .bind(article.id)
      .first<{ published_at: string; body_de: string }>();
    expect(stored?.published_at).toBe("2020-05-01T08:30:00Z");
    expect(stored?.body_de).not.toContain("script");

    const searched = await hubApiCall<Paged<ArticleItem>>("GET", `articles/?q=${token}`, session);
    expect(searched.body.results.map((row) => row.id)).toEqual([article.id]);
    const byCategory = await hubApiCall<Paged<ArticleItem>>(
      "GET",
      `articles/?category=${category.id}&online=yes`,
      session,
    );
    expect(byCategory.body.count).toBe(1);
    const offline = await hubApiCall<Paged<ArticleItem>>("GET", `articles/?category=${category.id}&online=no`, session);
    expect(offline.body.count).toBe(0);
    const badFilter = await hubApiCall<Refusal>("GET", "articles/?online=maybe", session);
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.field).toBe("online");

    const changed = await hubApiCall<ArticleItem>("PATCH", `articles/${article.id}/`, session, {
      ...articleBody(token, { title_en: `Changed ${token}`, tag_ids: [tagA.id], category_id: category.id }),
      revision: 1,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ revision: 2, title_en: `Changed ${token}`, tag_ids: [tagA.id] });
    expect((await hubApiCall<ArticleItem>("GET", `articles/${article.id}/`, session)).body.title_en).toBe(
      `Changed ${token}`,
    );

    const removed = await hubApiCall("DELETE", `articles/${article.id}/`, session, { revision: 2 });
    expect(removed.status).toBe(204);
    expect(await footprint("articles", article.id)).toMatchObject({ row: null, versions: 3, activity: 3 });
    const tagRows = await env.DB.prepare("SELECT count(*) AS n FROM article_tags_map WHERE article_id = ?1")
      .bind(article.id)
      .first<{ n: number }>();
    expect(tagRows?.n).toBe(0);
  });

  it("shows a saved change on the article's public page and in the magazine list at once", async () => {
    const { session } = await hubAccount();
    const category = await ownCategory(session);
    const { token, article } = await ownArticle(session, { category_id: category.id });
    // Both calls are cached by now: the save must purge them.
    expect((await publicJson<{ title: string }>(`/en/api/articles/${article.id}/`)).body.title).toBe(
      `Article ${token}`,
    );
    const listPath = `/en/api/articles/?category=${category.id}`;
    expect((await publicJson<Paged<{ title: string }>>(listPath)).body.results[0]?.title).toBe(`Article ${token}`);

    const changed = await hubApiCall<ArticleItem>("POST", `articles/${article.id}/`, session, {
      ...articleBody(token, {
        category_id: category.id,
        title_en: `Renamed ${token}`,
        image: "magazine/stage",
        image_alt_en: "A stage at night",
      }),
      revision: 1,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const page = await publicJson<{ title: string; image_obj: { alt: string } | null }>(
      `/en/api/articles/${article.id}/`,
    );
    expect(page.body.title).toBe(`Renamed ${token}`);
    expect(page.body.image_obj?.alt).toBe("A stage at night");
    expect((await publicJson<Paged<{ title: string }>>(listPath)).body.results[0]?.title).toBe(`Renamed ${token}`);

    const hidden = await hubApiCall<{ done: number[] }>("POST", "articles/bulk/", session, {
      action: "unpublish",
      items: [{ id: article.id, revision: 2 }],
    });
    expect(hidden.body.done).toEqual([article.id]);
    expect((await publicJson(`/en/api/articles/${article.id}/`)).status).toBe(404);
    expect((await publicJson<Paged<unknown>>(listPath)).body.count).toBe(0);
  });

  it("refuses without a session, for a deactivated account, without CSRF, from another origin, at a stale revision, with an invalid field or a taken slug, and changes nothing", async () => {
    const { session } = await hubAccount();
    const { session: deactivated } = await hubAccount({ active: false });
    const { token, article } = await ownArticle(session);
    const { article: other } = await ownArticle(session);
    const before = await footprint("articles", article.id);
    const body = { ...articleBody(token, { title_de: "Neu" }), revision: 1 };
    const path = `articles/${article.id}/`;

    expect((await hubApiCall("POST", path, null, body)).status).toBe(401);
    expect((await hubApiCall("POST", path, deactivated, body)).status).toBe(401);
    expect((await hubApiCall("POST", path, session, body, { withoutCsrf: true })).status).toBe(403);
    expect((await hubApiCall("POST", path, session, body, { origin: "https://evil.example" })).status).toBe(403);
    const stale = await hubApiCall<{ error: string; current: ArticleItem }>("POST", path, session, {
      ...body,
      revision: 5,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe("stale_revision");
    expect(stale.body.current).toMatchObject({ id: article.id, revision: 1, title_de: `Artikel ${token}` });
    const invalid = await hubApiCall<Refusal>("POST", path, session, { ...body, slug_en: "Not A Slug" });
    expect(invalid.status).toBe(400);
    expect(invalid.body.field).toBe("slug_en");
    const badDate = await hubApiCall<Refusal>("POST", path, session, { ...body, published_at: "2031-02-30T10:00" });
    expect(badDate.status).toBe(400);
    expect(badDate.body.field).toBe("published_at");
    const taken = await hubApiCall<Refusal>("POST", path, session, { ...body, slug_de: other.slug_de });
    expect(taken.status).toBe(422);
    expect(taken.body.problems?.map((problem) => problem.path)).toEqual(["slug_de"]);
    const unknown = await hubApiCall<Refusal>("POST", path, session, {
      ...body,
      category_id: 999_999_999,
      tag_ids: [999_999_998],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.problems?.map((problem) => problem.path)).toEqual(["category_id", "tag_ids"]);
    const takenOnCreate = await hubApiCall<Refusal>("POST", "articles/", session, {
      ...articleBody(uniqueToken("b")),
      slug_en: other.slug_en,
    });
    expect(takenOnCreate.status).toBe(422);
    expect(takenOnCreate.body.field).toBe("slug_en");

    expect(await footprint("articles", article.id)).toEqual(before);
  });

  it("refuses to delete an article a page's blog teaser list shows, naming the page, and keeps it", async () => {
    const { session } = await hubAccount();
    const { article } = await ownArticle(session);
    const page = await insertPage();
    const [moduleId] = await reserveIds(env.DB, "page_modules", 1);
    await insertRow("page_modules", {
      id: moduleId,
      page_id: page.id,
      lang: "de",
      model: "blog_teaser_list",
      data: JSON.stringify({ items: 3, main_teaser: article.id }),
      created_at: "2031-01-01T00:00:00Z",
      updated_at: "2031-01-01T00:00:00Z",
    });
    const before = await footprint("articles", article.id);
    const refused = await hubApiCall<Refusal>("DELETE", `articles/${article.id}/`, session, { revision: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("referenced");
    expect(refused.body.references).toEqual([{ kind: "pages", id: page.id, name: page.title }]);
    expect(await footprint("articles", article.id)).toEqual(before);
  });

  it("refuses to delete an article a page's section links to, naming the page", async () => {
    const { session } = await hubAccount();
    const { article } = await ownArticle(session);
    const page = await insertPage();
    const [moduleId] = await reserveIds(env.DB, "page_modules", 1);
    await insertRow("page_modules", {
      id: moduleId,
      page_id: page.id,
      lang: "en",
      model: "link",
      data: JSON.stringify({ link_text: "Read", link_url: `${article.urls.en}#more` }),
      created_at: "2031-01-01T00:00:00Z",
      updated_at: "2031-01-01T00:00:00Z",
    });
    const refused = await hubApiCall<Refusal>("DELETE", `articles/${article.id}/`, session, { revision: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body.references).toEqual([{ kind: "pages", id: page.id, name: page.title }]);
    expect((await footprint("articles", article.id)).row).not.toBeNull();
  });
});

describe("back-office article categories and tags", () => {
  it("creates, lists, changes and deletes a category; refuses a taken slug and the delete of one in use", async () => {
    const { session } = await hubAccount();
    const category = await ownCategory(session);
    expect(category).toMatchObject({ revision: 1, style_name: "default", position: 0, uses: 0 });
    expect(category.urls.de).toBe(`/de/mediathek-de/categories/${category.slug_de}/${category.id}`);
    const listed = await hubApiCall<Paged<ArticleCategoryItem>>(
      "GET",
      `article-categories/?q=${category.slug_de}&sort=name`,
      session,
    );
    expect(listed.body.results.map((row) => row.id)).toEqual([category.id]);

    const other = await ownCategory(session);
    const taken = await hubApiCall<Refusal>("POST", `article-categories/${category.id}/`, session, {
      ...category,
      slug_en: other.slug_en,
    });
    expect(taken.status).toBe(422);
    expect(taken.body.field).toBe("slug_en");

    const { article } = await ownArticle(session, { category_id: category.id });
    const page = await insertPage();
    const [moduleId] = await reserveIds(env.DB, "page_modules", 1);
    await insertRow("page_modules", {
      id: moduleId,
      page_id: page.id,
      lang: "en",
      model: "highlight_teasers",
      data: JSON.stringify({ categories: [other.id, category.id] }),
      created_at: "2031-01-01T00:00:00Z",
      updated_at: "2031-01-01T00:00:00Z",
    });
    const before = await footprint("article_categories", category.id);
    const refused = await hubApiCall<Refusal>("DELETE", `article-categories/${category.id}/`, session, {
      revision: 1,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.references).toEqual([
      expect.objectContaining({ kind: "articles", id: article.id }),
      expect.objectContaining({ kind: "pages", id: page.id }),
    ]);
    expect(await footprint("article_categories", category.id)).toEqual(before);

    const renamed = await hubApiCall<ArticleCategoryItem>("POST", `article-categories/${category.id}/`, session, {
      ...category,
      name_en: "Interviews",
      position: 3,
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ revision: 2, name_en: "Interviews", position: 3, uses: 1 });
    const unused = await ownCategory(session);
    expect((await hubApiCall("DELETE", `article-categories/${unused.id}/`, session, { revision: 1 })).status).toBe(204);
    expect((await footprint("article_categories", unused.id)).row).toBeNull();
  });

  it("creates, changes and deletes a tag; refuses the delete of one an article carries, naming it", async () => {
    const { session } = await hubAccount();
    const tag = await ownTag(session);
    const { article } = await ownArticle(session, { tag_ids: [tag.id] });
    const before = await footprint("article_tags", tag.id);
    const refused = await hubApiCall<Refusal>("DELETE", `article-tags/${tag.id}/`, session, { revision: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body.references).toEqual([expect.objectContaining({ kind: "articles", id: article.id })]);
    expect(await footprint("article_tags", tag.id)).toEqual(before);
    const stale = await hubApiCall<{ error: string }>("DELETE", `article-tags/${tag.id}/`, session, { revision: 4 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe("stale_revision");
    const noCsrf = await hubApiCall(
      "DELETE",
      `article-tags/${tag.id}/`,
      session,
      { revision: 1 },
      { withoutCsrf: true },
    );
    expect(noCsrf.status).toBe(403);
    expect(await footprint("article_tags", tag.id)).toEqual(before);

    const changed = await hubApiCall<ArticleTagItem>("POST", `article-tags/${tag.id}/`, session, {
      ...tag,
      name_de: "Oper",
    });
    expect(changed.body).toMatchObject({ revision: 2, name_de: "Oper", uses: 1 });
    const free = await ownTag(session);
    const listed = await hubApiCall<Paged<ArticleTagItem>>("GET", `article-tags/?q=${free.slug_de}`, session);
    expect(listed.body.results.map((row) => row.id)).toEqual([free.id]);
    expect((await hubApiCall("DELETE", `article-tags/${free.id}/`, session, { revision: 1 })).status).toBe(204);
  });
});

describe("back-office event teasers", () => {
  async function seededEvent() {
    const event = await env.DB.prepare("SELECT id, slug_de, slug_en, title_de FROM events ORDER BY id LIMIT 1").first<{
      id: number;
      slug_de: string;
      slug_en: string;
      title_de: string;
    }>();
    if (!event) throw new Error("the seed has events");
    return event;
  }

  function teaserBody(token: string, target: { kind: string; id: number }, changes: Record<string, unknown> = {}) {
    return {
      name_de: `Teaser ${token}`,
      name_en: `Teaser ${token} EN`,
      target_kind: target.kind,
      target_id: target.id,
      headline_de: "Jetzt Karten sichern",
      headline_en: "Get your tickets",
      position: "2031-06-05",
      is_online: true,
      ...changes,
    };
  }

  it("creates a teaser pointing to an event, lists, changes it to a production and deletes it", async () => {
    const { session } = await hubAccount();
    const event = await seededEvent();
    const token = uniqueToken("t");
    const created = await hubApiCall<EventTeaserItem>(
      "POST",
      "event-teasers/",
      session,
      teaserBody(token, { kind: "event", id: event.id }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    forget("event_teasers", created.body.id);
    expect(created.body).toMatchObject({ target_kind: "event", target_id: event.id, target_title: event.title_de });
    const stored = await env.DB.prepare("SELECT link, link_en FROM event_teasers WHERE id = ?1")
      .bind(created.body.id)
      .first<{ link: string; link_en: string }>();
    expect(stored).toEqual({ link: created.body.urls?.de, link_en: created.body.urls?.en });
    expect(stored?.link).toContain(`/${event.slug_de}/${event.id}`);

    const listed = await hubApiCall<Paged<EventTeaserItem>>("GET", `event-teasers/?q=${token}&online=yes`, session);
    expect(listed.body.results.map((row) => row.id)).toEqual([created.body.id]);

    const production = await env.DB.prepare("SELECT id, slug_de, slug_en FROM productions ORDER BY id LIMIT 1").first<{
      id: number;
      slug_de: string;
      slug_en: string;
    }>();
    if (!production) throw new Error("the seed has productions");
    const changed = await hubApiCall<EventTeaserItem>("POST", `event-teasers/${created.body.id}/`, session, {
      ...teaserBody(token, { kind: "production", id: production.id }),
      revision: 1,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.urls?.en).toContain(`/${production.slug_en}/${production.id}`);
    // The programme's teaser links to the production's page as it is now, a renamed slug included.
    const renamed = `${production.slug_en}-${token}`;
    // Renamed in both languages: the teaser's stored addresses name neither page any more.
    await env.DB.prepare("UPDATE productions SET slug_de = ?1, slug_en = ?2 WHERE id = ?3")
      .bind(`${production.slug_de}-${token}`, renamed, production.id)
      .run();
    onTestFinished(async () => {
      await env.DB.prepare("UPDATE productions SET slug_de = ?1, slug_en = ?2 WHERE id = ?3")
        .bind(production.slug_de, production.slug_en, production.id)
        .run();
    });
    const shown = await publicJson<{ id: number; link: string }[]>("/en/api/teasers/");
    expect(shown.body.find((row) => row.id === created.body.id)?.link).toBe(
      `/en/productions/${renamed}/${production.id}`,
    );
    // The production's delete finds the teaser by its target, so no teaser points to nothing.
    const target = await hubApiCall<{ revision: number }>("GET", `productions/${production.id}/`, session);
    const refused = await hubApiCall<Refusal>("DELETE", `productions/${production.id}/`, session, {
      revision: target.body.revision,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.references).toContainEqual(
      expect.objectContaining({ kind: "event_teasers", id: created.body.id }),
    );

    const removed = await hubApiCall("DELETE", `event-teasers/${created.body.id}/`, session, { revision: 2 });
    expect(removed.status).toBe(204);
    expect(await footprint("event_teasers", created.body.id)).toMatchObject({ row: null, versions: 3 });
  });

  it("refuses a teaser pointing to nothing, a bad day, a stale revision or a missing session, and changes nothing", async () => {
    const { session } = await hubAccount();
    const event = await seededEvent();
    const token = uniqueToken("t");
    const created = await hubApiCall<EventTeaserItem>(
      "POST",
      "event-teasers/",
      session,
      teaserBody(token, { kind: "event", id: event.id }),
    );
    forget("event_teasers", created.body.id);
    const path = `event-teasers/${created.body.id}/`;
    const before = await footprint("event_teasers", created.body.id);
    const missing = await hubApiCall<Refusal>("POST", path, session, {
      ...teaserBody(token, { kind: "production", id: 999_999_999 }),
      revision: 1,
    });
    expect(missing.status).toBe(422);
    expect(missing.body.field).toBe("target_id");
    const missingOnCreate = await hubApiCall<Refusal>(
      "POST",
      "event-teasers/",
      session,
      teaserBody(uniqueToken("t"), { kind: "event", id: 999_999_999 }),
    );
    expect(missingOnCreate.status).toBe(422);
    expect(missingOnCreate.body.field).toBe("target_id");
    const badKind = await hubApiCall<Refusal>("POST", path, session, {
      ...teaserBody(token, { kind: "page", id: 1 }),
      revision: 1,
    });
    expect(badKind.status).toBe(400);
    expect(badKind.body.field).toBe("target_kind");
    const badDay = await hubApiCall<Refusal>("POST", path, session, {
      ...teaserBody(token, { kind: "event", id: event.id }, { position: "5.6.2031" }),
      revision: 1,
    });
    expect(badDay.status).toBe(400);
    expect(badDay.body.field).toBe("position");
    const stale = await hubApiCall<{ error: string }>("POST", path, session, {
      ...teaserBody(token, { kind: "event", id: event.id }),
      revision: 9,
    });
    expect(stale.status).toBe(409);
    expect(
      (await hubApiCall("POST", path, null, { ...teaserBody(token, { kind: "event", id: event.id }), revision: 1 }))
        .status,
    ).toBe(401);
    expect(await footprint("event_teasers", created.body.id)).toEqual(before);
  });
});
