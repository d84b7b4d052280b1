import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import type {
  ArticleCategoryDetail,
  ArticleDetail,
  ArticleListItem,
  ArticleTagDetail,
  ArticleTagWithCount,
} from "../../src/schemas/articles";
import type { Paged } from "../../src/schemas/common";
import type { FormDetail } from "../../src/schemas/forms";
import type { PersonDetail, PersonGroup } from "../../src/schemas/persons";
import type { ProductionDetail, ProductionListItem } from "../../src/schemas/productions";
import type { SeriesDetail } from "../../src/schemas/series";
import type { VenueDetail, VenueListItem } from "../../src/schemas/venues";
import {
  berlinDateParam,
  clearCache,
  expectBothUrls,
  expectInvalidQuery,
  expectNotFound,
  getJson,
  isoAt,
  rowWithTwoSlugs,
} from "./api-helpers";
import { copyRow } from "./fixtures";

/** Articles visible now (stored-form instants compare as text). */
const PUBLISHED = "is_online = 1 AND published_at <= strftime('%Y-%m-%dT%H:%M:%SZ', 'now')";

beforeEach(clearCache);

describe("GET /{lang}/api/productions/", () => {
  it("pages online productions by 12, upcoming ones first", async () => {
    const { status, body } = await getJson<Paged<ProductionListItem>>("/de/api/productions/");
    const total = await env.DB.prepare("SELECT count(*) AS n FROM productions WHERE is_online = 1").first<{
      n: number;
    }>();
    expect(status).toBe(200);
    expect(body.count).toBe(total?.n);
    expect(body.results.length).toBe(Math.min(12, body.count));
    const item = body.results[0];
    expect(item).toMatchObject({
      id: expect.any(Number),
      slug: expect.any(String),
      title: expect.any(String),
      tags: expect.any(Array),
      upcoming_event_count: expect.any(Number),
    });
    expect(item?.url).toBe(`/de/produktionen/${item?.slug}/${item?.id}`);
    for (const key of [
      "subtitle",
      "image_obj",
      "image_thumbnails",
      "season",
      "exhibition_type",
      "genre",
      "date_start",
      "date_end",
      "theme",
    ]) {
      expect(item).toHaveProperty(key);
    }
    const starts = body.results.map((p) => p.date_start).filter((d): d is string => d !== null);
    expect(starts).toEqual([...starts].sort());
    const firstWithout = body.results.findIndex((p) => p.date_start === null);
    if (firstWithout >= 0) expect(body.results.slice(firstWithout).every((p) => p.date_start === null)).toBe(true);
  });

  it("filters by season, exhibition type, tag and date", async () => {
    const season = await env.DB.prepare(
      "SELECT season_id AS id, count(*) AS n FROM productions WHERE is_online = 1 GROUP BY season_id ORDER BY n DESC LIMIT 1",
    ).first<{ id: number; n: number }>();
    const bySeason = await getJson<Paged<ProductionListItem>>(`/de/api/productions/?season=${season?.id}`);
    expect(bySeason.body.count).toBe(season?.n);
    for (const p of bySeason.body.results) expect(p.season?.id).toBe(season?.id);

    const type = await getJson<Paged<ProductionListItem>>("/de/api/productions/?exhibition_type=1");
    for (const p of type.body.results) expect(p.exhibition_type?.id).toBe(1);

    const tagged = await getJson<Paged<ProductionListItem>>("/de/api/productions/?tag=1");
    for (const p of tagged.body.results) expect(p.tags.map((t) => t.id)).toContain(1);

    const dated = await getJson<Paged<ProductionListItem>>(`/de/api/productions/?date=${berlinDateParam(60)}`);
    expect(dated.status).toBe(200);
    for (const p of dated.body.results) expect(p.upcoming_event_count).toBeGreaterThan(0);
  });

  it("answers 404 past the last page and 400 for bad values", async () => {
    await expectNotFound("/de/api/productions/?page=99999");
    await expectInvalidQuery("/de/api/productions/?season=x", "season");
    await expectInvalidQuery("/de/api/productions/?exhibition_type=0", "exhibition_type");
    await expectInvalidQuery("/de/api/productions/?tag=-2", "tag");
    await expectInvalidQuery("/de/api/productions/?date=30-02-2027", "date");
    await expectInvalidQuery("/de/api/productions/?page=abc", "page");
  });
});

describe("GET /{lang}/api/productions/{id}/", () => {
  it("answers the production with description, persons and upcoming events", async () => {
    const row = await env.DB.prepare(
      `SELECT p.id FROM productions p WHERE p.is_online = 1
          AND EXISTS (SELECT 1 FROM production_persons pp WHERE pp.production_id = p.id)
          AND EXISTS (SELECT 1 FROM events e WHERE e.production_id = p.id AND e.is_online = 1 AND e.date_start >= ?1)
        LIMIT 1`,
    )
      .bind(isoAt(0))
      .first<{ id: number }>();
    const { status, body } = await getJson<ProductionDetail>(`/en/api/productions/${row?.id}/`);
    expect(status).toBe(200);
    expect(body.url).toMatch(/^\/en\/productions\//);
    expect(body.urls.en).toBe(body.url);
    expect(body.urls.de).toMatch(new RegExp(`^/de/produktionen/[^/]+/${body.id}$`));
    expect(body).toHaveProperty("description");
    expect(body.persons[0]).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      url: expect.stringMatching(/^\/en\/team\//),
    });
    expect(body.events.length).toBeGreaterThan(0);
    for (const event of body.events) expect(event.production?.id).toBe(body.id);
    expect(body.upcoming_event_count).toBeGreaterThanOrEqual(body.events.length);
  });

  it("names the production's page in both languages, each with its own slug", async () => {
    const row = await rowWithTwoSlugs("productions", "is_online = 1");
    await expectBothUrls(`/api/productions/${row.id}/`, {
      de: `/de/produktionen/${row.slug_de}/${row.id}`,
      en: `/en/productions/${row.slug_en}/${row.id}`,
    });
  });

  it("answers 404 for unknown, non-numeric and offline productions", async () => {
    await expectNotFound("/de/api/productions/999999/");
    await expectNotFound("/de/api/productions/abc");
    const offline = await copyRow("productions", 12, { is_online: 0 });
    await expectNotFound(`/de/api/productions/${offline}/`);
  });
});

describe("magazine", () => {
  it("GET /{lang}/api/articles-teaser/ lists the 4 newest published articles", async () => {
    const { status, body } = await getJson<ArticleListItem[]>("/de/api/articles-teaser/");
    const newest = await env.DB.prepare(
      "SELECT id FROM articles WHERE is_online = 1 AND published_at <= ?1 ORDER BY published_at DESC LIMIT 4",
    )
      .bind(isoAt(0))
      .all<{ id: number }>();
    expect(status).toBe(200);
    expect(body.map((a) => a.id)).toEqual(newest.results.map((a) => a.id));
  });

  it("GET /{lang}/api/articles/ pages by 9, newest first, with category and tags", async () => {
    const { status, body } = await getJson<Paged<ArticleListItem>>("/de/api/articles/");
    const total = await env.DB.prepare("SELECT count(*) AS n FROM articles WHERE is_online = 1 AND published_at <= ?1")
      .bind(isoAt(0))
      .first<{ n: number }>();
    expect(status).toBe(200);
    expect(body.count).toBe(total?.n);
    expect(body.results).toHaveLength(9);
    expect(body.next).toBe("/de/api/articles/?page=2");
    const dates = body.results.map((a) => a.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const article = body.results.find((a) => a.category && a.tags.length > 0);
    expect(article?.url).toBe(`/de/mediathek-de/${article?.slug}/${article?.id}`);
    expect(article?.category).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      slug: expect.any(String),
      style_name: expect.any(String),
    });
    expect(article?.tags[0]).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      slug: expect.any(String),
    });
    const page2 = await getJson<Paged<ArticleListItem>>("/de/api/articles/?page=2");
    expect(page2.body.previous).toBe("/de/api/articles/?page=1");
    expect(page2.body.results.map((a) => a.id)).not.toContain(body.results[0]?.id);
  });

  it("filters articles by category and tag", async () => {
    const byCategory = await getJson<Paged<ArticleListItem>>("/de/api/articles/?category=4");
    const n = await env.DB.prepare(
      "SELECT count(*) AS n FROM articles WHERE is_online = 1 AND published_at <= ?1 AND category_id = 4",
    )
      .bind(isoAt(0))
      .first<{ n: number }>();
    expect(byCategory.body.count).toBe(n?.n);
    for (const a of byCategory.body.results) expect(a.category?.id).toBe(4);
    const byTag = await getJson<Paged<ArticleListItem>>("/en/api/articles/?tag=1");
    for (const a of byTag.body.results) expect(a.tags.map((t) => t.id)).toContain(1);
    await expectInvalidQuery("/de/api/articles/?category=news", "category");
    await expectInvalidQuery("/de/api/articles/?tag=0", "tag");
    await expectInvalidQuery("/de/api/articles/?page=1.5", "page");
    await expectNotFound("/de/api/articles/?page=99999");
  });

  it("GET /{lang}/api/articles/{id}/ answers the article with body; 404 for offline or unknown", async () => {
    const { status, body } = await getJson<ArticleDetail>("/en/api/articles/1/");
    const row = await env.DB.prepare("SELECT title_en, body_en FROM articles WHERE id = 1").first();
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 1, title: row?.title_en, body: row?.body_en });
    expect(body.url).toMatch(/^\/en\/mediathek-en\//);
    expect(body.urls.en).toBe(body.url);
    expect(body.urls.de).toMatch(/^\/de\/mediathek-de\/[^/]+\/1$/);
    const offline = await env.DB.prepare("SELECT id FROM articles WHERE is_online = 0 LIMIT 1").first<{ id: number }>();
    await expectNotFound(`/de/api/articles/${offline?.id}/`);
    await expectNotFound("/de/api/articles/999999/");
    await expectNotFound("/de/api/articles/x/");
  });

  it("GET /{lang}/api/articles/{id}/ names the article's page in both languages, each with its own slug", async () => {
    const row = await rowWithTwoSlugs("articles", PUBLISHED);
    await expectBothUrls(`/api/articles/${row.id}/`, {
      de: `/de/mediathek-de/${row.slug_de}/${row.id}`,
      en: `/en/mediathek-en/${row.slug_en}/${row.id}`,
    });
  });

  it("GET /api/article-categories/ lists {id, name, style_name, slug}", async () => {
    const { status, body } = await getJson<ArticleCategoryDetail[]>("/api/article-categories/?lang=en");
    const rows = await env.DB.prepare(
      "SELECT id, name_en, slug_en, style_name FROM article_categories ORDER BY position, id",
    ).all<{
      id: number;
      name_en: string;
      slug_en: string;
      style_name: string;
    }>();
    expect(status).toBe(200);
    expect(body.map(({ id, name, slug, style_name }) => ({ id, name, slug, style_name }))).toEqual(
      rows.results.map((r) => ({ id: r.id, name: r.name_en, slug: r.slug_en, style_name: r.style_name })),
    );
    expect(body[0]?.url).toMatch(/^\/en\/mediathek-en\/categories\//);
  });

  it("GET /api/article-categories/ names each category's page in both languages, each with its own slug", async () => {
    const rows = await env.DB.prepare("SELECT id, slug_de, slug_en FROM article_categories ORDER BY position, id").all<{
      id: number;
      slug_de: string;
      slug_en: string;
    }>();
    expect(rows.results.some((r) => r.slug_de !== r.slug_en)).toBe(true);
    const expected = rows.results.map((r) => ({
      de: `/de/mediathek-de/categories/${r.slug_de}/${r.id}`,
      en: `/en/mediathek-en/categories/${r.slug_en}/${r.id}`,
    }));
    for (const lang of ["de", "en"] as const) {
      const { body } = await getJson<ArticleCategoryDetail[]>(`/api/article-categories/?lang=${lang}`);
      expect(body.map((c) => c.urls)).toEqual(expected);
      expect(body.map((c) => c.url)).toEqual(expected.map((urls) => urls[lang]));
    }
  });

  it("GET /{lang}/api/article-tags/ and /{id}/ answer tags with counts; 404 for unknown", async () => {
    const list = await getJson<ArticleTagWithCount[]>("/de/api/article-tags/");
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(0);
    const tag = list.body.find((t) => t.article_count > 0);
    const articles = await getJson<Paged<ArticleListItem>>(`/de/api/articles/?tag=${tag?.id}`);
    expect(articles.body.count).toBe(tag?.article_count);
    const one = await getJson<ArticleTagDetail>(`/de/api/article-tags/${tag?.id}/`);
    const slugs = await env.DB.prepare("SELECT slug_de, slug_en FROM article_tags WHERE id = ?1")
      .bind(tag?.id)
      .first<{ slug_de: string; slug_en: string }>();
    expect(one.body).toEqual({
      id: tag?.id,
      name: tag?.name,
      slug: tag?.slug,
      url: tag?.url,
      urls: {
        de: `/de/mediathek-de/tags/${slugs?.slug_de}/${tag?.id}`,
        en: `/en/mediathek-en/tags/${slugs?.slug_en}/${tag?.id}`,
      },
    });
    await expectNotFound("/de/api/article-tags/999999/");
  });

  it("GET /{lang}/api/article-tags/{id}/ names the tag's page in both languages, each with its own slug", async () => {
    const row = await rowWithTwoSlugs("article_tags");
    await expectBothUrls(`/api/article-tags/${row.id}/`, {
      de: `/de/mediathek-de/tags/${row.slug_de}/${row.id}`,
      en: `/en/mediathek-en/tags/${row.slug_en}/${row.id}`,
    });
  });
});

describe("team, venues, series", () => {
  it("GET /{lang}/api/persons/ groups members by category", async () => {
    const { status, body } = await getJson<PersonGroup[]>("/de/api/persons/");
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    const group = body[0];
    expect(group).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    expect(group?.members.length).toBeGreaterThan(0);
    const member = group?.members[0];
    expect(member).toMatchObject({
      id: expect.any(Number),
      first_name: expect.any(String),
      last_name: expect.any(String),
    });
    expect(member?.url).toBe(`/de/team/${member?.slug}/${member?.id}`);
    for (const key of ["position", "email", "phone", "image_obj", "image_thumbnails"])
      expect(member).toHaveProperty(key);
    const mapped = await env.DB.prepare("SELECT count(*) AS n FROM person_category_map WHERE category_id = ?1")
      .bind(group?.id)
      .first<{ n: number }>();
    expect(group?.members.length).toBe(mapped?.n);
  });

  it("GET /{lang}/api/persons/{id}/ answers bio, categories and productions; 404 otherwise", async () => {
    const row = await env.DB.prepare("SELECT person_id AS id FROM production_persons LIMIT 1").first<{ id: number }>();
    const { status, body } = await getJson<PersonDetail>(`/en/api/persons/${row?.id}/`);
    expect(status).toBe(200);
    expect(body).toHaveProperty("bio");
    expect(body.categories).toEqual(expect.any(Array));
    expect(body.productions[0]).toMatchObject({
      id: expect.any(Number),
      title: expect.any(String),
      url: expect.stringMatching(/^\/en\/productions\//),
    });
    expect(body.urls).toEqual({ de: `/de/team/${body.slug}/${body.id}`, en: body.url });
    await expectNotFound("/de/api/persons/999999/");
    await expectNotFound("/de/api/persons/abc/");
  });

  it("GET /{lang}/api/persons/{id}/ names the page in both languages, each with its own slug", async () => {
    // The seed gives people one slug for both languages; the English one must still come from slug_en.
    const id = await copyRow("persons", 1, { slug_en: "english-slug" });
    const row = await rowWithTwoSlugs("persons", `id = ${id}`);
    await expectBothUrls(`/api/persons/${id}/`, {
      de: `/de/team/${row.slug_de}/${id}`,
      en: `/en/team/english-slug/${id}`,
    });
  });

  it("GET /{lang}/api/venues/ and /{id}/ answer venues with rooms and next events", async () => {
    const list = await getJson<VenueListItem[]>("/de/api/venues/");
    expect(list.status).toBe(200);
    const withEvents = await env.DB.prepare(
      `SELECT r.venue_id AS id FROM events e JOIN rooms r ON r.id = e.room_id
        WHERE e.is_online = 1 AND e.date_start >= ?1 GROUP BY r.venue_id LIMIT 1`,
    )
      .bind(isoAt(0))
      .first<{ id: number }>();
    const { status, body } = await getJson<VenueDetail>(`/de/api/venues/${withEvents?.id}/`);
    expect(status).toBe(200);
    expect(body.url).toBe(`/de/venues/${body.slug}/${body.id}`);
    expect(body.urls.de).toBe(body.url);
    expect(body).not.toHaveProperty("slug_de");
    expect(body).not.toHaveProperty("slug_en");
    for (const key of ["street", "postal_code", "city", "lat", "lng", "description"]) expect(body).toHaveProperty(key);
    expect(body.rooms.length).toBeGreaterThan(0);
    expect(body.events.length).toBeGreaterThan(0);
    for (const event of body.events) expect(body.rooms.map((r) => r.id)).toContain(event.room?.id);
    await expectNotFound("/de/api/venues/999999/");
  });

  it("GET /{lang}/api/venues/{id}/ names the page in both languages, each with its own slug", async () => {
    const row = await rowWithTwoSlugs("venues");
    await expectBothUrls(`/api/venues/${row.id}/`, {
      de: `/de/venues/${row.slug_de}/${row.id}`,
      en: `/en/venues/${row.slug_en}/${row.id}`,
    });
  });

  it("GET /{lang}/api/series/{id}/ answers the series with its upcoming events; 404 otherwise", async () => {
    const row = await env.DB.prepare(
      "SELECT series_id AS id, count(*) AS n FROM events WHERE is_online = 1 AND date_start >= ?1 AND series_id IS NOT NULL GROUP BY series_id LIMIT 1",
    )
      .bind(isoAt(0))
      .first<{ id: number; n: number }>();
    const { status, body } = await getJson<SeriesDetail>(`/de/api/series/${row?.id}/`);
    expect(status).toBe(200);
    expect(body.url).toBe(`/de/series/${body.slug}/${body.id}`);
    expect(body.urls.de).toBe(body.url);
    expect(body.upcoming_event_count).toBe(row?.n);
    expect(body.events.length).toBe(Math.min(50, row?.n ?? 0));
    for (const event of body.events) expect(event.series?.id).toBe(body.id);
    await expectNotFound("/de/api/series/999999/");
    await expectNotFound("/de/api/series/1x/");
  });

  it("GET /{lang}/api/series/{id}/ names the page in both languages, each with its own slug", async () => {
    const row = await rowWithTwoSlugs("series");
    await expectBothUrls(`/api/series/${row.id}/`, {
      de: `/de/series/${row.slug_de}/${row.id}`,
      en: `/en/series/${row.slug_en}/${row.id}`,
    });
  });
});

describe("GET /{lang}/api/forms/{id}/", () => {
  it("answers the fields with SPEC defaults and appends email2", async () => {
    const { status, body } = await getJson<FormDetail>("/de/api/forms/3/");
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 3, title: expect.any(String) });
    expect(body).toHaveProperty("intro");
    expect(body.urls.de).toBe(body.url);
    expect(body).not.toHaveProperty("slug_de");
    for (const field of body.fields) {
      expect(Object.keys(field).sort()).toEqual(
        [
          "choices",
          "default",
          "field_type",
          "help_text",
          "id",
          "label",
          "placeholder_text",
          "required",
          "slug",
          "visible",
        ].sort(),
      );
    }
    const date = body.fields.find((f) => f.field_type === 9);
    expect(date?.default).toBeNull();
    const multi = body.fields.find((f) => f.field_type === 7);
    expect(Array.isArray(multi?.default)).toBe(true);
    expect(multi?.choices[0]).toEqual({ value: expect.any(String), label: expect.any(String) });
    const last = body.fields[body.fields.length - 1];
    expect(last).toMatchObject({ slug: "email2", field_type: 3, required: true, visible: true });
    expect(body.fields.filter((f) => f.slug === "email2")).toHaveLength(1);
  });

  it("gives checkbox lists a list default and labels choices in the request's language", async () => {
    const { body } = await getJson<FormDetail>("/en/api/forms/2");
    const checkboxes = body.fields.find((f) => f.field_type === 5);
    expect(Array.isArray(checkboxes?.default)).toBe(true);
    const stored = await env.DB.prepare("SELECT choices FROM form_fields WHERE id = ?1")
      .bind(checkboxes?.id)
      .first<{ choices: string }>();
    const first = (JSON.parse(stored?.choices ?? "[]") as { label_en: string }[])[0];
    expect(checkboxes?.choices[0]?.label).toBe(first?.label_en);
    expect(body.fields[body.fields.length - 1]?.slug).toBe("email2");
  });

  it("names the form's page in both languages, each with its own slug", async () => {
    const row = await rowWithTwoSlugs("forms", "is_online = 1");
    await expectBothUrls(`/api/forms/${row.id}/`, {
      de: `/de/formular/${row.slug_de}/${row.id}`,
      en: `/en/form/${row.slug_en}/${row.id}`,
    });
  });

  it("answers 404 for unknown, non-numeric and offline forms", async () => {
    await expectNotFound("/de/api/forms/999999/");
    await expectNotFound("/de/api/forms/kontakt/");
    const offline = await copyRow("forms", 1, { is_online: 0 });
    await expectNotFound(`/de/api/forms/${offline}/`);
  });
});
