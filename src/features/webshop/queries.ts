import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api";
import { type JsonAnswer, sendJsonAndRead } from "../../lib/csrf";
import type { Lang } from "../../lib/languages";
import { extendReservation } from "../../lib/reservation";
import type { Cart, CartItemPatch, CheckoutPayload, Order, ShopErrorBody } from "../../schemas/shop";

/** GET /{lang}/api/webshop/cart/: the visitor's live reservations; always fresh (they expire). */
export const cartQuery = (api: ApiClient, lang: Lang) =>
  queryOptions({
    queryKey: ["webshop-cart", lang],
    queryFn: () => api.get<Cart>(`/${lang}/api/webshop/cart/`),
    staleTime: 0,
  });

/** GET /{lang}/api/webshop/orders/{code}/: an order, for the cart that bought it. */
export const orderQuery = (api: ApiClient, lang: Lang, code: string) =>
  queryOptions({
    queryKey: ["webshop-order", lang, code],
    queryFn: () => api.get<Order>(`/${lang}/api/webshop/orders/${encodeURIComponent(code)}/`),
  });

export type ShopResult<T> = { ok: true; value: T } | { ok: false; status: number; error: ShopErrorBody | null };

function errorBody(body: unknown): ShopErrorBody | null {
  if (typeof body !== "object" || body === null || typeof (body as { error?: unknown }).error !== "string") return null;
  return body as ShopErrorBody;
}

function shopResult<T>(answer: JsonAnswer): ShopResult<T> {
  return answer.ok
    ? { ok: true, value: answer.body as T }
    : { ok: false, status: answer.status, error: errorBody(answer.body) };
}

/** A mutating web-shop call: JSON body, the CSRF header, same-origin credentials. */
async function send<T>(method: "PATCH" | "DELETE" | "POST", path: string, body?: unknown): Promise<ShopResult<T>> {
  return shopResult<T>(await sendJsonAndRead(method, path, body));
}

/** Extends the cart's reservations once (ADR 0036); the header clock makes the same call. */
export const extendCart = async (lang: Lang) => shopResult<Cart>(await extendReservation(lang));

export const changeQuantity = (lang: Lang, itemId: number, patch: CartItemPatch) =>
  send<Cart>("PATCH", `/${lang}/api/webshop/cart/items/${itemId}/`, patch);

export const removeItem = (lang: Lang, itemId: number) =>
  send<Cart>("DELETE", `/${lang}/api/webshop/cart/items/${itemId}/`);

export const checkout = (lang: Lang, buyer: CheckoutPayload) =>
  send<Order>("POST", `/${lang}/api/webshop/checkout/`, buyer);
