import { describe, expect, it } from "vitest";
import type { Price, SeatGroup } from "../../schemas/events";
import { pastHalfWindow, type StickyTicket, showStickyTicket } from "./sticky";

const price = (value: string): Price => ({
  id: 1,
  price: value,
  sale_type_id: 1,
  seat_group: 1,
  text: "",
  name: "Full price",
  has_discounts: false,
  is_full_price: true,
});
const seatGroup: SeatGroup = {
  id: 1,
  seat_group: "Stalls",
  status: 1,
  text: "",
  prices: [price("24.00")],
  timeslots: [],
};

const event = (overrides: Partial<Extract<StickyTicket, { kind: "event" }>> = {}): StickyTicket => ({
  kind: "event",
  showStickyEvent: true,
  ticketUrl: "/webshop/events/100001",
  currentEvent: { seatGroups: [seatGroup], prices: [] },
  ...overrides,
});

describe("showStickyTicket", () => {
  it("shows on an event with seat groups", () => {
    expect(showStickyTicket(event())).toBe(true);
  });

  it("shows on an event without seat groups when a price is not 0.00", () => {
    expect(showStickyTicket(event({ currentEvent: { seatGroups: [], prices: [price("0.00"), price("12.50")] } }))).toBe(
      true,
    );
  });

  it("ignores 0.00 prices: free events get no sticky ticket button", () => {
    expect(showStickyTicket(event({ currentEvent: { seatGroups: [], prices: [price("0.00")] } }))).toBe(false);
    expect(showStickyTicket(event({ currentEvent: { seatGroups: [], prices: [] } }))).toBe(false);
  });

  it("needs showStickyEvent, current event data and a ticket link", () => {
    expect(showStickyTicket(event({ showStickyEvent: false }))).toBe(false);
    expect(showStickyTicket(event({ currentEvent: null }))).toBe(false);
    expect(showStickyTicket(event({ ticketUrl: null }))).toBe(false);
    expect(showStickyTicket(undefined)).toBe(false);
  });

  it("follows showStickyEvent alone on production pages", () => {
    expect(showStickyTicket({ kind: "production", showStickyEvent: true, anchor: "dates-and-tickets" })).toBe(true);
    expect(showStickyTicket({ kind: "production", showStickyEvent: false, anchor: "dates-and-tickets" })).toBe(false);
  });
});

describe("pastHalfWindow", () => {
  it("is true only beyond half the window height", () => {
    expect(pastHalfWindow(0, 800)).toBe(false);
    expect(pastHalfWindow(400, 800)).toBe(false);
    expect(pastHalfWindow(401, 800)).toBe(true);
  });
});
