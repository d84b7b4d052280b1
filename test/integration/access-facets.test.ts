import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { AccessFeatureOption } from "../../src/schemas/access";
import type { EventItem } from "../../src/schemas/back-office/events";
import type { ProductionItem } from "../../src/schemas/back-office/productions";
import type { Paged } from "../../src/schemas/common";
import type { CalendarResponse, EventDetail, EventListItem } from "../../src/schemas/events";
import type { ProductionDetail } from "../../src/schemas/productions";
import { clearCache, eventLd, expectInvalidQuery, getJson, html } from "./api-helpers";
import { insertRow, uniqueToken } from "./fixtures";
import { eventChangeOf, type HubSession, hubAccount, hubApiCall } from "./hub-helpers";

/**
 * Access facets (issue 29 part 3, ADR 0037): accessibility stored on events and productions,
 * inherited by an event that gives none of its own, filtered by in the programme (every chosen
 * feature required), named in the payloads and in the Event's JSON-LD, and written through the
 * back office's schema. Dates are in 2031 in a room of this file's own, so the lists hold only
 * this file's events.
 */

let session: HubSession;
let room: number;
let production: ProductionItem;
/** The events by their role: what each offers in effect is in the comment in setUp. */
const ids = { inherits: 0, own: 0, alone: 0, none: 0 };

const FIRST_DAY = "01-06-2031";

function eventBody(token: string, day: number, changes: Record<string, unknown>) {
  const slug = `${token.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${day}`;
  return {
    slug_de: slug,
    slug_en: `${slug}-en`,
    title_de: `${token} ${day}`,
    title_en: `${token} ${day}`,
    date_start: `2031-06-${String(day).padStart(2, "0")}T17:30:00Z`,
    room_id: room,
    has_tickets: false,
    ...changes,
  };
}

async function createEvent(token: string, day: number, changes: Record<string, unknown>): Promise<number> {
  const created = await hubApiCall<EventItem>("POST", "events/", session, eventBody(token, day, changes));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
}

/** Ids of the online events of this file's room from June 2031 on with `access`, as the list answers them. */
async function listed(access: string): Promise<number[]> {
  await clearCache();
  const query = new URLSearchParams({ date: FIRST_DAY, room: String(room), access, page_size: "50" });
  const { status, body } = await getJson<Paged<EventListItem>>(`/de/api/events/?${query}`);
  expect(status).toBe(200);
  expect(body.count).toBe(body.results.length);
  return body.results.map((event) => event.id).sort((a, b) => a - b);
}

const sorted = (...list: number[]) => [...list].sort((a, b) => a - b);

/** A room, a production and four dates of this test's own (the fixtures remove them when it ends). */
async function setUp(): Promise<void> {
  ({ session } = await hubAccount());
  const venue = await env.DB.prepare("SELECT id FROM venues ORDER BY id LIMIT 1").first<{ id: number }>();
  room = await insertRow("rooms", {
    venue_id: venue?.id ?? null,
    name_de: "Zugangsraum",
    name_en: "Access room",
    position: 98,
  });
  const token = uniqueToken("Acc");
  const created = await hubApiCall<ProductionItem>("POST", "productions/", session, {
    title_de: `Stück ${token}`,
    title_en: `Play ${token}`,
    slug_de: `stueck-${token.toLowerCase()}`,
    slug_en: `play-${token.toLowerCase()}`,
    access: {
      features: ["wheelchair_spaces", "surtitles"],
      surtitle_languages: ["de", "EN"],
      note_de: "Rollstuhlplätze bitte anmelden.",
      note_en: "Please book wheelchair spaces ahead.",
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  production = created.body;
  // Surtitles and wheelchair spaces, from the production.
  ids.inherits = await createEvent(token, 2, { production_id: production.id });
  // Its own: audio description and surtitles (the production's wheelchair spaces not among them), flashing lights.
  ids.own = await createEvent(token, 3, {
    production_id: production.id,
    access: {
      features: ["audio_description", "surtitles"],
      surtitle_languages: ["en"],
      hazards: ["flashing_lights"],
      note_de: "Tastführung um 18 Uhr.",
    },
  });
  // No production: audio description only.
  ids.alone = await createEvent(token, 4, { access: { features: ["audio_description"] } });
  // Nothing.
  ids.none = await createEvent(token, 5, {});
}

describe("access facets: the programme's filter", () => {
  it("filters by one feature: exactly the events offering it, their own or their production's", async () => {
    await setUp();
    expect(await listed("audio_description")).toEqual(sorted(ids.own, ids.alone));
    expect(await listed("wheelchair_spaces")).toEqual([ids.inherits]);
    expect(await listed("surtitles")).toEqual(sorted(ids.inherits, ids.own));
    expect(await listed("sign_language")).toEqual([]);
    // No access key: every event of the room.
    expect(await listed("")).toEqual(sorted(ids.inherits, ids.own, ids.alone, ids.none));
  });

  it("filters by two features: only events offering both, in either order of the key", async () => {
    await setUp();
    expect(await listed("audio_description,surtitles")).toEqual([ids.own]);
    expect(await listed("surtitles,audio_description")).toEqual([ids.own]);
    expect(await listed("wheelchair_spaces,surtitles")).toEqual([ids.inherits]);
    expect(await listed("wheelchair_spaces,audio_description")).toEqual([]);
  });

  it("refuses an unknown feature in the query, naming the key", async () => {
    await expectInvalidQuery("/de/api/events/?access=teleportation", "access");
    await expectInvalidQuery("/de/api/events/?access=audio_description,nope", "access");
    await expectInvalidQuery("/api/calendar/?access=nope", "access");
  });

  it("narrows the calendar's days the same way", async () => {
    await setUp();
    await clearCache();
    const { body } = await getJson<CalendarResponse>(
      `/api/calendar/?date=${FIRST_DAY}&room=${room}&access=audio_description,surtitles`,
    );
    expect(body.dates).toEqual(["03-06-2031"]);
    const { body: both } = await getJson<CalendarResponse>(
      `/api/calendar/?date=${FIRST_DAY}&room=${room}&access=audio_description`,
    );
    expect(both.dates).toEqual(["03-06-2031", "04-06-2031"]);
  });

  it("lists every feature as a filter option, named in the request's language", async () => {
    const de = await getJson<AccessFeatureOption[]>("/api/access-features/?lang=de");
    expect(de.status).toBe(200);
    expect(de.body.map((option) => option.id)).toEqual([
      "surtitles",
      "audio_description",
      "sign_language",
      "relaxed_performance",
      "wheelchair_spaces",
      "induction_loop",
    ]);
    expect(de.body.find((option) => option.id === "audio_description")?.name).toBe("Audiodeskription");
    const en = await getJson<AccessFeatureOption[]>("/api/access-features/?lang=en");
    expect(en.body.find((option) => option.id === "audio_description")?.name).toBe("Audio description");
  });
});

describe("access facets: payloads and JSON-LD", () => {
  it("carries an event's own accessibility, else its production's, in the event payload", async () => {
    await setUp();
    await clearCache();
    const own = await getJson<EventDetail>(`/en/api/events/${ids.own}/`);
    expect(own.body.access).toEqual({
      features: ["surtitles", "audio_description"],
      surtitle_languages: ["en"],
      hazards: ["flashing_lights"],
      note_de: "Tastführung um 18 Uhr.",
      note_en: null,
    });
    const inherited = await getJson<EventDetail>(`/en/api/events/${ids.inherits}/`);
    expect(inherited.body.access).toMatchObject({
      features: ["surtitles", "wheelchair_spaces"],
      surtitle_languages: ["de", "en"],
    });
    expect((await getJson<EventDetail>(`/en/api/events/${ids.none}/`)).body.access).toBeNull();
    const detail = await getJson<ProductionDetail>(`/en/api/productions/${production.id}/`);
    expect(detail.body.access?.features).toEqual(["surtitles", "wheelchair_spaces"]);
  });

  it("puts the features and hazards with a schema.org value on the Event, the place's on its Place, and lists them on the page", async () => {
    await setUp();
    await clearCache();
    const own = await getJson<EventDetail>(`/de/api/events/${ids.own}/`);
    const page = await html(own.body.url);
    const ld = eventLd(page);
    expect(ld?.accessibilityFeature).toEqual(["openCaptions", "audioDescription"]);
    expect(ld?.accessibilitySummary).toBe("Tastführung um 18 Uhr.");
    expect(ld?.accessibilityHazard).toEqual(["flashing"]);
    expect(page).toContain("Audiodeskription");
    expect(page).toContain("Stroboskop- und Blitzlicht");
    expect(page).toContain("Übertitel (Englisch)");

    const inherited = await getJson<EventDetail>(`/de/api/events/${ids.inherits}/`);
    const inheritedLd = eventLd(await html(inherited.body.url));
    expect(inheritedLd?.accessibilityFeature).toEqual(["openCaptions"]);
    expect(inheritedLd?.accessibilityHazard).toBeUndefined();
    expect((inheritedLd?.location as { amenityFeature?: unknown } | undefined)?.amenityFeature).toEqual([
      { "@type": "LocationFeatureSpecification", name: "Wheelchair spaces", value: true },
    ]);

    const none = await getJson<EventDetail>(`/de/api/events/${ids.none}/`);
    const noneLd = eventLd(await html(none.body.url));
    expect(noneLd).toBeDefined();
    expect(noneLd?.accessibilityFeature).toBeUndefined();
  });
});

describe("access facets: the back office", () => {
  it("refuses an unknown feature and surtitle languages without surtitles, naming the field", async () => {
    await setUp();
    const token = uniqueToken("AccBad");
    const unknown = await hubApiCall<{ error: string; field: string; problems: { path: string }[] }>(
      "POST",
      "events/",
      session,
      eventBody(token, 10, { access: { features: ["audio_description", "teleportation"] } }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: "invalid_body", field: "access" });
    expect(unknown.body.problems.map((problem) => problem.path)).toEqual(["access.features.1"]);
    const languages = await hubApiCall<{ field: string; problems: { path: string }[] }>(
      "POST",
      `productions/${production.id}/`,
      session,
      {
        ...productionChange(production),
        access: { features: ["audio_description"], surtitle_languages: ["de"] },
      },
    );
    expect(languages.status).toBe(400);
    expect(languages.body.problems.map((problem) => problem.path)).toEqual(["access.surtitle_languages"]);
  });

  it("round-trips an event's accessibility, and a production's change reaches the dates that inherit it", async () => {
    await setUp();
    const read = await hubApiCall<EventItem>("GET", `events/${ids.alone}/`, session);
    expect(read.body.access).toEqual({
      features: ["audio_description"],
      surtitle_languages: [],
      hazards: [],
      note_de: null,
      note_en: null,
    });
    const current = await hubApiCall<ProductionItem>("GET", `productions/${production.id}/`, session);
    const changed = await hubApiCall<ProductionItem>("POST", `productions/${production.id}/`, session, {
      ...productionChange(current.body),
      access: { ...current.body.access, features: ["sign_language", "surtitles", "wheelchair_spaces"] },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.access?.features).toEqual(["surtitles", "sign_language", "wheelchair_spaces"]);
    // The inheriting date follows; the one with its own does not.
    expect(await listed("sign_language")).toEqual([ids.inherits]);
    // Back to inheriting: the event's own features go, the production's come.
    const own = await hubApiCall<EventItem>("GET", `events/${ids.own}/`, session);
    const inheriting = await hubApiCall<EventItem>("POST", `events/${ids.own}/`, session, {
      ...eventChangeOf(own.body),
      access: null,
    });
    expect(inheriting.status, JSON.stringify(inheriting.body)).toBe(200);
    expect(inheriting.body.access).toBeNull();
    expect(await listed("sign_language")).toEqual(sorted(ids.inherits, ids.own));
    expect(await listed("audio_description")).toEqual([ids.alone]);
  });
});

/** A production as read, back as its form sends it. */
function productionChange(item: ProductionItem) {
  const { id: _id, season: _season, updated_at: _updated, dates: _dates, urls: _urls, persons, ...body } = item;
  return { ...body, persons: persons.map(({ name: _name, ...person }) => person) };
}
