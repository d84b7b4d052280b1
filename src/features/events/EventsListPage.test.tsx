// @vitest-environment happy-dom
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { renderInRouter } from "../../components/ui/test-render";
import type { ApiClient } from "../../lib/api";
import type { EventListItem, EventsPage } from "../../schemas/events";
import { EventsListPage, hasEventFilters } from "./EventsListPage";
import { type EventsSearch, eventsQuery } from "./queries";

const api: ApiClient = {
  get: () => Promise.reject(new Error("the test seeds the cache; no call expected")),
};

function event(id: number, date_start: string, overrides: Partial<EventListItem> = {}): EventListItem {
  return {
    id,
    id_jet: null,
    slug: `event-${id}`,
    url: `/en/events/event-${id}/${id}`,
    title: `Event ${id}`,
    subtitle: null,
    date_start,
    date_end: null,
    event_type_new: null,
    theme: "wkm",
    image_obj: null,
    image_thumbnails: null,
    room: { id: 1, name: "Great Hall" },
    venue: { id: 1, name: "Town Theatre", slug: "town-theatre", url: "/en/venues/town-theatre/1" },
    tags: [],
    series: null,
    genre: null,
    exhibition_type: null,
    production: null,
    has_tickets: true,
    ticket_url: `/webshop/event/${id}`,
    sold_out: false,
    status: "scheduled",
    min_price: "12.00",
    ...overrides,
  };
}

async function renderList(search: EventsSearch, page: EventsPage) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(eventsQuery(api, "en", search).queryKey, page);
  return renderInRouter(<EventsListPage api={api} lang="en" search={search} headline={null} currency="€" />, {
    path: "/en/events",
    queryClient,
  });
}

describe("EventsListPage", () => {
  let cleanup = () => {};
  afterEach(() => cleanup());

  it("groups events under Berlin day headings, later events first within a day", async () => {
    const view = await renderList(
      {},
      {
        count: 13,
        next: "/en/api/events/?page=2",
        previous: null,
        results: [
          event(1, "2026-11-21T10:00:00Z"),
          event(2, "2026-11-21T18:30:00Z"),
          event(3, "2026-11-22T19:00:00Z", { has_tickets: false, ticket_url: null, min_price: null }),
        ],
      },
    );
    cleanup = view.cleanup;
    const { container } = view;
    expect(container.querySelectorAll("h1")).toHaveLength(1);
    expect(container.querySelector("h1")?.textContent).toBe("Programme");
    const days = [...container.querySelectorAll("h2")];
    expect(days.map((h) => h.textContent)).toEqual(["Saturday, 21 November", "Sunday, 22 November"]);
    expect(days[0]?.querySelector("time")?.getAttribute("dateTime")).toBe("2026-11-21");
    const firstDayTitles = [...(days[0]?.closest("section")?.querySelectorAll("h3") ?? [])].map((h) => h.textContent);
    expect(firstDayTitles).toEqual(["Event 2", "Event 1"]);
    const card = days[0]?.closest("section")?.querySelector("article");
    expect(card?.textContent).toContain("19:30");
    expect(card?.textContent).toContain("Town Theatre, Great Hall");
    expect(card?.textContent).toContain("from 12\u00a0€");
    expect(card?.querySelector("h3 a")?.getAttribute("href")).toBe("/en/events/event-2/2");
    expect(container.textContent).toContain("No tickets available");
    const next = container.querySelector('a[rel="next"]');
    expect(next?.getAttribute("href")).toBe("/en/events?page=2");
  });

  it("says there are no upcoming events when nothing is filtered", async () => {
    const view = await renderList({}, { count: 0, next: null, previous: null, results: [] });
    cleanup = view.cleanup;
    expect(view.container.textContent).toContain("Unfortunately, there are no upcoming events.");
    expect(view.container.querySelector("nav")).toBeNull();
  });

  it("offers to reset the filters when a filter gives nothing", async () => {
    const view = await renderList({ room: 3 }, { count: 0, next: null, previous: null, results: [] });
    cleanup = view.cleanup;
    expect(view.container.textContent).toContain("your selection did not produce any result");
    expect(view.container.querySelector("a.button")?.getAttribute("href")).toBe("/en/events");
  });
});

describe("hasEventFilters", () => {
  it("counts a filter or a date other than today (SPEC §4)", () => {
    expect(hasEventFilters({}, "21-11-2026")).toBe(false);
    expect(hasEventFilters({ date: "21-11-2026" }, "21-11-2026")).toBe(false);
    expect(hasEventFilters({ date: "22-11-2026" }, "21-11-2026")).toBe(true);
    expect(hasEventFilters({ genre: 2 }, "21-11-2026")).toBe(true);
    expect(hasEventFilters({ page: 2 }, "21-11-2026")).toBe(false);
  });
});
