import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  LINK_TARGET_KINDS,
  LINK_TARGETS_ONE_KIND,
  LINK_TARGETS_PER_KIND,
  type LinkTarget,
  type LinkTargetsResponse,
} from "../../src/schemas/link-targets";
import { editorSession, getJson, isoAt } from "./api-helpers";
import { copyForm, insertPage, uniqueToken } from "./fixtures";

const API = "/de/pageeditor-api/link-targets/";

async function targets(query: string, lang: "de" | "en" = "de") {
  const path = `/${lang}/pageeditor-api/link-targets/${query}`;
  const response = await getJson<LinkTargetsResponse>(path, await editorSession());
  expect(response.status, path).toBe(200);
  return response.body.results;
}

const ofKind = (results: LinkTarget[], kind: string) => results.filter((target) => target.kind === kind);

describe("GET /{lang}/pageeditor-api/link-targets/", () => {
  it("answers 401 to visitors, and is never stored in a shared cache", async () => {
    const visitor = await getJson<{ error: string }>(`${API}?q=sommer`);
    expect(visitor.status).toBe(401);
    expect(visitor.body.error).toBe("not_authenticated");
    expect(visitor.headers.get("Cache-Control")).toBe("private, no-store");
    const editor = await getJson(`${API}?q=sommer`, await editorSession());
    expect(editor.status).toBe(200);
    expect(editor.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("without a query, offers the first of every kind, grouped in kind order, with both languages' paths", async () => {
    const results = await targets("");
    const kinds = results.map((target) => target.kind);
    // Grouped: each kind's block follows the previous one's, in LINK_TARGET_KINDS order.
    expect(kinds).toEqual([...kinds].sort((a, b) => LINK_TARGET_KINDS.indexOf(a) - LINK_TARGET_KINDS.indexOf(b)));
    for (const kind of LINK_TARGET_KINDS) {
      const group = ofKind(results, kind);
      expect(group.length, kind).toBeGreaterThan(0);
      expect(group.length, kind).toBeLessThanOrEqual(LINK_TARGETS_PER_KIND);
    }
    for (const target of results) {
      expect(Object.keys(target).sort()).toEqual(["date", "id", "is_online", "kind", "title", "urls"]);
      expect(target.urls.de).toMatch(/^\/de(\/|$)/);
      expect(target.urls.en).toMatch(/^\/en(\/|$)/);
    }
    expect(ofKind(results, "page").some((page) => page.urls.de === "/de" && page.urls.en === "/en")).toBe(true);
    // Upcoming events first, the nearest first.
    const events = ofKind(results, "event");
    const now = isoAt(-60_000);
    expect(events.every((event) => (event.date ?? "") >= now)).toBe(true);
    const dates = events.map((event) => event.date ?? "");
    expect(dates).toEqual([...dates].sort());
  });

  it("finds events and productions by title, with each language's slug in its path", async () => {
    const results = await targets("?q=sommernachtstraum");
    const events = ofKind(results, "event");
    expect(events.length).toBeGreaterThan(0);
    const row = await env.DB.prepare("SELECT slug_de, slug_en, title_de FROM events WHERE id = ?1")
      .bind(events[0]?.id)
      .first<{ slug_de: string; slug_en: string; title_de: string }>();
    expect(events[0]).toMatchObject({
      title: row?.title_de,
      urls: { de: `/de/programm/${row?.slug_de}/${events[0]?.id}`, en: `/en/events/${row?.slug_en}/${events[0]?.id}` },
      is_online: true,
    });
    const productions = ofKind(results, "production");
    expect(productions.length).toBeGreaterThan(0);
    expect(productions[0]?.urls.de).toMatch(/^\/de\/produktionen\/[^/]+\/\d+$/);
    expect(productions[0]?.urls.en).toMatch(/^\/en\/productions\/[^/]+\/\d+$/);
  });

  it("titles in the request's language, and matches the other language's title too", async () => {
    const en = await targets("?q=midsummer&kind=event", "en");
    expect(en.length).toBeGreaterThan(0);
    expect(en[0]?.title.toLowerCase()).toContain("midsummer");
    const de = await targets("?q=midsummer&kind=event", "de");
    expect(de.map((target) => target.id)).toEqual(en.map((target) => target.id));
    expect(de[0]?.title.toLowerCase()).not.toContain("midsummer");
  });

  it("folds case and diacritics through the search index", async () => {
    const folded = await targets("?q=marchen");
    expect(folded.some((target) => target.title.includes("Märchen"))).toBe(true);
  });

  it("offers offline pages, marked, with both paths, and finds pages by path", async () => {
    const token = uniqueToken("linkziel");
    const page = await insertPage({ title: `Vorschau ${token}`, is_online: 0 });
    const byTitle = ofKind(await targets(`?q=${encodeURIComponent(token)}`), "page");
    expect(byTitle).toEqual([
      {
        kind: "page",
        id: page.id,
        title: page.title,
        urls: { de: `/de${page.path}`, en: `/en${page.path}` },
        date: null,
        is_online: false,
      },
    ]);
    const byPath = ofKind(await targets(`?q=${encodeURIComponent(page.path)}&kind=page`), "page");
    expect(byPath.map((target) => target.id)).toEqual([page.id]);
  });

  it("finds forms by title, under formular/ and form/", async () => {
    const token = uniqueToken("anmeldung");
    const id = await copyForm(1, {
      title_de: `Anmeldung ${token}`,
      title_en: `Registration ${token}`,
      slug_de: "anmeldung",
      slug_en: "registration",
    });
    const results = await targets(`?q=${encodeURIComponent(token)}`, "en");
    expect(results).toEqual([
      {
        kind: "form",
        id,
        title: `Registration ${token}`,
        urls: { de: `/de/formular/anmeldung/${id}`, en: `/en/form/registration/${id}` },
        date: null,
        is_online: true,
      },
    ]);
  });

  it("restricts to one kind with `kind`, up to its larger limit, and matches an id", async () => {
    const events = await targets("?kind=event");
    expect(events.length).toBe(LINK_TARGETS_ONE_KIND);
    expect(events.every((target) => target.kind === "event")).toBe(true);
    const id = events[0]?.id ?? 0;
    expect(ofKind(await targets(`?q=${id}&kind=event`), "event").map((target) => target.id)).toContain(id);
  });

  it("takes the query's text literally: wildcards and search syntax match nothing special", async () => {
    for (const q of ["%", "_", '"', "a OR b", "NEAR(x y)", "title:sommer", "*", "'; DROP TABLE pages; --", "😀"]) {
      const path = `${API}?q=${encodeURIComponent(q)}`;
      const { status, body } = await getJson<LinkTargetsResponse>(path, await editorSession());
      expect(status, q).toBe(200);
      expect(Array.isArray(body.results), q).toBe(true);
    }
    expect(await targets(`?q=${encodeURIComponent("%")}`)).toEqual([]);
  });

  it("refuses an unknown kind and an overlong query with 400 naming the parameter", async () => {
    const session = await editorSession();
    const kind = await getJson<{ error: string; field: string }>(`${API}?kind=venue`, session);
    expect(kind.status).toBe(400);
    expect(kind.body).toMatchObject({ error: "invalid_query", field: "kind" });
    const long = await getJson<{ error: string; field: string }>(`${API}?q=${"x".repeat(201)}`, session);
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ error: "invalid_query", field: "q" });
  });
});
