import type { Lang } from "../../src/lib/languages";
import type { Cart, CheckoutPayload, Order, ShopCartPayload } from "../../src/schemas/shop";
import type { Availability } from "./inventory";

/**
 * What the site asks of a ticket shop. The built-in shop (D1 orders + one TicketInventory per
 * performance) implements it; an external ticketing system can replace it behind the same
 * calls, chosen by the SHOP_GATEWAY variable (ADR 0013).
 *
 * `cart` is the visitor's cart token (the cart cookie), null when the visitor has none.
 * Expected refusals are returned as a ShopFailure; a shop that cannot answer right now throws
 * ShopUnavailableError (→ 503 with Retry-After), so the caller never turns it into a 500.
 */
export interface ShopGateway {
  /** Reserves the payload's seats for 15 minutes in `cart` (a fresh token creates the cart). */
  addToCart(cart: string, payload: ShopCartPayload, lang: Lang): Promise<ShopOutcome<AddedToCart>>;
  getCart(cart: string | null, lang: Lang): Promise<Cart>;
  /** Frees an item's seats; -204 when its reservation had already ended (the item goes either way). */
  removeItem(cart: string | null, itemId: number, lang: Lang): Promise<ShopOutcome<Cart>>;
  changeQuantity(cart: string | null, itemId: number, quantity: number, lang: Lang): Promise<ShopOutcome<Cart>>;
  /**
   * Extends every live reservation of the cart by the reservation time, once (ADR 0036):
   * `not_found` without a cart, -204 when none is live any more, `already_extended` the second time.
   */
  extendReservation(cart: string | null, lang: Lang): Promise<ShopOutcome<Cart>>;
  /** Sells every reservation of the cart to the buyer, or nothing (-204 when any has ended). */
  checkout(cart: string | null, buyer: CheckoutPayload, lang: Lang): Promise<ShopOutcome<Order>>;
  /** An order, only for the cart that bought it. */
  getOrder(cart: string | null, code: string, lang: Lang): Promise<Order | null>;
  /** Free seats of a performance right now; null when this shop does not sell it. */
  availability(eventId: number): Promise<Availability | null>;
}

export interface AddedToCart {
  ticketsQuantity: number;
  cartUrl: string;
}

export type ShopFailure =
  | { kind: "seats_short"; available: number }
  | { kind: "reservation_gone" }
  /** The reservation was extended before: once is the most (ADR 0036). */
  | { kind: "already_extended" }
  /** Input that names something the event does not sell; `field` is the payload key. */
  | { kind: "invalid"; field: string; detail: string }
  | { kind: "not_found"; field?: string; detail: string }
  /** `reason`: why nothing of the event is sold (cancelled, postponed, past, no_tickets). */
  | { kind: "not_bookable"; detail: string; reason: NotBookableReason };

export type NotBookableReason = "cancelled" | "postponed" | "past" | "no_tickets";

export type ShopOutcome<T> = { ok: true; value: T } | { ok: false; failure: ShopFailure };

/** The shop is overloaded or briefly unreachable: ask again after `retryAfterSeconds`. */
export class ShopUnavailableError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds = 2,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = "ShopUnavailableError";
  }
}
