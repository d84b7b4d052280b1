import * as v from "valibot";

/**
 * The booking and web-shop contract (SPEC §7 shop-cart call, issue 4 web shop). The worker
 * validates its input with the payload schemas; the web-shop pages and the booking widget
 * import the response types. Prices are strings like '12.00' (SPEC §3); instants ISO-8601 UTC.
 */

/** SPEC §9: a reservation lasts 15 minutes, and so do the cart cookies. */
export const RESERVATION_MINUTES = 15;

/** Most seats one shop-cart call or one cart item may hold. */
export const MAX_TICKETS_PER_CALL = 20;

/** Paths of the built-in web shop (webshop layout, not language-prefixed). */
export const webshopPaths = {
  cart: "/webshop/cart",
  checkout: "/webshop/checkout",
  order: (code: string) => `/webshop/orders/${encodeURIComponent(code)}`,
} as const;

/** Answer codes of the ticketing system carried as `response_code` (SPEC §8). */
export const ShopCode = {
  /** Not enough (connected) seats found. */
  seatsShort: -214,
  /** No current reservation: the hold expired or was released. */
  reservationGone: -204,
} as const;

const MAX_ID = 2_147_483_647;
const Id = v.pipe(
  v.number(),
  v.integer("Expected an integer"),
  v.minValue(1, "Expected a positive id"),
  v.maxValue(MAX_ID),
);
const Quantity = v.pipe(
  v.number(),
  v.integer("Expected an integer"),
  v.minValue(1, "Expected a quantity of at least 1"),
  v.maxValue(MAX_TICKETS_PER_CALL, `Expected at most ${MAX_TICKETS_PER_CALL} tickets`),
);

// ---------------------------------------------------------------------------
// POST /api/shop-cart/ (also /{lang}/api/shop-cart/)
// ---------------------------------------------------------------------------

/**
 * One call per seat group: `quantities[i]` seats of sale type `sale_type_ids[i]`. `seat_group`
 * may be left out when the event has one seat group; `block_id` names the timeslot and is
 * required for seat groups sold in timeslots.
 */
export const ShopCartPayload = v.pipe(
  v.object({
    quantities: v.pipe(
      v.array(Quantity, "Expected an array of quantities"),
      v.minLength(1, "Expected at least one quantity"),
      v.maxLength(MAX_TICKETS_PER_CALL, `Expected at most ${MAX_TICKETS_PER_CALL} quantities`),
      v.check(
        (list) => list.reduce((sum, n) => sum + n, 0) <= MAX_TICKETS_PER_CALL,
        `Expected at most ${MAX_TICKETS_PER_CALL} tickets in one call`,
      ),
    ),
    event_jet_id: Id,
    sale_type_ids: v.pipe(
      v.array(Id, "Expected an array of sale type ids"),
      v.minLength(1, "Expected at least one sale type"),
      v.maxLength(MAX_TICKETS_PER_CALL, `Expected at most ${MAX_TICKETS_PER_CALL} sale types`),
      v.check((list) => new Set(list).size === list.length, "Expected each sale type once"),
    ),
    seat_group: v.optional(v.nullable(Id)),
    block_id: v.optional(v.nullable(Id)),
  }),
  v.forward(
    v.check((input) => input.quantities.length === input.sale_type_ids.length, "Expected one sale type per quantity"),
    ["sale_type_ids"],
  ),
);
export type ShopCartPayload = v.InferOutput<typeof ShopCartPayload>;

/** 200 answer of the shop-cart call; the same numbers go into the cartAmount/cartUrl cookies. */
export const ShopCartResponse = v.object({
  /** Seats in the visitor's cart after this call (all live reservations). */
  tickets_quantity: v.number(),
  /** The cart page (relative path of the built-in shop, or the external shop's URL). */
  cart_url: v.string(),
});
export type ShopCartResponse = v.InferOutput<typeof ShopCartResponse>;

/**
 * Body of every failed shop call. `response_code` (SPEC §7) is the ticketing code of SPEC §8
 * (-214, -204) where one applies, else the HTTP status; `field` names the offending input on a
 * 400; `reason` says why an event is not bookable (cancelled | postponed | past | no_tickets);
 * 503s come with `Retry-After`. `error`: invalid_body | invalid_json | not_found |
 * not_bookable | seats_short | reservation_gone | shop_offline | shop_unavailable | csrf_failed |
 * cross_origin | unsupported_media_type | payload_too_large.
 */
export const ShopErrorBody = v.object({
  error: v.string(),
  detail: v.string(),
  response_code: v.number(),
  field: v.optional(v.string()),
  reason: v.optional(v.string()),
});
export type ShopErrorBody = v.InferOutput<typeof ShopErrorBody>;

// ---------------------------------------------------------------------------
// Web shop: GET /api/webshop/cart/, PATCH|DELETE /api/webshop/cart/items/{id}/,
// POST /api/webshop/checkout/, GET /api/webshop/orders/{code}/ (language-aware, ?lang= or prefix)
// ---------------------------------------------------------------------------

/** The performance a cart item or order line is for, in the request's language. */
export const ShopEvent = v.object({
  id: v.number(),
  id_jet: v.nullable(v.number()),
  title: v.string(),
  subtitle: v.nullable(v.string()),
  date_start: v.string(),
  /** The event page in the request's language. */
  url: v.string(),
  venue: v.nullable(v.string()),
  room: v.nullable(v.string()),
});
export type ShopEvent = v.InferOutput<typeof ShopEvent>;

/** The timeslot of a seat group sold in slots; time_start is Berlin wall-clock 'HH:MM:SS'. */
const ShopTimeslot = v.object({ block_id: v.number(), time_start: v.string() });

/** What a cart item and an order line both say: `quantity` seats of one sale type in one seat group (and slot). */
export const ShopLine = v.object({
  event: ShopEvent,
  seat_group: v.object({ id: v.number(), name: v.string() }),
  timeslot: v.nullable(ShopTimeslot),
  sale_type_id: v.number(),
  /** Price name ('Full price', 'Reduced', …). */
  price_name: v.string(),
  /** Unit price, '24.00'. */
  price: v.string(),
  quantity: v.number(),
  /** price × quantity. */
  total: v.string(),
});
export type ShopLine = v.InferOutput<typeof ShopLine>;

/** One reservation in the cart. */
export const CartItem = v.object({
  id: v.number(),
  ...ShopLine.entries,
  /** When the seats are released unless bought (ISO instant). */
  expires_at: v.string(),
  /** Its reservation was extended: it cannot be extended again (ADR 0036). */
  extended: v.boolean(),
});
export type CartItem = v.InferOutput<typeof CartItem>;

/** GET /api/webshop/cart/ and the answer of every cart change. Expired items are not listed. */
export const Cart = v.object({
  items: v.array(CartItem),
  tickets_quantity: v.number(),
  total: v.string(),
  /** The earliest expiry among the items (the countdown), null for an empty cart. */
  expires_at: v.nullable(v.string()),
  /** Server clock when answered, so the countdown does not depend on the visitor's clock. */
  now: v.string(),
  /** The reservations may still be extended, once (POST /api/webshop/cart/extend/, ADR 0036). */
  extendable: v.boolean(),
});
export type Cart = v.InferOutput<typeof Cart>;

/** PATCH /api/webshop/cart/items/{id}/. */
export const CartItemPatch = v.object({ quantity: Quantity });
export type CartItemPatch = v.InferOutput<typeof CartItemPatch>;

/** POST /api/webshop/checkout/: the buyer (SPEC §5 visitor messages for the form). */
export const CheckoutPayload = v.object({
  name: v.pipe(
    v.string("This field is required!"),
    v.trim(),
    v.minLength(1, "This field is required!"),
    v.maxLength(200, "Expected at most 200 characters"),
  ),
  email: v.pipe(
    v.string("This field is required!"),
    v.trim(),
    v.minLength(1, "This field is required!"),
    v.maxLength(254, "Invalid e-mail address!"),
    v.email("Invalid e-mail address!"),
  ),
});
export type CheckoutPayload = v.InferOutput<typeof CheckoutPayload>;

/** One seat of an order; the code is unique across all orders. */
const Ticket = v.object({ code: v.string() });

/** One line of an order, with a ticket per seat. */
export const OrderItem = v.object({ ...ShopLine.entries, tickets: v.array(Ticket) });
export type OrderItem = v.InferOutput<typeof OrderItem>;

/** 201 answer of the checkout and GET /api/webshop/orders/{code}/ (only for the cart that bought it). */
export const Order = v.object({
  code: v.string(),
  name: v.string(),
  email: v.string(),
  created_at: v.string(),
  tickets_quantity: v.number(),
  total: v.string(),
  items: v.array(OrderItem),
  /** The confirmation page. */
  url: v.string(),
});
export type Order = v.InferOutput<typeof Order>;
