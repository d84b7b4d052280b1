import { inShopLanguage, type Lang } from "../../src/lib/languages";
import { scheduledAhead } from "../../src/lib/ticket-links";
import {
  type Cart,
  type CartItem,
  type Order,
  type ShopCartPayload,
  ShopCode,
  webshopPaths,
} from "../../src/schemas/shop";
import { sha256Hex } from "../auth/tokens";
import { priceString } from "../db/shared";
import {
  addCartItems,
  type BookableEvent,
  type CartItemRow,
  claimCartItems,
  deleteCartItem,
  findBookableEvent,
  findCartItemRow,
  findOrder,
  findUnsellableEvents,
  insertOrder,
  listCartItemRows,
  listCartItems,
  markCartItemsExtended,
  type NewCartItem,
  type NewOrder,
  returnCartItems,
  setCartItemQuantity,
} from "../db/shop";
import { CODE_SHAPE, orderCode, ticketCode } from "./codes";
import {
  type AddedToCart,
  type NotBookableReason,
  type ShopFailure,
  type ShopGateway,
  type ShopOutcome,
  ShopUnavailableError,
} from "./gateway";
import type { HoldLine, InventoryFailure } from "./inventory";
import { callInventory } from "./tickets";

const ok = <T>(value: T): ShopOutcome<T> => ({ ok: true, value });
const fail = <T>(failure: ShopFailure): ShopOutcome<T> => ({ ok: false, failure });
const gone = <T>(): ShopOutcome<T> => fail({ kind: "reservation_gone" });

function inventoryFailure<T>(result: InventoryFailure): ShopOutcome<T> {
  return result.code === ShopCode.seatsShort ? fail({ kind: "seats_short", available: result.available }) : gone();
}

const invalid = <T>(field: string, detail: string): ShopOutcome<T> => fail({ kind: "invalid", field, detail });

/** A failed D1 call: the shop cannot answer right now (503 + Retry-After), which is no 500. */
function storeUnavailable(error: unknown): ShopUnavailableError {
  console.error("shop: D1 call failed", error);
  return new ShopUnavailableError("shop database unavailable", 2, { cause: error });
}

async function fromD1<T>(query: Promise<T>): Promise<T> {
  try {
    return await query;
  } catch (error) {
    throw storeUnavailable(error);
  }
}

/** Where the payload's seats come from, once it is checked against what the event sells. */
interface Reservation {
  seatGroupId: number;
  blockId: number | null;
  lines: { saleTypeId: number; priceCents: number; quantity: number }[];
}

/** Checks a shop-cart payload against the event (nothing is reserved yet). */
function planReservation(event: BookableEvent, payload: ShopCartPayload, now: number): ShopOutcome<Reservation> {
  // The pages offer tickets by the same rule (ticketsAvailable).
  if (event.has_tickets !== 1 || !scheduledAhead(event, now)) return notBookable(event);
  const only = event.seatGroups.length === 1 ? event.seatGroups[0] : undefined;
  const seatGroupId = payload.seat_group ?? only?.id;
  if (seatGroupId === undefined) return invalid("seat_group", "Choose a seat group: this event has several.");
  const group = event.seatGroups.find((g) => g.id === seatGroupId);
  if (!group) return invalid("seat_group", "Not a seat group of this event.");

  const lines: Reservation["lines"] = [];
  for (const [index, saleTypeId] of payload.sale_type_ids.entries()) {
    const price = event.prices.find((p) => p.seat_group_id === group.id && p.sale_type_id === saleTypeId);
    if (!price) return invalid("sale_type_ids", `Sale type ${saleTypeId} is not sold in this seat group.`);
    lines.push({ saleTypeId, priceCents: price.price_cents, quantity: payload.quantities[index] ?? 0 });
  }

  const slots = event.timeslots.filter((t) => t.seat_group_id === null || t.seat_group_id === group.id);
  const blockId = payload.block_id ?? null;
  if (slots.length === 0 && blockId !== null) return invalid("block_id", "This seat group has no timeslots.");
  if (slots.length > 0 && blockId === null) return invalid("block_id", "Choose a timeslot for this seat group.");
  const slot = slots.find((t) => t.block_id === blockId);
  if (blockId !== null && !slot) return invalid("block_id", "Not a timeslot of this seat group.");
  // A hidden seat group or timeslot (status 0) has no seats on sale (SPEC §5).
  if (group.status === 0 || slot?.status === 0) return fail({ kind: "seats_short", available: 0 });
  return ok({ seatGroupId: group.id, blockId, lines });
}

const isLive = (row: CartItemRow, now: string) => row.expires_at > now;

const NOT_BOOKABLE: Record<NotBookableReason, string> = {
  cancelled: "This event is cancelled: its tickets cannot be booked.",
  postponed: "This event is postponed: its tickets cannot be booked until it has a new date.",
  past: "This event has begun: its tickets cannot be booked any more.",
  no_tickets: "Tickets for this event cannot be booked.",
};

/** Why an event sells nothing (it is not scheduled ahead, or sells no tickets), as the shop's refusal. */
function notBookable<T>(event: { status: string; has_tickets: number }): ShopOutcome<T> {
  const reason: NotBookableReason =
    event.status === "cancelled" || event.status === "postponed"
      ? event.status
      : event.has_tickets !== 1
        ? "no_tickets"
        : "past";
  return fail({ kind: "not_bookable", reason, detail: NOT_BOOKABLE[reason] });
}

/** The built-in shop: carts and orders in D1, seats in each performance's TicketInventory. */
export function createBuiltinGateway(env: Env): ShopGateway {
  const db = env.DB;
  const cartHash = (token: string) => sha256Hex(token);

  /** The cart of `hash` (null: no cart cookie, so nothing in it) as the visitor sees it. */
  async function cartAt(hash: string | null, lang: Lang): Promise<Cart> {
    const now = new Date().toISOString();
    const items: CartItem[] = hash === null ? [] : await fromD1(listCartItems(db, lang, hash, now));
    const cents = (price: string) => Math.round(Number(price) * 100);
    return {
      items,
      tickets_quantity: items.reduce((sum, item) => sum + item.quantity, 0),
      total: priceString(items.reduce((sum, item) => sum + cents(item.total), 0)),
      expires_at: items.reduce<string | null>(
        (min, item) => (min === null || item.expires_at < min ? item.expires_at : min),
        null,
      ),
      now,
      extendable: items.length > 0 && items.every((item) => !item.extended),
    };
  }

  /** An item of the visitor's cart, with the cart's hash so the answer need not hash the token again. */
  async function findItem(token: string | null, itemId: number): Promise<{ hash: string; row: CartItemRow } | null> {
    if (token === null) return null;
    const hash = await cartHash(token);
    const row = await fromD1(findCartItemRow(db, hash, itemId));
    return row ? { hash, row } : null;
  }

  /**
   * Ends a checkout that sold nothing: `dropped` rows are deleted, the rest go back to the cart
   * (best effort, logged: rows left claimed keep their expiry and the cron forgets them).
   */
  async function returnClaim(hash: string, code: string, dropped: CartItemRow[]): Promise<void> {
    try {
      await returnCartItems(db, hash, code, dropped);
    } catch (error) {
      console.error(`checkout: the cart rows claimed for order ${code} could not be returned`, error);
    }
  }

  /**
   * Ends a checkout without an order: every event of the cart gives back what it sold to the
   * order (unsell by order code changes nothing where nothing was sold, so a sale whose answer
   * was lost is undone too), and the rows go back to the cart, `dropped` ones deleted.
   */
  async function abandon(hash: string, code: string, eventIds: Iterable<number>, dropped: CartItemRow[]) {
    for (const eventId of new Set(eventIds)) {
      try {
        await callInventory(env, eventId, "unsell", eventId, code);
      } catch (error) {
        // Best effort, logged: the seats stay sold to an order that does not exist.
        console.error(`checkout: could not return the seats of event ${eventId} sold to order ${code}`, error);
      }
    }
    await returnClaim(hash, code, dropped);
  }

  /**
   * Writes the order of seats already sold to it. When the write fails, the seats are given
   * back only once the order is known to be missing: a D1 error does not prove that nothing was
   * written, and a paid order keeps its seats.
   */
  async function writeOrder(token: string, order: NewOrder, lang: Lang): Promise<Order> {
    try {
      await insertOrder(db, order);
    } catch (error) {
      const written = await orderOf(token, order.code, lang).catch((checkError: unknown) => {
        console.error(`checkout: order ${order.code} may be written or not; its seats stay sold`, error);
        throw checkError;
      });
      if (written) return written;
      await abandon(
        order.cartHash,
        order.code,
        order.items.map((item) => item.row.event_id),
        [],
      );
      throw storeUnavailable(error);
    }
    // The order exists from here on: a failed read is tried again rather than answered with a
    // 503 whose retry could only say the cart is gone.
    const written = await orderOf(token, order.code, lang).catch(() => orderOf(token, order.code, lang));
    if (!written) throw new Error(`order ${order.code} vanished after it was written`);
    return written;
  }

  async function orderOf(token: string, code: string, lang: Lang): Promise<Order | null> {
    const found = await fromD1(findOrder(db, lang, code, await cartHash(token)));
    if (!found) return null;
    return {
      code: found.head.code,
      name: found.head.name,
      email: found.head.email,
      created_at: found.head.created_at,
      tickets_quantity: found.items.reduce((sum, item) => sum + item.quantity, 0),
      total: priceString(found.head.total_cents),
      items: found.items,
      url: inShopLanguage(webshopPaths.order(found.head.code), lang),
    };
  }

  return {
    async addToCart(token, payload, lang) {
      const event = await fromD1(findBookableEvent(db, payload.event_jet_id));
      if (!event) return fail({ kind: "not_found", field: "event_jet_id", detail: "No bookable event with this id." });
      const plan = planReservation(event, payload, Date.now());
      if (!plan.ok) return plan;
      const { seatGroupId, blockId, lines } = plan.value;
      const holds: HoldLine[] = lines.map((line) => ({
        id: crypto.randomUUID(),
        seatGroup: seatGroupId,
        blockId,
        quantity: line.quantity,
      }));
      const held = await callInventory(env, event.id, "hold", event.id, holds);
      if (!held.ok) return inventoryFailure(held);

      const expiresAt = new Date(held.expiresAt).toISOString();
      const items: NewCartItem[] = lines.map((line, index) => ({
        eventId: event.id,
        seatGroupId,
        blockId,
        saleTypeId: line.saleTypeId,
        priceCents: line.priceCents,
        quantity: line.quantity,
        holdId: holds[index]?.id ?? "",
        expiresAt,
      }));
      try {
        const ticketsQuantity = await addCartItems(db, await cartHash(token), items, new Date().toISOString());
        return ok<AddedToCart>({ ticketsQuantity, cartUrl: inShopLanguage(webshopPaths.cart, lang) });
      } catch (error) {
        // Seats no cart knows of would stay blocked for 15 minutes: give them back now.
        const ids = holds.map((hold) => hold.id);
        await callInventory(env, event.id, "release", event.id, ids).catch(() => undefined);
        throw storeUnavailable(error);
      }
    },

    async getCart(token, lang) {
      return cartAt(token === null ? null : await cartHash(token), lang);
    },

    async removeItem(token, itemId, lang) {
      const found = await findItem(token, itemId);
      if (!found) return fail({ kind: "not_found", detail: "No such item in your cart." });
      const { hash, row } = found;
      const released = isLive(row, new Date().toISOString())
        ? await callInventory(env, row.event_id, "release", row.event_id, [row.hold_id])
        : null;
      await fromD1(deleteCartItem(db, row.id));
      if (released === null || !released.ok) return gone();
      return ok(await cartAt(hash, lang));
    },

    async changeQuantity(token, itemId, quantity, lang) {
      const found = await findItem(token, itemId);
      if (!found) return fail({ kind: "not_found", detail: "No such item in your cart." });
      const { hash, row } = found;
      if (!isLive(row, new Date().toISOString())) return gone();
      const changed = await callInventory(env, row.event_id, "changeQuantity", row.event_id, row.hold_id, quantity);
      if (!changed.ok) return inventoryFailure(changed);
      try {
        await setCartItemQuantity(db, row.id, quantity);
      } catch (error) {
        // A failed write may still have landed: the hold follows what the cart row says now. If
        // even that cannot be read, checkout refuses the mismatch (sell compares quantities).
        const stored = await findCartItemRow(db, hash, row.id).catch(() => null);
        await callInventory(
          env,
          row.event_id,
          "changeQuantity",
          row.event_id,
          row.hold_id,
          stored?.quantity ?? row.quantity,
        ).catch(() => undefined);
        throw storeUnavailable(error);
      }
      return ok(await cartAt(hash, lang));
    },

    async extendReservation(token, lang) {
      if (token === null) return fail({ kind: "not_found", detail: "No cart." });
      const hash = await cartHash(token);
      const rows = await fromD1(listCartItemRows(db, hash));
      if (rows.length === 0) return fail({ kind: "not_found", detail: "No cart." });
      const now = new Date().toISOString();
      const live = rows.filter((row) => isLive(row, now));
      if (live.length === 0) return gone();
      // The inventories decide; this only spares them a call the cart already knows the answer to.
      if (live.some((row) => row.extended === 1)) return fail({ kind: "already_extended" });
      const byEvent = new Map<number, CartItemRow[]>();
      for (const row of live) byEvent.set(row.event_id, [...(byEvent.get(row.event_id) ?? []), row]);
      const extensionId = crypto.randomUUID();
      const extended: { id: number; expiresAt: string }[] = [];
      let refusal: ShopFailure | null = null;
      for (const [eventId, eventRows] of byEvent) {
        const holdIds = eventRows.map((row) => row.hold_id);
        const result = await callInventory(env, eventId, "extend", eventId, holdIds, extensionId);
        if (!result.ok) {
          refusal = result.code === "extended" ? { kind: "already_extended" } : { kind: "reservation_gone" };
          break;
        }
        for (const row of eventRows) {
          const expiresAt = result.expiresAt[row.hold_id];
          if (expiresAt !== undefined) extended.push({ id: row.id, expiresAt: new Date(expiresAt).toISOString() });
        }
      }
      // What the inventories extended is recorded even when a later one refused: the cart shows
      // the seats as long as they are held.
      await fromD1(markCartItemsExtended(db, extended));
      return refusal ? fail(refusal) : ok(await cartAt(hash, lang));
    },

    async checkout(token, buyer, lang) {
      if (token === null) return gone();
      const hash = await cartHash(token);
      const code = orderCode();
      // The rows are this checkout's alone from here on: another checkout of the cart finds it empty.
      const rows = await fromD1(claimCartItems(db, hash, code)).catch(async (error: unknown) => {
        // The claim may have landed with its answer lost: give the rows back to the cart.
        await returnClaim(hash, code, []);
        throw error;
      });
      if (rows.length === 0) return gone();
      const now = new Date().toISOString();
      const ended = rows.filter((row) => !isLive(row, now));
      if (ended.length > 0) {
        // The visitor is told, and the cart they see next no longer lists them.
        await returnClaim(hash, code, ended);
        return gone();
      }

      const byEvent = new Map<number, CartItemRow[]>();
      for (const row of rows) byEvent.set(row.event_id, [...(byEvent.get(row.event_id) ?? []), row]);
      // A date cancelled or postponed since its seats were reserved sells nothing: its rows leave the cart.
      const stopped = (await fromD1(findUnsellableEvents(db, [...byEvent.keys()])))[0];
      if (stopped) {
        await returnClaim(hash, code, byEvent.get(stopped.id) ?? []);
        return notBookable(stopped);
      }
      try {
        for (const [eventId, eventRows] of byEvent) {
          const holds = eventRows.map((row) => ({ id: row.hold_id, quantity: row.quantity }));
          const result = await callInventory(env, eventId, "sell", eventId, holds, code);
          if (!result.ok) {
            await abandon(hash, code, byEvent.keys(), eventRows);
            return gone();
          }
        }
      } catch (error) {
        await abandon(hash, code, byEvent.keys(), []);
        throw error;
      }
      const order: NewOrder = {
        code,
        cartHash: hash,
        name: buyer.name,
        email: buyer.email,
        lang,
        createdAt: now,
        items: rows.map((row) => ({ row, ticketCodes: Array.from({ length: row.quantity }, () => ticketCode()) })),
      };
      return ok(await writeOrder(token, order, lang));
    },

    async getOrder(token, code, lang) {
      if (token === null || !CODE_SHAPE.test(code)) return null;
      return orderOf(token, code, lang);
    },

    async availability(eventId) {
      return callInventory(env, eventId, "availability", eventId);
    },
  };
}
