import type { Price, SeatGroup, Timeslot } from "../../schemas/events";
import { MAX_TICKETS_PER_CALL } from "../../schemas/shop";
import type { BookingData } from "./quick-book";

/**
 * The booking widget's rules (SPEC §3/§4/§5/§8) as pure functions: what is offered, what is
 * selected, and how the widget moves between its steps and summary states.
 */

/** SPEC §4: the main list (seat groups), a seat group's discounts, a seat group's timeslots. */
type Step = "main" | "discounts" | "timeslots";

/** SPEC §3 "Selected ticket". */
export interface SelectedTicket {
  ticket: { id: number; seat_group: number; sale_type_id: number };
  amount: number;
}

export type Summary =
  | { status: "loading" }
  | { status: "success"; count: number; cartUrl: string }
  /** `cartUrl`: some seat groups went into the cart before the failure. */
  | { status: "error"; code: number | null; cartUrl: string | null; notOnSale: boolean };

export interface WidgetState {
  step: Step;
  /** The seat group whose discounts or timeslots the step shows. */
  stepGroup: number | null;
  tickets: SelectedTicket[];
  /** Chosen timeslot id per seat group id. */
  timeslots: Record<number, number>;
  /** The price list's 'show all' toggle. */
  expanded: boolean;
  summary: Summary | null;
}

export type WidgetAction =
  | { type: "add"; price: Price }
  | { type: "remove"; price: Price }
  | { type: "show"; step: Step; group: number }
  | { type: "back" }
  | { type: "chooseTimeslot"; group: number; timeslot: number }
  | { type: "toggleExpanded" }
  | { type: "expand" }
  | { type: "submit" }
  | { type: "succeeded"; count: number; cartUrl: string }
  /** `booked` seat groups (the first ones of cartRequests) went into the cart before the failure. */
  /** `notOnSale`: the shop refused because the date was cancelled or postponed meanwhile. */
  | { type: "failed"; code: number | null; cartUrl: string | null; booked: number; notOnSale: boolean }
  /** Closing: the selection goes at once (SPEC §4)… */
  | { type: "close" }
  /** …summary and step 250 ms later, once the panel has gone (RESET_DELAY_MS). */
  | { type: "reset" }
  /** 'Weitere hinzufügen': back to an empty main list without closing. */
  | { type: "addMore" };

/** SPEC §9: widget reset 250 ms after closing. */
export const RESET_DELAY_MS = 250;
/** SPEC §4: the opened widget scrolls into view after 100 ms. */
export const SCROLL_DELAY_MS = 100;
/** SPEC §4: above this many prices the list is collapsed behind 'show all'. */
const COLLAPSE_ABOVE = 2;

export const initialWidgetState: WidgetState = {
  step: "main",
  stepGroup: null,
  tickets: [],
  timeslots: {},
  expanded: false,
  summary: null,
};

const sameTicket = (selected: SelectedTicket, price: Price): boolean =>
  selected.ticket.seat_group === price.seat_group && selected.ticket.sale_type_id === price.sale_type_id;

/** Seats selected in one seat group: one cart call, which the shop caps at MAX_TICKETS_PER_CALL. */
function groupAmount(tickets: SelectedTicket[], seatGroup: number): number {
  return tickets.reduce((sum, entry) => (entry.ticket.seat_group === seatGroup ? sum + entry.amount : sum), 0);
}

export function canAddTo(tickets: SelectedTicket[], seatGroup: number): boolean {
  return groupAmount(tickets, seatGroup) < MAX_TICKETS_PER_CALL;
}

/**
 * SPEC §4: the same seat group and sale type raise the amount, anything else starts at 1.
 * A seat group already at the shop's per-call limit takes no more.
 */
export function addTicket(tickets: SelectedTicket[], price: Price): SelectedTicket[] {
  if (!canAddTo(tickets, price.seat_group)) return tickets;
  if (tickets.some((selected) => sameTicket(selected, price))) {
    return tickets.map((selected) =>
      sameTicket(selected, price) ? { ...selected, amount: selected.amount + 1 } : selected,
    );
  }
  return [
    ...tickets,
    { ticket: { id: price.id, seat_group: price.seat_group, sale_type_id: price.sale_type_id }, amount: 1 },
  ];
}

/** SPEC §4: lowers the amount, drops the entry at 1, and never goes below zero. */
export function removeTicket(tickets: SelectedTicket[], price: Price): SelectedTicket[] {
  const selected = tickets.find((entry) => sameTicket(entry, price));
  if (!selected) return tickets;
  if (selected.amount <= 1) return tickets.filter((entry) => entry !== selected);
  return tickets.map((entry) => (entry === selected ? { ...entry, amount: entry.amount - 1 } : entry));
}

export function amountOf(tickets: SelectedTicket[], price: Price): number {
  return tickets.find((entry) => sameTicket(entry, price))?.amount ?? 0;
}

export function totalAmount(tickets: SelectedTicket[]): number {
  return tickets.reduce((sum, entry) => sum + entry.amount, 0);
}

export function widgetReducer(state: WidgetState, action: WidgetAction): WidgetState {
  switch (action.type) {
    case "add":
      return { ...state, tickets: addTicket(state.tickets, action.price) };
    case "remove":
      return { ...state, tickets: removeTicket(state.tickets, action.price) };
    case "show":
      return { ...state, step: action.step, stepGroup: action.group, expanded: false };
    case "back":
      return { ...state, step: "main", stepGroup: null, expanded: false };
    case "chooseTimeslot":
      return {
        ...state,
        timeslots: { ...state.timeslots, [action.group]: action.timeslot },
        step: "main",
        stepGroup: null,
        expanded: false,
      };
    case "toggleExpanded":
      return { ...state, expanded: !state.expanded };
    case "expand":
      return state.expanded ? state : { ...state, expanded: true };
    case "submit":
      return { ...state, summary: { status: "loading" } };
    case "succeeded":
      return { ...state, tickets: [], summary: { status: "success", count: action.count, cartUrl: action.cartUrl } };
    case "failed":
      // What is in the cart leaves the selection, so a retry does not book it twice.
      return {
        ...state,
        tickets: withoutFirstGroups(state.tickets, action.booked),
        summary: { status: "error", code: action.code, cartUrl: action.cartUrl, notOnSale: action.notOnSale },
      };
    case "close":
      return { ...state, tickets: [] };
    case "reset":
    case "addMore":
      return { ...initialWidgetState, timeslots: action.type === "addMore" ? state.timeslots : {} };
  }
}

/** SPEC §5: timeslots with status 0 are not offered. */
export function offeredTimeslots(group: SeatGroup): Timeslot[] {
  return group.timeslots.filter((slot) => slot.status !== 0);
}

/**
 * SPEC §5: seat groups with status 0 are hidden. A group whose every timeslot is closed has
 * nothing left to book either, so it is hidden the same way.
 */
export function visibleSeatGroups(data: BookingData): SeatGroup[] {
  const groups = data.seatGroups.filter(
    (group) =>
      group.status !== 0 &&
      group.prices.length > 0 &&
      (group.timeslots.length === 0 || offeredTimeslots(group).length > 0),
  );
  if (groups.length > 0 || data.seatGroups.length > 0 || data.prices.length === 0) return groups;
  // Prices without any seat group (an event priced flat): one unnamed group holds them.
  const first = data.prices[0] as Price;
  return [{ id: first.seat_group, seat_group: "", status: 1, text: "", prices: data.prices, timeslots: [] }];
}

/** SPEC §5: only the full-price entry is shown in the seat group's main list. */
export function mainPrices(group: SeatGroup): Price[] {
  return group.prices.filter((price) => price.is_full_price);
}

/** SPEC §5: every other price is a discount. */
export function discountPrices(group: SeatGroup): Price[] {
  return group.prices.filter((price) => !price.is_full_price);
}

/** SPEC §4: the list collapses to a short height, with 'show all', above two prices. */
export function isCollapsible(count: number): boolean {
  return count > COLLAPSE_ABOVE;
}

/**
 * A seat group with timeslots is bookable only once one is chosen (its `block_id` goes with the
 * cart call); every other group is bookable at once.
 */
export function needsTimeslot(state: WidgetState, group: SeatGroup): boolean {
  return group.timeslots.length > 0 && state.timeslots[group.id] === undefined;
}

/** SPEC §5: add to cart is disabled with nothing selected (and while the cart call runs). */
export function isAddToCartDisabled(state: WidgetState): boolean {
  return totalAmount(state.tickets) === 0 || state.summary?.status === "loading";
}

/** One POST /api/shop-cart/ payload per seat group (SPEC §7). */
export interface CartRequest {
  quantities: number[];
  event_jet_id: number;
  sale_type_ids: number[];
  seat_group?: number;
  block_id?: number;
}

/** The seat groups with tickets selected, in the order they were first chosen: the order of the cart calls. */
function chosenGroups(tickets: SelectedTicket[]): number[] {
  return [...new Set(tickets.filter(({ amount }) => amount > 0).map(({ ticket }) => ticket.seat_group))];
}

/** The selection without its first `count` seat groups, in the order cartRequests makes calls. */
function withoutFirstGroups(tickets: SelectedTicket[], count: number): SelectedTicket[] {
  const booked = new Set(chosenGroups(tickets).slice(0, count));
  return tickets.filter(({ ticket }) => !booked.has(ticket.seat_group));
}

/** The selection as cart calls: one per seat group, in the order the groups were first chosen. */
export function cartRequests(state: WidgetState, idJet: number, groups: SeatGroup[]): CartRequest[] {
  return chosenGroups(state.tickets).map((groupId) => {
    const group = groups.find((candidate) => candidate.id === groupId);
    const timeslotId = state.timeslots[groupId];
    const slot = group?.timeslots.find((candidate) => candidate.id === timeslotId);
    const chosen = state.tickets.filter(({ ticket, amount }) => ticket.seat_group === groupId && amount > 0);
    const request: CartRequest = {
      quantities: chosen.map(({ amount }) => amount),
      event_jet_id: idJet,
      sale_type_ids: chosen.map(({ ticket }) => ticket.sale_type_id),
    };
    // The unnamed group of a flat price list is no seat group of the shop's.
    if (group?.seat_group !== "") request.seat_group = groupId;
    if (slot) request.block_id = slot.block_id;
    return request;
  });
}
