import { describe, expect, it } from "vitest";
import { pastHalfWindow, type StickyTicket, showStickyTicket } from "./sticky";

const event = (overrides: Partial<Extract<StickyTicket, { kind: "event" }>> = {}): StickyTicket => ({
  kind: "event",
  showStickyEvent: true,
  ticketUrl: "/webshop/events/100001",
  quickBookable: true,
  ...overrides,
});

describe("showStickyTicket", () => {
  it("shows on an event that can be booked in place", () => {
    expect(showStickyTicket(event())).toBe(true);
  });

  it("hides on an event with nothing to book in place", () => {
    expect(showStickyTicket(event({ quickBookable: false }))).toBe(false);
  });

  it("needs showStickyEvent and a ticket link", () => {
    expect(showStickyTicket(event({ showStickyEvent: false }))).toBe(false);
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
