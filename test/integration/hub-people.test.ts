import { env } from "cloudflare:test";
import { describe, expect, it, onTestFinished } from "vitest";
import type { PersonCategoryItem } from "../../src/schemas/back-office/person-categories";
import type { PersonItem, PersonRow } from "../../src/schemas/back-office/persons";
import type { VenueItem, VenueRow } from "../../src/schemas/back-office/venues";
import { cacheKeys } from "../../workers/cache/keys";
import { writeVenue } from "../../workers/db/hub-venues";
import { insertPage, insertRow, uniqueToken } from "./fixtures";
import { hubAccount, hubApiCall, hubText, type Paged } from "./hub-helpers";

/**
 * Persons, person categories and venues with their rooms in the back office (issue 27): each
 * one's list, read, create, change and delete, every refusal changing nothing, and a person's
 * change on its public page right after the save.
 */

type Table = "persons" | "person_categories" | "venues";

/** Everything a save of item `id` writes: the row (and its rooms or categories), versions, activity rows, the content generation. */
async function footprint(table: Table, id: number) {
  const count = async (sql: string) => (await env.DB.prepare(sql).bind(id, table).first<{ n: number }>())?.n;
  const all = async (sql: string) => (await env.DB.prepare(sql).bind(id).all()).results;
  return {
    row: await env.DB.prepare(`SELECT * FROM ${table} WHERE id = ?1`).bind(id).first(),
    rooms: await all("SELECT * FROM rooms WHERE venue_id = ?1 ORDER BY id"),
    categories: await all("SELECT * FROM person_category_map WHERE person_id = ?1 ORDER BY category_id"),
    versions: await count("SELECT count(*) AS n FROM item_versions WHERE item_id = ?1 AND resource = ?2"),
    activity: await count("SELECT count(*) AS n FROM activity_log WHERE object_id = ?1 AND object_type = ?2"),
    generation: await env.CACHE.get(cacheKeys.generation()),
  };
}

/** Deletes what a test created through the API, if it is still there, when the test ends. */
function removeWhenDone(table: Table, id: number) {
  onTestFinished(async () => {
    await env.DB.prepare(`DELETE FROM ${table} WHERE id = ?1`).bind(id).run();
  });
}

/**
 * Every refusal of a change to item `id` of `path`: no session, a deactivated account, no CSRF
 * header, another origin, a stale revision (409 with the current item), an invalid field (400
 * naming it) and a rule the schema cannot see (`conflict`: 422 naming the field); none changes anything.
 */
async function expectRefusals(
  path: string,
  table: Table,
  id: number,
  body: Record<string, unknown>,
  invalid: { change: Record<string, unknown>; field: string },
  conflict?: { change: Record<string, unknown>; path: string },
) {
  const { session } = await hubAccount();
  const deactivated = await hubAccount({ active: false });
  const before = await footprint(table, id);
  const url = `${path}/${id}/`;

  expect((await hubApiCall("POST", url, null, body)).status).toBe(401);
  expect((await hubApiCall("POST", url, deactivated.session, body)).status).toBe(401);
  expect((await hubApiCall("POST", url, session, body, { withoutCsrf: true })).status).toBe(403);
  expect((await hubApiCall("POST", url, session, body, { origin: "https://evil.example" })).status).toBe(403);
  const stale = await hubApiCall<{ error: string; current: { id: number; revision: number } }>("POST", url, session, {
    ...body,
    revision: 9,
  });
  expect(stale.status).toBe(409);
  expect(stale.body.error).toBe("stale_revision");
  expect(stale.body.current).toMatchObject({ id, revision: 1 });
  const bad = await hubApiCall<{ field: string }>("POST", url, session, { ...body, ...invalid.change });
  expect(bad.status).toBe(400);
  expect(bad.body.field).toBe(invalid.field);
  if (conflict) {
    const refused = await hubApiCall<{ error: string; problems: { path: string }[] }>("POST", url, session, {
      ...body,
      ...conflict.change,
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body.problems.map((problem) => problem.path)).toContain(conflict.path);
  }
  expect((await hubApiCall("DELETE", url, null, { revision: 1 })).status).toBe(401);
  expect((await hubApiCall("DELETE", url, session, { revision: 1 }, { withoutCsrf: true })).status).toBe(403);
  expect((await hubApiCall("DELETE", url, session, { revision: 4 })).status).toBe(409);

  expect(await footprint(table, id)).toEqual(before);
}

/** A delete of item `id` refused (409 `referenced`) naming `kind` `referrer`; nothing changes. */
async function expectReferencedDelete(path: string, table: Table, id: number, kind: string, referrer: number) {
  const { session } = await hubAccount();
  const before = await footprint(table, id);
  const refused = await hubApiCall<{ error: string; detail: string; references: { kind: string; id: number }[] }>(
    "DELETE",
    `${path}/${id}/`,
    session,
    { revision: (before.row as { revision: number }).revision },
  );
  expect(refused.status).toBe(409);
  expect(refused.body.error).toBe("referenced");
  expect(refused.body.references).toContainEqual(expect.objectContaining({ kind, id: referrer }));
  expect(refused.body.detail).toContain(`${kind} ${referrer}`);
  expect(await footprint(table, id)).toEqual(before);
}

async function seededId(sql: string): Promise<number> {
  const row = await env.DB.prepare(sql).first<{ id: number }>();
  if (!row) throw new Error(`the seed has no row for ${sql}`);
  return row.id;
}

function personBody(token: string, categories: number[] = []) {
  return {
    first_name: "Ada",
    last_name: token,
    slug_de: `ada-${token}`.toLowerCase(),
    slug_en: `ada-${token}-en`.toLowerCase(),
    position_de: "Regie",
    position_en: "Director",
    email: "ada@example.org",
    bio_de: "<p>Geboren <script>alert(1)</script>in Weimar.</p>",
    bio_en: "<p>Born in Weimar.</p>",
    image: "people/ada-portrait",
    image_alt_de: "Porträt",
    categories,
  };
}

describe("back-office persons", () => {
  it("creates, lists, reads, changes and deletes a person; the change is on the public page right after the save", async () => {
    const { session } = await hubAccount();
    const category = await insertRow("person_categories", { name_de: uniqueToken("Gruppe"), name_en: "Group" });
    const token = uniqueToken("Lovelace");
    const created = await hubApiCall<PersonItem>("POST", "persons/", session, personBody(token, [category]));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id;
    removeWhenDone("persons", id);
    expect(created.body).toMatchObject({ revision: 1, last_name: token, categories: [category], phone: null });
    expect(created.body.bio_de).not.toContain("script");
    expect(created.body.urls.de).toBe(`/de/team/${created.body.slug_de}/${id}`);

    const listed = await hubApiCall<Paged<PersonRow>>("GET", `persons/?q=${token}&category=${category}`, session);
    expect(listed.status).toBe(200);
    expect(listed.body.results).toEqual([expect.objectContaining({ id, uses: 0, position: "Regie" })]);
    const otherCategory = await hubApiCall<Paged<PersonRow>>("GET", `persons/?q=${token}&category=999999`, session);
    expect(otherCategory.body.count).toBe(0);
    expect((await hubApiCall("GET", "persons/?sort=nope", session)).status).toBe(400);

    const page = created.body.urls.de;
    const first = await hubText(page);
    expect(first.status).toBe(200);
    expect(first.text).toContain("Regie");
    const changed = await hubApiCall<PersonItem>("POST", `persons/${id}/`, session, {
      ...personBody(token),
      revision: 1,
      position_de: "Intendanz",
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ revision: 2, position_de: "Intendanz", categories: [] });
    const after = await hubText(page);
    expect(after.text).toContain("Intendanz");
    expect(after.text).not.toContain(">Regie<");
    expect((await hubApiCall<PersonItem>("GET", `persons/${id}/`, session)).body.position_de).toBe("Intendanz");
    // The image's alt text per language; none typed in English: the person's name.
    const alt = async (lang: string) =>
      (JSON.parse((await hubText(`/${lang}/api/persons/${id}/`)).text) as { image_obj: { alt: string } }).image_obj.alt;
    expect([await alt("de"), await alt("en")]).toEqual(["Porträt", `Ada ${token}`]);

    expect((await hubApiCall("DELETE", `persons/${id}/`, session, { revision: 2 })).status).toBe(204);
    expect(await footprint("persons", id)).toMatchObject({ row: null, categories: [], versions: 3, activity: 3 });
  });

  it("refuses every kind of bad change and changes nothing", async () => {
    const id = await insertRow("persons", {
      first_name: "Bea",
      last_name: uniqueToken("Test"),
      slug_de: uniqueToken("bea"),
      slug_en: uniqueToken("bea"),
    });
    const taken = await seededId("SELECT id, slug_de FROM persons WHERE id <> 0 ORDER BY id LIMIT 1");
    const takenSlug = (
      await env.DB.prepare("SELECT slug_de FROM persons WHERE id = ?1").bind(taken).first<{ slug_de: string }>()
    )?.slug_de;
    await expectRefusals(
      "persons",
      "persons",
      id,
      { ...personBody("x"), revision: 1 },
      { change: { email: "no-address" }, field: "email" },
      { change: { slug_de: takenSlug }, path: "slug_de" },
    );
    const { session } = await hubAccount();
    const noCategory = await hubApiCall<{ problems: { path: string }[] }>("POST", `persons/${id}/`, session, {
      ...personBody("x", [999_999]),
      revision: 1,
    });
    expect(noCategory.status).toBe(422);
    expect(noCategory.body.problems[0]?.path).toBe("categories");
  });

  it("refuses to delete a person an event or a production names, naming them", async () => {
    const id = await insertRow("persons", {
      first_name: "",
      last_name: uniqueToken("Ensemble"),
      slug_de: "e",
      slug_en: "e",
    });
    const event = await seededId("SELECT id FROM events ORDER BY id LIMIT 1");
    const production = await seededId("SELECT id FROM productions ORDER BY id LIMIT 1");
    await insertRow("event_persons", { event_id: event, person_id: id, role_de: "Spiel" });
    await expectReferencedDelete("persons", "persons", id, "events", event);
    await env.DB.prepare("DELETE FROM event_persons WHERE person_id = ?1").bind(id).run();
    await insertRow("production_persons", { production_id: production, person_id: id });
    await expectReferencedDelete("persons", "persons", id, "productions", production);
  });
});

describe("back-office person categories", () => {
  it("creates, lists, changes and deletes a category; refuses bad changes and the delete of one with members", async () => {
    const { session } = await hubAccount();
    const name = uniqueToken("Ensemble");
    const created = await hubApiCall<PersonCategoryItem>("POST", "person-categories/", session, {
      name_de: name,
      name_en: `${name} EN`,
      position: 3,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id;
    removeWhenDone("person_categories", id);
    expect(created.body).toMatchObject({ position: 3, members: 0, revision: 1 });
    const listed = await hubApiCall<Paged<PersonCategoryItem>>("GET", `person-categories/?q=${name}`, session);
    expect(listed.body.results.map((row) => row.id)).toEqual([id]);
    const changed = await hubApiCall<PersonCategoryItem>("PATCH", `person-categories/${id}/`, session, {
      revision: 1,
      name_de: `${name} neu`,
      name_en: `${name} new`,
      position: 1,
    });
    expect(changed.body).toMatchObject({ name_de: `${name} neu`, position: 1, revision: 2 });

    const person = await insertRow("persons", {
      first_name: "C",
      last_name: uniqueToken("D"),
      slug_de: "c",
      slug_en: "c",
    });
    await env.DB.prepare("INSERT INTO person_category_map (person_id, category_id) VALUES (?1, ?2)")
      .bind(person, id)
      .run();
    await expectReferencedDelete("person-categories", "person_categories", id, "persons", person);
    await env.DB.prepare("DELETE FROM person_category_map WHERE category_id = ?1").bind(id).run();
    expect((await hubApiCall("DELETE", `person-categories/${id}/`, session, { revision: 2 })).status).toBe(204);
    expect((await footprint("person_categories", id)).row).toBeNull();
  });

  it("refuses every kind of bad change to a category and changes nothing", async () => {
    const id = await insertRow("person_categories", { name_de: uniqueToken("G"), name_en: "G" });
    await expectRefusals(
      "person-categories",
      "person_categories",
      id,
      { revision: 1, name_de: "A", name_en: "B" },
      { change: { position: -1 }, field: "position" },
    );
  });
});

function venueBody(token: string, rooms: { id?: number; name_de: string; name_en: string }[] = []) {
  return {
    name_de: `Halle ${token}`,
    name_en: `Hall ${token}`,
    slug_de: `halle-${token}`.toLowerCase(),
    slug_en: `hall-${token}`.toLowerCase(),
    street: "Markt 1",
    postal_code: "99423",
    city: "Weimar",
    lat: "50.98",
    lng: 11.33,
    website: "https://example.org/halle",
    description_de: "<p>Eine Halle.</p>",
    theme: "so",
    rooms,
  };
}

describe("back-office venues and rooms", () => {
  it("creates a venue with rooms, reorders, renames, adds and removes rooms, lists, and deletes it", async () => {
    const { session } = await hubAccount();
    const token = uniqueToken("v");
    const created = await hubApiCall<VenueItem>(
      "POST",
      "venues/",
      session,
      venueBody(token, [
        { name_de: "Saal", name_en: "Hall" },
        { name_de: "Foyer", name_en: "Foyer" },
      ]),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id;
    removeWhenDone("venues", id);
    expect(created.body).toMatchObject({ lat: 50.98, lng: 11.33, country: "DE", theme: "so", revision: 1 });
    const [hall, foyer] = created.body.rooms;
    if (!hall || !foyer) throw new Error("two rooms were created");
    expect([hall.name_de, foyer.name_de]).toEqual(["Saal", "Foyer"]);

    const listed = await hubApiCall<Paged<VenueRow>>("GET", `venues/?q=${token}&theme=so`, session);
    expect(listed.body.results).toEqual([expect.objectContaining({ id, rooms: 2, events: 0, city: "Weimar" })]);
    expect((await hubApiCall<Paged<VenueRow>>("GET", `venues/?q=${token}&theme=wa`, session)).body.count).toBe(0);

    const changed = await hubApiCall<VenueItem>("POST", `venues/${id}/`, session, {
      ...venueBody(token, [
        { id: foyer.id, name_de: "Foyer oben", name_en: "Upper foyer" },
        { name_de: "Studio", name_en: "Studio" },
      ]),
      revision: 1,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.rooms.map((room) => [room.id === foyer.id, room.name_de])).toEqual([
      [true, "Foyer oben"],
      [false, "Studio"],
    ]);
    const positions = await env.DB.prepare("SELECT id, position FROM rooms WHERE venue_id = ?1 ORDER BY position")
      .bind(id)
      .all<{ id: number; position: number }>();
    expect(positions.results.map((room) => room.position)).toEqual([0, 1]);
    expect(positions.results.map((room) => room.id)).not.toContain(hall.id);

    const publicPage = await hubText(changed.body.urls.en);
    expect(publicPage.status).toBe(200);
    expect(publicPage.text).toContain("Upper foyer");

    expect((await hubApiCall("DELETE", `venues/${id}/`, session, { revision: 2 })).status).toBe(204);
    const gone = await footprint("venues", id);
    expect(gone).toMatchObject({ row: null, rooms: [], versions: 3, activity: 3 });
  });

  it("refuses every kind of bad change to a venue and changes nothing", async () => {
    const id = await insertRow("venues", {
      slug_de: uniqueToken("v"),
      slug_en: uniqueToken("v"),
      name_de: "V",
      name_en: "V",
    });
    const takenSlug = (
      await env.DB.prepare("SELECT slug_en FROM venues WHERE id <> ?1 ORDER BY id LIMIT 1")
        .bind(id)
        .first<{ slug_en: string }>()
    )?.slug_en;
    await expectRefusals(
      "venues",
      "venues",
      id,
      { ...venueBody(uniqueToken("v")), revision: 1 },
      { change: { lat: "north" }, field: "lat" },
      { change: { slug_en: takenSlug }, path: "slug_en" },
    );
    const { session } = await hubAccount();
    const otherRoom = await seededId("SELECT id FROM rooms ORDER BY id LIMIT 1");
    const foreignRoom = await hubApiCall<{ problems: { path: string }[] }>("POST", `venues/${id}/`, session, {
      ...venueBody(uniqueToken("v"), [{ id: otherRoom, name_de: "X", name_en: "X" }]),
      revision: 1,
    });
    expect(foreignRoom.status).toBe(422);
    expect(foreignRoom.body.problems[0]?.path).toBe("rooms.0.id");
    expect(
      (await env.DB.prepare("SELECT venue_id FROM rooms WHERE id = ?1").bind(otherRoom).first())?.venue_id,
    ).not.toBe(id);
  });

  it("refuses to remove a room events take place in, and to delete a venue with such rooms or shown on a page", async () => {
    const { session } = await hubAccount();
    const token = uniqueToken("v");
    const created = await hubApiCall<VenueItem>(
      "POST",
      "venues/",
      session,
      venueBody(token, [{ name_de: "Bühne", name_en: "Stage" }]),
    );
    const id = created.body.id;
    removeWhenDone("venues", id);
    const room = created.body.rooms[0]?.id;
    const seeded = await env.DB.prepare("SELECT * FROM events ORDER BY id LIMIT 1").first<Record<string, unknown>>();
    if (!seeded || room === undefined) throw new Error("the seed has events");
    const { id: _seededId, id_jet: _jet, ...eventValues } = seeded;
    const title = uniqueToken("Premiere");
    const event = await insertRow("events", { ...eventValues, title_de: title, room_id: room });

    const before = await footprint("venues", id);
    const removal = await hubApiCall<{ problems: { path: string; message: string }[] }>(
      "POST",
      `venues/${id}/`,
      session,
      {
        ...venueBody(token, []),
        revision: 1,
      },
    );
    expect(removal.status).toBe(422);
    expect(removal.body.problems).toContainEqual({
      path: "rooms",
      message: expect.stringContaining(`${title} (${event})`),
    });
    expect(await footprint("venues", id)).toEqual(before);
    await expectReferencedDelete("venues", "venues", id, "events", event);
    // An event placed in the room after the save's check still keeps the room: the batch aborts.
    const batch = await writeVenue(env.DB, id, { ...created.body, rooms: [] }, false);
    await expect(env.DB.batch(batch)).rejects.toThrow();
    expect(await footprint("venues", id)).toEqual(before);

    await env.DB.prepare("UPDATE events SET room_id = NULL WHERE id = ?1").bind(event).run();
    const page = await insertPage();
    const now = new Date().toISOString();
    await insertRow("page_modules", {
      page_id: page.id,
      lang: "de",
      model: "venue",
      data: JSON.stringify({ venue: id }),
      created_at: now,
      updated_at: now,
    });
    await expectReferencedDelete("venues", "venues", id, "pages", page.id);
  });
});

describe("seeded persons and venues in their forms", () => {
  it("saves every seeded person and venue back unchanged, as its form sends what it read", async () => {
    const { session } = await hubAccount();
    for (const path of ["persons", "venues"] as const) {
      const ids = await env.DB.prepare(`SELECT id FROM ${path} ORDER BY id LIMIT 30`).all<{ id: number }>();
      expect(ids.results.length).toBeGreaterThan(0);
      for (const { id } of ids.results) {
        const read = await hubApiCall<PersonItem | VenueItem>("GET", `${path}/${id}/`, session);
        const { id: _id, urls: _urls, ...values } = read.body;
        const body =
          "rooms" in values ? { ...values, rooms: values.rooms.map(({ events: _events, ...room }) => room) } : values;
        const saved = await hubApiCall<PersonItem | VenueItem>("POST", `${path}/${id}/`, session, body);
        expect(saved.status, `${path} ${id}: ${JSON.stringify(saved.body)}`).toBe(200);
        expect({ ...saved.body, revision: read.body.revision }).toEqual(read.body);
      }
    }
  });
});
