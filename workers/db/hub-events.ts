import type { Lang } from "../../src/lib/languages";
import { accessColumn } from "../../src/schemas/access";
import type {
  EventBody,
  EventItem,
  EventListQuery,
  EventListRow,
  EventPersonItem,
  EventStatusValue,
  PriceItem,
  SeatGroupItem,
  TimeslotItem,
} from "../../src/schemas/back-office/events";
import { addDays } from "../../src/schemas/hub";
import type { PoolCapacities } from "../shop/inventory";
import { accessOf } from "./access";
import { type ItemReference, referencesFrom } from "./items";
import { reserveIds } from "./page-edits";
import { cleanRichText } from "./rich-text";
import { bool, col, containsPattern, countAndPage, orderBy, pageOffset, sqlFilter } from "./shared";

/**
 * The SQL of events in the back office (issue 27): the hub's events table, an event with its
 * people, tags and tickets, its writes (children replaced, stored rows kept under their ids so
 * carts and tickets still name them), what refers to it, and its status changes.
 */

// ---------------------------------------------------------------------------
// List
// ---------------------------------------------------------------------------

interface ListRow extends Omit<EventListRow, "is_online"> {
  is_online: number;
}

/**
 * A page of the hub's events table. Each sort has an index ending in id (migration 0023), and
 * the page's ids are picked before the joins, so a page of 20 000 events reads 25 rows' names.
 */
export async function listHubEvents(
  db: D1Database,
  query: EventListQuery,
  lang: Lang,
): Promise<{ count: number; results: EventListRow[] }> {
  const L = col(lang);
  const filter = sqlFilter();
  if (query.q) {
    const pattern = filter.param(containsPattern(query.q));
    filter.conditions.push(`(e.title_de LIKE ${pattern} ESCAPE '\\' OR e.title_en LIKE ${pattern} ESCAPE '\\')`);
  }
  if (query.from) filter.conditions.push(`e.date_start >= ${filter.param(`${query.from}T00:00:00Z`)}`);
  if (query.to) filter.conditions.push(`e.date_start < ${filter.param(`${addDays(query.to, 1)}T00:00:00Z`)}`);
  if (query.status) filter.conditions.push(`e.status = ${filter.param(query.status)}`);
  if (query.room !== undefined) filter.conditions.push(`e.room_id = ${filter.param(query.room)}`);
  if (query.venue !== undefined) {
    filter.conditions.push(
      `e.room_id IN (SELECT ro.id FROM rooms ro WHERE ro.venue_id = ${filter.param(query.venue)})`,
    );
  }
  if (query.production !== undefined) filter.conditions.push(`e.production_id = ${filter.param(query.production)}`);
  if (query.online !== undefined) filter.conditions.push(`e.is_online = ${filter.param(query.online ? 1 : 0)}`);
  const where = filter.where();
  // A search reads the titles from their narrow index (migration 0023), not the wide rows.
  const events = query.q ? "events e INDEXED BY events_hub_search" : "events e";
  const countParams = [...filter.params];
  const order = orderBy(
    { date_start: "e.date_start", title: `e.title_${L} COLLATE NOCASE`, id: "e.id" },
    query.sort,
    query.order,
    "e.id",
  );
  const limit = filter.param(query.page_size);
  const offset = filter.param(pageOffset(query.page, query.page_size));
  const { count, rows } = await countAndPage<ListRow>(
    db,
    db.prepare(`SELECT count(*) AS n FROM ${events} ${where}`).bind(...countParams),
    db
      .prepare(
        `SELECT e.id, e.revision, e.title_${L} AS title, e.date_start, e.status, e.is_online,
                ve.name_${L} AS venue_name, r.name_${L} AS room_name, e.production_id,
                p.title_${L} AS production_title
           FROM (SELECT e.id FROM ${events} ${where} ${order} LIMIT ${limit} OFFSET ${offset}) pick
           JOIN events e ON e.id = pick.id
           LEFT JOIN rooms r ON r.id = e.room_id
           LEFT JOIN venues ve ON ve.id = r.venue_id
           LEFT JOIN productions p ON p.id = e.production_id
          ${order}`,
      )
      .bind(...filter.params),
  );
  return { count, results: rows.map((row) => ({ ...row, is_online: bool(row.is_online) })) };
}

// ---------------------------------------------------------------------------
// Read
// ---------------------------------------------------------------------------

interface EventRow {
  id: number;
  revision: number;
  slug_de: string;
  slug_en: string;
  title_de: string;
  title_en: string;
  subtitle_de: string | null;
  subtitle_en: string | null;
  description_de: string | null;
  description_en: string | null;
  date_start: string;
  date_end: string | null;
  previous_date_start: string | null;
  status: EventStatusValue;
  image: string | null;
  image_alt_de: string | null;
  image_alt_en: string | null;
  production_id: number | null;
  production_name: string | null;
  room_id: number | null;
  room_name: string | null;
  series_id: number | null;
  series_name: string | null;
  genre_id: number | null;
  genre_name: string | null;
  exhibition_type_id: number | null;
  exhibition_type_name: string | null;
  event_type_new: string | null;
  is_online: number;
  has_tickets: number;
  ticket_url: string | null;
  theme: EventItem["theme"];
  access: string | null;
  tickets_sold: number;
  updated_at: string;
}

interface SeatGroupRow {
  id: number;
  name_de: string;
  name_en: string;
  status: number;
  text_de: string | null;
  text_en: string | null;
  capacity: number;
}

interface PriceRow {
  id: number;
  seat_group_id: number;
  sale_type_id: number;
  price_cents: number;
  name_de: string;
  name_en: string;
  text_de: string | null;
  text_en: string | null;
  is_full_price: number;
  has_discounts: number;
}

interface TimeslotRow {
  id: number;
  seat_group_id: number | null;
  time_start: string;
  status: number;
  block_id: number;
  capacity: number;
}

/** An event as the hub's form edits it (names of references in German, the editors' first language). */
export async function readHubEvent(db: D1Database, id: number): Promise<EventItem | null> {
  const [event, groups, prices, slots, persons, tags] = await db.batch<unknown>([
    db
      .prepare(
        `SELECT e.id, e.revision, e.slug_de, e.slug_en, e.title_de, e.title_en, e.subtitle_de, e.subtitle_en,
                e.description_de, e.description_en, e.date_start, e.date_end, e.previous_date_start, e.status,
                e.image, e.image_alt_de, e.image_alt_en,
                e.production_id, p.title_de AS production_name, e.room_id,
                CASE WHEN r.id IS NULL THEN NULL ELSE ve.name_de || ' – ' || r.name_de END AS room_name,
                e.series_id, s.name_de AS series_name, e.genre_id, g.name_de AS genre_name,
                e.exhibition_type_id, x.name_de AS exhibition_type_name, e.event_type_new,
                e.is_online, e.has_tickets, e.ticket_url, e.theme, e.access, e.updated_at,
                (SELECT coalesce(sum(oi.quantity), 0) FROM order_items oi WHERE oi.event_id = e.id) AS tickets_sold
           FROM events e
           LEFT JOIN productions p ON p.id = e.production_id
           LEFT JOIN rooms r ON r.id = e.room_id
           LEFT JOIN venues ve ON ve.id = r.venue_id
           LEFT JOIN series s ON s.id = e.series_id
           LEFT JOIN genres g ON g.id = e.genre_id
           LEFT JOIN exhibition_types x ON x.id = e.exhibition_type_id
          WHERE e.id = ?1`,
      )
      .bind(id),
    db
      .prepare(
        "SELECT id, name_de, name_en, status, text_de, text_en, capacity FROM seat_groups WHERE event_id = ?1 ORDER BY position, id",
      )
      .bind(id),
    db
      .prepare(
        `SELECT id, seat_group_id, sale_type_id, price_cents, name_de, name_en, text_de, text_en, is_full_price, has_discounts
           FROM prices WHERE event_id = ?1 ORDER BY position, id`,
      )
      .bind(id),
    db
      .prepare(
        "SELECT id, seat_group_id, time_start, status, block_id, capacity FROM timeslots WHERE event_id = ?1 ORDER BY time_start, id",
      )
      .bind(id),
    db
      .prepare(
        `SELECT ep.person_id, ep.role_de, ep.role_en, pe.first_name || ' ' || pe.last_name AS name
           FROM event_persons ep JOIN persons pe ON pe.id = ep.person_id
          WHERE ep.event_id = ?1 ORDER BY ep.position, ep.id`,
      )
      .bind(id),
    db.prepare("SELECT tag_id FROM event_tags_map WHERE event_id = ?1 ORDER BY tag_id").bind(id),
  ]);
  const row = event?.results[0] as EventRow | undefined;
  if (!row) return null;
  const seatGroups: SeatGroupItem[] = ((groups?.results ?? []) as SeatGroupRow[]).map(({ status, ...group }) => ({
    ...group,
    available: status === 1,
  }));
  return {
    ...row,
    access: accessOf(row.access),
    is_online: bool(row.is_online),
    has_tickets: bool(row.has_tickets),
    tag_ids: ((tags?.results ?? []) as { tag_id: number }[]).map((tag) => tag.tag_id),
    persons: (persons?.results ?? []) as EventPersonItem[],
    seat_groups: seatGroups,
    prices: ((prices?.results ?? []) as PriceRow[]).map(
      (price): PriceItem => ({
        ...price,
        seat_group_index: null,
        is_full_price: bool(price.is_full_price),
        has_discounts: bool(price.has_discounts),
      }),
    ),
    timeslots: ((slots?.results ?? []) as TimeslotRow[]).map(
      ({ status, ...slot }): TimeslotItem => ({ ...slot, seat_group_index: null, available: status === 1 }),
    ),
  };
}

// ---------------------------------------------------------------------------
// Checks the schema cannot make
// ---------------------------------------------------------------------------

interface Problem {
  path: string;
  message: string;
}

/** Referenced items that do not exist, and child ids that are not this event's (`id` null: a create). */
export async function eventProblems(db: D1Database, body: EventBody, id: number | null): Promise<Problem[]> {
  const missing = (table: string, ids: number[]) =>
    db
      .prepare(`SELECT value AS id FROM json_each(?1) WHERE value NOT IN (SELECT id FROM ${table})`)
      .bind(JSON.stringify(ids));
  const foreign = (table: string, ids: number[]) =>
    db
      .prepare(`SELECT value AS id FROM json_each(?1) WHERE value NOT IN (SELECT id FROM ${table} WHERE event_id = ?2)`)
      .bind(JSON.stringify(ids), id ?? 0);
  const single = (value: number | null) => (value === null ? [] : [value]);
  const storedIds = (parts: { id?: number | undefined }[]) => parts.flatMap((part) => single(part.id ?? null));
  const checks: { path: string; ids: number[]; statement: D1PreparedStatement; message: string }[] = [
    ["production_id", "productions", single(body.production_id)],
    ["room_id", "rooms", single(body.room_id)],
    ["series_id", "series", single(body.series_id)],
    ["genre_id", "genres", single(body.genre_id)],
    ["exhibition_type_id", "exhibition_types", single(body.exhibition_type_id)],
    ["tag_ids", "event_tags", body.tag_ids],
    ["persons", "persons", body.persons.map((person) => person.person_id)],
  ].map(([path, table, ids]) => ({
    path: path as string,
    ids: ids as number[],
    statement: missing(table as string, ids as number[]),
    message: "No such item (any more)",
  }));
  for (const [path, table, parts] of [
    ["seat_groups", "seat_groups", body.seat_groups],
    ["prices", "prices", body.prices],
    ["timeslots", "timeslots", body.timeslots],
  ] as const) {
    const ids = storedIds(parts);
    checks.push({ path, ids, statement: foreign(table, ids), message: "Not a stored row of this event" });
  }
  const asked = checks.filter((check) => check.ids.length > 0);
  if (asked.length === 0) return [];
  const results = await db.batch<{ id: number }>(asked.map((check) => check.statement));
  return asked.flatMap((check, index) =>
    (results[index]?.results ?? []).map((row) => ({
      path: pathOf(check.path, check.ids, row.id, body),
      message: check.message,
    })),
  );
}

/** The field a missing id sits in: a list's entry by index where the list holds rows (`persons.2.person_id`). */
function pathOf(path: string, ids: number[], missingId: number, body: EventBody): string {
  if (path === "persons") {
    return `persons.${body.persons.findIndex((person) => person.person_id === missingId)}.person_id`;
  }
  if (path === "seat_groups" || path === "prices" || path === "timeslots") {
    return `${path}.${body[path].findIndex((part) => part.id === missingId)}.id`;
  }
  if (path === "tag_ids") return `tag_ids.${ids.indexOf(missingId)}`;
  return path;
}

// ---------------------------------------------------------------------------
// Writes
// ---------------------------------------------------------------------------

/** The ids a save gives the body's ticket rows: stored ones keep theirs, new ones get reserved ids. */
export interface TicketPlan {
  seatGroupIds: number[];
  priceIds: number[];
  timeslotIds: number[];
  /** Each timeslot's block: its own, or (a new slot naming none) its new id. */
  blockIds: number[];
}

/** Reserves ids for the body's new seat groups, prices and timeslots (before the batch, so the batch can name them). */
export async function planTickets(db: D1Database, body: Pick<EventBody, "seat_groups" | "prices" | "timeslots">) {
  const fill = async (table: "seat_groups" | "prices" | "timeslots", parts: { id?: number | undefined }[]) => {
    const count = parts.filter((part) => part.id === undefined).length;
    const fresh = count === 0 ? [] : await reserveIds(db, table, count);
    return parts.map((part) => part.id ?? (fresh.shift() as number));
  };
  const seatGroupIds = await fill("seat_groups", body.seat_groups);
  const priceIds = await fill("prices", body.prices);
  const timeslotIds = await fill("timeslots", body.timeslots);
  const blockIds = body.timeslots.map((slot, index) => slot.block_id ?? (timeslotIds[index] as number));
  return { seatGroupIds, priceIds, timeslotIds, blockIds } satisfies TicketPlan;
}

/** The stored id of the seat group a price or timeslot names (by id, or by index into the body's groups). */
function seatGroupIdOf(
  part: { seat_group_id: number | null; seat_group_index: number | null },
  plan: TicketPlan,
): number | null {
  return part.seat_group_index === null ? part.seat_group_id : (plan.seatGroupIds[part.seat_group_index] ?? null);
}

/** The pools the event's inventory sells: each seat group's capacity, each timeslot block's (the largest of its rows). */
export function ticketPools(body: Pick<EventBody, "seat_groups" | "timeslots">, plan: TicketPlan): PoolCapacities {
  const blocks = new Map<number, number>();
  body.timeslots.forEach((slot, index) => {
    const block = plan.blockIds[index] as number;
    blocks.set(block, Math.max(blocks.get(block) ?? 0, slot.capacity));
  });
  return {
    groups: body.seat_groups.map((group, index) => ({
      id: plan.seatGroupIds[index] as number,
      capacity: group.capacity,
    })),
    blocks: [...blocks].map(([id, capacity]) => ({ id, capacity })),
  };
}

/**
 * The ticketing id the built-in shop books an event by (SPEC §3 id_jet; the seed's convention
 * 100 000 + id), and so its shop address.
 */
const ticketingId = (eventId: number) => 100_000 + eventId;

/**
 * The `previous_date_start` of an event row whose date becomes `newStart`, as the status call
 * keeps it: a date visitors know of (online and still ahead, or with tickets sold or held in carts)
 * keeps the date it had, so every public page says "rescheduled" and a ticket holder learns of
 * the new one; a date nobody could know of yet (offline, or over with nothing sold) is a plain
 * correction. The row's old values are read (SET sees the row before the change).
 */
function movedDateKept(newStart: string, now: string): string {
  return `CASE WHEN date_start <> ${newStart} AND (
      (is_online = 1 AND date_start >= ${now})
      OR EXISTS (SELECT 1 FROM order_items oi WHERE oi.event_id = events.id)
      OR EXISTS (SELECT 1 FROM cart_items ci WHERE ci.event_id = events.id AND ci.expires_at > ${now})
    ) THEN date_start ELSE previous_date_start END`;
}

/**
 * The statements writing `body` as event `id` with its ticket rows under `plan`'s ids: the
 * event row, then its children. Stored children not in the body are deleted; the others are
 * updated in place, so cart items and sold tickets keep naming the same seat group.
 */
export function eventWriteStatements(
  db: D1Database,
  id: number,
  body: EventBody,
  plan: TicketPlan,
  create: boolean,
  now: string,
): D1PreparedStatement[] {
  const fields = {
    production_id: body.production_id,
    slug_de: body.slug_de,
    slug_en: body.slug_en,
    title_de: body.title_de,
    title_en: body.title_en,
    subtitle_de: body.subtitle_de,
    subtitle_en: body.subtitle_en,
    description_de: cleanRichText(body.description_de),
    description_en: cleanRichText(body.description_en),
    date_start: body.date_start,
    date_end: body.date_end,
    room_id: body.room_id,
    exhibition_type_id: body.exhibition_type_id,
    genre_id: body.genre_id,
    series_id: body.series_id,
    event_type_new: body.event_type_new,
    has_tickets: body.has_tickets ? 1 : 0,
    // Sold here unless the editor names another shop: the event page's widget then books it.
    ticket_url:
      body.ticket_url ??
      (body.has_tickets && body.seat_groups.length > 0 ? `/webshop/events/${ticketingId(id)}` : null),
    image: body.image,
    image_alt_de: body.image_alt_de,
    image_alt_en: body.image_alt_en,
    is_online: body.is_online ? 1 : 0,
    theme: body.theme,
    access: accessColumn(body.access),
    updated_at: now,
  };
  const names = Object.keys(fields);
  const values = Object.values(fields);
  const event = create
    ? db
        .prepare(
          `INSERT INTO events (${names.join(", ")}, id, id_jet, status)
           VALUES (${names.map((_, i) => `?${i + 1}`).join(", ")}, ?${names.length + 1}, ?${names.length + 2}, 'scheduled')`,
        )
        .bind(...values, id, ticketingId(id))
    : db
        .prepare(
          `UPDATE events SET ${names.map((name, i) => `${name} = ?${i + 1}`).join(", ")},
                  previous_date_start = ${movedDateKept(`?${names.indexOf("date_start") + 1}`, `?${names.length + 2}`)}
            WHERE id = ?${names.length + 1}`,
        )
        .bind(...values, id, now);
  const keep = (table: string, ids: number[]) =>
    db
      .prepare(`DELETE FROM ${table} WHERE event_id = ?1 AND id NOT IN (SELECT value FROM json_each(?2))`)
      .bind(id, JSON.stringify(ids));
  return [
    event,
    ...(create
      ? []
      : [
          keep("prices", plan.priceIds),
          keep("timeslots", plan.timeslotIds),
          keep("seat_groups", plan.seatGroupIds),
          db.prepare("DELETE FROM event_persons WHERE event_id = ?1").bind(id),
          db.prepare("DELETE FROM event_tags_map WHERE event_id = ?1").bind(id),
        ]),
    ...body.seat_groups.map((group, position) =>
      db
        .prepare(
          `INSERT INTO seat_groups (id, event_id, name_de, name_en, status, text_de, text_en, capacity, position)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
           ON CONFLICT (id) DO UPDATE SET name_de = excluded.name_de, name_en = excluded.name_en,
             status = excluded.status, text_de = excluded.text_de, text_en = excluded.text_en,
             capacity = excluded.capacity, position = excluded.position`,
        )
        .bind(
          plan.seatGroupIds[position],
          id,
          group.name_de,
          group.name_en,
          group.available ? 1 : 0,
          group.text_de,
          group.text_en,
          group.capacity,
          position,
        ),
    ),
    ...body.prices.map((price, position) =>
      db
        .prepare(
          `INSERT INTO prices (id, event_id, seat_group_id, sale_type_id, price_cents, name_de, name_en, text_de, text_en,
                               is_full_price, has_discounts, position)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)
           ON CONFLICT (id) DO UPDATE SET seat_group_id = excluded.seat_group_id, sale_type_id = excluded.sale_type_id,
             price_cents = excluded.price_cents, name_de = excluded.name_de, name_en = excluded.name_en,
             text_de = excluded.text_de, text_en = excluded.text_en, is_full_price = excluded.is_full_price,
             has_discounts = excluded.has_discounts, position = excluded.position`,
        )
        .bind(
          plan.priceIds[position],
          id,
          seatGroupIdOf(price, plan),
          price.sale_type_id,
          price.price_cents,
          price.name_de,
          price.name_en,
          price.text_de,
          price.text_en,
          price.is_full_price ? 1 : 0,
          price.has_discounts ? 1 : 0,
          position,
        ),
    ),
    ...body.timeslots.map((slot, index) =>
      db
        .prepare(
          `INSERT INTO timeslots (id, event_id, seat_group_id, time_start, status, block_id, capacity)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
           ON CONFLICT (id) DO UPDATE SET seat_group_id = excluded.seat_group_id, time_start = excluded.time_start,
             status = excluded.status, block_id = excluded.block_id, capacity = excluded.capacity`,
        )
        .bind(
          plan.timeslotIds[index],
          id,
          seatGroupIdOf(slot, plan),
          slot.time_start,
          slot.available ? 1 : 0,
          plan.blockIds[index],
          slot.capacity,
        ),
    ),
    db
      .prepare(
        `INSERT INTO event_persons (event_id, person_id, role_de, role_en, position)
         SELECT ?1, json_extract(value, '$.person_id'), json_extract(value, '$.role_de'), json_extract(value, '$.role_en'), key
           FROM json_each(?2)`,
      )
      .bind(id, JSON.stringify(body.persons)),
    db
      .prepare("INSERT INTO event_tags_map (event_id, tag_id) SELECT ?1, value FROM json_each(?2)")
      .bind(id, JSON.stringify(body.tag_ids)),
  ];
}

// ---------------------------------------------------------------------------
// References
// ---------------------------------------------------------------------------

/** An event page's path in a stored link (`/de/programm/<slug>/<id>` or `/en/events/<slug>/<id>`), then not a digit. */
const eventLinkPattern = (id: number) => new RegExp(`/(?:programm|events)/[^/"?#\\s]+/${id}(?![0-9])`);

/**
 * What would show a dead link or lose its tickets if the event went: sold tickets (cancel the
 * date instead), event teasers and page modules linking to its page.
 */
export async function eventReferences(db: D1Database, id: number): Promise<ItemReference[]> {
  const linkLike = `%/${id}%`;
  const [sold, teasers, modules] = await Promise.all([
    referencesFrom(
      db,
      "orders",
      `SELECT o.id, o.code || ' (' || sum(oi.quantity) || ' tickets)' AS name
         FROM order_items oi JOIN orders o ON o.id = oi.order_id
        WHERE oi.event_id = ?1 GROUP BY o.id ORDER BY o.id`,
      id,
    ),
    // A teaser pointing to the event names it by target; an older one only by its link.
    db
      .prepare(
        `SELECT id, headline_de AS name, coalesce(link, '') AS link,
                (target_kind = 'event' AND target_id = ?2) AS targeted
           FROM event_teasers WHERE link LIKE ?1 OR (target_kind = 'event' AND target_id = ?2) ORDER BY id`,
      )
      .bind(linkLike, id)
      .all<{ id: number; name: string; link: string; targeted: number }>(),
    db
      .prepare(
        `SELECT m.id, m.model || ' on ' || p.title_de || ' (' || m.lang || ')' AS name, m.data AS link
           FROM page_modules m JOIN pages p ON p.id = m.page_id WHERE m.data LIKE ?1 ORDER BY m.id`,
      )
      .bind(linkLike)
      .all<{ id: number; name: string; link: string }>(),
  ]);
  const linking = (kind: string, rows: { id: number; name: string; link: string; targeted?: number }[]) =>
    rows
      .filter((row) => row.targeted === 1 || eventLinkPattern(id).test(row.link))
      .slice(0, 10)
      .map((row) => ({ kind, id: row.id, name: row.name }));
  return [...sold, ...linking("event_teasers", teasers.results), ...linking("page_modules", modules.results)];
}

// ---------------------------------------------------------------------------
// Status
// ---------------------------------------------------------------------------

/**
 * The statements of a status change: the status, a moved date (with the date it had, so pages
 * say "rescheduled"), and, when sales stop, the cart items of the event (their holds are
 * released in its inventory; checkout then has nothing of it to sell).
 */
export function eventStatusStatements(
  db: D1Database,
  id: number,
  change: { status: EventStatusValue; dateStart: string | null; previousDateStart: string | null },
  now: string,
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `UPDATE events SET status = ?2, date_start = coalesce(?3, date_start),
                previous_date_start = coalesce(?4, previous_date_start), updated_at = ?5
          WHERE id = ?1`,
      )
      .bind(id, change.status, change.dateStart, change.previousDateStart, now),
    ...(change.status === "scheduled" ? [] : [db.prepare("DELETE FROM cart_items WHERE event_id = ?1").bind(id)]),
  ];
}
