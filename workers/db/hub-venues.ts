import type { Lang } from "../../src/lib/languages";
import type { RoomItem, VenueBody, VenueItem, VenueRow } from "../../src/schemas/back-office/venues";
import { takenSlugs } from "./hub-slugs";
import { type ItemReference, referencesFrom } from "./items";
import { reserveIds } from "./page-edits";
import { cleanRichText } from "./rich-text";
import { bool, containsPattern, countAndPage, jsonList, orderBy, pageOffset, sqlFilter } from "./shared";
import { bothUrls } from "./urls";

/** The SQL of venues and their rooms in the back office (issue 27). */

type StoredVenue = Omit<VenueItem, "rooms" | "urls"> & { rooms: string };
type StoredRoom = Omit<RoomItem, "show_in_filter"> & { show_in_filter: number };

const ITEM_COLUMNS = `v.id, v.revision, v.name_de, v.name_en, v.slug_de, v.slug_en, v.street, v.postal_code, v.city,
  v.country, v.lat, v.lng, v.phone, v.email, v.website, v.description_de, v.description_en, v.image,
  v.image_alt_de, v.image_alt_en, v.theme,
  (SELECT json_group_array(json_object('id', r.id, 'name_de', r.name_de, 'name_en', r.name_en,
            'show_in_filter', r.show_in_filter, 'events', (SELECT count(*) FROM events e WHERE e.room_id = r.id)))
     FROM (SELECT * FROM rooms WHERE venue_id = v.id ORDER BY position, id) r) AS rooms`;

export async function readVenue(db: D1Database, id: number): Promise<VenueItem | null> {
  const row = await db.prepare(`SELECT ${ITEM_COLUMNS} FROM venues v WHERE v.id = ?1`).bind(id).first<StoredVenue>();
  if (!row) return null;
  return {
    ...row,
    rooms: jsonList<StoredRoom>(row.rooms).map((room) => ({ ...room, show_in_filter: bool(room.show_in_filter) })),
    urls: bothUrls("venue", { de: row.slug_de, en: row.slug_en }, row.id),
  };
}

const EVENTS_SQL = "(SELECT count(*) FROM events e JOIN rooms r ON r.id = e.room_id WHERE r.venue_id = v.id)";

export async function listVenues(
  db: D1Database,
  query: {
    q?: string | undefined;
    theme?: string | undefined;
    sort: "name" | "city" | "events" | "id";
    order: "asc" | "desc";
    page: number;
    page_size: number;
  },
  lang: Lang,
): Promise<{ count: number; results: VenueRow[] }> {
  const filter = sqlFilter();
  if (query.q) {
    const pattern = filter.param(containsPattern(query.q));
    filter.conditions.push(
      `(v.name_de LIKE ${pattern} ESCAPE '\\' OR v.name_en LIKE ${pattern} ESCAPE '\\'
        OR v.street LIKE ${pattern} ESCAPE '\\' OR v.city LIKE ${pattern} ESCAPE '\\')`,
    );
  }
  if (query.theme) filter.conditions.push(`v.theme = ${filter.param(query.theme)}`);
  const order = orderBy(
    { name: `v.name_${lang} COLLATE NOCASE`, city: "v.city COLLATE NOCASE", events: "events", id: "v.id" },
    query.sort,
    query.order,
    "v.id",
  );
  const counted = filter.params.length;
  const limit = filter.param(query.page_size);
  const offset = filter.param(pageOffset(query.page, query.page_size));
  const { count, rows } = await countAndPage<VenueRow>(
    db,
    db.prepare(`SELECT count(*) AS n FROM venues v ${filter.where()}`).bind(...filter.params.slice(0, counted)),
    db
      .prepare(
        `SELECT v.id, v.revision, v.name_de, v.name_en, v.city, v.theme,
                (SELECT count(*) FROM rooms r WHERE r.venue_id = v.id) AS rooms, ${EVENTS_SQL} AS events
           FROM venues v ${filter.where()} ${order} LIMIT ${limit} OFFSET ${offset}`,
      )
      .bind(...filter.params),
  );
  return { count, results: rows };
}

/**
 * What a venue's body breaks that its schema cannot see: a slug taken, a room of another venue,
 * or a stored room left out (removed) while events take place in it, naming those events.
 */
export async function venueProblems(db: D1Database, body: VenueBody, id: number | null) {
  const problems: { path: string; message: string }[] = await takenSlugs(db, "venues", body, id);
  const stored = id === null ? [] : ((await readVenue(db, id))?.rooms ?? []);
  const storedIds = new Set(stored.map((room) => room.id));
  body.rooms.forEach((room, index) => {
    if (room.id && !storedIds.has(room.id)) {
      problems.push({ path: `rooms.${index}.id`, message: "This room is not one of this venue's rooms." });
    }
  });
  const kept = new Set(body.rooms.map((room) => room.id));
  const removedInUse = stored.filter((room) => !kept.has(room.id) && room.events > 0);
  for (const room of removedInUse) {
    const events = await roomEvents(db, room.id);
    const names = events.map((event) => `${event.name} (${event.id})`).join(", ");
    const more = room.events > events.length ? ` and ${room.events - events.length} more` : "";
    problems.push({
      path: "rooms",
      message: `The room “${room.name_de}” cannot be removed: events take place in it: ${names}${more}.`,
    });
  }
  return problems;
}

function roomEvents(db: D1Database, roomId: number): Promise<ItemReference[]> {
  return referencesFrom(
    db,
    "events",
    "SELECT id, title_de AS name FROM events WHERE room_id = ?1 ORDER BY date_start, id",
    roomId,
    5,
  );
}

/**
 * The statements writing venue `id` (`create`: a new row) with its rooms in the body's order:
 * a room left out is removed (venueProblems made sure no event is in it), a new one gets an id.
 */
export async function writeVenue(
  db: D1Database,
  id: number,
  body: VenueBody,
  create: boolean,
): Promise<D1PreparedStatement[]> {
  const values = [
    id,
    body.name_de,
    body.name_en,
    body.slug_de,
    body.slug_en,
    body.street,
    body.postal_code,
    body.city,
    body.country,
    body.lat,
    body.lng,
    body.phone,
    body.email,
    body.website,
    cleanRichText(body.description_de),
    cleanRichText(body.description_en),
    body.image,
    body.image_alt_de,
    body.image_alt_en,
    body.theme,
  ];
  const venue = create
    ? db.prepare(
        `INSERT INTO venues (id, name_de, name_en, slug_de, slug_en, street, postal_code, city, country, lat, lng,
                             phone, email, website, description_de, description_en, image, image_alt_de,
                             image_alt_en, theme)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20)`,
      )
    : db.prepare(
        `UPDATE venues SET name_de = ?2, name_en = ?3, slug_de = ?4, slug_en = ?5, street = ?6, postal_code = ?7,
                city = ?8, country = ?9, lat = ?10, lng = ?11, phone = ?12, email = ?13, website = ?14,
                description_de = ?15, description_en = ?16, image = ?17, image_alt_de = ?18, image_alt_en = ?19,
                theme = ?20
          WHERE id = ?1`,
      );
  const fresh = body.rooms.filter((room) => !room.id).length;
  const newIds = fresh > 0 ? await reserveIds(db, "rooms", fresh) : [];
  const kept = body.rooms.flatMap((room) => (room.id ? [room.id] : []));
  const rooms = body.rooms.map((room, position) => {
    const roomValues = [room.name_de, room.name_en, position, room.show_in_filter ? 1 : 0] as const;
    if (room.id) {
      return db
        .prepare(
          "UPDATE rooms SET name_de = ?1, name_en = ?2, position = ?3, show_in_filter = ?4 WHERE id = ?5 AND venue_id = ?6",
        )
        .bind(...roomValues, room.id, id);
    }
    return db
      .prepare(
        "INSERT INTO rooms (name_de, name_en, position, show_in_filter, id, venue_id) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
      )
      .bind(...roomValues, newIds.shift(), id);
  });
  const removed = "SELECT id FROM rooms WHERE venue_id = ?1 AND id NOT IN (SELECT value FROM json_each(?2))";
  return [
    venue.bind(...values),
    // An event placed in a removed room since venueProblems looked aborts the batch (a 409 with
    // the venue as it is now, its rooms' events counted) instead of losing the event's place.
    db
      .prepare(
        `INSERT INTO stale_writes (object) SELECT 'venues:' || ?1
          WHERE EXISTS (SELECT 1 FROM events WHERE room_id IN (${removed}))`,
      )
      .bind(id, JSON.stringify(kept)),
    db.prepare(`DELETE FROM rooms WHERE id IN (${removed})`).bind(id, JSON.stringify(kept)),
    ...rooms,
  ];
}

/**
 * What still shows a venue: events in its rooms (deleting it would leave them without a
 * place) and page modules showing it (a venue module names it by id).
 */
export async function venueReferences(db: D1Database, id: number): Promise<ItemReference[]> {
  const [events, pages] = await Promise.all([
    referencesFrom(
      db,
      "events",
      `SELECT e.id, e.title_de AS name FROM events e JOIN rooms r ON r.id = e.room_id
        WHERE r.venue_id = ?1 ORDER BY e.date_start, e.id`,
      id,
    ),
    referencesFrom(
      db,
      "pages",
      `SELECT DISTINCT p.id, p.title_de || ' (' || m.lang || ')' AS name FROM page_modules m
         JOIN pages p ON p.id = m.page_id
        WHERE m.model = 'venue' AND json_extract(m.data, '$.venue') = ?1 ORDER BY p.id`,
      id,
    ),
  ]);
  return [...events, ...pages];
}
