import { describe, expect, it } from "vitest";
import { pinClock } from "../../lib/pin-clock.test-helper";
import { eventDetail, price } from "../../schemas/events.fixtures";
import { eventStickyTicket } from "./event-sticky";
import { showStickyTicket } from "./sticky";

// The fixture's event is on 1 July 2026: these tests look at it from before it begins.
pinClock("2026-06-01T10:00:00Z");

// Which prices count as free is canQuickBook's rule, tested in widget-state.test.ts; these check
// which event fields the event route's loader feeds it and the sticky bar's answer for them.
describe("eventStickyTicket", () => {
  it("makes an event on sale with a paid price quick-bookable, with its ticket link", () => {
    const sticky = eventStickyTicket(eventDetail());
    expect(sticky).toEqual({
      kind: "event",
      showStickyEvent: true,
      // The built-in shop's event address is this page's tickets section.
      ticketUrl: "/de/programm/konzert/1#tickets",
      quickBookable: true,
    });
    expect(showStickyTicket(sticky)).toBe(true);
  });

  it("gives a free event (only 0.00 prices, no seat groups) no sticky ticket button", () => {
    const sticky = eventStickyTicket(eventDetail({ prices: [price("0.00")], min_price: "0.00" }));
    expect(sticky.quickBookable).toBe(false);
    expect(showStickyTicket(sticky)).toBe(false);
  });

  it("counts seat groups as bookable even when every price is free", () => {
    const sticky = eventStickyTicket(
      eventDetail({
        prices: [price("0.00")],
        seat_groups: [{ id: 10, seat_group: "Parkett", status: 1, text: "", prices: [], timeslots: [] }],
      }),
    );
    expect(sticky.quickBookable).toBe(true);
  });

  it("does not ask for the button while the event is off sale", () => {
    for (const offSale of [
      { sold_out: true },
      { has_tickets: false },
      { status: "cancelled" as const },
      { status: "postponed" as const },
      // Begun an hour ago.
      { date_start: "2026-06-01T09:00:00.000Z" },
    ]) {
      const sticky = eventStickyTicket(eventDetail(offSale));
      expect(sticky.showStickyEvent).toBe(false);
      expect(showStickyTicket(sticky)).toBe(false);
    }
  });

  it("has no ticket link and no button without a ticket_url", () => {
    const sticky = eventStickyTicket(eventDetail({ ticket_url: null }));
    expect(sticky.ticketUrl).toBeNull();
    expect(showStickyTicket(sticky)).toBe(false);
  });
});
