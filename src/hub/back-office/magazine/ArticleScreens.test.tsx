// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import type { ApiClient, QueryValue } from "../../../lib/api";
import type { ArticleCategoryItem } from "../../../schemas/back-office/article-categories";
import type { ArticleTagItem } from "../../../schemas/back-office/article-tags";
import type { ArticleItem } from "../../../schemas/back-office/articles";
import { renderHubScreen, settleUntil } from "../../test-render";
import { ArticleItemScreen, ArticleList } from "./ArticleScreens";

/** The article form (issue 27): slugs following the titles, both languages side by side, references, refusals at their field. */

const interviews: ArticleCategoryItem = {
  id: 4,
  revision: 1,
  name_de: "Gespräche",
  name_en: "Interviews",
  slug_de: "gespraeche",
  slug_en: "interviews",
  style_name: "default",
  position: 0,
  uses: 3,
  urls: { de: "/de/mediathek-de/categories/gespraeche/4", en: "/en/mediathek-en/categories/interviews/4" },
};
const tag = (id: number, name: string): ArticleTagItem => ({
  id,
  revision: 1,
  name_de: name,
  name_en: name,
  slug_de: name.toLowerCase(),
  slug_en: name.toLowerCase(),
  uses: 0,
  urls: { de: "", en: "" },
});
const tags = [tag(7, "Oper"), tag(8, "Tanz")];

const article: ArticleItem & { category_name: string | null } = {
  id: 12,
  revision: 2,
  title_de: "Ein Abend mit Carmen",
  title_en: "An evening with Carmen",
  slug_de: "abend-carmen",
  slug_en: "evening-carmen",
  teaser_de: "Kurz",
  teaser_en: "Short",
  body_de: "<p>Text</p>",
  body_en: "<p>Text</p>",
  image: null,
  image_alt_de: null,
  image_alt_en: null,
  author: "Ada",
  published_at: "2031-05-01T09:30",
  category_id: 4,
  category_name: "Gespräche",
  tag_ids: [7],
  is_online: true,
  urls: { de: "/de/mediathek-de/abend-carmen/12", en: "/en/mediathek-en/evening-carmen/12" },
};

const paged = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

/** The list reads asked of the server, with their queries. */
const listReads: Record<string, QueryValue>[] = [];

const api: ApiClient = {
  get: async <T,>(path: string, query?: Record<string, QueryValue>) => {
    if (path.startsWith("/api/cms-hub/articles/12/")) return article as T;
    if (path === "/api/cms-hub/articles/") {
      listReads.push(query ?? {});
      return paged([article]) as T;
    }
    if (path.startsWith("/api/cms-hub/article-categories/4/")) return interviews as T;
    if (path.startsWith("/api/cms-hub/article-categories/")) return paged([interviews]) as T;
    if (path.startsWith("/api/cms-hub/article-tags/")) return paged(tags) as T;
    throw new Error(`unexpected read ${path}`);
  },
};

function stubFetch(...answers: [number, unknown][]) {
  const fetchMock = vi.fn(async (_path: string, _init: RequestInit) => {
    const [status, body] = answers.shift() ?? [500, null];
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function input(container: ParentNode, name: string): HTMLInputElement {
  const found = container.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!found) throw new Error(`no field ${name}`);
  return found;
}

function type(field: HTMLInputElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(field, value);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

describe("the article form", () => {
  it("derives each slug from its title until the editor edits it, and sends the new article with its tags", async () => {
    const { container } = await renderHubScreen(<ArticleItemScreen id="new" />, { path: "/cms-hub/articles/new", api });
    await settleUntil(
      () => container.querySelector('input[type="checkbox"][value], fieldset input[type="checkbox"]') !== null,
    );
    type(input(container, "title_de"), "Über Oper & Tanz");
    expect(input(container, "slug_de").value).toBe("ueber-oper-tanz");
    type(input(container, "title_en"), "On opera");
    expect(input(container, "slug_en").value).toBe("on-opera");
    type(input(container, "slug_en"), "opera-essay");
    type(input(container, "title_en"), "On opera and dance");
    expect(input(container, "slug_en").value).toBe("opera-essay");
    expect(input(container, "title_en").lang).toBe("en");
    type(input(container, "published_at"), "2031-06-01T18:00");
    const danceBox = [...container.querySelectorAll("label")]
      .find((label) => label.textContent?.trim() === "Tanz")
      ?.querySelector("input");
    act(() => danceBox?.click());

    const fetchMock = stubFetch([201, { ...article, id: 13, revision: 1 }]);
    act(() => container.querySelector("form")?.requestSubmit());
    await settleUntil(() => fetchMock.mock.calls.length === 1);
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe("/api/cms-hub/articles/");
    expect(JSON.parse(String(init?.body))).toMatchObject({
      title_de: "Über Oper & Tanz",
      slug_de: "ueber-oper-tanz",
      title_en: "On opera and dance",
      slug_en: "opera-essay",
      published_at: "2031-06-01T18:00",
      category_id: null,
      tag_ids: [8],
      is_online: false,
    });
  });

  it("shows a loaded article with its public pages and category, keeps its slug, and shows a taken slug at its field", async () => {
    const { container } = await renderHubScreen(<ArticleItemScreen id="12" />, { path: "/cms-hub/articles/12", api });
    await settleUntil(() => container.textContent?.includes("Interviews") === true);
    const links = [...container.querySelectorAll<HTMLAnchorElement>(".item-form__public a")];
    expect(links.map((link) => [link.getAttribute("href"), link.hreflang])).toEqual([
      ["/de/mediathek-de/abend-carmen/12", "de"],
      ["/en/mediathek-en/evening-carmen/12", "en"],
    ]);
    // The saved slug is the address in use: a changed title leaves it.
    type(input(container, "title_de"), "Ein ganz anderer Titel");
    expect(input(container, "slug_de").value).toBe("abend-carmen");

    const fetchMock = stubFetch([
      422,
      {
        error: "invalid_item",
        field: "slug_de",
        detail: "Another entry already has this slug",
        problems: [{ path: "slug_de", message: "Another entry already has this slug" }],
      },
    ]);
    act(() => container.querySelector("form")?.requestSubmit());
    await settleUntil(() => input(container, "slug_de").getAttribute("aria-invalid") === "true");
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe("/api/cms-hub/articles/12/");
    expect(JSON.parse(String(init?.body))).toMatchObject({ revision: 2, category_id: 4, tag_ids: [7] });
    const describedBy = input(container, "slug_de").getAttribute("aria-describedby") ?? "";
    const message = describedBy
      .split(" ")
      .map((id) => container.ownerDocument.getElementById(id)?.textContent)
      .join(" ");
    expect(message).toContain("Another entry already has this slug");
  });
});

describe("the article list", () => {
  it("asks the server for the chosen category and online state, and offers to publish and hide the chosen rows", async () => {
    const { container } = await renderHubScreen(<ArticleList />, { path: "/cms-hub/articles", api });
    await settleUntil(() => container.querySelectorAll("tbody tr").length === 1);
    expect(container.querySelector("tbody")?.textContent).toContain("2031-05-01 09:30");
    const selects = [...container.querySelectorAll("select")];
    const byLabel = (name: string) =>
      selects.find((select) => container.querySelector(`label[for="${select.id}"]`)?.textContent === name);
    const category = byLabel("Category");
    const online = byLabel("Online");
    if (!category || !online) throw new Error("no filters");
    await settleUntil(() => category.options.length === 2);
    for (const [select, value] of [
      [category, "4"],
      [online, "no"],
    ] as const) {
      act(() => {
        Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value")?.set?.call(select, value);
        select.dispatchEvent(new Event("change", { bubbles: true }));
      });
    }
    await settleUntil(() => listReads.some((query) => query.category === "4" && query.online === "no"));

    act(() => container.querySelector<HTMLInputElement>('tbody input[type="checkbox"]')?.click());
    const bulk = [...container.querySelectorAll("fieldset.item-list__bulk button")].map((b) => b.textContent);
    expect(bulk).toEqual(["Publish", "Hide", "Delete"]);
  });
});
