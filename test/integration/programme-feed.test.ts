import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import ICAL from "ical.js";
import { describe, expect, it, onTestFinished } from "vitest";
import type { EventItem } from "../../src/schemas/back-office/events";
import worker from "../../workers/index";
import { ORIGIN } from "./api-helpers";
import { insertRow, uniqueToken } from "./fixtures";
import { type HubSession, hubAccount, hubApiCall } from "./hub-helpers";

/**
 * The programme as a calendar feed (issue 29, ADR 0038): exactly the filter's future dates, read
 * back with an iCalendar parser, in Berlin time across the summer-time changes, served from the
 * edge cache and fresh after a back-office save.
 */

/** The edge cache is on with a memo period, as in production (the test worker turns it off). */
const cachingEnv = { ...env, CACHE_MEMO_SECONDS: "5" } as Env;

async function fetchFeed(path: string) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`), cachingEnv, ctx);
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return {
    status: response.status,
    headers: response.headers,
    text,
    hit: response.headers.get("X-Page-Cache") === "hit",
  };
}

interface Entry {
  uid: string;
  start: string;
  end: string;
  status: string;
  summary: string;
  url: string;
  location: string;
  sequence: number;
}

/** The feed as a calendar client reads it: its name and its events, times resolved through its own VTIMEZONE. */
function parseFeed(text: string): { name: string; refresh: string; entries: Entry[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent("vtimezone");
  if (!zone) throw new Error("no VTIMEZONE");
  ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const entries = calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      start: event.startDate.toJSDate().toISOString().replace(".000", ""),
      end: event.endDate.toJSDate().toISOString().replace(".000", ""),
      status: String(vevent.getFirstPropertyValue("status")),
      summary: event.summary,
      url: String(vevent.getFirstPropertyValue("url")),
      location: event.location,
      sequence: event.sequence,
    };
  });
  return {
    name: String(calendar.getFirstPropertyValue("x-wr-calname")),
    refresh: String(calendar.getFirstProperty("refresh-interval")?.toICALString()),
    entries,
  };
}

/** A room of the test's own in a seeded venue, so its filter selects only the test's events. */
async function ownRoom(): Promise<{ id: number; name: string; venue: string }> {
  const venue = await env.DB.prepare("SELECT id, name_de FROM venues ORDER BY id LIMIT 1").first<{
    id: number;
    name_de: string;
  }>();
  const name = `Feedraum ${uniqueToken()}`;
  const id = await insertRow("rooms", { venue_id: venue?.id, name_de: name, name_en: `${name} EN`, position: 99 });
  return { id, name, venue: venue?.name_de ?? "" };
}

async function createEvent(session: HubSession, room: number, start: string, end: string, changes = {}) {
  const token = uniqueToken("Feed");
  const slug = token.toLowerCase();
  const created = await hubApiCall<EventItem>("POST", "events/", session, {
    slug_de: slug,
    slug_en: `${slug}-en`,
    title_de: `${token} Abend`,
    title_en: `${token} evening`,
    date_start: start,
    date_end: end,
    room_id: room,
    is_online: true,
    has_tickets: false,
    ...changes,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  onTestFinished(async () => {
    await env.DB.prepare("DELETE FROM events WHERE id = ?1").bind(created.body.id).run();
  });
  return created.body;
}

describe("GET /{lang}/api/events.ics: the programme as a calendar feed", () => {
  it("lists exactly the filter's future dates, in Berlin time across both summer-time changes", async () => {
    const { session } = await hubAccount();
    const room = await ownRoom();
    // Saturday before and the day of the change to summer time (last Sunday of March 2031),
    // then the day of the change back (last Sunday of October 2031), all 20:00 in Berlin.
    const before = await createEvent(session, room.id, "2031-03-29T20:00:00+01:00", "2031-03-29T22:00:00+01:00");
    const summer = await createEvent(session, room.id, "2031-03-30T20:00:00+02:00", "2031-03-30T22:30:00+02:00");
    const winter = await createEvent(session, room.id, "2031-10-26T20:00:00+01:00", "2031-10-26T22:00:00+01:00");
    // Not in the feed: a past date, an offline one, and the seeded dates of other rooms.
    await createEvent(session, room.id, "2020-05-05T20:00:00+02:00", "2020-05-05T22:00:00+02:00");
    await createEvent(session, room.id, "2031-05-05T20:00:00+02:00", "2031-05-05T22:00:00+02:00", {
      is_online: false,
    });

    const feed = await fetchFeed(`/de/api/events.ics?room=${room.id}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const { name, refresh, entries } = parseFeed(feed.text);
    expect(name).toBe(`${env.SITE_NAME} – Programm: ${room.name}`);
    expect(refresh).toBe("REFRESH-INTERVAL;VALUE=DURATION:PT1H");
    expect(entries).toEqual([
      expect.objectContaining({ uid: `event-${before.id}@kultur.example`, start: "2031-03-29T19:00:00Z" }),
      expect.objectContaining({ uid: `event-${summer.id}@kultur.example`, start: "2031-03-30T18:00:00Z" }),
      expect.objectContaining({ uid: `event-${winter.id}@kultur.example`, start: "2031-10-26T19:00:00Z" }),
    ]);
    expect(feed.text).toContain("DTSTART;TZID=Europe/Berlin:20310329T200000\r\n");
    expect(feed.text).toContain("DTSTART;TZID=Europe/Berlin:20310330T200000\r\n");
    expect(feed.text).toContain("DTSTART;TZID=Europe/Berlin:20311026T200000\r\n");
    expect(entries[1]).toMatchObject({
      end: "2031-03-30T20:30:00Z",
      status: "CONFIRMED",
      summary: summer.title_de,
      url: `${ORIGIN}/de/programm/${summer.slug_de}/${summer.id}`,
      location: `${room.venue}, ${room.name}`,
      sequence: 0,
    });

    // The same dates in English: titles and page addresses of that language, the same UIDs.
    const english = parseFeed((await fetchFeed(`/en/api/events.ics?room=${room.id}`)).text);
    expect(english.entries.map((entry) => entry.uid)).toEqual(entries.map((entry) => entry.uid));
    expect(english.entries[1]).toMatchObject({
      summary: summer.title_en,
      url: `${ORIGIN}/en/events/${summer.slug_en}/${summer.id}`,
    });
  });

  it("answers a repeated fetch from the edge cache, in any key order, and a save's change at the next fetch", async () => {
    const { session } = await hubAccount();
    const room = await ownRoom();
    const event = await createEvent(session, room.id, "2031-11-07T19:30:00+01:00", "2031-11-07T21:30:00+01:00");
    const other = await createEvent(session, room.id, "2031-11-08T19:30:00+01:00", "2031-11-08T21:30:00+01:00");

    const first = await fetchFeed(`/de/api/events.ics?room=${room.id}`);
    expect(first.hit).toBe(false);
    const again = await fetchFeed(`/de/api/events.ics?utm_source=news&room=${room.id}&genre=`);
    expect(again.hit).toBe(true);
    expect(again.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(again.text).toBe(first.text);

    const cancelled = await hubApiCall<EventItem>("POST", `events/${event.id}/status/`, session, {
      revision: event.revision,
      status: "cancelled",
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);

    const fresh = await fetchFeed(`/de/api/events.ics?room=${room.id}`);
    expect(fresh.hit).toBe(false);
    const entries = parseFeed(fresh.text).entries;
    expect(entries.map((entry) => [entry.uid, entry.status, entry.sequence])).toEqual([
      [`event-${event.id}@kultur.example`, "CANCELLED", 1],
      [`event-${other.id}@kultur.example`, "CONFIRMED", 0],
    ]);
    expect((await fetchFeed(`/de/api/events.ics?room=${room.id}`)).hit).toBe(true);
  });

  it("follows the accessibility filter: the dates with audio description, named after it", async () => {
    const feed = await fetchFeed("/de/api/events.ics?access=audio_description");
    expect(feed.status).toBe(200);
    const { name, entries } = parseFeed(feed.text);
    expect(name).toBe(`${env.SITE_NAME} – Programm: Audiodeskription`);
    const described = await env.DB.prepare(
      `SELECT e.id FROM events e JOIN event_access_features f ON f.event_id = e.id AND f.feature = 'audio_description'
        WHERE e.is_online = 1 AND e.date_start >= ?1 ORDER BY e.date_start, e.id`,
    )
      .bind(`${new Date().toISOString().slice(0, 19)}Z`)
      .all<{ id: number }>();
    expect(described.results.length).toBeGreaterThan(0);
    expect(entries.map((entry) => entry.uid)).toEqual(described.results.map(({ id }) => `event-${id}@kultur.example`));
    const unknown = await fetchFeed("/de/api/events.ics?access=audio_description,stairs");
    expect(unknown.status).toBe(400);
    expect(JSON.parse(unknown.text)).toMatchObject({ error: "invalid_query", field: "access" });
  });

  it("refuses a bad filter value with 400 naming the key, and lists the whole programme without one", async () => {
    for (const [query, field] of [
      ["room=abc", "room"],
      ["type=0", "type"],
      ["room=1&tag=-3", "tag"],
    ]) {
      const response = await fetchFeed(`/de/api/events.ics?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
      expect(JSON.parse(response.text)).toMatchObject({ error: "invalid_query", field });
    }
    const whole = await fetchFeed("/en/api/events.ics");
    expect(whole.status).toBe(200);
    const { name, entries } = parseFeed(whole.text);
    expect(name).toBe(`${env.SITE_NAME} – Programme`);
    const upcoming = await env.DB.prepare("SELECT count(*) AS n FROM events WHERE is_online = 1 AND date_start >= ?1")
      .bind(`${new Date().toISOString().slice(0, 19)}Z`)
      .first<{ n: number }>();
    expect(entries.length).toBe(Math.min(upcoming?.n ?? 0, 1000));
    expect(entries.length).toBeGreaterThan(10);
  });
});
