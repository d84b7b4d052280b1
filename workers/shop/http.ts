import type { Context, MiddlewareHandler } from "hono";
import { every } from "hono/combine";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { CART_AMOUNT_COOKIE, CART_URL_COOKIE } from "../../src/lib/cart";
import { RESERVATION_MINUTES, ShopCode, type ShopErrorBody } from "../../src/schemas/shop";
import { bodyLimitKiB } from "../api/http";
import { requireCsrf } from "../auth/csrf";
import type { AppEnv } from "../env";
import { type ShopFailure, ShopUnavailableError } from "./gateway";

/** Shop payloads are a few hundred bytes; anything above this is refused unread (413). */
const SHOP_BODY_KIB = 16;

/** The HTTP side of the shop calls: cookies, the offline switch and the error answers (ADR 0013). */

/** The cart id: random, script-proof, this host only. */
const CART_COOKIE = "cart";
const CART_TOKEN_SHAPE = /^[A-Za-z0-9_-]{32,64}$/;
/** The cart id outlives its 15-minute reservations so the order confirmation stays reachable. */
const CART_COOKIE_SECONDS = 86_400;
const RESERVATION_SECONDS = RESERVATION_MINUTES * 60;
/** An extended reservation (ADR 0036) lasts up to twice the reservation time. */
const LONGEST_RESERVATION_SECONDS = 2 * RESERVATION_SECONDS;

/** The visitor's cart token, null without a well-formed cart cookie. */
export function cartToken(c: Context<AppEnv>): string | null {
  const token = getCookie(c, CART_COOKIE, "host");
  return token && CART_TOKEN_SHAPE.test(token) ? token : null;
}

export function setCartToken(c: Context<AppEnv>, token: string): void {
  setCookie(c, CART_COOKIE, token, {
    prefix: "host",
    path: "/",
    secure: true,
    httpOnly: true,
    sameSite: "Lax",
    maxAge: CART_COOKIE_SECONDS,
  });
}

/** SHOP_COOKIE_DOMAIN when this request's host lies under it (a browser would drop it otherwise). */
function parentDomain(c: Context<AppEnv>): string | undefined {
  const configured: string = c.env.SHOP_COOKIE_DOMAIN ?? "";
  const domain = configured.replace(/^\./, "").toLowerCase();
  const host = new URL(c.req.url).hostname.toLowerCase();
  if (!domain || host === "localhost") return undefined;
  return host === domain || host.endsWith(`.${domain}`) ? domain : undefined;
}

/**
 * SPEC §9 cart cookies for the shop header's badge, readable by scripts, on the parent domain
 * for 15 minutes (until an extended reservation ends, ADR 0036). They are also the marker that
 * makes the site header load its reservation clock. cartUrl is absolute because other hosts of that domain read it too. An empty
 * cart deletes both.
 */
export function setCartCookies(
  c: Context<AppEnv>,
  ticketsQuantity: number,
  cartUrl: string,
  seconds = RESERVATION_SECONDS,
): void {
  const domain = parentDomain(c);
  const options = { path: "/", secure: true, sameSite: "Lax" as const, domain };
  if (ticketsQuantity <= 0 || seconds <= 0) {
    deleteCookie(c, CART_AMOUNT_COOKIE, options);
    deleteCookie(c, CART_URL_COOKIE, options);
    return;
  }
  const maxAge = Math.min(seconds, LONGEST_RESERVATION_SECONDS);
  setCookie(c, CART_AMOUNT_COOKIE, String(ticketsQuantity), { ...options, maxAge });
  setCookie(c, CART_URL_COOKIE, new URL(cartUrl, c.req.url).href, { ...options, maxAge });
}

/** A shop error; its `response_code`, where it has no ticketing code, comes from shopResponseCodes. */
function shopError(
  c: Context<AppEnv>,
  status: 400 | 404 | 409 | 410 | 503,
  body: Omit<ShopErrorBody, "response_code"> & Partial<Pick<ShopErrorBody, "response_code">>,
) {
  return c.json(body, status);
}

/**
 * Goes first on every shop route. SPEC §7: a failed shop call names a numeric code; an error
 * without a ticketing code (the shop's own, and those of the shared guards and helpers it passes
 * through: CSRF 403/415, the 413 body limit, a 400 payload, a 404) gets the HTTP status as its.
 */
export function shopResponseCodes(): MiddlewareHandler<AppEnv> {
  return async function shopResponseCodes(c, next) {
    await next();
    const { status } = c.res;
    if (status < 400 || !c.res.headers.get("Content-Type")?.startsWith("application/json")) return;
    const body: unknown = await c.res
      .clone()
      .json()
      .catch(() => null);
    if (typeof body !== "object" || body === null || Array.isArray(body) || "response_code" in body) return;
    c.res = new Response(JSON.stringify({ ...body, response_code: status }), { status, headers: c.res.headers });
  };
}

/** SPEC §8 texts; -214 and -204 carry the ticketing codes the booking widget shows. */
export function shopFailureResponse(c: Context<AppEnv>, failure: ShopFailure): Response {
  switch (failure.kind) {
    case "seats_short":
      return shopError(c, 409, {
        error: "seats_short",
        response_code: ShopCode.seatsShort,
        detail: "Not enough (connected) seats found.",
      });
    case "reservation_gone":
      return shopError(c, 410, {
        error: "reservation_gone",
        response_code: ShopCode.reservationGone,
        detail: "No current reservation.",
      });
    case "already_extended":
      return shopError(c, 409, {
        error: "already_extended",
        detail: "This reservation was extended before: it can be extended only once.",
      });
    case "invalid":
      return shopError(c, 400, { error: "invalid_body", field: failure.field, detail: failure.detail });
    case "not_found":
      return shopError(c, 404, {
        error: "not_found",
        detail: failure.detail,
        ...(failure.field && { field: failure.field }),
      });
    case "not_bookable":
      return shopError(c, 409, { error: "not_bookable", reason: failure.reason, detail: failure.detail });
  }
}

/**
 * The guards of every shop call that changes something, in order: response codes on every error,
 * CSRF, the shop being online, the body limit.
 */
export function shopWriteGuards(): MiddlewareHandler<AppEnv> {
  return every(shopResponseCodes(), requireCsrf("json"), shopOnline(), bodyLimitKiB(SHOP_BODY_KIB));
}

/** `is_shop_online: false` closes every shop call with SPEC's 'Webshop offline'. */
export function shopOnline(): MiddlewareHandler<AppEnv> {
  return async function shopOnline(c, next) {
    if (c.get("settings")?.is_shop_online === false) {
      return shopError(c, 503, { error: "shop_offline", detail: "Webshop offline" });
    }
    await next();
  };
}

/**
 * Runs a shop handler, answering 503 with Retry-After when the shop cannot answer right now
 * (overload, an unreachable inventory, a failed write): the visitor may simply try again, and
 * nothing was sold twice.
 */
export async function withShop(c: Context<AppEnv>, handler: () => Promise<Response>): Promise<Response> {
  // Carts and orders are one visitor's: no shared cache may keep them.
  c.header("Cache-Control", "private, no-store");
  try {
    return await handler();
  } catch (error) {
    if (!(error instanceof ShopUnavailableError)) throw error;
    c.header("Retry-After", String(error.retryAfterSeconds));
    return shopError(c, 503, {
      error: "shop_unavailable",
      detail: "The ticket shop is busy. Please try again in a moment.",
    });
  }
}
