import type { Lang } from "../../i18n/languages";
import { sendJsonAndRead } from "../../lib/csrf";
import type { ShopCartResponse } from "../../schemas/shop";
import type { CartRequest } from "./widget-state";

export type CartOutcome =
  | { ok: true; ticketsQuantity: number; cartUrl: string }
  | { ok: false; code: number | null; status: number };

function responseCode(body: unknown): number | null {
  if (typeof body !== "object" || body === null) return null;
  const code = (body as { response_code?: unknown }).response_code;
  return typeof code === "number" && Number.isFinite(code) ? code : null;
}

/**
 * SPEC §7: one POST /api/shop-cart/ per seat group, in order, with the CSRF header from the
 * `csrftoken` cookie. Stops at the first failure: the groups before it stay reserved, which the
 * cart shows; the error names the shop's `response_code` when there is one.
 */
export async function addToCart(lang: Lang, requests: CartRequest[]): Promise<CartOutcome> {
  let last: ShopCartResponse | null = null;
  for (const payload of requests) {
    const answer = await sendJsonAndRead("POST", `/${lang}/api/shop-cart/`, payload);
    if (!answer.ok) return { ok: false, code: responseCode(answer.body), status: answer.status };
    last = answer.body as ShopCartResponse;
  }
  if (!last) return { ok: false, code: null, status: 0 };
  return { ok: true, ticketsQuantity: last.tickets_quantity, cartUrl: last.cart_url };
}
