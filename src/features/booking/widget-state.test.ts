import { describe, expect, it } from "vitest";
import type { Price, SeatGroup, Timeslot } from "../../schemas/events";
import { MAX_TICKETS_PER_CALL } from "../../schemas/shop";
import { canQuickBook, isFreePrice } from "./quick-book";
import {
  addTicket,
  amountOf,
  cartRequests,
  discountPrices,
  initialWidgetState,
  isAddToCartDisabled,
  isCollapsible,
  mainPrices,
  needsTimeslot,
  offeredTimeslots,
  removeTicket,
  totalAmount,
  visibleSeatGroups,
  type WidgetState,
  widgetReducer,
} from "./widget-state";

function price(id: number, seatGroup: number, saleType: number, overrides: Partial<Price> = {}): Price {
  return {
    id,
    price: "24.00",
    sale_type_id: saleType,
    seat_group: seatGroup,
    text: "",
    name: saleType === 1 ? "Full price" : `Discount ${saleType}`,
    has_discounts: false,
    is_full_price: saleType === 1,
    ...overrides,
  };
}

function slot(id: number, status: number): Timeslot {
  return { id, time_start: "10:00:00", status, block_id: 700_000 + id };
}

function group(id: number, overrides: Partial<SeatGroup> = {}): SeatGroup {
  return {
    id,
    seat_group: `Group ${id}`,
    status: 1,
    text: "",
    prices: [price(id * 10 + 1, id, 1), price(id * 10 + 2, id, 2)],
    timeslots: [],
    ...overrides,
  };
}

const full = price(11, 1, 1);
const reduced = price(12, 1, 2);
const otherGroupFull = price(21, 2, 1);

const run = (state: WidgetState, ...actions: Parameters<typeof widgetReducer>[1][]) =>
  actions.reduce(widgetReducer, state);

describe("adding and removing tickets", () => {
  it("adds an entry with amount 1 for a new seat group and sale type", () => {
    expect(addTicket([], full)).toEqual([{ ticket: { id: 11, seat_group: 1, sale_type_id: 1 }, amount: 1 }]);
  });

  it("raises the amount of the same seat group and sale type instead of adding an entry", () => {
    const tickets = addTicket(addTicket(addTicket([], full), full), full);
    expect(tickets).toHaveLength(1);
    expect(amountOf(tickets, full)).toBe(3);
  });

  it("keeps separate entries for another sale type or another seat group", () => {
    const tickets = addTicket(addTicket(addTicket([], full), reduced), otherGroupFull);
    expect(tickets).toHaveLength(3);
    expect([amountOf(tickets, full), amountOf(tickets, reduced), amountOf(tickets, otherGroupFull)]).toEqual([1, 1, 1]);
    expect(totalAmount(tickets)).toBe(3);
  });

  it("matches by seat group and sale type, not by price id", () => {
    const samePriceOtherId = { ...full, id: 99 };
    expect(amountOf(addTicket(addTicket([], full), samePriceOtherId), full)).toBe(2);
  });

  it("lowers the amount on remove", () => {
    const tickets = removeTicket(addTicket(addTicket([], full), full), full);
    expect(amountOf(tickets, full)).toBe(1);
  });

  it("removes the entry when its amount is 1", () => {
    const tickets = removeTicket(addTicket(addTicket([], full), reduced), full);
    expect(tickets).toEqual([{ ticket: { id: 12, seat_group: 1, sale_type_id: 2 }, amount: 1 }]);
  });

  it("never goes below zero: removing what is not selected changes nothing", () => {
    const tickets = addTicket([], reduced);
    expect(removeTicket(tickets, full)).toBe(tickets);
    expect(removeTicket([], full)).toEqual([]);
    expect(amountOf(removeTicket(removeTicket(addTicket([], full), full), full), full)).toBe(0);
  });

  it("takes no more seats in a seat group than one cart call may hold", () => {
    let tickets = addTicket([], reduced);
    for (let i = 0; i < MAX_TICKETS_PER_CALL + 5; i++) tickets = addTicket(tickets, full);
    expect(amountOf(tickets, full) + amountOf(tickets, reduced)).toBe(MAX_TICKETS_PER_CALL);
    expect(amountOf(addTicket(tickets, otherGroupFull), otherGroupFull)).toBe(1);
  });

  it("works through the reducer", () => {
    const state = run(
      initialWidgetState,
      { type: "add", price: full },
      { type: "add", price: full },
      { type: "remove", price: full },
    );
    expect(state.tickets).toEqual([{ ticket: { id: 11, seat_group: 1, sale_type_id: 1 }, amount: 1 }]);
  });
});

describe("what the widget offers", () => {
  it("shows only the full-price entry in the main list; every other price is a discount", () => {
    const g = group(1, { prices: [price(1, 1, 2), price(2, 1, 1), price(3, 1, 3)] });
    expect(mainPrices(g).map((p) => p.id)).toEqual([2]);
    expect(discountPrices(g).map((p) => p.id)).toEqual([1, 3]);
  });

  it("hides seat groups with status 0", () => {
    const groups = visibleSeatGroups({ prices: [], seatGroups: [group(1), group(2, { status: 0 }), group(3)] });
    expect(groups.map((g) => g.id)).toEqual([1, 3]);
  });

  it("does not offer timeslots with status 0", () => {
    const g = group(1, { timeslots: [slot(1, 0), slot(2, 1), slot(3, 2)] });
    expect(offeredTimeslots(g).map((s) => s.id)).toEqual([2, 3]);
  });

  it("hides a seat group whose every timeslot is closed, or that has no prices", () => {
    const closed = group(1, { timeslots: [slot(1, 0), slot(2, 0)] });
    const open = group(2, { timeslots: [slot(3, 0), slot(4, 1)] });
    const unpriced = group(3, { prices: [] });
    expect(visibleSeatGroups({ prices: [], seatGroups: [closed, open, unpriced] }).map((g) => g.id)).toEqual([2]);
  });

  it("puts prices without seat groups into one unnamed group", () => {
    const prices = [price(1, 5, 1), price(2, 5, 2)];
    const groups = visibleSeatGroups({ prices, seatGroups: [] });
    expect(groups).toHaveLength(1);
    expect(groups[0]?.prices).toBe(prices);
    expect(visibleSeatGroups({ prices: [], seatGroups: [] })).toEqual([]);
  });

  it("collapses the price list above two prices", () => {
    expect([0, 1, 2, 3, 7].map(isCollapsible)).toEqual([false, false, false, true, true]);
  });

  it("asks for a timeslot before a slotted seat group can be booked", () => {
    const slotted = group(1, { timeslots: [slot(1, 1)] });
    expect(needsTimeslot(initialWidgetState, slotted)).toBe(true);
    expect(needsTimeslot(initialWidgetState, group(2))).toBe(false);
    const chosen = widgetReducer(initialWidgetState, { type: "chooseTimeslot", group: 1, timeslot: 1 });
    expect(needsTimeslot(chosen, slotted)).toBe(false);
    expect(chosen.step).toBe("main");
  });

  it("counts an event as quick-bookable with seat groups or a price other than 0.00", () => {
    expect(canQuickBook({ seatGroups: [group(1)], prices: [] })).toBe(true);
    expect(canQuickBook({ seatGroups: [], prices: [price(1, 1, 1, { price: "0.00" })] })).toBe(false);
    expect(
      canQuickBook({ seatGroups: [], prices: [price(1, 1, 1, { price: "0.00" }), price(2, 1, 2, { price: "8.50" })] }),
    ).toBe(true);
    expect(canQuickBook({ seatGroups: [], prices: [] })).toBe(false);
  });

  it("treats any spelling of zero as a free price", () => {
    for (const free of ["0.00", "0", "00.0", " 0.00 "]) expect(isFreePrice(free)).toBe(true);
    for (const priced of ["8.50", "0.50", "10.00", ""]) expect(isFreePrice(priced)).toBe(false);
  });
});

describe("add to cart", () => {
  it("is disabled with nothing selected", () => {
    expect(isAddToCartDisabled(initialWidgetState)).toBe(true);
    const one = widgetReducer(initialWidgetState, { type: "add", price: full });
    expect(isAddToCartDisabled(one)).toBe(false);
    expect(isAddToCartDisabled(widgetReducer(one, { type: "remove", price: full }))).toBe(true);
  });

  it("is disabled while the cart call runs", () => {
    const loading = run(initialWidgetState, { type: "add", price: full }, { type: "submit" });
    expect(loading.summary).toEqual({ status: "loading" });
    expect(isAddToCartDisabled(loading)).toBe(true);
  });

  it("builds one cart call per seat group with quantities, sale types, seat group and timeslot block", () => {
    const groups = [group(1), group(2, { timeslots: [slot(7, 1)] })];
    const state = run(
      initialWidgetState,
      { type: "add", price: full },
      { type: "add", price: full },
      { type: "chooseTimeslot", group: 2, timeslot: 7 },
      { type: "add", price: otherGroupFull },
      { type: "add", price: reduced },
    );
    expect(cartRequests(state, 100_001, groups)).toEqual([
      { quantities: [2, 1], event_jet_id: 100_001, sale_type_ids: [1, 2], seat_group: 1 },
      { quantities: [1], event_jet_id: 100_001, sale_type_ids: [1], seat_group: 2, block_id: 700_007 },
    ]);
  });

  it("leaves the seat group out for a flat price list", () => {
    const prices = [price(1, 5, 1)];
    const groups = visibleSeatGroups({ prices, seatGroups: [] });
    const state = widgetReducer(initialWidgetState, { type: "add", price: prices[0] as Price });
    expect(cartRequests(state, 9, groups)).toEqual([{ quantities: [1], event_jet_id: 9, sale_type_ids: [1] }]);
  });
});

describe("steps, summary and closing", () => {
  it("moves between main, discounts and timeslots", () => {
    const discounts = widgetReducer(initialWidgetState, { type: "show", step: "discounts", group: 3 });
    expect([discounts.step, discounts.stepGroup]).toEqual(["discounts", 3]);
    const back = widgetReducer(discounts, { type: "back" });
    expect([back.step, back.stepGroup]).toEqual(["main", null]);
  });

  it("toggles the price list and collapses it again on a step change", () => {
    const expanded = widgetReducer(initialWidgetState, { type: "toggleExpanded" });
    expect(expanded.expanded).toBe(true);
    expect(widgetReducer(expanded, { type: "toggleExpanded" }).expanded).toBe(false);
    expect(widgetReducer(expanded, { type: "show", step: "discounts", group: 1 }).expanded).toBe(false);
    expect(widgetReducer(widgetReducer(initialWidgetState, { type: "expand" }), { type: "expand" }).expanded).toBe(
      true,
    );
  });

  it("clears the selection on success and keeps the count and cart link for the summary", () => {
    const state = run(
      initialWidgetState,
      { type: "add", price: full },
      { type: "submit" },
      { type: "succeeded", count: 1, cartUrl: "/webshop/cart" },
    );
    expect(state.tickets).toEqual([]);
    expect(state.summary).toEqual({ status: "success", count: 1, cartUrl: "/webshop/cart" });
  });

  it("keeps the selection on failure so the visitor can retry", () => {
    const state = run(
      initialWidgetState,
      { type: "add", price: full },
      { type: "submit" },
      { type: "failed", code: -214, cartUrl: null, booked: 0, notOnSale: false },
    );
    expect(state.summary).toEqual({ status: "error", code: -214, cartUrl: null, notOnSale: false });
    expect(totalAmount(state.tickets)).toBe(1);
  });

  it("drops the seat groups already in the cart from the selection when a later one fails", () => {
    const selected = run(initialWidgetState, { type: "add", price: full }, { type: "add", price: otherGroupFull });
    expect(cartRequests(selected, 7, [group(1), group(2)]).map((request) => request.seat_group)).toEqual([1, 2]);
    const failed = run(
      selected,
      { type: "submit" },
      { type: "failed", code: -214, cartUrl: "/webshop/cart", booked: 1, notOnSale: false },
    );
    expect(failed.tickets.map(({ ticket }) => ticket.seat_group)).toEqual([2]);
    expect(failed.summary).toEqual({ status: "error", code: -214, cartUrl: "/webshop/cart", notOnSale: false });
  });

  it("clears the selection on close and resets summary and step only with the delayed reset", () => {
    const open = run(
      initialWidgetState,
      { type: "show", step: "discounts", group: 1 },
      { type: "add", price: reduced },
      { type: "submit" },
      { type: "failed", code: null, cartUrl: null, booked: 0, notOnSale: false },
    );
    const closed = widgetReducer(open, { type: "close" });
    expect(closed.tickets).toEqual([]);
    expect(closed.step).toBe("discounts");
    expect(closed.summary).toEqual({ status: "error", code: null, cartUrl: null, notOnSale: false });
    expect(widgetReducer(closed, { type: "reset" })).toEqual(initialWidgetState);
  });

  it("'add more' returns to an empty main list and keeps the chosen timeslots", () => {
    const state = run(
      initialWidgetState,
      { type: "chooseTimeslot", group: 2, timeslot: 7 },
      { type: "add", price: otherGroupFull },
      { type: "submit" },
      { type: "succeeded", count: 1, cartUrl: "/webshop/cart" },
      { type: "addMore" },
    );
    expect(state).toEqual({ ...initialWidgetState, timeslots: { 2: 7 } });
  });
});
