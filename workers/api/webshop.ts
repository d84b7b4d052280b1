import { type Context, Hono } from "hono";
import { inShopLanguage } from "../../src/lib/languages";
import { type Cart, CartItemPatch, CheckoutPayload, webshopPaths } from "../../src/schemas/shop";
import type { AppEnv } from "../env";
import {
  cartToken,
  setCartCookies,
  setCartToken,
  shopFailureResponse,
  shopOnline,
  shopResponseCodes,
  shopWriteGuards,
  withShop,
} from "../shop/http";
import { shopGateway } from "../shop/select";
import { notFound, parseId, slashOptional } from "./http";
import { parseJsonBody } from "./validate";

/**
 * The built-in web shop's JSON calls (webshop layout pages), language-aware like the shop-cart
 * call: `/api/webshop/…` and `/{lang}/api/webshop/…`. Mutating calls need the CSRF header, a
 * same-origin request and a JSON Content-Type (also DELETE). Every error body carries a numeric
 * `response_code` (shopResponseCodes). Shapes: src/schemas/shop.ts.
 */
export const webshopApi = new Hono<AppEnv>();

const paths = <P extends string>(path: P) => [
  ...slashOptional(`/api/webshop${path}`),
  ...slashOptional(`/:lang{de|en}/api/webshop${path}`),
];

/** The cart answer, with the badge cookies following its count until its last reservation ends. */
function cartResponse(c: Context<AppEnv>, cart: Cart) {
  const lastExpiry = cart.items.reduce((max, item) => Math.max(max, Date.parse(item.expires_at)), 0);
  setCartCookies(
    c,
    cart.tickets_quantity,
    inShopLanguage(webshopPaths.cart, c.get("lang")),
    Math.floor((lastExpiry - Date.parse(cart.now)) / 1000),
  );
  return c.json(cart);
}

/** GET: the visitor's live reservations (none without a cart cookie). */
webshopApi.on("GET", paths("/cart/"), shopResponseCodes(), shopOnline(), (c) =>
  withShop(c, async () => cartResponse(c, await shopGateway(c.env).getCart(cartToken(c), c.get("lang")))),
);

/** PATCH `{ quantity }`: 409 -214 when the extra seats are not there, 410 -204 when the reservation ended. */
webshopApi.on("PATCH", paths("/cart/items/:id/"), shopWriteGuards(), (c) =>
  withShop(c, async () => {
    const id = parseId(c.req.param("id"));
    if (id === null) return notFound(c, "No such item in your cart.");
    const parsed = await parseJsonBody(c, CartItemPatch);
    if (!parsed.ok) return parsed.response;
    const result = await shopGateway(c.env).changeQuantity(cartToken(c), id, parsed.value.quantity, c.get("lang"));
    return result.ok ? cartResponse(c, result.value) : shopFailureResponse(c, result.failure);
  }),
);

/** DELETE: frees the item's seats; 410 -204 when its reservation had ended (the item is gone either way). */
webshopApi.on("DELETE", paths("/cart/items/:id/"), shopWriteGuards(), (c) =>
  withShop(c, async () => {
    const id = parseId(c.req.param("id"));
    if (id === null) return notFound(c, "No such item in your cart.");
    const result = await shopGateway(c.env).removeItem(cartToken(c), id, c.get("lang"));
    return result.ok ? cartResponse(c, result.value) : shopFailureResponse(c, result.failure);
  }),
);

/**
 * POST (no body): extends the cart's reservations by the reservation time, once (ADR 0036).
 * 404 without a cart, 410 -204 when no reservation is live any more, 409 `already_extended`
 * the second time; nothing changes on a refusal.
 */
webshopApi.on("POST", paths("/cart/extend/"), shopWriteGuards(), (c) =>
  withShop(c, async () => {
    const result = await shopGateway(c.env).extendReservation(cartToken(c), c.get("lang"));
    return result.ok ? cartResponse(c, result.value) : shopFailureResponse(c, result.failure);
  }),
);

/**
 * POST `{ name, email }`: sells the whole cart, 201 with the order and a ticket code per seat;
 * 410 -204 (nothing sold) when any reservation ended or the cart is empty.
 */
webshopApi.on("POST", paths("/checkout/"), shopWriteGuards(), (c) =>
  withShop(c, async () => {
    const parsed = await parseJsonBody(c, CheckoutPayload);
    if (!parsed.ok) return parsed.response;
    const token = cartToken(c);
    const result = await shopGateway(c.env).checkout(token, parsed.value, c.get("lang"));
    if (!result.ok) return shopFailureResponse(c, result.failure);
    // The same cart id, renewed, is what opens the confirmation page later.
    if (token !== null) setCartToken(c, token);
    setCartCookies(c, 0, inShopLanguage(webshopPaths.cart, c.get("lang")));
    return c.json(result.value, 201);
  }),
);

/**
 * GET an order by its code, only for the cart that bought it (anyone else: 404). Readable while
 * the shop is offline: it sells nothing.
 */
webshopApi.on("GET", paths("/orders/:code/"), shopResponseCodes(), (c) =>
  withShop(c, async () => {
    const order = await shopGateway(c.env).getOrder(cartToken(c), c.req.param("code"), c.get("lang"));
    return order ? c.json(order) : notFound(c, "No such order.");
  }),
);
