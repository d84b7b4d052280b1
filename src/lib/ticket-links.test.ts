import { describe, expect, it } from "vitest";
import { eventListItem } from "../schemas/events.fixtures";
import { pinClock } from "./pin-clock.test-helper";
import { isShopEventPath, offeredTicketHref, scheduledAhead, ticketHref } from "./ticket-links";

pinClock("2026-11-21T08:00:00Z");

describe("ticketHref", () => {
  it("leads the built-in shop's event address to the event page's tickets, in the page's language", () => {
    expect(ticketHref({ ticket_url: "/webshop/events/100002", url: "/en/events/wood-sound/2" })).toBe(
      "/en/events/wood-sound/2#tickets",
    );
    expect(ticketHref({ ticket_url: "/webshop/events/100002/", url: "/de/programm/holz-klang/2" })).toBe(
      "/de/programm/holz-klang/2#tickets",
    );
  });

  it("keeps another shop's address, and has none without one", () => {
    const external = "https://tickets.example/show/7";
    expect(ticketHref({ ticket_url: external, url: "/de/programm/x/7" })).toBe(external);
    expect(ticketHref({ ticket_url: "/webshop/cart", url: "/de/programm/x/7" })).toBe("/webshop/cart");
    expect(ticketHref({ ticket_url: null, url: "/de/programm/x/7" })).toBeNull();
  });

  it("knows the built-in shop's event paths only", () => {
    expect(isShopEventPath("/webshop/events/1")).toBe(true);
    expect(isShopEventPath("/webshop/events/12345678901")).toBe(false);
    expect(isShopEventPath("/webshop/events/1/extra")).toBe(false);
    expect(isShopEventPath("/shop/webshop/events/1")).toBe(false);
  });
});

describe("offeredTicketHref", () => {
  const upcoming = eventListItem({
    url: "/de/programm/x/7",
    ticket_url: "/webshop/events/100007",
    has_tickets: true,
    sold_out: false,
    status: "scheduled",
    date_start: "2026-11-21T19:00:00Z",
  });

  it("offers the link of a scheduled event on sale until it begins", () => {
    expect(offeredTicketHref(upcoming)).toBe("/de/programm/x/7#tickets");
    expect(offeredTicketHref({ ...upcoming, date_start: "2026-11-21T07:59:00Z" })).toBeNull();
    expect(offeredTicketHref({ ...upcoming, status: "postponed" })).toBeNull();
    expect(offeredTicketHref({ ...upcoming, sold_out: true })).toBeNull();
    expect(offeredTicketHref({ ...upcoming, has_tickets: false })).toBeNull();
  });

  it("judges begun by the clock it is given (the shop passes its own)", () => {
    const now = Date.parse("2026-11-21T19:00:00Z");
    expect(scheduledAhead(upcoming, now - 1)).toBe(true);
    expect(scheduledAhead(upcoming, now)).toBe(false);
  });
});
