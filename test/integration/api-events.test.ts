import { env } from "cloudflare:test";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { dateParamToBerlinRange, parseDateParam } from "../../src/lib/dates";
import type { Paged } from "../../src/schemas/common";
import type { CalendarResponse, EventDetail, EventListItem, EventTeaser } from "../../src/schemas/events";
import type { FilterOption } from "../../src/schemas/filter-options";
import { cacheKeys } from "../../workers/cache/keys";
import {
  berlinDateParam,
  cachedJson,
  clearCache,
  expectBothUrls,
  expectInvalidQuery,
  expectNotFound,
  getJson,
  isoAt,
  rowWithTwoSlugs,
} from "./api-helpers";
import { copyRow } from "./fixtures";

type EventsPage = Paged<EventListItem>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Rows these tests add, far above the seed's ids.
const ROOM = 9001;
const PAST_EVENT = 900001;
const OFFLINE_EVENT = 900002;
const LATE_EVENT = 900003;

const berlinDay = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Berlin", day: "2-digit", month: "2-digit", year: "numeric" })
    .format(new Date(iso))
    .replace(/\//g, "-");

async function insertEvent(id: number, dateStart: string, options: { online?: boolean; room?: number } = {}) {
  await env.DB.prepare(
    `INSERT INTO events (id, slug_de, slug_en, title_de, title_en, date_start, room_id, is_online, updated_at)
     VALUES (?1, 'test-termin', 'test-event', 'Testtermin', 'Test event', ?2, ?3, ?4, ?2)`,
  )
    .bind(id, dateStart, options.room ?? null, options.online === false ? 0 : 1)
    .run();
}

/** Upcoming online events from now, as the list should count them. */
async function countUpcoming(extraWhere = "", ...params: unknown[]): Promise<number> {
  const row = await env.DB.prepare(
    `SELECT count(*) AS n FROM events e WHERE e.is_online = 1 AND e.date_start >= ?1 ${extraWhere}`,
  )
    .bind(isoAt(0), ...params)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

beforeAll(async () => {
  const venue = await env.DB.prepare("SELECT id FROM venues ORDER BY id LIMIT 1").first<{ id: number }>();
  await env.DB.prepare(
    "INSERT INTO rooms (id, venue_id, name_de, name_en, position) VALUES (?1, ?2, 'Testraum', 'Test room', 99)",
  )
    .bind(ROOM, venue?.id)
    .run();
  await insertEvent(PAST_EVENT, isoAt(-2 * 60_000), { room: ROOM });
  await insertEvent(OFFLINE_EVENT, isoAt(3 * DAY), { online: false, room: ROOM });
});

afterAll(async () => {
  await env.DB.prepare("DELETE FROM events WHERE id >= 900000").run();
  await env.DB.prepare("DELETE FROM rooms WHERE id = ?1").bind(ROOM).run();
});

beforeEach(clearCache);

describe("GET /{lang}/api/events/", () => {
  it("answers the paged envelope of upcoming online events with every card field", async () => {
    const { status, body } = await getJson<EventsPage>("/de/api/events/");
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(["count", "next", "previous", "results"]);
    expect(body.count).toBe(await countUpcoming());
    expect(body.count).toBeGreaterThan(10);
    expect(body.results).toHaveLength(10);
    expect(body.previous).toBeNull();
    expect(body.next).toBe("/de/api/events/?page=2");
    const event = body.results.find((e) => e.production && e.room && e.min_price !== null);
    expect(event).toBeDefined();
    expect(event).toMatchObject({
      id: expect.any(Number),
      id_jet: expect.any(Number),
      slug: expect.any(String),
      title: expect.any(String),
      date_start: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
      event_type_new: expect.any(String),
      room: { id: expect.any(Number), name: expect.any(String) },
      venue: { id: expect.any(Number), name: expect.any(String), slug: expect.any(String) },
      tags: expect.any(Array),
      production: {
        id: expect.any(Number),
        title: expect.any(String),
        url: expect.stringMatching(/^\/de\/produktionen\//),
      },
      has_tickets: expect.any(Boolean),
      sold_out: expect.any(Boolean),
      status: expect.stringMatching(/^(scheduled|cancelled|postponed)$/),
      min_price: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    expect(event?.url).toBe(`/de/programm/${event?.slug}/${event?.id}`);
    for (const key of [
      "subtitle",
      "date_end",
      "image_obj",
      "image_thumbnails",
      "series",
      "genre",
      "exhibition_type",
      "ticket_url",
    ]) {
      expect(event).toHaveProperty(key);
    }
  });

  it("orders by date_start and pages without overlap, keeping the query in next/previous", async () => {
    const first = await getJson<EventsPage>("/de/api/events/?page_size=5&foo=bar");
    const second = await getJson<EventsPage>(first.body.next ?? "");
    expect(second.status).toBe(200);
    expect(first.body.next).toBe("/de/api/events/?page_size=5&foo=bar&page=2");
    expect(second.body.previous).toBe("/de/api/events/?page_size=5&foo=bar&page=1");
    const all = [...first.body.results, ...second.body.results];
    expect(new Set(all.map((e) => e.id)).size).toBe(10);
    const starts = all.map((e) => e.date_start);
    expect(starts).toEqual([...starts].sort());
  });

  it("ends with next null on the last page and answers 404 past it", async () => {
    const { body } = await getJson<EventsPage>("/de/api/events/?page_size=50");
    const last = Math.ceil(body.count / 50);
    const lastPage = await getJson<EventsPage>(`/de/api/events/?page_size=50&page=${last}`);
    expect(lastPage.status).toBe(200);
    expect(lastPage.body.next).toBeNull();
    expect(lastPage.body.results.length).toBe(body.count - (last - 1) * 50);
    const past = await getJson<{ error: string; detail: string }>(`/de/api/events/?page_size=50&page=${last + 1}`);
    expect(past.status).toBe(404);
    expect(past.body).toEqual({ error: "not_found", detail: "Invalid page." });
    await expectNotFound("/de/api/events/?page=99999");
  });

  it("hides events that already started and offline events unless the date asks for today", async () => {
    const now = await getJson<EventsPage>(`/de/api/events/?room=${ROOM}`);
    expect(now.body.results.map((e) => e.id)).toEqual([]);
    const today = await getJson<EventsPage>(`/de/api/events/?room=${ROOM}&date=${berlinDateParam(0)}`);
    // The past event started two minutes ago: still on today's list (unless the day just began).
    const startedToday = berlinDay(isoAt(-2 * 60_000)) === berlinDateParam(0);
    expect(today.body.results.map((e) => e.id)).toEqual(startedToday ? [PAST_EVENT] : []);
    expect(today.body.results.map((e) => e.id)).not.toContain(OFFLINE_EVENT);
  });

  it("starts a dated list at the Berlin day's beginning", async () => {
    const date = berlinDateParam(30);
    const { body } = await getJson<EventsPage>(`/de/api/events/?date=${date}&page_size=50`);
    expect(body.results.length).toBeGreaterThan(0);
    const day = parseDateParam(date);
    if (!day) throw new Error(date);
    const { fromIso } = dateParamToBerlinRange(day);
    for (const event of body.results)
      expect(new Date(event.date_start).getTime()).toBeGreaterThanOrEqual(Date.parse(fromIso));
    expect(body.count).toBe(await countUpcoming("AND e.date_start >= ?2", `${fromIso.slice(0, 19)}Z`));
    const earlier = await getJson<EventsPage>(`/de/api/events/?date=${berlinDateParam(29)}&page_size=50`);
    expect(earlier.body.count).toBeGreaterThanOrEqual(body.count);
  });

  it.each([
    ["room", "room_id"],
    ["type", "exhibition_type_id"],
    ["genre", "genre_id"],
    ["series", "series_id"],
  ])("filters by %s", async (key, column) => {
    const row = await env.DB.prepare(
      `SELECT ${column} AS id FROM events WHERE is_online = 1 AND date_start >= ?1 AND ${column} IS NOT NULL
        GROUP BY ${column} ORDER BY count(*) DESC LIMIT 1`,
    )
      .bind(isoAt(0))
      .first<{ id: number }>();
    const id = row?.id ?? 0;
    const { status, body } = await getJson<EventsPage>(`/de/api/events/?${key}=${id}&page_size=50`);
    expect(status).toBe(200);
    expect(body.count).toBe(await countUpcoming(`AND e.${column} = ?2`, id));
    const field = { room: "room", type: "exhibition_type", genre: "genre", series: "series" }[key] as "room";
    for (const event of body.results) expect(event[field]?.id).toBe(id);
  });

  it("filters by tag and combines filters", async () => {
    const { body } = await getJson<EventsPage>("/de/api/events/?tag=1&page_size=50");
    expect(body.count).toBe(
      await countUpcoming("AND e.id IN (SELECT event_id FROM event_tags_map WHERE tag_id = ?2)", 1),
    );
    for (const event of body.results) expect(event.tags.map((t) => t.id)).toContain(1);
    const room = body.results[0]?.room?.id ?? 0;
    const both = await getJson<EventsPage>(`/de/api/events/?tag=1&room=${room}&page_size=50`);
    for (const event of both.body.results) {
      expect(event.room?.id).toBe(room);
      expect(event.tags.map((t) => t.id)).toContain(1);
    }
    expect(both.body.count).toBeLessThanOrEqual(body.count);
  });

  it("ignores unknown keys and empty values, and accepts the path without trailing slash", async () => {
    const plain = await getJson<EventsPage>("/de/api/events/");
    const noisy = await getJson<EventsPage>("/de/api/events?room=&tag=&whatever=1");
    expect(noisy.status).toBe(200);
    expect(noisy.body.count).toBe(plain.body.count);
  });

  it("speaks English under /en", async () => {
    const { body } = await getJson<EventsPage>("/en/api/events/");
    const event = body.results[0];
    const row = await env.DB.prepare("SELECT title_en, slug_en FROM events WHERE id = ?1")
      .bind(event?.id)
      .first<{ title_en: string; slug_en: string }>();
    expect(event?.title).toBe(row?.title_en);
    expect(event?.url).toBe(`/en/events/${row?.slug_en}/${event?.id}`);
  });

  it.each([
    ["room=x", "room"],
    ["room=0", "room"],
    ["type=-1", "type"],
    ["tag=1.5", "tag"],
    ["series=abc", "series"],
    ["genre=1e3", "genre"],
    ["date=31-02-2026", "date"],
    ["date=2026-12-01", "date"],
    ["page=abc", "page"],
    ["page=0", "page"],
    ["page_size=1000", "page_size"],
    ["page_size=0", "page_size"],
    ["page_size=ten", "page_size"],
  ])("answers 400 for %s", async (query, field) => {
    await expectInvalidQuery(`/de/api/events/?${query}`, field);
  });
});

describe("GET /{lang}/api/events/{id}/", () => {
  it("answers the booking data with string prices, seat groups and timeslots", async () => {
    const row = await env.DB.prepare(
      `SELECT e.id FROM events e WHERE e.is_online = 1
          AND EXISTS (SELECT 1 FROM timeslots t WHERE t.event_id = e.id)
          AND EXISTS (SELECT 1 FROM prices p WHERE p.event_id = e.id) LIMIT 1`,
    ).first<{ id: number }>();
    const id = row?.id ?? 0;
    const { status, body } = await getJson<EventDetail>(`/de/api/events/${id}/`);
    expect(status).toBe(200);
    expect(body.id).toBe(id);
    expect(body).toHaveProperty("description");
    expect(body).toHaveProperty("ticket_url");
    expect(body).toHaveProperty("id_jet");
    expect(body).toHaveProperty("date_start");
    expect(body.persons).toEqual(expect.any(Array));

    const prices = await env.DB.prepare("SELECT id, price_cents, seat_group_id FROM prices WHERE event_id = ?1")
      .bind(id)
      .all<{ id: number; price_cents: number; seat_group_id: number }>();
    expect(body.prices).toHaveLength(prices.results.length);
    for (const price of body.prices) {
      const stored = prices.results.find((p) => p.id === price.id);
      expect(price.price).toBe((Number(stored?.price_cents) / 100).toFixed(2));
      expect(price.seat_group).toBe(stored?.seat_group_id);
      expect(price).toMatchObject({
        sale_type_id: expect.any(Number),
        text: expect.any(String),
        name: expect.any(String),
        has_discounts: expect.any(Boolean),
      });
    }
    expect(body.seat_groups.length).toBeGreaterThan(0);
    for (const group of body.seat_groups) {
      expect(group).toMatchObject({
        id: expect.any(Number),
        seat_group: expect.any(String),
        status: expect.any(Number),
        text: expect.any(String),
      });
      for (const price of group.prices) expect(price.seat_group).toBe(group.id);
    }
    const slots = body.seat_groups.flatMap((g) => g.timeslots);
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) {
      expect(slot).toMatchObject({ id: expect.any(Number), status: expect.any(Number), block_id: expect.any(Number) });
      expect(slot.time_start).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    }
  });

  it("answers without the trailing slash and in English", async () => {
    const { body } = await getJson<EventsPage>("/en/api/events/");
    const id = body.results[0]?.id;
    const detail = await getJson<EventDetail>(`/en/api/events/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.url).toMatch(/^\/en\/events\//);
    expect(detail.body.urls.en).toBe(detail.body.url);
    expect(detail.body.urls.de).toMatch(/^\/de\/programm\//);
  });

  it("names the event's page in both languages, each with its own slug", async () => {
    const row = await rowWithTwoSlugs("events", "is_online = 1");
    await expectBothUrls(`/api/events/${row.id}/`, {
      de: `/de/programm/${row.slug_de}/${row.id}`,
      en: `/en/events/${row.slug_en}/${row.id}`,
    });
  });

  it("answers 404 for unknown, non-numeric and offline ids", async () => {
    await expectNotFound("/de/api/events/999999/");
    await expectNotFound("/de/api/events/abc/");
    await expectNotFound("/de/api/events/-1/");
    await expectNotFound(`/de/api/events/${OFFLINE_EVENT}/`);
  });
});

describe("GET /api/calendar/", () => {
  it("lists the Berlin days with matching events, ascending, from today", async () => {
    const { status, body } = await getJson<CalendarResponse>("/api/calendar/");
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(["dates", "unscheduled"]);
    expect(body.dates.length).toBeGreaterThan(0);
    for (const date of body.dates) expect(date).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    const sortable = body.dates.map((d) => d.split("-").reverse().join("-"));
    expect(sortable).toEqual([...new Set(sortable)].sort());
    const first = await env.DB.prepare(
      "SELECT date_start FROM events WHERE is_online = 1 AND date_start >= ?1 ORDER BY date_start LIMIT 1",
    )
      .bind(isoAt(0))
      .first<{ date_start: string }>();
    expect(body.dates).toContain(berlinDay(first?.date_start ?? ""));
  });

  it("matches the Berlin days of a room's events exactly, late evenings included", async () => {
    // 23:30 UTC is already the next day in Berlin (00:30 in winter, 01:30 in summer).
    const late = new Date(Date.now() + 40 * DAY);
    late.setUTCHours(23, 30, 0, 0);
    const lateIso = `${late.toISOString().slice(0, 19)}Z`;
    await insertEvent(LATE_EVENT, lateIso, { room: ROOM });
    try {
      const { body } = await getJson<CalendarResponse>(`/api/calendar/?room=${ROOM}&date=${berlinDateParam(1)}`);
      expect(body.dates).toEqual([berlinDay(lateIso)]);
      expect(berlinDay(lateIso)).not.toBe(lateIso.slice(0, 10).split("-").reverse().join("-"));
    } finally {
      await env.DB.prepare("DELETE FROM events WHERE id = ?1").bind(LATE_EVENT).run();
    }
  });

  it("applies the room, type and tag filters", async () => {
    const all = await getJson<CalendarResponse>("/api/calendar/");
    const tagged = await getJson<CalendarResponse>("/api/calendar/?tag=1&type=1");
    expect(tagged.status).toBe(200);
    expect(tagged.body.dates.length).toBeLessThan(all.body.dates.length);
    for (const date of tagged.body.dates) expect(all.body.dates).toContain(date);
  });

  it.each([
    ["date=31-02-2026", "date"],
    ["date=1-1-2027", "date"],
    ["room=abc", "room"],
    ["type=0", "type"],
    ["tag=1.5", "tag"],
  ])("answers 400 for %s", async (query, field) => {
    await expectInvalidQuery(`/api/calendar/?${query}`, field);
  });
});

describe("GET /{lang}/api/teasers/", () => {
  it("lists online teasers from today on, by position, in the request's language", async () => {
    const de = await getJson<EventTeaser[]>("/de/api/teasers/");
    const en = await getJson<EventTeaser[]>("/en/api/teasers");
    expect(de.status).toBe(200);
    expect(de.body.length).toBeGreaterThan(0);
    const teaser = de.body[0];
    for (const key of [
      "id",
      "name",
      "link",
      "preline",
      "subline",
      "headline",
      "link_text",
      "image_obj",
      "image_thumbnails",
      "position",
    ]) {
      expect(teaser).toHaveProperty(key);
    }
    expect(teaser?.position).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const positions = de.body.map((t) => t.position);
    expect(positions).toEqual([...positions].sort());
    const today = berlinDateParam(0).split("-").reverse().join("-");
    for (const position of positions) expect(position >= today).toBe(true);
    if (teaser?.image_thumbnails) expect(teaser.image_thumbnails.large).toMatch(/^\/media\/.+\.webp$/);
    const row = await env.DB.prepare("SELECT headline_en FROM event_teasers WHERE id = ?1")
      .bind(teaser?.id)
      .first<{ headline_en: string }>();
    expect(en.body.find((t) => t.id === teaser?.id)?.headline).toBe(row?.headline_en);
  });

  it("links to the page in the request's language", async () => {
    const de = await getJson<EventTeaser[]>("/de/api/teasers/");
    const en = await getJson<EventTeaser[]>("/en/api/teasers/");
    const rows = await env.DB.prepare("SELECT id, link, link_en FROM event_teasers").all<{
      id: number;
      link: string | null;
      link_en: string | null;
    }>();
    const byId = new Map(rows.results.map((row) => [row.id, row]));
    for (const teaser of de.body) expect(teaser.link, `teaser ${teaser.id}`).toBe(byId.get(teaser.id)?.link);
    for (const teaser of en.body) expect(teaser.link, `teaser ${teaser.id}`).toBe(byId.get(teaser.id)?.link_en);
    // The seeded newsletter teaser leads to the form's page in each language.
    expect(de.body.map((t) => t.link)).toContain("/de/formular/newsletter/2");
    expect(en.body.map((t) => t.link)).toContain("/en/form/newsletter/2");
    expect(en.body.some((t) => t.link?.startsWith("/de/"))).toBe(false);
  });
});

describe("filter option lists", () => {
  const lists = [
    ["rooms", "rooms", false],
    ["exhibition-types", "exhibition_types", false],
    ["event-tags", "event_tags", true],
    ["series", "series", true],
    ["genres", "genres", false],
    ["seasons", "seasons", false],
    ["production-tags", "production_tags", true],
  ] as const;

  it.each(lists)("GET /api/%s/ lists {id, name, show_in_filter}", async (path, table, onlyShown) => {
    const { status, body } = await getJson<FilterOption[]>(`/api/${path}/`);
    expect(status).toBe(200);
    const rows = await env.DB.prepare(`SELECT id, name_de, show_in_filter FROM ${table}`).all<{
      id: number;
      name_de: string;
      show_in_filter: number;
    }>();
    const expected = rows.results.filter((r) => !onlyShown || r.show_in_filter === 1);
    expect(body.map((o) => o.id).sort((a, b) => a - b)).toEqual(expected.map((r) => r.id).sort((a, b) => a - b));
    for (const option of body) {
      const row = rows.results.find((r) => r.id === option.id);
      expect(option.name).toBe(row?.name_de);
      expect(option.show_in_filter).toBe(row?.show_in_filter === 1);
    }
  });

  it("leaves hidden tags and series out, but keeps hidden genres with their flag", async () => {
    const tags = await getJson<FilterOption[]>("/api/event-tags/");
    const series = await getJson<FilterOption[]>("/api/series/");
    expect(tags.body.every((t) => t.show_in_filter)).toBe(true);
    expect(series.body.every((s) => s.show_in_filter)).toBe(true);
    const hidden = await env.DB.prepare("SELECT count(*) AS n FROM event_tags WHERE show_in_filter = 0").first<{
      n: number;
    }>();
    expect(hidden?.n).toBeGreaterThan(0);
  });

  it("gives exhibition types their slug and answers in the language of ?lang= or Accept-Language", async () => {
    const types = await getJson<FilterOption[]>("/api/exhibition-types/?lang=en");
    const row = await env.DB.prepare("SELECT id, slug, name_en FROM exhibition_types ORDER BY id LIMIT 1").first<{
      id: number;
      slug: string;
      name_en: string;
    }>();
    expect(types.body.find((t) => t.id === row?.id)).toEqual({
      id: row?.id,
      name: row?.name_en,
      show_in_filter: expect.any(Boolean),
      slug: row?.slug,
    });
    const rooms = await getJson<FilterOption[]>("/api/rooms", { headers: { "Accept-Language": "en-GB,en;q=0.8" } });
    const room = await env.DB.prepare("SELECT id, name_en FROM rooms ORDER BY id LIMIT 1").first<{
      id: number;
      name_en: string;
    }>();
    expect(rooms.body.find((r) => r.id === room?.id)?.name).toBe(room?.name_en);
  });

  it("serves the lists through KV", async () => {
    const genre = await copyRow("genres", 1);
    await getJson("/api/genres/");
    expect(await cachedJson(cacheKeys.filterOptions("genres", "de"))).toEqual(expect.any(Array));
    await env.DB.prepare("UPDATE genres SET name_de = 'Geändert' WHERE id = ?1").bind(genre).run();
    const cached = await getJson<FilterOption[]>("/api/genres/");
    expect(cached.body.find((g) => g.id === genre)?.name).not.toBe("Geändert");
    await clearCache();
    const fresh = await getJson<FilterOption[]>("/api/genres/");
    expect(fresh.body.find((g) => g.id === genre)?.name).toBe("Geändert");
  });
});

describe("events list and calendar with every filter combination the UI can produce", () => {
  type Key = "room" | "type" | "tag" | "series" | "genre" | "date";
  const keys: Key[] = ["room", "type", "tag", "series", "genre", "date"];
  const columns = { room: "room_id", type: "exhibition_type_id", series: "series_id", genre: "genre_id" } as const;
  // Every subset of the five filters and the date: 64 combinations, the empty one included.
  const combinations = Array.from({ length: 2 ** keys.length }, (_, mask) =>
    keys.filter((_key, bit) => mask & (1 << bit)),
  );
  let values: Record<Key, string>;

  beforeAll(async () => {
    // An upcoming event carrying every filter, so that every combination has at least one match.
    const pick = await env.DB.prepare(
      `SELECT e.id, e.date_start, e.room_id AS room, e.exhibition_type_id AS type, e.series_id AS series,
              e.genre_id AS genre, (SELECT min(tm.tag_id) FROM event_tags_map tm WHERE tm.event_id = e.id) AS tag
         FROM events e
        WHERE e.is_online = 1 AND e.date_start >= ?1 AND e.room_id IS NOT NULL AND e.exhibition_type_id IS NOT NULL
          AND e.series_id IS NOT NULL AND e.genre_id IS NOT NULL
          AND EXISTS (SELECT 1 FROM event_tags_map tm WHERE tm.event_id = e.id)
        ORDER BY e.date_start LIMIT 1`,
    )
      .bind(isoAt(DAY))
      .first<{ id: number; date_start: string } & Record<Exclude<Key, "date">, number>>();
    if (!pick) throw new Error("the seed has no event with every filter set");
    values = {
      room: String(pick.room),
      type: String(pick.type),
      tag: String(pick.tag),
      series: String(pick.series),
      genre: String(pick.genre),
      date: berlinDay(pick.date_start),
    };
  });

  it.each(combinations.map((chosen) => [chosen.join("+") || "no filter", chosen] as const))(
    "%s: 200, the count D1 gives, calendar days covering the list",
    async (_name, chosen) => {
      const query = new URLSearchParams(chosen.map((key) => [key, values[key]])).toString();
      const list = await getJson<EventsPage>(`/de/api/events/?${query}`);
      expect(list.status).toBe(200);
      const where: string[] = [];
      const params: unknown[] = [];
      for (const key of chosen) {
        if (key === "date") continue;
        params.push(Number(values[key]));
        where.push(
          key === "tag"
            ? `AND e.id IN (SELECT event_id FROM event_tags_map WHERE tag_id = ?${params.length + 1})`
            : `AND e.${columns[key]} = ?${params.length + 1}`,
        );
      }
      const day = parseDateParam(values.date);
      if (!day) throw new Error(values.date);
      const from = chosen.includes("date") ? `${dateParamToBerlinRange(day).fromIso.slice(0, 19)}Z` : isoAt(0);
      const stored = await env.DB.prepare(
        `SELECT count(*) AS n FROM events e WHERE e.is_online = 1 AND e.date_start >= ?1 ${where.join(" ")}`,
      )
        .bind(from, ...params)
        .first<{ n: number }>();
      expect(list.body.count).toBe(stored?.n);
      expect(list.body.count).toBeGreaterThan(0);
      expect(list.body.results.length).toBe(Math.min(10, list.body.count));

      const calendar = await getJson<CalendarResponse>(`/api/calendar/?${query}`);
      expect(calendar.status).toBe(200);
      expect(calendar.body.dates).toContain(values.date);
      for (const event of list.body.results) expect(calendar.body.dates).toContain(berlinDay(event.date_start));
    },
  );

  it("answers 400 naming series or genre on the calendar when malformed", async () => {
    await expectInvalidQuery("/api/calendar/?series=x", "series");
    await expectInvalidQuery("/api/calendar/?genre=0", "genre");
  });
});
