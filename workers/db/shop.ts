import type { Lang } from "../../src/lib/languages";
import type { CartItem, OrderItem, ShopEvent, ShopLine } from "../../src/schemas/shop";
import { col, priceString } from "./shared";
import { detailUrl } from "./urls";

/** Queries of the built-in web shop (migration 0006): bookable events, cart items, orders. */

// ---------------------------------------------------------------------------
// What an event sells
// ---------------------------------------------------------------------------

export interface BookableEvent {
  id: number;
  date_start: string;
  status: string;
  has_tickets: number;
  seatGroups: { id: number; status: number }[];
  prices: { id: number; seat_group_id: number; sale_type_id: number; price_cents: number }[];
  /** seat_group_id null: the slot applies to every seat group of the event. */
  timeslots: { block_id: number; seat_group_id: number | null; status: number }[];
}

/** An online event by its ticketing id, with what it sells; null when unknown or offline. */
export async function findBookableEvent(db: D1Database, idJet: number): Promise<BookableEvent | null> {
  const event = "(SELECT id FROM events WHERE id_jet = ?1 AND is_online = 1)";
  const [eventResult, groupResult, priceResult, slotResult] = await db.batch<unknown>([
    db
      .prepare("SELECT id, date_start, status, has_tickets FROM events WHERE id_jet = ?1 AND is_online = 1")
      .bind(idJet),
    db.prepare(`SELECT id, status FROM seat_groups WHERE event_id = ${event}`).bind(idJet),
    db.prepare(`SELECT id, seat_group_id, sale_type_id, price_cents FROM prices WHERE event_id = ${event}`).bind(idJet),
    db.prepare(`SELECT block_id, seat_group_id, status FROM timeslots WHERE event_id = ${event}`).bind(idJet),
  ]);
  const row = eventResult?.results[0] as Omit<BookableEvent, "seatGroups" | "prices" | "timeslots"> | undefined;
  if (!row) return null;
  return {
    ...row,
    seatGroups: (groupResult?.results ?? []) as BookableEvent["seatGroups"],
    prices: (priceResult?.results ?? []) as BookableEvent["prices"],
    timeslots: (slotResult?.results ?? []) as BookableEvent["timeslots"],
  };
}

/** Of `eventIds`, those not scheduled any more (cancelled or postponed since their seats were reserved). */
export async function findUnsellableEvents(
  db: D1Database,
  eventIds: number[],
): Promise<{ id: number; status: string; has_tickets: number }[]> {
  const { results } = await db
    .prepare(
      `SELECT id, status, has_tickets FROM events
        WHERE id IN (SELECT value FROM json_each(?1)) AND status <> 'scheduled' ORDER BY id`,
    )
    .bind(JSON.stringify(eventIds))
    .all<{ id: number; status: string; has_tickets: number }>();
  return results;
}

// ---------------------------------------------------------------------------
// Cart items
// ---------------------------------------------------------------------------

export interface NewCartItem {
  eventId: number;
  seatGroupId: number;
  blockId: number | null;
  saleTypeId: number;
  priceCents: number;
  quantity: number;
  holdId: string;
  expiresAt: string;
}

/** What the shop needs to act on a cart item (no display fields). */
export interface CartItemRow {
  id: number;
  event_id: number;
  seat_group_id: number;
  block_id: number | null;
  sale_type_id: number;
  price_cents: number;
  quantity: number;
  hold_id: string;
  expires_at: string;
  /** 1 once its reservation was extended (ADR 0036). */
  extended: number;
}

const liveTickets = (db: D1Database, cartHash: string, now: string) =>
  db
    .prepare("SELECT coalesce(sum(quantity), 0) AS n FROM cart_items WHERE cart_hash = ?1 AND expires_at > ?2")
    .bind(cartHash, now);

/** Adds reservations to a cart and answers the cart's live ticket count, in one round trip. */
export async function addCartItems(
  db: D1Database,
  cartHash: string,
  items: NewCartItem[],
  now: string,
): Promise<number> {
  const inserts = items.map((item) =>
    db
      .prepare(
        `INSERT INTO cart_items (cart_hash, event_id, seat_group_id, block_id, sale_type_id, price_cents, quantity,
                                 hold_id, created_at, expires_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)`,
      )
      .bind(
        cartHash,
        item.eventId,
        item.seatGroupId,
        item.blockId,
        item.saleTypeId,
        item.priceCents,
        item.quantity,
        item.holdId,
        now,
        item.expiresAt,
      ),
  );
  const results = await db.batch<{ n: number }>([...inserts, liveTickets(db, cartHash, now)]);
  return results.at(-1)?.results[0]?.n ?? 0;
}

const cartItemColumns =
  "id, event_id, seat_group_id, block_id, sale_type_id, price_cents, quantity, hold_id, expires_at, extended";

/**
 * A checkout's hold on its cart rows (ADR 0013): the rows move in one statement from the
 * cart to a key of the checkout's own, so of two checkouts of one cart only the first finds
 * anything to sell. A paid order's rows go with the order; anything else goes back to the cart.
 * Claimed rows keep their expiry, so the cron forgets those a crashed checkout left behind.
 * The key is never a cart hash (those are 64 hex digits), so no cart call sees claimed rows.
 */
const claimKey = (orderCode: string) => `checkout:${orderCode}`;

const deleteItemStatement = (db: D1Database, id: number) => db.prepare("DELETE FROM cart_items WHERE id = ?1").bind(id);

/** Takes every row of the cart (expired ones included) for the checkout of `orderCode`; none when another checkout has them. */
export async function claimCartItems(db: D1Database, cartHash: string, orderCode: string): Promise<CartItemRow[]> {
  const { results } = await db
    .prepare(`UPDATE cart_items SET cart_hash = ?2 WHERE cart_hash = ?1 RETURNING ${cartItemColumns}`)
    .bind(cartHash, claimKey(orderCode))
    .all<CartItemRow>();
  return results.sort((a, b) => a.id - b.id);
}

/** Ends a checkout without an order: `dropped` rows are deleted, the others go back to the cart. */
export async function returnCartItems(
  db: D1Database,
  cartHash: string,
  orderCode: string,
  dropped: CartItemRow[],
): Promise<void> {
  await db.batch([
    ...dropped.map((row) => deleteItemStatement(db, row.id)),
    db.prepare("UPDATE cart_items SET cart_hash = ?1 WHERE cart_hash = ?2").bind(cartHash, claimKey(orderCode)),
  ]);
}

/** One item of a cart (expired or not); null when the cart holds no item with this id. */
export async function findCartItemRow(db: D1Database, cartHash: string, id: number): Promise<CartItemRow | null> {
  return db
    .prepare(`SELECT ${cartItemColumns} FROM cart_items WHERE cart_hash = ?1 AND id = ?2`)
    .bind(cartHash, id)
    .first<CartItemRow>();
}

/** Every item of a cart, expired or not, oldest first. */
export async function listCartItemRows(db: D1Database, cartHash: string): Promise<CartItemRow[]> {
  const { results } = await db
    .prepare(`SELECT ${cartItemColumns} FROM cart_items WHERE cart_hash = ?1 ORDER BY id`)
    .bind(cartHash)
    .all<CartItemRow>();
  return results;
}

/** Records the new expiry of reservations their inventory extended. */
export async function markCartItemsExtended(db: D1Database, items: { id: number; expiresAt: string }[]): Promise<void> {
  if (items.length === 0) return;
  await db.batch(
    items.map((item) =>
      db.prepare("UPDATE cart_items SET expires_at = ?2, extended = 1 WHERE id = ?1").bind(item.id, item.expiresAt),
    ),
  );
}

export async function setCartItemQuantity(db: D1Database, id: number, quantity: number): Promise<void> {
  await db.prepare("UPDATE cart_items SET quantity = ?2 WHERE id = ?1").bind(id, quantity).run();
}

export async function deleteCartItem(db: D1Database, id: number): Promise<void> {
  await deleteItemStatement(db, id).run();
}

/** Cron: forgets reservations that ended before `before` (their seats are already free again). */
export async function deleteExpiredCartItems(db: D1Database, before: string): Promise<number> {
  const result = await db.prepare("DELETE FROM cart_items WHERE expires_at <= ?1").bind(before).run();
  return result.meta.changes ?? 0;
}

// ---------------------------------------------------------------------------
// Display: the same line shape for cart items and order items
// ---------------------------------------------------------------------------

/**
 * Columns that describe a reservation line `x` (cart_items or order_items) in `lang`: its
 * event, seat group, price name and timeslot. Names come from the live tables; the price paid
 * is the line's own.
 */
function lineColumns(lang: Lang): string {
  const L = col(lang);
  return `x.seat_group_id, x.block_id, x.sale_type_id, x.price_cents, x.quantity,
    e.id AS event_id, e.id_jet, e.slug_${L} AS slug, e.title_${L} AS title, e.subtitle_${L} AS subtitle, e.date_start,
    r.name_${L} AS room, ve.name_${L} AS venue, sg.name_${L} AS seat_group_name,
    (SELECT pr.name_${L} FROM prices pr
      WHERE pr.event_id = x.event_id AND pr.seat_group_id = x.seat_group_id AND pr.sale_type_id = x.sale_type_id
      ORDER BY pr.position, pr.id LIMIT 1) AS price_name,
    (SELECT t.time_start FROM timeslots t WHERE t.event_id = x.event_id AND t.block_id = x.block_id LIMIT 1)
      AS time_start`;
}

const lineJoins = `JOIN events e ON e.id = x.event_id
  LEFT JOIN rooms r ON r.id = e.room_id
  LEFT JOIN venues ve ON ve.id = r.venue_id
  LEFT JOIN seat_groups sg ON sg.id = x.seat_group_id`;

interface LineRow {
  seat_group_id: number;
  block_id: number | null;
  sale_type_id: number;
  price_cents: number;
  quantity: number;
  event_id: number;
  id_jet: number | null;
  slug: string;
  title: string;
  subtitle: string | null;
  date_start: string;
  room: string | null;
  venue: string | null;
  seat_group_name: string | null;
  price_name: string | null;
  time_start: string | null;
}

function mapLine(row: LineRow, lang: Lang): ShopLine {
  const event: ShopEvent = {
    id: row.event_id,
    id_jet: row.id_jet,
    title: row.title,
    subtitle: row.subtitle,
    date_start: row.date_start,
    url: detailUrl("event", lang, row.slug, row.event_id),
    venue: row.venue,
    room: row.room,
  };
  return {
    event,
    seat_group: { id: row.seat_group_id, name: row.seat_group_name ?? "" },
    timeslot:
      row.block_id === null || row.time_start === null ? null : { block_id: row.block_id, time_start: row.time_start },
    sale_type_id: row.sale_type_id,
    price_name: row.price_name ?? "",
    price: priceString(row.price_cents),
    quantity: row.quantity,
    total: priceString(row.price_cents * row.quantity),
  };
}

/** The cart's live reservations for display, oldest first. */
export async function listCartItems(db: D1Database, lang: Lang, cartHash: string, now: string): Promise<CartItem[]> {
  const { results } = await db
    .prepare(
      `SELECT x.id, x.expires_at, x.extended, ${lineColumns(lang)}
         FROM cart_items x ${lineJoins}
        WHERE x.cart_hash = ?1 AND x.expires_at > ?2 ORDER BY x.id`,
    )
    .bind(cartHash, now)
    .all<LineRow & { id: number; expires_at: string; extended: number }>();
  return results.map((row) => ({
    id: row.id,
    ...mapLine(row, lang),
    expires_at: row.expires_at,
    extended: row.extended === 1,
  }));
}

// ---------------------------------------------------------------------------
// Orders
// ---------------------------------------------------------------------------

export interface NewOrder {
  code: string;
  cartHash: string;
  name: string;
  email: string;
  lang: Lang;
  createdAt: string;
  items: { row: CartItemRow; ticketCodes: string[] }[];
}

/**
 * Writes the order, its lines and one ticket per seat, and empties those cart items, as one
 * D1 batch (a transaction): either the whole order exists or none of it.
 */
export async function insertOrder(db: D1Database, order: NewOrder): Promise<void> {
  const total = order.items.reduce((sum, { row }) => sum + row.price_cents * row.quantity, 0);
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `INSERT INTO orders (code, cart_hash, name, email, lang, total_cents, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
      )
      .bind(order.code, order.cartHash, order.name, order.email, order.lang, total, order.createdAt),
  ];
  for (const { row, ticketCodes } of order.items) {
    statements.push(
      db
        .prepare(
          `INSERT INTO order_items (order_id, event_id, seat_group_id, block_id, sale_type_id, price_cents, quantity, hold_id)
           SELECT id, ?2, ?3, ?4, ?5, ?6, ?7, ?8 FROM orders WHERE code = ?1`,
        )
        .bind(
          order.code,
          row.event_id,
          row.seat_group_id,
          row.block_id,
          row.sale_type_id,
          row.price_cents,
          row.quantity,
          row.hold_id,
        ),
    );
    for (const code of ticketCodes) {
      statements.push(
        db
          .prepare("INSERT INTO tickets (order_item_id, code) SELECT id, ?2 FROM order_items WHERE hold_id = ?1")
          .bind(row.hold_id, code),
      );
    }
    statements.push(deleteItemStatement(db, row.id));
  }
  await db.batch(statements);
}

export interface OrderHead {
  id: number;
  code: string;
  name: string;
  email: string;
  created_at: string;
  total_cents: number;
}

/** An order with its lines and ticket codes, only when `cartHash` bought it. */
export async function findOrder(
  db: D1Database,
  lang: Lang,
  code: string,
  cartHash: string,
): Promise<{ head: OrderHead; items: OrderItem[] } | null> {
  const [headResult, lineResult] = await db.batch<unknown>([
    db
      .prepare("SELECT id, code, name, email, created_at, total_cents FROM orders WHERE code = ?1 AND cart_hash = ?2")
      .bind(code, cartHash),
    db
      .prepare(
        `SELECT ${lineColumns(lang)},
                (SELECT json_group_array(t.code) FROM (SELECT code FROM tickets WHERE order_item_id = x.id ORDER BY id) t)
                  AS ticket_codes
           FROM order_items x ${lineJoins}
          WHERE x.order_id = (SELECT id FROM orders WHERE code = ?1 AND cart_hash = ?2)
          ORDER BY x.id`,
      )
      .bind(code, cartHash),
  ]);
  const head = headResult?.results[0] as OrderHead | undefined;
  if (!head) return null;
  const items = ((lineResult?.results ?? []) as (LineRow & { ticket_codes: string })[]).map((row) => ({
    ...mapLine(row, lang),
    tickets: (JSON.parse(row.ticket_codes) as string[]).map((ticket) => ({ code: ticket })),
  }));
  return { head, items };
}
