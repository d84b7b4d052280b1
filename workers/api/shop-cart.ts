import { Hono } from "hono";
import { ShopCartPayload, type ShopCartResponse } from "../../src/schemas/shop";
import { randomToken } from "../auth/tokens";
import type { AppEnv } from "../env";
import { cartToken, setCartCookies, setCartToken, shopFailureResponse, shopWriteGuards, withShop } from "../shop/http";
import { shopGateway } from "../shop/select";
import { slashOptional } from "./http";
import { parseJsonBody } from "./validate";

export const shopCartApi = new Hono<AppEnv>();

/**
 * POST /api/shop-cart/ (language-aware, also /{lang}/api/shop-cart/), SPEC §7: reserves one
 * seat group's tickets for 15 minutes in the visitor's cart. 200 `{ tickets_quantity, cart_url }`
 * plus the cartAmount/cartUrl cookies; 409 -214 when seats are short, 400 naming the field for
 * a payload the event cannot take, 503 (+ Retry-After) when the shop is offline or busy (ADR 0013).
 * Every error body carries a numeric `response_code`.
 */
shopCartApi.on(
  "POST",
  [...slashOptional("/api/shop-cart/"), ...slashOptional("/:lang{de|en}/api/shop-cart/")],
  shopWriteGuards(),
  (c) =>
    withShop(c, async () => {
      const parsed = await parseJsonBody(c, ShopCartPayload);
      if (!parsed.ok) return parsed.response;
      const token = cartToken(c) ?? randomToken(32);
      const result = await shopGateway(c.env).addToCart(token, parsed.value, c.get("lang"));
      if (!result.ok) return shopFailureResponse(c, result.failure);
      setCartToken(c, token);
      setCartCookies(c, result.value.ticketsQuantity, result.value.cartUrl);
      const body: ShopCartResponse = { tickets_quantity: result.value.ticketsQuantity, cart_url: result.value.cartUrl };
      return c.json(body);
    }),
);
