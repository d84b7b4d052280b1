import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Paged } from "../../src/schemas/common";
import type { AutocompleteResponse, SearchOverview, SearchResult } from "../../src/schemas/search";
import { expectInvalidQuery, expectNotFound, getJson, isoAt } from "./api-helpers";

describe("GET /api/search/", () => {
  it("answers upcoming events and other documents with counts", async () => {
    const { status, body } = await getJson<SearchOverview>("/api/search/?query=sommernachtstraum");
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(["events", "others"]);
    expect(body.events.count).toBeGreaterThan(0);
    expect(body.events.results.length).toBe(Math.min(10, body.events.count));
    for (const result of body.events.results) {
      expect(result.kind).toBe("event");
      expect(result.url).toBe(`/de/programm/${result.url.split("/")[3]}/${result.id}`);
      expect(result.date && result.date >= isoAt(-60_000)).toBe(true);
      expect(Object.keys(result).sort()).toEqual([
        "date",
        "id",
        "kind",
        "previous_date_start",
        "status",
        "text",
        "title",
        "url",
      ]);
    }
    const dates = body.events.results.map((r) => r.date ?? "");
    expect(dates).toEqual([...dates].sort());
    expect(body.others.results.map((r) => r.kind)).toContain("production");
    expect(body.others.results.every((r) => r.kind !== "event")).toBe(true);
  });

  it("folds diacritics and matches prefixes", async () => {
    const folded = await getJson<SearchOverview>("/api/search/?query=marchen");
    const prefix = await getJson<SearchOverview>("/api/search/?query=Märch");
    expect(folded.body.others.count).toBeGreaterThan(0);
    expect(prefix.body.others.count).toBe(folded.body.others.count);
    expect(folded.body.others.results.some((r) => r.title.includes("Märchen"))).toBe(true);
  });

  it("searches in the request's language", async () => {
    const en = await getJson<SearchOverview>("/api/search/?query=midsummer&lang=en");
    const de = await getJson<SearchOverview>("/api/search/?query=midsummer&lang=de");
    expect(en.body.events.count).toBeGreaterThan(0);
    expect(en.body.events.results[0]?.url).toMatch(/^\/en\/events\//);
    expect(de.body.events.count).toBe(0);
  });

  it("never fails on FTS syntax in the text", async () => {
    for (const text of [
      '"',
      "a OR b",
      "NEAR(x y)",
      "(((",
      "sommer*",
      "-sommer",
      "title:sommer",
      "^x",
      "AND",
      "*",
      "'; DROP TABLE events; --",
      "\u0301",
      "😀 sommer",
    ]) {
      const { status, body } = await getJson<SearchOverview>(`/api/search/?query=${encodeURIComponent(text)}`);
      expect(status, text).toBe(200);
      expect(body.events.count, text).toEqual(expect.any(Number));
    }
  });

  it("logs the search for the dashboard, counted in its day's aggregate", async () => {
    await getJson("/api/search/?query=Protokolltest");
    const row = await env.DB.prepare(
      "SELECT result_count, created_at FROM search_keywords WHERE keyword = 'protokolltest'",
    ).first<{ result_count: number; created_at: string }>();
    expect(row?.result_count).toBe(0);
    const day = await env.DB.prepare(
      `SELECT day, count, no_result_count, last_at, last_result_count FROM search_terms_daily
         WHERE lang = 'de' AND keyword = 'protokolltest'`,
    ).all();
    expect(day.results).toEqual([
      {
        day: row?.created_at.slice(0, 10),
        count: 1,
        no_result_count: 1,
        last_at: row?.created_at,
        last_result_count: 0,
      },
    ]);
  });

  it("answers 400 for an empty or missing query", async () => {
    await expectInvalidQuery("/api/search/", "query");
    await expectInvalidQuery("/api/search/?query=", "query");
    await expectInvalidQuery("/api/search/?query=%20%20", "query");
    await expectInvalidQuery(`/api/search/?query=${"x".repeat(201)}`, "query");
  });
});

describe("GET /api/search/events/ and /api/search/others/", () => {
  it("pages events by 10 with next/previous keeping the query", async () => {
    // The longest word of the most frequent upcoming title finds more than one page.
    const row = await env.DB.prepare(
      "SELECT title_de FROM events WHERE is_online = 1 AND date_start >= ?1 GROUP BY title_de ORDER BY count(*) DESC LIMIT 1",
    )
      .bind(isoAt(0))
      .first<{ title_de: string }>();
    const word = (row?.title_de.split(/\s+/) ?? []).sort((a, b) => b.length - a.length)[0] ?? "";
    const query = encodeURIComponent(word.toLowerCase());
    const first = await getJson<Paged<SearchResult>>(`/api/search/events/?query=${query}`);
    expect(first.status).toBe(200);
    expect(first.body.count).toBeGreaterThan(10);
    expect(first.body.results).toHaveLength(10);
    expect(first.body.next).toBe(`/api/search/events/?query=${query}&page=2`);
    const second = await getJson<Paged<SearchResult>>(first.body.next ?? "");
    expect(second.body.previous).toBe(`/api/search/events/?query=${query}&page=1`);
    const ids = [...first.body.results, ...second.body.results].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("pages the other documents and answers 404 past the end", async () => {
    const { status, body } = await getJson<Paged<SearchResult>>("/api/search/others?query=sommer");
    expect(status).toBe(200);
    expect(body.count).toBeGreaterThan(0);
    for (const result of body.results) expect(result.kind).not.toBe("event");
    const page = await getJson<Paged<SearchResult>>("/api/search/others/?query=sommer&page=1");
    expect(page.body.results).toEqual(body.results);
    await expectNotFound("/api/search/others/?query=sommer&page=999");
  });

  it("answers 400 naming query or page", async () => {
    await expectInvalidQuery("/api/search/events/", "query");
    await expectInvalidQuery("/api/search/others/?query=", "query");
    await expectInvalidQuery("/api/search/events/?query=x&page=abc", "page");
    await expectInvalidQuery("/api/search/others/?query=x&page=0", "page");
  });
});

describe("GET /api/search/autocomplete/", () => {
  it("suggests at most 8 distinct titles with url and kind", async () => {
    const { status, body } = await getJson<AutocompleteResponse>("/api/search/autocomplete/?query=som");
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(8);
    const titles = body.data.map((s) => s.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
    for (const suggestion of body.data) {
      expect(Object.keys(suggestion).sort()).toEqual(["kind", "title", "url"]);
      expect(suggestion.url).toMatch(/^\/de(\/|$)/);
    }
    expect(body.data[0]?.title.toLowerCase().startsWith("som")).toBe(true);
  });

  it("matches every word as a title prefix, diacritics folded", async () => {
    const { body } = await getJson<AutocompleteResponse>("/api/search/autocomplete/?query=ein%20sommern");
    expect(body.data.map((s) => s.title)).toContain("Ein Sommernachtstraum");
    const folded = await getJson<AutocompleteResponse>("/api/search/autocomplete/?query=grunderz");
    expect(folded.body.data.some((s) => s.title.includes("Gründerzeit"))).toBe(true);
  });

  it("answers { data: [] } for empty, one-letter or punctuation-only text", async () => {
    for (const query of ["", "s", "***", '"(', "?query"]) {
      const { status, body } = await getJson<AutocompleteResponse>(
        `/api/search/autocomplete/?query=${encodeURIComponent(query)}`,
      );
      expect(status, query).toBe(200);
      expect(body, query).toEqual({ data: [] });
    }
    expect((await getJson<AutocompleteResponse>("/api/search/autocomplete/")).body).toEqual({ data: [] });
  });

  it("answers 400 for an overlong query", async () => {
    await expectInvalidQuery(`/api/search/autocomplete/?query=${"x".repeat(201)}`, "query");
  });
});
