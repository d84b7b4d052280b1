import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { Paged } from "../../src/schemas/common";
import type { CalendarResponse, EventDetail, EventListItem, EventTeaser } from "../../src/schemas/events";
import type { SearchOverview } from "../../src/schemas/search";
import { clearCache, eventLd, getJson, html } from "./api-helpers";

/**
 * What visitors see of a date's status (issue 27): three dates of an own production in an own
 * room, one cancelled, one postponed, one moved (scheduled with its previous start), each shown
 * as such by the event API and page (with JSON-LD), the programme list, the calendar call, the
 * search, the production page and a teaser linking to it. Statuses are set in SQL, as the hub's
 * status call leaves them.
 */

const DAY = 86_400_000;
/** Ids no seed row has; removed after the file. */
const ROOM = 910_001;
const PRODUCTION = 910_002;
const TEASER = 910_003;
const EVENTS = { cancelled: 910_011, postponed: 910_012, rescheduled: 910_013 } as const;
type Kind = keyof typeof EVENTS;
/** A word no seeded text has, for the search. */
const WORD = `statusprobe${crypto.randomUUID().slice(0, 8)}`;

/** Stored-form start at 18:00 UTC (evening in Berlin) `days` from today, so never on a day boundary. */
function startIn(days: number): string {
  const day = new Date(Date.now() + days * DAY);
  day.setUTCHours(18, 0, 0, 0);
  return `${day.toISOString().slice(0, 19)}Z`;
}

const starts: Record<Kind, string> = { cancelled: startIn(40), postponed: startIn(41), rescheduled: startIn(42) };
/** Where the rescheduled date was before it moved. */
const previousStart = startIn(35);

const berlinDay = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Berlin", day: "2-digit", month: "2-digit", year: "numeric" })
    .format(new Date(iso))
    .replace(/\//g, "-");

/** The text of the status marks (`.event-status`) of a page, markup dropped. */
function marks(page: string): string[] {
  return [...page.matchAll(/<p class="event-status event-status--[a-z]+[^"]*">([\s\S]*?)<\/p>/g)].map((match) =>
    (match[1] ?? "").replace(/<[^>]+>/g, "").replace(/<!-- -->/g, ""),
  );
}

beforeAll(async () => {
  const venue = await env.DB.prepare("SELECT id FROM venues ORDER BY id LIMIT 1").first<{ id: number }>();
  const production = await env.DB.prepare("SELECT id FROM productions WHERE is_online = 1 ORDER BY id LIMIT 1").first<{
    id: number;
  }>();
  if (!venue || !production) throw new Error("the seed has no venue or production");
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO rooms (id, venue_id, name_de, name_en, position) VALUES (?1, ?2, 'Statusraum', 'Status room', 99)",
    ).bind(ROOM, venue.id),
    env.DB.prepare(
      `INSERT INTO productions (id, slug_de, slug_en, title_de, title_en, is_online, updated_at)
       SELECT ?1, 'statusproduktion', 'status-production', 'Statusproduktion', 'Status production', 1, updated_at
         FROM productions WHERE id = ?2`,
    ).bind(PRODUCTION, production.id),
    ...(Object.keys(EVENTS) as Kind[]).map((kind) =>
      env.DB.prepare(
        `INSERT INTO events (id, slug_de, slug_en, title_de, title_en, date_start, room_id, production_id, status,
                             previous_date_start, has_tickets, ticket_url, is_online, updated_at)
         VALUES (?1, ?2, ?2, ?3, ?3, ?4, ?5, ?6, ?7, ?8, 1, ?9, 1, ?4)`,
      ).bind(
        EVENTS[kind],
        `status-${kind}`,
        `${WORD} ${kind}`,
        starts[kind],
        ROOM,
        PRODUCTION,
        kind === "rescheduled" ? "scheduled" : kind,
        // A cancelled date may have been moved before: the cancellation is what it shows.
        kind === "postponed" ? null : previousStart,
        `https://tickets.example/${kind}`,
      ),
    ),
    env.DB.prepare(
      `INSERT INTO event_teasers (id, name_de, name_en, link, headline_de, headline_en, position, is_online)
       VALUES (?1, 'Statusteaser', 'Status teaser', ?2, 'Statusteaser', 'Status teaser', ?3, 1)`,
    ).bind(TEASER, `/de/programm/status-cancelled/${EVENTS.cancelled}`, starts.cancelled.slice(0, 10)),
  ]);
  await clearCache();
  return async () => {
    await env.DB.batch([
      env.DB.prepare("DELETE FROM event_teasers WHERE id = ?1").bind(TEASER),
      env.DB.prepare("DELETE FROM events WHERE id IN (?1, ?2, ?3)").bind(...Object.values(EVENTS)),
      env.DB.prepare("DELETE FROM productions WHERE id = ?1").bind(PRODUCTION),
      env.DB.prepare("DELETE FROM rooms WHERE id = ?1").bind(ROOM),
    ]);
    await clearCache();
  };
});

describe("a date's status in the public API", () => {
  it("names status and previous start in the event's payload", async () => {
    for (const kind of Object.keys(EVENTS) as Kind[]) {
      const { status, body } = await getJson<EventDetail>(`/de/api/events/${EVENTS[kind]}/`);
      expect(status).toBe(200);
      expect([body.status, body.previous_date_start], kind).toEqual([
        kind === "rescheduled" ? "scheduled" : kind,
        kind === "postponed" ? null : previousStart,
      ]);
    }
  });

  it("lists the dates in the programme with their status", async () => {
    const { body } = await getJson<Paged<EventListItem>>(`/en/api/events/?room=${ROOM}`);
    expect(body.results.map((event) => [event.id, event.status, event.previous_date_start])).toEqual([
      [EVENTS.cancelled, "cancelled", previousStart],
      [EVENTS.postponed, "postponed", null],
      [EVENTS.rescheduled, "scheduled", previousStart],
    ]);
  });

  it("names the calendar days whose dates are all cancelled or postponed, not the moved one", async () => {
    const { body } = await getJson<CalendarResponse>(`/api/calendar/?room=${ROOM}`);
    expect(body.dates).toEqual([
      berlinDay(starts.cancelled),
      berlinDay(starts.postponed),
      berlinDay(starts.rescheduled),
    ]);
    expect(body.unscheduled).toEqual([berlinDay(starts.cancelled), berlinDay(starts.postponed)]);
  });

  it("gives search results their status", async () => {
    const { body } = await getJson<SearchOverview>(`/api/search/?query=${WORD}&lang=de`);
    expect(body.events.results.map((result) => [result.id, result.status, result.previous_date_start])).toEqual([
      [EVENTS.cancelled, "cancelled", previousStart],
      [EVENTS.postponed, "postponed", null],
      [EVENTS.rescheduled, "scheduled", previousStart],
    ]);
  });

  it("gives a teaser linking to an event page that event's status", async () => {
    const { body } = await getJson<EventTeaser[]>("/de/api/teasers/");
    const teaser = body.find((candidate) => candidate.id === TEASER);
    expect(teaser?.linked_event).toEqual({ status: "cancelled", previous_date_start: previousStart });
    // Teasers of other links (pages, external sites) name no event.
    for (const other of body) {
      if (!/^\/(de\/programm|en\/events)\/[^/]+\/[0-9]+/.test(other.link ?? "")) expect(other.linked_event).toBeNull();
    }
  });
});

describe("a date's status on the public pages", () => {
  it("marks a cancelled date on its page, says why it has no tickets and tells search engines", async () => {
    const page = await html(`/de/programm/status-cancelled/${EVENTS.cancelled}`);
    expect(marks(page)).toEqual(["Abgesagt"]);
    expect(page).toContain("Keine Tickets: Dieser Termin ist abgesagt.");
    expect(page).not.toContain(`href="https://tickets.example/cancelled"`);
    const ld = eventLd(page);
    expect(ld?.eventStatus).toBe("https://schema.org/EventCancelled");
    expect(ld?.previousStartDate).toBeUndefined();
  });

  it("marks a postponed date in English", async () => {
    const page = await html(`/en/events/status-postponed/${EVENTS.postponed}`);
    expect(marks(page)).toEqual(["Postponed"]);
    expect(page).toContain("No tickets: this date has been postponed");
    expect(eventLd(page)?.eventStatus).toBe("https://schema.org/EventPostponed");
  });

  it("marks a moved date as rescheduled with its previous start, still selling it", async () => {
    const page = await html(`/de/programm/status-rescheduled/${EVENTS.rescheduled}`);
    const [mark] = marks(page);
    expect(mark).toMatch(/^Neuer Termin \(zuvor .+\)$/);
    expect(page).toContain(`dateTime="${new Date(previousStart).toISOString()}"`);
    expect(page).toContain(`href="https://tickets.example/rescheduled"`);
    const ld = eventLd(page);
    expect(ld?.eventStatus).toBe("https://schema.org/EventRescheduled");
    expect(ld?.previousStartDate).toBe(previousStart);
    expect(ld?.startDate).toBe(starts.rescheduled);
  });

  it("marks each date in the programme and among search results", async () => {
    const expected = ["Cancelled", "Postponed", expect.stringMatching(/^Rescheduled \(previously .+\)$/)];
    expect(marks(await html(`/en/events?room=${ROOM}`))).toEqual(expected);
    expect(marks(await html(`/en/search/events?q=${WORD}`))).toEqual(expected);
  });

  it("marks each date on the production page", async () => {
    const page = await html(`/en/productions/status-production/${PRODUCTION}`);
    expect(marks(page)).toEqual(["Cancelled", "Postponed", expect.stringMatching(/^Rescheduled \(previously .+\)$/)]);
  });
});
