import type { Price, SeatGroup } from "../../schemas/events";

/*
 * Kept apart from the widget's reducer: the sticky bar is on every page and needs only this rule,
 * not the shop contract the reducer imports.
 */

/** The shape the widget works on: what GET /{lang}/api/events/{id}/ gives (SPEC §3 "Current event data"). */
export interface BookingData {
  prices: Price[];
  seatGroups: SeatGroup[];
}

const zeroPrice = /^0+(?:\.0+)?$/;

/** A free entry: a price string of zeros ('0', '0.00', ' 00.0 '). */
export function isFreePrice(price: string): boolean {
  return zeroPrice.test(price.trim());
}

/**
 * SPEC §4/§5 quick-booking check: there is something to book in place when the event has seat
 * groups, or at least one price other than 0.00 (free entries do not count).
 */
export function canQuickBook(data: BookingData): boolean {
  return data.seatGroups.length > 0 || data.prices.some((price) => !isFreePrice(price.price));
}
