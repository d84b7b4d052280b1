// @vitest-environment happy-dom
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { renderInRouter } from "../../components/ui/test-render";
import type { ApiClient } from "../../lib/api";
import type { SearchOverview, SearchPage as SearchPageData, SearchResult } from "../../schemas/search";
import { type SearchGroup, searchOverviewQuery, searchQuery } from "./queries";
import { SearchPage } from "./SearchPage";

const api: ApiClient = {
  get: () => Promise.reject(new Error("the test seeds the cache; no call expected")),
};

function result(kind: SearchResult["kind"], id: number, title: string, date: string | null = null): SearchResult {
  const status = kind === "event" ? "scheduled" : null;
  return { kind, id, title, url: `/en/${kind}/${id}`, text: `… ${title} …`, date, status, previous_date_start: null };
}

const events = [result("event", 1, "Orfeo", "2026-07-04T17:00:00Z"), result("event", 2, "Orfeo matinee")];
const others = [result("production", 7, "Orfeo ed Euridice"), result("article", 9, "Why Orfeo still moves us")];

function overview(eventCount: number, otherCount: number): SearchOverview {
  return {
    events: { count: eventCount, results: events.slice(0, eventCount) },
    others: { count: otherCount, results: others.slice(0, otherCount) },
  };
}

async function renderSearch(
  q: string,
  data: SearchOverview,
  category?: SearchGroup,
  page = 1,
  groupPage?: SearchPageData,
) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(searchOverviewQuery(api, "en", q).queryKey, data);
  if (category && groupPage) queryClient.setQueryData(searchQuery(api, "en", category, q, page).queryKey, groupPage);
  const path = `/en/search${category ? `/${category}` : ""}${page > 1 ? `/${page}` : ""}?q=${q}`;
  return renderInRouter(<SearchPage api={api} lang="en" q={q} category={category} page={page} />, {
    path,
    queryClient,
  });
}

const texts = (nodes: Iterable<Element>) => [...nodes].map((node) => node.textContent);

describe("SearchPage", () => {
  let cleanup = () => {};
  afterEach(() => cleanup());

  it("splits results into events and others, each headed with its count", async () => {
    const view = await renderSearch("orfeo", overview(2, 2));
    cleanup = view.cleanup;
    const { container } = view;
    expect(container.querySelector("h1")?.textContent).toBe("Results for “orfeo”");
    const groups = [...container.querySelectorAll("section.search-group")];
    expect(groups.map((group) => group.querySelector("h2")?.textContent)).toEqual([
      "Events (2)",
      "Further results (2)",
    ]);
    expect(texts(groups[0]?.querySelectorAll("h3") ?? [])).toEqual(["Orfeo", "Orfeo matinee"]);
    expect(texts(groups[1]?.querySelectorAll("h3") ?? [])).toEqual(["Orfeo ed Euridice", "Why Orfeo still moves us"]);
    expect(texts(groups[1]?.querySelectorAll(".search-result__kind") ?? [])).toEqual(["Production", "Magazine"]);
    expect(groups[0]?.querySelector("time")?.getAttribute("dateTime")).toBeTruthy();
    expect(container.querySelector(".search-page__empty")).toBeNull();
  });

  it("marks cancelled and rescheduled events among the results, and nothing else", async () => {
    const [first, second] = events;
    if (!first || !second) throw new Error("fixture has two events");
    const marked = [
      { ...first, status: "cancelled" as const },
      { ...second, date: "2026-07-05T10:00:00Z", previous_date_start: "2026-06-28T10:00:00Z" },
    ];
    const view = await renderSearch("orfeo", { events: { count: 2, results: marked }, others: overview(0, 2).others });
    cleanup = view.cleanup;
    const groups = [...view.container.querySelectorAll("section.search-group")];
    expect(texts(groups[0]?.querySelectorAll(".event-status__mark") ?? [])).toEqual(["Cancelled", "Rescheduled"]);
    expect(groups[0]?.querySelector(".event-status--rescheduled")?.textContent).toBe(
      "Rescheduled (previously Sun, 28 Jun 2026, 12:00)",
    );
    expect(groups[1]?.querySelector(".event-status")).toBeNull();
  });

  it("leaves out an empty group and links to the rest of a longer one", async () => {
    const view = await renderSearch("orfeo", { ...overview(0, 2), others: { count: 14, results: others } });
    cleanup = view.cleanup;
    const headings = texts(view.container.querySelectorAll("section.search-group h2"));
    expect(headings).toEqual(["Further results (14)"]);
    const more = view.container.querySelector<HTMLAnchorElement>(".search-group__more a");
    expect(more?.textContent).toBe("Show all 14 results in Further results");
    expect(more?.getAttribute("href")).toBe("/en/search/others?q=orfeo");
  });

  it("shows the category navigation with counts and marks the current entry", async () => {
    const view = await renderSearch("orfeo", overview(2, 1));
    cleanup = view.cleanup;
    const nav = view.container.querySelector('nav[aria-label="Search results by category"]');
    const links = [...(nav?.querySelectorAll("a") ?? [])];
    expect(texts(links)).toEqual(["All (3)", "Events (2)", "Further results (1)"]);
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/en/search?q=orfeo",
      "/en/search/events?q=orfeo",
      "/en/search/others?q=orfeo",
    ]);
    expect(links.map((link) => link.getAttribute("aria-current"))).toEqual(["page", null, null]);
  });

  it("pages one category and marks it current", async () => {
    const groupPage: SearchPageData = {
      count: 25,
      next: "/api/search/events/?page=3",
      previous: null,
      results: events,
    };
    const view = await renderSearch("orfeo", overview(2, 2), "events", 2, groupPage);
    cleanup = view.cleanup;
    const current = view.container.querySelector('.search-categories [aria-current="page"]');
    expect(current?.textContent).toBe("Events (2)");
    expect(texts(view.container.querySelectorAll("section.search-group h2"))).toEqual(["Events (25)"]);
    const pagination = view.container.querySelector('nav[aria-label="Pagination"]');
    expect(pagination?.querySelector('[aria-current="page"]')?.textContent).toBe("2");
    expect(pagination?.querySelector('[rel="next"]')?.getAttribute("href")).toBe("/en/search/events/3?q=orfeo");
    expect(pagination?.querySelector('[rel="prev"]')?.getAttribute("href")).toBe("/en/search/events?q=orfeo");
  });

  it("says 'Your search did not return any results' when nothing matches", async () => {
    const view = await renderSearch("zzzz", overview(0, 0));
    cleanup = view.cleanup;
    expect(view.container.querySelector(".search-page__empty")?.textContent).toBe(
      "Your search did not return any results",
    );
    expect(view.container.querySelector("section.search-group")).toBeNull();
    expect(view.container.querySelector(".search-categories")).toBeNull();
  });

  it("shows only the form before a search", async () => {
    const view = await renderInRouter(<SearchPage api={api} lang="de" q={undefined} category={undefined} page={1} />, {
      path: "/de/search",
    });
    cleanup = view.cleanup;
    expect(view.container.querySelector("h1")?.textContent).toBe("Suche");
    expect(view.container.querySelector("label")?.textContent).toBe("Website durchsuchen");
    expect(view.container.querySelector(".search-page__empty")).toBeNull();
  });
});
