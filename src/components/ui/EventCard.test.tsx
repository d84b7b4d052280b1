// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pinClock } from "../../lib/pin-clock.test-helper";
import { eventListItem } from "../../schemas/events.fixtures";
import { EventCard } from "./EventCard";
import { renderInRouter } from "./test-render";

const event = eventListItem({
  id: 42,
  id_jet: 7,
  slug: "figaro",
  url: "/en/events/figaro/42",
  title: "Figaro",
  subtitle: "Opera in four acts",
  date_start: "2026-11-21T18:30:00Z",
  theme: "ba",
  image_obj: { key: "images/figaro", url: "/media/images/figaro/1536.jpg", alt: "Figaro on stage" },
  room: { id: 1, name: "Great Hall" },
  venue: { id: 1, name: "Town Theatre", slug: "town-theatre", url: "/en/venues/town-theatre/1" },
  tags: [{ id: 3, name: "Family" }],
  series: { id: 4, name: "Mozart cycle" },
  genre: { id: 5, name: "Opera" },
  exhibition_type: { id: 6, name: "Premiere" },
  ticket_url: "/webshop/event/42",
  min_price: "12.50",
});

// The card offers tickets until its event begins: look at it on the morning of its day.
pinClock("2026-11-21T08:00:00Z");

describe("EventCard", () => {
  let cleanup = () => {};
  beforeEach(() => window.localStorage.clear());
  afterEach(() => cleanup());

  it("shows image, title, subtitle, date, time, the four label kinds, price and the ticket link", async () => {
    const view = await renderInRouter(<EventCard event={event} currency="€" />, { path: "/en/test" });
    cleanup = view.cleanup;
    const card = view.container.querySelector("article");
    expect(card?.querySelector("img")?.getAttribute("alt")).toBe("Figaro on stage");
    expect(card?.querySelector("h3 a")?.getAttribute("href")).toBe("/en/events/figaro/42");
    expect(card?.textContent).toContain("Opera in four acts");
    expect(card?.querySelector(".event-card__when")?.textContent).toBe("Sat, 21 Nov 2026 19:30");
    expect([...(card?.querySelectorAll(".event-card__label") ?? [])].map((l) => [l.className, l.textContent])).toEqual([
      ["event-card__label event-card__label--type", "Premiere"],
      ["event-card__label event-card__label--genre", "Opera"],
      ["event-card__label event-card__label--series", "Mozart cycle"],
      ["event-card__label event-card__label--tag", "Family"],
    ]);
    expect(card?.querySelector(".event-card__price")?.textContent).toBe("from 12,50\u00a0€");
    expect(card?.querySelector(".event-card__tickets a")?.getAttribute("href")).toBe("/webshop/event/42");
  });

  it("books in place with the quick-buy slot while tickets are on sale, never for a sold-out event", async () => {
    const booking = <button type="button">Book Figaro</button>;
    const onSale = await renderInRouter(<EventCard event={event} booking={booking} />);
    cleanup = onSale.cleanup;
    expect(onSale.container.querySelector(".event-card__tickets button")?.textContent).toBe("Book Figaro");
    expect(onSale.container.querySelector(".event-card__tickets a")).toBeNull();
    onSale.cleanup();
    const soldOut = await renderInRouter(<EventCard event={{ ...event, sold_out: true }} booking={booking} />);
    cleanup = soldOut.cleanup;
    expect(soldOut.container.querySelector(".event-card__tickets button")).toBeNull();
    expect(soldOut.container.querySelector(".event-card__tickets .button--disabled")).not.toBeNull();
  });

  it("shows the disabled label instead of the ticket link when tickets are unavailable", async () => {
    const view = await renderInRouter(<EventCard event={{ ...event, sold_out: true }} />);
    cleanup = view.cleanup;
    expect(view.container.querySelector(".event-card__tickets a")).toBeNull();
    expect(view.container.querySelector(".button--disabled")?.textContent).toBe("Sold out");
  });

  it("marks a cancelled date and says why it has no tickets, also where it would book in place", async () => {
    const booking = <button type="button">Book Figaro</button>;
    const view = await renderInRouter(<EventCard event={{ ...event, status: "cancelled" }} booking={booking} />);
    cleanup = view.cleanup;
    expect(view.container.querySelector(".event-status--cancelled")?.textContent).toBe("Cancelled");
    expect(view.container.querySelector(".event-card__tickets button")).toBeNull();
    expect(view.container.querySelector(".button--disabled")?.textContent).toBe(
      "No tickets: this date has been cancelled.",
    );
  });

  it("marks a postponed date in German", async () => {
    const view = await renderInRouter(<EventCard event={{ ...event, status: "postponed" }} />, { path: "/de/test" });
    cleanup = view.cleanup;
    expect(view.container.querySelector(".event-status--postponed")?.textContent).toBe("Verschoben");
    expect(view.container.querySelector(".button--disabled")?.textContent).toContain("verschoben");
  });

  it("marks a moved date as rescheduled with its previous start and keeps selling it", async () => {
    const moved = { ...event, previous_date_start: "2026-11-14T18:30:00Z" };
    const view = await renderInRouter(<EventCard event={moved} />);
    cleanup = view.cleanup;
    const mark = view.container.querySelector(".event-status--rescheduled");
    expect(mark?.textContent).toBe("Rescheduled (previously Sat, 14 Nov 2026, 19:30)");
    expect(mark?.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-14T18:30:00.000Z");
    expect(view.container.querySelector(".event-card__tickets a")?.getAttribute("href")).toBe("/webshop/event/42");
  });

  it("marks nothing on a date that takes place as announced", async () => {
    const view = await renderInRouter(<EventCard event={event} />);
    cleanup = view.cleanup;
    expect(view.container.querySelector(".event-status")).toBeNull();
  });

  it("offers the .ics file and the Google and Outlook links", async () => {
    const view = await renderInRouter(<EventCard event={event} />);
    cleanup = view.cleanup;
    const links = [...view.container.querySelectorAll(".event-card__calendar a")];
    expect(links.map((a) => a.textContent)).toEqual(["Calendar file (.ics)", "Google Calendar", "Outlook"]);
    expect(links[0]?.getAttribute("href")).toBe("/en/api/events/42/ics/");
    expect(links[1]?.getAttribute("href")).toMatch(/^https:\/\/calendar\.google\.com\/.*dates=20261121T183000Z/);
    expect(links[2]?.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("toggles the favourite, announcing its state through aria-pressed", async () => {
    const view = await renderInRouter(<EventCard event={event} />);
    cleanup = view.cleanup;
    const button = view.container.querySelector<HTMLButtonElement>(".event-card__favourite");
    expect(button?.textContent).toBe("Favourite: Figaro");
    expect(button?.getAttribute("aria-pressed")).toBe("false");
    await act(async () => button?.click());
    expect(button?.getAttribute("aria-pressed")).toBe("true");
    expect(window.localStorage.getItem("kultur:favourites")).toContain('"id":42');
    await act(async () => button?.click());
    expect(button?.getAttribute("aria-pressed")).toBe("false");
  });

  it("leaves the image out in the compact style 3", async () => {
    const view = await renderInRouter(<EventCard event={event} cardStyle={3} />);
    cleanup = view.cleanup;
    expect(view.container.querySelector("article")?.className).toContain("event-card--style-3");
    expect(view.container.querySelector("img")).toBeNull();
  });
});
