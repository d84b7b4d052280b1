import { type JsonAnswer, sendJsonAndRead } from "./csrf";
import type { Lang } from "./languages";

/**
 * The visitor's reservation as the header clock and the cart page see it (issue 29, ADR 0036):
 * the fields of the cart answer (src/schemas/shop.ts `Cart`) the clock needs.
 */
export interface Reservation {
  tickets_quantity: number;
  /** The earliest expiry of the cart's reservations; null for an empty cart. */
  expires_at: string | null;
  /** The shop's clock when it answered. */
  now: string;
  extendable: boolean;
}

/** GET the visitor's cart; null when the shop did not answer with one. */
export async function readReservation(lang: Lang): Promise<Reservation | null> {
  try {
    const response = await fetch(`/${lang}/api/webshop/cart/`, {
      credentials: "same-origin",
      headers: { Accept: "application/json" },
    });
    return response.ok ? ((await response.json()) as Reservation) : null;
  } catch {
    return null;
  }
}

/** POST: extends the cart's reservations once; the answer is the cart (200) or the refusal. */
export function extendReservation(lang: Lang): Promise<JsonAnswer> {
  return sendJsonAndRead("POST", `/${lang}/api/webshop/cart/extend/`);
}

/**
 * What one tab tells the others: the reservation changed (read the cart again), or the one
 * ending at `expiresAt` ran out.
 */
type ReservationMessage = { kind: "changed" } | { kind: "expired"; expiresAt: string };

// One channel per tab, for sending and listening alike: a channel never hears its own messages,
// so a tab does not read the cart again for its own extension.
let channel: BroadcastChannel | null = null;

function tabsChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === "undefined") return null;
  channel ??= new BroadcastChannel("reservation");
  return channel;
}

export function tellOtherTabs(message: ReservationMessage): void {
  tabsChannel()?.postMessage(message);
}

/** Listens to the other tabs of this site; returns the way to stop. */
export function listenToOtherTabs(listener: (message: ReservationMessage) => void): () => void {
  const tabs = tabsChannel();
  const onMessage = (event: MessageEvent<ReservationMessage>) => listener(event.data);
  tabs?.addEventListener("message", onMessage);
  return () => tabs?.removeEventListener("message", onMessage);
}
