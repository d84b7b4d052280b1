import { deleteExpiredCartItems } from "../db/shop";

/**
 * An expired cart row stays this long so a visitor coming back to the cart or the checkout is
 * told 'No current reservation.' (-204) instead of meeting a silently shorter cart.
 */
const EXPIRED_CART_ITEM_GRACE_MS = 3_600_000;

/**
 * Deletes cart rows of reservations that ended more than the grace period ago. Their seats are
 * free already: each inventory's alarm (and its expiry-aware count) released them (ADR 0013).
 */
export async function expireReservations(env: Env, now = new Date()): Promise<number> {
  return deleteExpiredCartItems(env.DB, new Date(now.getTime() - EXPIRED_CART_ITEM_GRACE_MS).toISOString());
}
