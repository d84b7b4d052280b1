import type { AccessFeature } from "../../src/lib/access-features";
import type { Lang } from "../../src/lib/languages";
import type { IdName } from "../../src/schemas/common";
import type {
  EventDetail,
  EventListItem,
  EventStatus,
  EventTeaser,
  PersonRef,
  Price,
  SeatGroup,
  Timeslot,
} from "../../src/schemas/events";
import { accessOf } from "./access";
import { cleanRichText } from "./rich-text";
import { bool, col, idName, imageObj, imageThumbnails, jsonList, linkColumn, priceString } from "./shared";
import { type BothSlugs, bothUrls, detailUrl, listUrl } from "./urls";

/** Which online events a list shows; `from`/`to` are stored-form ISO instants (to exclusive). */
export interface EventFilter {
  from: string;
  to?: string;
  room?: number;
  type?: number;
  tag?: number;
  series?: number;
  genre?: number;
  production?: number;
  venue?: number;
  /** Accessibility features the event must all offer (its own or its production's). */
  access?: readonly AccessFeature[];
}

/**
 * WHERE clause over `events e`. Every branch keeps `date_start` as the last column of an index
 * (events_list, events_list_by_room, …), so the page comes out of the index already ordered.
 * The tag filter is an IN-subquery probed for each entry of that index; the unary plus keeps
 * the planner from driving it the other way, from the tag's rows to the wide event rows.
 */
function eventWhere(filter: EventFilter, params: unknown[]): string {
  const bind = (value: unknown) => `?${params.push(value)}`;
  const parts = ["e.is_online = 1", `e.date_start >= ${bind(filter.from)}`];
  if (filter.to !== undefined) parts.push(`e.date_start < ${bind(filter.to)}`);
  if (filter.room !== undefined) parts.push(`e.room_id = ${bind(filter.room)}`);
  if (filter.type !== undefined) parts.push(`e.exhibition_type_id = ${bind(filter.type)}`);
  if (filter.series !== undefined) parts.push(`e.series_id = ${bind(filter.series)}`);
  if (filter.genre !== undefined) parts.push(`e.genre_id = ${bind(filter.genre)}`);
  if (filter.production !== undefined) parts.push(`e.production_id = ${bind(filter.production)}`);
  if (filter.tag !== undefined) {
    parts.push(`+e.id IN (SELECT tm.event_id FROM event_tags_map tm WHERE tm.tag_id = ${bind(filter.tag)})`);
  }
  if (filter.venue !== undefined) {
    parts.push(`e.room_id IN (SELECT ro.id FROM rooms ro WHERE ro.venue_id = ${bind(filter.venue)})`);
  }
  // One feature's events are one range of event_access_features' key (migration 0031), like a tag's.
  for (const feature of filter.access ?? []) {
    parts.push(`+e.id IN (SELECT af.event_id FROM event_access_features af WHERE af.feature = ${bind(feature)})`);
  }
  return parts.join(" AND ");
}

/**
 * The number of events `filter` selects. Those of a tag are counted from its rows in
 * event_tags_map, each looked up in the narrow events_list_by_id: probing the tag's rows for
 * every upcoming event instead takes about three times as long for a tag on a quarter of them.
 * Without a tag, those with an accessibility feature are counted the same way from the first
 * feature's rows in event_access_features (about four times as fast for a sixth of 20 000).
 */
function countStatement(db: D1Database, filter: EventFilter): D1PreparedStatement {
  const [feature, ...otherFeatures] = filter.access ?? [];
  if (filter.tag !== undefined) {
    return countFromRows(db, "event_tags_map", "tag_id", filter.tag, { ...filter, tag: undefined });
  }
  if (feature !== undefined) {
    return countFromRows(db, "event_access_features", "feature", feature, { ...filter, access: otherFeatures });
  }
  const params: unknown[] = [];
  return db.prepare(`SELECT count(*) AS count FROM events e WHERE ${eventWhere(filter, params)}`).bind(...params);
}

/** Counts the events of `table`'s rows whose `column` is `value` that also match `rest`. */
function countFromRows(
  db: D1Database,
  table: "event_tags_map" | "event_access_features",
  column: "tag_id" | "feature",
  value: number | string,
  rest: EventFilter,
): D1PreparedStatement {
  const params: unknown[] = [value];
  const where = eventWhere(rest, params);
  return db
    .prepare(
      `SELECT count(*) AS count FROM ${table} via CROSS JOIN events e INDEXED BY events_list_by_id
         ON e.id = via.event_id WHERE via.${column} = ?1 AND ${where}`,
    )
    .bind(...params);
}

/** Columns of an event card; tags and the lowest price come from correlated subqueries (one round trip). */
function eventColumns(lang: Lang): string {
  const L = col(lang);
  return `e.id, e.id_jet, e.slug_${L} AS slug, e.title_${L} AS title, e.subtitle_${L} AS subtitle,
    e.date_start, e.date_end, e.event_type_new, e.theme, e.image, e.status, e.previous_date_start,
    coalesce(e.image_alt_${L}, e.title_${L}) AS image_alt, e.has_tickets, e.ticket_url,
    r.id AS room_id, r.name_${L} AS room_name,
    ve.id AS venue_id, ve.name_${L} AS venue_name, ve.slug_${L} AS venue_slug,
    s.id AS series_id, s.name_${L} AS series_name,
    g.id AS genre_id, g.name_${L} AS genre_name,
    x.id AS type_id, x.name_${L} AS type_name,
    p.id AS production_id, p.title_${L} AS production_title, p.slug_${L} AS production_slug,
    (SELECT json_group_array(json_object('id', t.id, 'name', t.name_${L}))
       FROM event_tags_map tm JOIN event_tags t ON t.id = tm.tag_id WHERE tm.event_id = e.id) AS tags,
    (SELECT coalesce(min(CASE WHEN pr.price_cents > 0 THEN pr.price_cents END), min(pr.price_cents))
       FROM prices pr WHERE pr.event_id = e.id) AS min_price_cents,
    (EXISTS (SELECT 1 FROM seat_groups sg WHERE sg.event_id = e.id)
       AND NOT EXISTS (SELECT 1 FROM seat_groups sg WHERE sg.event_id = e.id AND sg.status = 1 AND sg.capacity > 0)
    ) AS sold_out`;
}

/** An offline production is not linked from its events. */
const eventJoins = `LEFT JOIN rooms r ON r.id = e.room_id
  LEFT JOIN venues ve ON ve.id = r.venue_id
  LEFT JOIN series s ON s.id = e.series_id
  LEFT JOIN genres g ON g.id = e.genre_id
  LEFT JOIN exhibition_types x ON x.id = e.exhibition_type_id
  LEFT JOIN productions p ON p.id = e.production_id AND p.is_online = 1`;

interface EventRow {
  id: number;
  id_jet: number | null;
  slug: string;
  title: string;
  subtitle: string | null;
  date_start: string;
  date_end: string | null;
  event_type_new: string | null;
  theme: string;
  image: string | null;
  /** The image's alt text in the language read, else the title. */
  image_alt: string;
  status: EventStatus;
  previous_date_start: string | null;
  has_tickets: number;
  ticket_url: string | null;
  room_id: number | null;
  room_name: string | null;
  venue_id: number | null;
  venue_name: string | null;
  venue_slug: string | null;
  series_id: number | null;
  series_name: string | null;
  genre_id: number | null;
  genre_name: string | null;
  type_id: number | null;
  type_name: string | null;
  production_id: number | null;
  production_title: string | null;
  production_slug: string | null;
  tags: string | null;
  min_price_cents: number | null;
  sold_out: number;
}

function mapEvent(row: EventRow, lang: Lang): EventListItem {
  return {
    id: row.id,
    id_jet: row.id_jet,
    slug: row.slug,
    url: detailUrl("event", lang, row.slug, row.id),
    title: row.title,
    subtitle: row.subtitle,
    date_start: row.date_start,
    date_end: row.date_end,
    event_type_new: row.event_type_new,
    theme: row.theme,
    image_obj: imageObj(row.image, row.image_alt),
    image_thumbnails: imageThumbnails(row.image),
    room: idName(row.room_id, row.room_name),
    venue:
      row.venue_id === null
        ? null
        : {
            id: row.venue_id,
            name: row.venue_name ?? "",
            slug: row.venue_slug ?? "",
            url: detailUrl("venue", lang, row.venue_slug ?? "", row.venue_id),
          },
    tags: jsonList<IdName>(row.tags),
    series: idName(row.series_id, row.series_name),
    genre: idName(row.genre_id, row.genre_name),
    exhibition_type: idName(row.type_id, row.type_name),
    production:
      row.production_id === null
        ? null
        : {
            id: row.production_id,
            title: row.production_title ?? "",
            url: detailUrl("production", lang, row.production_slug ?? "", row.production_id),
          },
    has_tickets: bool(row.has_tickets),
    ticket_url: row.ticket_url,
    sold_out: bool(row.sold_out),
    status: row.status,
    previous_date_start: row.previous_date_start,
    min_price: row.min_price_cents === null ? null : priceString(row.min_price_cents),
  };
}

/**
 * One page of online events by start, plus the total, in one round trip (db.batch).
 * The page's ids are picked first (index only) and only those rows get their joins and
 * subqueries; MATERIALIZED stops SQLite from flattening the pick into the join.
 */
export async function listEvents(
  db: D1Database,
  lang: Lang,
  filter: EventFilter,
  page: { limit: number; offset: number },
): Promise<{ count: number; results: EventListItem[] }> {
  const params: unknown[] = [];
  const where = eventWhere(filter, params);
  const limit = params.push(page.limit);
  const offset = params.push(page.offset);
  const pageSql = `WITH pick AS MATERIALIZED (
      SELECT e.id, e.date_start FROM events e WHERE ${where} ORDER BY e.date_start, e.id LIMIT ?${limit} OFFSET ?${offset})
    SELECT ${eventColumns(lang)} FROM pick JOIN events e ON e.id = pick.id ${eventJoins}
    ORDER BY pick.date_start, pick.id`;
  const [countResult, pageResult] = await db.batch<unknown>([
    countStatement(db, filter),
    db.prepare(pageSql).bind(...params),
  ]);
  const count = (countResult?.results[0] as { count: number } | undefined)?.count ?? 0;
  const rows = (pageResult?.results ?? []) as EventRow[];
  return { count, results: rows.map((row) => mapEvent(row, lang)) };
}

/**
 * The first `limit` matching events in programme order, with `columns` of `e` and what `joins`
 * adds: the ids are picked on the narrow index first, and only those rows are joined.
 */
async function firstMatching<Row>(
  db: D1Database,
  filter: EventFilter,
  limit: number,
  columns: string,
  joins: string,
): Promise<Row[]> {
  const params: unknown[] = [];
  const where = eventWhere(filter, params);
  const limitParam = params.push(limit);
  const { results } = await db
    .prepare(
      `WITH pick AS MATERIALIZED (
         SELECT e.id, e.date_start FROM events e WHERE ${where} ORDER BY e.date_start, e.id LIMIT ?${limitParam})
       SELECT ${columns} FROM pick JOIN events e ON e.id = pick.id ${joins}
       ORDER BY pick.date_start, pick.id`,
    )
    .bind(...params)
    .all<Row>();
  return results;
}

/** The first `limit` matching events (embedded lists: production, series, venue pages). */
export async function upcomingEvents(
  db: D1Database,
  lang: Lang,
  filter: EventFilter,
  limit: number,
): Promise<EventListItem[]> {
  const results = await firstMatching<EventRow>(db, filter, limit, eventColumns(lang), eventJoins);
  return results.map((row) => mapEvent(row, lang));
}

/** An event as a calendar feed lists it: its public fields and what tells a client it changed. */
export interface FeedEvent {
  id: number;
  title: string;
  subtitle: string | null;
  url: string;
  date_start: string;
  date_end: string | null;
  status: EventStatus;
  room: { name: string } | null;
  venue: { name: string } | null;
  revision: number;
  updated_at: string | null;
}

/** The first `limit` matching events with the few columns a calendar entry needs (the programme feed). */
export async function listFeedEvents(
  db: D1Database,
  lang: Lang,
  filter: EventFilter,
  limit: number,
): Promise<FeedEvent[]> {
  const L = col(lang);
  const results = await firstMatching<
    Omit<FeedEvent, "url" | "room" | "venue"> & { slug: string; room_name: string | null; venue_name: string | null }
  >(
    db,
    filter,
    limit,
    `e.id, e.slug_${L} AS slug, e.title_${L} AS title, e.subtitle_${L} AS subtitle, e.date_start, e.date_end,
     e.status, e.revision, e.updated_at, r.name_${L} AS room_name, ve.name_${L} AS venue_name`,
    "LEFT JOIN rooms r ON r.id = e.room_id LEFT JOIN venues ve ON ve.id = r.venue_id",
  );
  return results.map(({ slug, room_name, venue_name, ...row }) => ({
    ...row,
    url: detailUrl("event", lang, slug, row.id),
    room: room_name === null ? null : { name: room_name },
    venue: venue_name === null ? null : { name: venue_name },
  }));
}

/** Number of matching events (embedded lists show "n more"). */
export async function countEvents(db: D1Database, filter: EventFilter): Promise<number> {
  const row = await countStatement(db, filter).first<{ count: number }>();
  return row?.count ?? 0;
}

/** A key of the days with matching events, and whether one of its events takes place (is scheduled). */
interface EventDayKey {
  key: string;
  scheduled: boolean;
}

/**
 * Keys of the days on which matching events start: 'YYYY-MM-DD' when the UTC start hour is
 * before 22 (Berlin is UTC+1 or +2, so the Berlin date is the UTC date), else the UTC hour
 * 'YYYY-MM-DDTHH' for the caller to place in Berlin. Keeps the answer to about one row per day.
 */
export async function listEventDayKeys(db: D1Database, filter: EventFilter): Promise<EventDayKey[]> {
  const params: unknown[] = [];
  const { results } = await db
    .prepare(
      `SELECT CASE WHEN substr(e.date_start, 12, 2) < '22' THEN substr(e.date_start, 1, 10)
                   ELSE substr(e.date_start, 1, 13) END AS day_key,
              max(e.status = 'scheduled') AS scheduled
         FROM events e WHERE ${eventWhere(filter, params)} GROUP BY day_key`,
    )
    .bind(...params)
    .all<{ day_key: string; scheduled: number }>();
  return results.map((row) => ({ key: row.day_key, scheduled: row.scheduled === 1 }));
}

interface PriceRow {
  id: number;
  seat_group_id: number;
  sale_type_id: number;
  price_cents: number;
  name: string;
  text: string | null;
  is_full_price: number;
  has_discounts: number;
}

interface SeatGroupRow {
  id: number;
  name: string;
  status: number;
  text: string | null;
}

interface TimeslotRow {
  id: number;
  seat_group_id: number | null;
  time_start: string;
  status: number;
  block_id: number;
}

interface PersonRefRow {
  id: number;
  slug: string;
  first_name: string;
  last_name: string;
  role: string | null;
  image: string | null;
}

export function mapPersonRef(row: PersonRefRow, lang: Lang): PersonRef {
  const name = `${row.first_name} ${row.last_name}`.trim();
  return {
    id: row.id,
    name,
    role: row.role,
    url: detailUrl("person", lang, row.slug, row.id),
    image_obj: imageObj(row.image, name),
    image_thumbnails: imageThumbnails(row.image),
  };
}

/** An online event with its booking data; null when unknown or offline. */
export async function getEvent(db: D1Database, lang: Lang, id: number): Promise<EventDetail | null> {
  const L = col(lang);
  const [eventResult, priceResult, groupResult, slotResult, personResult] = await db.batch<unknown>([
    db
      .prepare(
        `SELECT ${eventColumns(lang)}, e.slug_de, e.slug_en, e.description_${L} AS description,
                coalesce(e.access, (SELECT pa.access FROM productions pa WHERE pa.id = e.production_id)) AS access
           FROM events e ${eventJoins} WHERE e.id = ?1 AND e.is_online = 1`,
      )
      .bind(id),
    db
      .prepare(
        `SELECT pr.id, pr.seat_group_id, pr.sale_type_id, pr.price_cents, pr.name_${L} AS name, pr.text_${L} AS text,
                pr.is_full_price, pr.has_discounts
           FROM prices pr JOIN seat_groups sg ON sg.id = pr.seat_group_id
          WHERE pr.event_id = ?1 ORDER BY sg.position, sg.id, pr.position, pr.id`,
      )
      .bind(id),
    db
      .prepare(
        `SELECT id, name_${L} AS name, status, text_${L} AS text FROM seat_groups
          WHERE event_id = ?1 ORDER BY position, id`,
      )
      .bind(id),
    db
      .prepare(
        `SELECT id, seat_group_id, time_start, status, block_id FROM timeslots
          WHERE event_id = ?1 ORDER BY time_start, id`,
      )
      .bind(id),
    db
      .prepare(
        `SELECT p.id, p.slug_${L} AS slug, p.first_name, p.last_name, ep.role_${L} AS role, p.image
           FROM event_persons ep JOIN persons p ON p.id = ep.person_id
          WHERE ep.event_id = ?1 ORDER BY ep.position, ep.id`,
      )
      .bind(id),
  ]);
  const row = eventResult?.results[0] as
    | (EventRow & BothSlugs & { description: string | null; access: string | null })
    | undefined;
  if (!row) return null;

  const prices: Price[] = ((priceResult?.results ?? []) as PriceRow[]).map((p) => ({
    id: p.id,
    price: priceString(p.price_cents),
    sale_type_id: p.sale_type_id,
    seat_group: p.seat_group_id,
    text: p.text ?? "",
    name: p.name,
    has_discounts: bool(p.has_discounts),
    is_full_price: bool(p.is_full_price),
  }));
  const slots = (slotResult?.results ?? []) as TimeslotRow[];
  const toSlot = (t: TimeslotRow): Timeslot => ({
    id: t.id,
    time_start: t.time_start,
    status: t.status,
    block_id: t.block_id,
  });
  // A timeslot without a seat group applies to every seat group of the event.
  const seatGroups: SeatGroup[] = ((groupResult?.results ?? []) as SeatGroupRow[]).map((g) => ({
    id: g.id,
    seat_group: g.name,
    status: g.status,
    text: g.text ?? "",
    prices: prices.filter((p) => p.seat_group === g.id),
    timeslots: slots.filter((t) => t.seat_group_id === null || t.seat_group_id === g.id).map(toSlot),
  }));
  return {
    ...mapEvent(row, lang),
    urls: bothUrls("event", { de: row.slug_de, en: row.slug_en }, row.id),
    description: cleanRichText(row.description),
    access: accessOf(row.access),
    persons: ((personResult?.results ?? []) as PersonRefRow[]).map((p) => mapPersonRef(p, lang)),
    prices,
    seat_groups: seatGroups,
  };
}

interface TeaserRow {
  id: number;
  name: string;
  link: string | null;
  preline: string | null;
  subline: string | null;
  headline: string;
  link_text: string | null;
  image: string | null;
  position: string;
  target_kind: "event" | "production" | null;
  target_id: number | null;
  /** The target's slug now (its link column keeps the one it had when the teaser was saved). */
  target_slug: string | null;
}

/** Event page paths in either language: `/de/programm/{slug}/{id}`, `/en/events/{slug}/{id}/`, a query or hash after. */
const eventPagePath = new RegExp(
  `^(?:${listUrl("event", "de")}|${listUrl("event", "en")})/[^/?#]+/([0-9]{1,10})/?(?:[?#].*)?$`,
);

/** The id of the event whose page a teaser's link opens, or null for any other link. */
function linkedEventId(link: string | null): number | null {
  const id = link === null ? undefined : eventPagePath.exec(link)?.[1];
  return id === undefined ? null : Number(id);
}

type LinkedEventStatus = NonNullable<EventTeaser["linked_event"]>;

/** Status and previous start of the online events among `ids`, by id (one query for all teasers). */
async function linkedEventStatuses(db: D1Database, ids: number[]): Promise<Map<number, LinkedEventStatus>> {
  if (ids.length === 0) return new Map();
  const { results } = await db
    .prepare(
      `SELECT id, status, previous_date_start FROM events
        WHERE is_online = 1 AND id IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(ids))
    .all<LinkedEventStatus & { id: number }>();
  return new Map(results.map(({ id, ...status }) => [id, status]));
}

/**
 * Online teasers placed on `fromDay` (YYYY-MM-DD) or later, by position. A teaser pointing to
 * an event or production links to its page as it is now; older teasers keep their stored link.
 */
export async function listTeasers(db: D1Database, lang: Lang, fromDay: string): Promise<EventTeaser[]> {
  const L = col(lang);
  const { results } = await db
    .prepare(
      `SELECT id, name_${L} AS name, ${linkColumn(lang)} AS link, preline_${L} AS preline, subline_${L} AS subline,
              headline_${L} AS headline, link_text_${L} AS link_text, image, position, target_kind, target_id,
              CASE target_kind WHEN 'event' THEN (SELECT x.slug_${L} FROM events x WHERE x.id = t.target_id)
                WHEN 'production' THEN (SELECT x.slug_${L} FROM productions x WHERE x.id = t.target_id) END AS target_slug
         FROM event_teasers t WHERE is_online = 1 AND position >= ?1 ORDER BY position, id LIMIT 100`,
    )
    .bind(fromDay)
    .all<TeaserRow>();
  // A teaser of a date that was cancelled or moved says so, like the date's own card.
  const eventOf = (row: TeaserRow) => (row.target_kind === "event" ? row.target_id : linkedEventId(row.link));
  const statuses = await linkedEventStatuses(db, [...new Set(results.map(eventOf).filter((id) => id !== null))]);
  return results.map((row) => {
    const thumbs = imageThumbnails(row.image);
    const linkedId = eventOf(row);
    return {
      id: row.id,
      name: row.name,
      link:
        row.target_kind !== null && row.target_id !== null && row.target_slug !== null
          ? detailUrl(row.target_kind, lang, row.target_slug, row.target_id)
          : row.link,
      preline: row.preline,
      subline: row.subline,
      headline: row.headline,
      link_text: row.link_text,
      image_obj: imageObj(row.image, row.headline),
      image_thumbnails: thumbs === null ? null : { large: thumbs.large },
      position: row.position,
      linked_event: (linkedId === null ? undefined : statuses.get(linkedId)) ?? null,
    };
  });
}

/** The public path of the online event the shop knows as `idJet` (the shop's event links), or null. */
export async function eventPathByJetId(db: D1Database, lang: Lang, idJet: number): Promise<string | null> {
  const L = col(lang);
  const row = await db
    .prepare(`SELECT id, slug_${L} AS slug FROM events WHERE id_jet = ?1 AND is_online = 1 LIMIT 1`)
    .bind(idJet)
    .first<{ id: number; slug: string }>();
  return row ? detailUrl("event", lang, row.slug, row.id) : null;
}
