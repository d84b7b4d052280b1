// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pinClock } from "../../lib/pin-clock.test-helper";
import { eventListItem } from "../../schemas/events.fixtures";
import { EventCard } from "./EventCard";
import { renderInRouter } from "./test-render";

pinClock("2031-03-01T08:00:00Z");

const date = (id: number, overrides: Parameters<typeof eventListItem>[0] = {}) =>
  eventListItem({ id, url: `/en/events/show/${id}`, date_start: "2031-03-20T18:00:00Z", ...overrides });

/** Lets the batching timer fire and the answer render. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe("EventCard with live availability", () => {
  let cleanup = () => {};
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("asks once for all dates of a render and shows what the inventories say now", async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ events: { "11": "sold_out", "12": "few", "14": "available" } })),
    );
    vi.stubGlobal("fetch", fetch);
    const cards = [
      date(11),
      date(12),
      date(13, { status: "cancelled" }),
      date(14, { sold_out: true }),
      date(15, { has_tickets: false, ticket_url: null }),
    ];
    const view = await renderInRouter(
      <div>
        {cards.map((event) => (
          <EventCard key={event.id} event={event} />
        ))}
      </div>,
      { path: "/en/test" },
    );
    cleanup = view.cleanup;
    const card = (id: number) => view.container.querySelector(`article:has(a[href="/en/events/show/${id}"])`);
    // Before the answer: as the page said, with the line for the note already there (empty).
    expect(card(11)?.querySelector(".event-card__tickets a")).not.toBeNull();
    expect(card(11)?.querySelector(".seats-note")?.textContent).toBe("");
    expect(card(15)?.querySelector(".seats-note")).toBeNull();
    await settle();

    // Only the dates that sell tickets, in one call.
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith("/api/availability/?events=11,12,14");
    expect(card(11)?.querySelector(".event-card__tickets a")).toBeNull();
    expect(card(11)?.querySelector(".event-card__tickets .button--disabled")?.textContent).toBe("Sold out");
    expect(card(12)?.querySelector(".seats-note")?.textContent).toBe("Few seats left");
    expect(card(12)?.querySelector(".event-card__tickets a")).not.toBeNull();
    // Cancelled keeps its wording; a date with seats again offers tickets again.
    expect(card(13)?.querySelector(".event-card__tickets")?.textContent).toBe(
      "No tickets: this date has been cancelled.",
    );
    expect(card(14)?.querySelector(".event-card__tickets a")).not.toBeNull();
  });

  it("keeps the page's labels when the call fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 503 })),
    );
    const view = await renderInRouter(<EventCard event={date(21, { sold_out: true })} />, { path: "/en/test" });
    cleanup = view.cleanup;
    await settle();
    expect(view.container.querySelector(".event-card__tickets .button--disabled")?.textContent).toBe("Sold out");
  });
});
