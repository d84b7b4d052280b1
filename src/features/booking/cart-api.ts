import { sendJsonAndRead } from "../../lib/csrf";
import type { Lang } from "../../lib/languages";
import type { ShopCartResponse } from "../../schemas/shop";
import type { CartRequest } from "./widget-state";

/** What the cart holds after the calls that went through. */
interface CartState {
  ticketsQuantity: number;
  cartUrl: string;
}

export type CartOutcome =
  | ({ ok: true } & CartState)
  /**
   * `booked`: how many of the requests (seat groups, in order) went into the cart before the
   * failure; `added`: the cart after them, null when none did.
   */
  | { ok: false; code: number | null; status: number; notOnSale: boolean; booked: number; added: CartState | null };

/**
 * The shop's refusal of a date no longer on sale (workers/shop/http.ts): 409 `not_bookable`
 * with the reason, here cancelled or postponed while the widget was open.
 */
function isNotOnSale(status: number, body: unknown): boolean {
  if (status !== 409 || typeof body !== "object" || body === null) return false;
  const { error, reason } = body as { error?: unknown; reason?: unknown };
  return error === "not_bookable" && (reason === "cancelled" || reason === "postponed");
}

function responseCode(body: unknown): number | null {
  if (typeof body !== "object" || body === null) return null;
  const code = (body as { response_code?: unknown }).response_code;
  return typeof code === "number" && Number.isFinite(code) ? code : null;
}

/**
 * SPEC §7: one POST /api/shop-cart/ per seat group, in order, with the CSRF header from the
 * `csrftoken` cookie. Stops at the first failure: the groups before it stay reserved, so the
 * outcome says what the cart holds then; the error names the shop's `response_code` when there
 * is one, and whether the shop refused because the date is no longer on sale.
 */
export async function addToCart(lang: Lang, requests: CartRequest[]): Promise<CartOutcome> {
  let added: CartState | null = null;
  for (const [booked, payload] of requests.entries()) {
    const answer = await sendJsonAndRead("POST", `/${lang}/api/shop-cart/`, payload);
    if (!answer.ok) {
      const notOnSale = isNotOnSale(answer.status, answer.body);
      return { ok: false, code: responseCode(answer.body), status: answer.status, notOnSale, booked, added };
    }
    const body = answer.body as ShopCartResponse;
    added = { ticketsQuantity: body.tickets_quantity, cartUrl: body.cart_url };
  }
  if (!added) return { ok: false, code: null, status: 0, notOnSale: false, booked: 0, added };
  return { ok: true, ...added };
}
