import { useSyncExternalStore } from "react";
import { cookiesChanged, readCookie } from "./cookies";

// SPEC §3/§9 cart cookies, set by the shop (workers/shop/http.ts) for 15 minutes on the parent domain.
/** The seat count of the visitor's cart: the header's badge. */
export const CART_AMOUNT_COOKIE = "cartAmount";
/** The absolute URL of the cart page: the header's cart link. */
export const CART_URL_COOKIE = "cartUrl";

const listeners = new Set<() => void>();

function readAmountCookie(): number {
  const amount = Number(readCookie(document.cookie, CART_AMOUNT_COOKIE) ?? 0);
  return Number.isInteger(amount) && amount > 0 ? amount : 0;
}

/** SPEC §9: reservations, and with them the count, last 15 minutes. */
const AMOUNT_LIFETIME_MS = 15 * 60_000;

// The shop's own answers are newer than the cookie the browser may not have stored yet.
let known: { amount: number; until: number } | null = null;

function snapshot(): number {
  if (known && Date.now() < known.until) return known.amount;
  return readAmountCookie();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Records the cart size a shop answer reported (`tickets_quantity`) and updates every badge. */
export function setCartAmount(amount: number): void {
  known = { amount: Math.max(0, Math.trunc(amount)), until: Date.now() + AMOUNT_LIFETIME_MS };
  for (const listener of listeners) listener();
  // The same answer set the cartUrl cookie the header's cart link reads.
  cookiesChanged();
}

/**
 * SPEC §9 cart badge: the count from the shop's last answer, else the `cartAmount` cookie.
 * Null while server-rendering: the server does not know the browser's cookie jar state.
 */
export function useCartAmount(): number | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
