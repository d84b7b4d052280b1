// @vitest-environment happy-dom
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { renderInRouter } from "../../components/ui/test-render";
import type { ApiClient } from "../../lib/api";
import { todayParam } from "../../lib/dates";
import type { EventListItem, EventsPage, EventTeaser } from "../../schemas/events";
import { eventListItem } from "../../schemas/events.fixtures";
import type { FilterOption } from "../../schemas/filter-options";
import { EventsListPage } from "./EventsListPage";
import { eventsListQuery, filterOptionsQuery, teasersQuery } from "./queries";
import { type EventsFilters, eventFilterKeys } from "./url-state";

const api: ApiClient = {
  get: () => Promise.reject(new Error("the test seeds the cache; no call expected")),
};

function event(id: number, date_start: string, overrides: Partial<EventListItem> = {}): EventListItem {
  return eventListItem({
    id,
    id_jet: null,
    slug: `event-${id}`,
    url: `/en/events/event-${id}/${id}`,
    title: `Event ${id}`,
    date_start,
    theme: "wkm",
    room: { id: 1, name: "Great Hall" },
    venue: { id: 1, name: "Town Theatre", slug: "town-theatre", url: "/en/venues/town-theatre/1" },
    ticket_url: `/webshop/event/${id}`,
    min_price: "12.00",
    ...overrides,
  });
}

function teaser(id: number, position: string, overrides: Partial<EventTeaser> = {}): EventTeaser {
  return {
    id,
    name: `teaser-${id}`,
    link: "/en/about",
    preline: null,
    subline: null,
    headline: `Teaser ${id}`,
    link_text: "Read more",
    image_obj: null,
    image_thumbnails: null,
    position,
    linked_event: null,
    ...overrides,
  };
}

const rooms: FilterOption[] = [
  { id: 1, name: "Great Hall", show_in_filter: true },
  { id: 2, name: "Studio", show_in_filter: true },
  { id: 3, name: "Hidden Room", show_in_filter: false },
];
const genres: FilterOption[] = [{ id: 7, name: "Opera", show_in_filter: true }];

async function renderList(filters: EventsFilters, page: EventsPage, teasers: EventTeaser[] = []) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(eventsListQuery(api, "en", filters).queryKey, { pages: [page], pageParams: [1] });
  queryClient.setQueryData(teasersQuery(api, "en").queryKey, teasers);
  for (const key of eventFilterKeys) {
    const options = key === "room" ? rooms : key === "genre" ? genres : [];
    queryClient.setQueryData(filterOptionsQuery(api, "en", key).queryKey, options);
  }
  return renderInRouter(
    <EventsListPage api={api} lang="en" filters={filters} headline={null} currency="€" cardStyle={2} />,
    { path: "/en/events", queryClient },
  );
}

const twoDays: EventsPage = {
  count: 13,
  next: "/en/api/events/?page=2",
  previous: null,
  results: [
    event(1, "2026-11-21T10:00:00Z"),
    event(2, "2026-11-21T18:30:00Z"),
    event(3, "2026-11-22T19:00:00Z", { has_tickets: false, ticket_url: null, min_price: null }),
  ],
};

const empty: EventsPage = { count: 0, next: null, previous: null, results: [] };

const hrefs = (root: ParentNode, selector: string) =>
  [...root.querySelectorAll(selector)].map((a) => a.getAttribute("href"));

describe("EventsListPage", () => {
  let cleanup = () => {};
  afterEach(() => cleanup());

  it("groups events under Berlin day headings, later events first, in the chosen card style", async () => {
    const view = await renderList({}, twoDays);
    cleanup = view.cleanup;
    const { container } = view;
    expect(container.querySelector("h1")?.textContent).toBe("Programme");
    const days = [...container.querySelectorAll("h2")];
    expect(days.map((h) => h.textContent)).toEqual(["Saturday, 21 November", "Sunday, 22 November"]);
    expect(days[0]?.querySelector("time")?.getAttribute("dateTime")).toBe("2026-11-21");
    const firstDay = days[0]?.closest("section");
    expect([...(firstDay?.querySelectorAll("h3") ?? [])].map((h) => h.textContent)).toEqual(["Event 2", "Event 1"]);
    const card = firstDay?.querySelector("article");
    expect(card?.classList.contains("event-card--style-2")).toBe(true);
    expect(card?.textContent).toContain("19:30");
    expect(card?.textContent).toContain("Town Theatre, Great Hall");
    expect(card?.textContent).toContain("from 12\u00a0€");
    expect(container.textContent).toContain("No tickets available");
    expect(container.querySelector('[role="status"]')?.textContent).toBe("13 events");
    // More pages: the loading placeholder sits at the end of the list.
    expect(container.querySelector(".events-programme__more .events-skeleton")).not.toBeNull();
  });

  it("places a teaser at the end of its day, and hides teasers while a filter is active", async () => {
    const unfiltered = await renderList({}, twoDays, [teaser(5, "2026-11-21")]);
    const firstDay = unfiltered.container.querySelectorAll(".event-day")[0];
    expect([...(firstDay?.querySelectorAll(".event-list > li") ?? [])].map((li) => li.textContent)).toEqual([
      expect.stringContaining("Event 2"),
      expect.stringContaining("Event 1"),
      expect.stringContaining("Teaser 5"),
    ]);
    unfiltered.cleanup();
    const filtered = await renderList({ genre: 7 }, twoDays, [teaser(5, "2026-11-21")]);
    cleanup = filtered.cleanup;
    expect(filtered.container.textContent).not.toContain("Teaser 5");
  });

  it("marks a teaser whose link opens a cancelled date, and no teaser of another link", async () => {
    const cancelled = teaser(5, "2026-11-21", {
      link: "/en/events/gala/9",
      linked_event: { status: "cancelled", previous_date_start: null },
    });
    const view = await renderList({}, twoDays, [cancelled, teaser(6, "2026-11-22")]);
    cleanup = view.cleanup;
    const teasers = [...view.container.querySelectorAll(".event-teaser")];
    expect(teasers.map((card) => card.querySelector(".event-status")?.textContent ?? null)).toEqual([
      "Cancelled",
      null,
    ]);
  });

  it("offers each shown option as a link to the toggled state, the selected one clearing itself", async () => {
    const view = await renderList({ room: 1, date: "21-11-2026" }, twoDays);
    cleanup = view.cleanup;
    const room = view.container.querySelector(".events-dropdown--room");
    expect(room?.querySelector("summary")?.textContent).toBe("Location: Great Hall");
    const options = [...(room?.querySelectorAll("a") ?? [])];
    expect(options.map((a) => a.textContent)).toEqual(["Great Hall", "Studio"]);
    expect(options[0]?.getAttribute("aria-current")).toBe("true");
    expect(options[0]?.getAttribute("href")).toBe("/en/events?date=21-11-2026");
    expect(options[1]?.getAttribute("href")).toBe("/en/events?room=2&date=21-11-2026");
    // Filters without options are not offered.
    expect(view.container.querySelector(".events-dropdown--tag")).toBeNull();
  });

  it("shows selected filters as chips that remove them, and 'Reset filter' by the SPEC rule", async () => {
    const oneFilter = await renderList({ room: 1, date: todayParam() }, twoDays);
    const chips = oneFilter.container.querySelectorAll(".events-chip");
    expect([...chips].map((chip) => chip.getAttribute("aria-label"))).toEqual([
      expect.stringMatching(/^Remove filter /),
      "Remove filter Great Hall",
    ]);
    expect(chips[1]?.getAttribute("href")).toBe(`/en/events?date=${todayParam()}`);
    expect(oneFilter.container.textContent).not.toContain("Reset filter");
    oneFilter.cleanup();

    const twoFilters = await renderList({ room: 2, genre: 7 }, twoDays);
    cleanup = twoFilters.cleanup;
    expect(hrefs(twoFilters.container, ".events-chip")).toEqual(["/en/events?genre=7", "/en/events?room=2"]);
    const reset = twoFilters.container.querySelector(".events-chips__reset");
    expect(reset?.textContent).toBe("Reset filter");
    expect(reset?.getAttribute("href")).toBe("/en/events");
  });

  it("names a chip of an option the bar does not offer by its filter", async () => {
    const view = await renderList({ series: 5 }, twoDays);
    cleanup = view.cleanup;
    const chip = view.container.querySelector(".events-chip");
    expect(chip?.getAttribute("aria-label")).toBe("Remove filter Series no. 5");
    expect(chip?.getAttribute("href")).toBe("/en/events");
  });

  it("says there are no upcoming events when nothing is filtered", async () => {
    const view = await renderList({}, empty);
    cleanup = view.cleanup;
    expect(view.container.textContent).toContain("Unfortunately, there are no upcoming events.");
    expect(view.container.querySelector(".events-chips")).toBeNull();
  });

  it("offers to reset the filters when a filter gives nothing", async () => {
    const view = await renderList({ room: 2 }, empty);
    cleanup = view.cleanup;
    const panel = view.container.querySelector(".events-programme__empty");
    expect(panel?.textContent).toContain(
      "Unfortunately, your selection did not produce any result. Please delete one of the filters or try a different combination.",
    );
    const button = panel?.querySelector("a.button");
    expect(button?.textContent).toBe("Reset filters");
    expect(button?.getAttribute("href")).toBe("/en/events");
  });
});
