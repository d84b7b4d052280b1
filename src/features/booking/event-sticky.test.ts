import { describe, expect, it } from "vitest";
import type { EventDetail, Price } from "../../schemas/events";
import { eventStickyTicket } from "./event-sticky";
import { showStickyTicket } from "./sticky";

const price = (amount: string): Price => ({
  id: 1,
  price: amount,
  sale_type_id: 1,
  seat_group: 10,
  text: "",
  name: "Normalpreis",
  has_discounts: false,
  is_full_price: true,
});

const eventData = (overrides: Partial<EventDetail> = {}): EventDetail => ({
  id: 1,
  id_jet: 100_001,
  slug: "konzert",
  url: "/de/programm/konzert/1",
  urls: { de: "/de/programm/konzert/1", en: "/en/events/konzert/1" },
  title: "Konzert",
  subtitle: null,
  date_start: "2026-07-01T17:30:00.000Z",
  date_end: null,
  event_type_new: null,
  theme: "so",
  image_obj: null,
  image_thumbnails: null,
  room: null,
  venue: null,
  tags: [],
  series: null,
  genre: null,
  exhibition_type: null,
  production: null,
  has_tickets: true,
  ticket_url: "/webshop/events/100001",
  sold_out: false,
  status: "scheduled",
  min_price: "24.00",
  description: null,
  persons: [],
  prices: [price("24.00")],
  seat_groups: [],
  ...overrides,
});

// Which prices count as free is canQuickBook's rule, tested in widget-state.test.ts; these check
// which event fields the event route's loader feeds it and the sticky bar's answer for them.
describe("eventStickyTicket", () => {
  it("makes an event on sale with a paid price quick-bookable, with its ticket link", () => {
    const sticky = eventStickyTicket(eventData());
    expect(sticky).toEqual({
      kind: "event",
      showStickyEvent: true,
      ticketUrl: "/webshop/events/100001",
      quickBookable: true,
    });
    expect(showStickyTicket(sticky)).toBe(true);
  });

  it("gives a free event (only 0.00 prices, no seat groups) no sticky ticket button", () => {
    const sticky = eventStickyTicket(eventData({ prices: [price("0.00")], min_price: "0.00" }));
    expect(sticky.quickBookable).toBe(false);
    expect(showStickyTicket(sticky)).toBe(false);
  });

  it("counts seat groups as bookable even when every price is free", () => {
    const sticky = eventStickyTicket(
      eventData({
        prices: [price("0.00")],
        seat_groups: [{ id: 10, seat_group: "Parkett", status: 1, text: "", prices: [], timeslots: [] }],
      }),
    );
    expect(sticky.quickBookable).toBe(true);
  });

  it("does not ask for the button while the event is off sale", () => {
    for (const offSale of [{ sold_out: true }, { has_tickets: false }, { status: "cancelled" as const }]) {
      const sticky = eventStickyTicket(eventData(offSale));
      expect(sticky.showStickyEvent).toBe(false);
      expect(showStickyTicket(sticky)).toBe(false);
    }
  });

  it("has no ticket link and no button without a ticket_url", () => {
    const sticky = eventStickyTicket(eventData({ ticket_url: null }));
    expect(sticky.ticketUrl).toBeNull();
    expect(showStickyTicket(sticky)).toBe(false);
  });
});
