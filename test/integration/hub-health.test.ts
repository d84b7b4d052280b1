import { env } from "cloudflare:test";
import { describe, expect, it, onTestFinished } from "vitest";
import type { HealthCounts, HealthKind, HealthRow } from "../../src/schemas/hub-health";
import { isoAt } from "./api-helpers";
import { insertPage, insertRow, uniqueToken } from "./fixtures";
import { type HubSession, hubAccount, hubApiCall, hubStatus, hubText, type Paged } from "./hub-helpers";

/**
 * Programme health (issue 27 point 5): each kind of problem made in the test's database is
 * counted and listed with the screen that fixes it, and gone once fixed. Dates are relative to
 * the moment of the test (upcoming: in an hour; past: 2001), so no day of the calendar matters.
 */

const UPDATED = "2026-01-01T00:00:00Z";

async function counts(session: HubSession): Promise<HealthCounts> {
  const answer = await hubApiCall<{ counts: HealthCounts }>("GET", "health/", session);
  expect(answer.status).toBe(200);
  expect(answer.headers.get("Cache-Control")).toContain("no-store");
  return answer.body.counts;
}

/** The row of `kind` with `key`, read page by page, or undefined. */
async function findRow(session: HubSession, kind: HealthKind, key: string): Promise<HealthRow | undefined> {
  for (let page = 1; ; page++) {
    const answer = await hubApiCall<Paged<HealthRow>>("GET", `health/${kind}/?page_size=100&page=${page}`, session);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const row = answer.body.results.find((candidate) => candidate.key === key);
    if (row || answer.body.next === null) return row;
  }
}

async function ownEvent(values: Record<string, unknown>): Promise<number> {
  const token = uniqueToken("termin");
  return insertRow("events", {
    slug_de: token,
    slug_en: token,
    title_de: `Termin ${token}`,
    title_en: `Event ${token}`,
    description_de: "<p>Text</p>",
    description_en: "<p>Text</p>",
    image: "images/health-test",
    image_alt_de: "Bühne",
    image_alt_en: "Stage",
    has_tickets: 0,
    date_start: isoAt(3_600_000),
    updated_at: UPDATED,
    ...values,
  });
}

/** A row of a daily log aggregate (no id column), removed when the test ends. */
async function logRow(table: "search_terms_daily" | "error_paths_daily", values: Record<string, unknown>) {
  const columns = Object.keys(values);
  await env.DB.prepare(
    `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map((_, i) => `?${i + 1}`).join(", ")})`,
  )
    .bind(...Object.values(values))
    .run();
  const key = table === "search_terms_daily" ? ["day", "lang", "keyword"] : ["path", "status", "day"];
  onTestFinished(async () => {
    await env.DB.prepare(`DELETE FROM ${table} WHERE ${key.map((column, i) => `${column} = ?${i + 1}`).join(" AND ")}`)
      .bind(...key.map((column) => values[column]))
      .run();
  });
}

const daysAgo = (days: number) => isoAt(-days * 86_400_000).slice(0, 10);

describe("programme health", () => {
  it("counts and lists every kind of problem with the screen that fixes it, and forgets it once fixed", async () => {
    const { session } = await hubAccount();
    const before = await counts(session);
    const token = uniqueToken("health");

    // An upcoming date without an English text, an image or a price.
    const bare = await ownEvent({ title_en: "", description_en: null, image: null, has_tickets: 1 });
    // An online production without an English text, an image or dates.
    const production = await insertRow("productions", {
      slug_de: token,
      slug_en: token,
      title_de: `Produktion ${token}`,
      title_en: "",
      updated_at: UPDATED,
    });
    // An upcoming date whose image has no English alt text of its own: the media library's text
    // does not count (the public pages never read it for an event), the event's own columns do.
    const imageKey = `images/${token}`;
    await insertRow("media", {
      key: imageKey,
      file_name: `${token}.jpg`,
      alt: "Bühne",
      alt_en: "Stage",
      width: 10,
      height: 10,
      content_type: "image/jpeg",
      created_at: UPDATED,
    });
    const unlabelled = await ownEvent({ image: imageKey, image_alt_en: null });
    // Production without an English text (above) has no image: it is not counted for its alt
    // text; one with an image but no German alt text is.
    const pictured = await insertRow("productions", {
      slug_de: `${token}-bild`,
      slug_en: `${token}-image`,
      title_de: `Bebildert ${token}`,
      title_en: `Pictured ${token}`,
      description_de: "<p>Text</p>",
      description_en: "<p>Text</p>",
      image: imageKey,
      image_alt_en: "Stage",
      updated_at: UPDATED,
    });
    await ownEvent({ production_id: pictured });
    // A page linking to a past date in a German module (no English section: the sections differ),
    // a programme teaser linking in English to a cancelled date.
    const past = await ownEvent({ date_start: "2001-05-01T18:00:00Z" });
    const cancelled = await ownEvent({ status: "cancelled" });
    const page = await insertPage({ path: `/${token}` });
    const module = await insertRow("page_modules", {
      page_id: page.id,
      lang: "de",
      model: "link",
      data: JSON.stringify({ link: `/de/programm/alt/${past}/#tickets`, title: "Zum Termin" }),
      created_at: UPDATED,
      updated_at: UPDATED,
    });
    const teaser = await insertRow("event_teasers", {
      name_de: token,
      name_en: token,
      headline_de: "Teaser",
      headline_en: "Teaser",
      link: "/de/programm",
      link_en: `https://kultur.example/en/events/abgesagt/${cancelled}?from=teaser`,
      position: "2999-01-01",
    });
    // A term no search of the period found anything for, one that once found something, one
    // outside the period; a path answered 404 six times, one five times.
    await logRow("search_terms_daily", {
      day: daysAgo(2),
      lang: "en",
      keyword: `${token} nothing`,
      count: 3,
      no_result_count: 3,
      first_at: `${daysAgo(2)}T10:00:00Z`,
      last_at: `${daysAgo(2)}T11:00:00Z`,
      last_result_count: 0,
    });
    for (const [keyword, day, found] of [
      [`${token} found`, daysAgo(1), 1],
      [`${token} old`, daysAgo(40), 0],
    ] as const) {
      await logRow("search_terms_daily", {
        day,
        lang: "de",
        keyword,
        count: 2,
        no_result_count: 2 - found,
        first_at: `${day}T10:00:00Z`,
        last_at: `${day}T11:00:00Z`,
        last_result_count: found,
      });
    }
    const missing = `/de/${token}-weg`;
    for (const [path, day, count] of [
      [missing, daysAgo(0), 4],
      [missing, daysAgo(3), 2],
      [`/de/${token}-selten`, daysAgo(0), 5],
    ] as const) {
      await logRow("error_paths_daily", {
        path,
        status: 404,
        day,
        count,
        first_seen: `${day}T00:00:00Z`,
        last_seen: `${day}T01:00:00Z`,
      });
    }

    const added: Partial<HealthCounts> = {
      "events-english": 1,
      "productions-english": 1,
      "events-image": 1,
      "productions-image": 1,
      "image-alt": 2,
      "events-price": 1,
      "productions-dates": 1,
      "stale-links": 2,
      "page-sections": 1,
      searches: 1,
      "not-found": 1,
    };
    const during = await counts(session);
    for (const [kind, n] of Object.entries(added)) {
      expect(during[kind as HealthKind], kind).toBe(before[kind as HealthKind] + n);
    }

    const expectRow = async (kind: HealthKind, key: string, fix: string) => {
      const row = await findRow(session, kind, key);
      expect(row, `${kind} ${key}`).toBeDefined();
      expect(row?.fix).toBe(fix);
      return row;
    };
    expect(await expectRow("events-english", `event:${bare}`, `/cms-hub/events/${bare}/`)).toMatchObject({
      detail: "title_en",
    });
    await expectRow("events-image", `event:${bare}`, `/cms-hub/events/${bare}/`);
    await expectRow("events-price", `event:${bare}`, `/cms-hub/events/${bare}/`);
    await expectRow("productions-english", `production:${production}`, `/cms-hub/productions/${production}/`);
    await expectRow("productions-image", `production:${production}`, `/cms-hub/productions/${production}/`);
    await expectRow("productions-dates", `production:${production}`, `/cms-hub/productions/${production}/`);
    expect(await expectRow("image-alt", `event:${unlabelled}`, `/cms-hub/events/${unlabelled}/`)).toMatchObject({
      detail: "alt_en",
      place: null,
    });
    expect(await expectRow("image-alt", `production:${pictured}`, `/cms-hub/productions/${pictured}/`)).toMatchObject({
      detail: "alt_de",
    });
    expect(await expectRow("stale-links", `module:${module}`, `/de/${token}?edit`)).toMatchObject({
      detail: "past",
      place: `/de/${token}`,
    });
    expect(await expectRow("stale-links", `teaser:${teaser}`, `/cms-hub/event-teasers/${teaser}/`)).toMatchObject({
      detail: "cancelled",
      place: token,
    });
    expect(await expectRow("page-sections", `page:${page.id}`, `/en/${token}?edit`)).toMatchObject({
      label: page.title,
      place: `/en/${token}`,
    });
    expect(
      await expectRow(
        "searches",
        `search:en:${token} nothing`,
        `/cms-hub/dashboard/searches?q=${encodeURIComponent(`${token} nothing`)}`,
      ),
    ).toMatchObject({ hits: 3, detail: "en" });
    expect(await findRow(session, "searches", `search:de:${token} found`)).toBeUndefined();
    expect(await findRow(session, "searches", `search:de:${token} old`)).toBeUndefined();
    expect(
      await expectRow("not-found", `path:${missing}`, `/cms-hub/settings/redirects?q=${encodeURIComponent(missing)}`),
    ).toMatchObject({ hits: 6 });
    expect(await findRow(session, "not-found", `path:/de/${token}-selten`)).toBeUndefined();

    // Fixing each problem takes it off the list.
    const seatGroup = await insertRow("seat_groups", { event_id: bare, name_de: "Parkett", name_en: "Stalls" });
    await insertRow("prices", {
      event_id: bare,
      seat_group_id: seatGroup,
      sale_type_id: 1,
      price_cents: 2000,
      name_de: "Normal",
      name_en: "Full",
    });
    await ownEvent({ production_id: production });
    await env.DB.batch([
      env.DB.prepare(
        "UPDATE events SET title_en = 'Bare', description_en = '<p>Text</p>', image = 'images/x' WHERE id = ?1",
      ).bind(bare),
      env.DB.prepare(
        `UPDATE productions SET title_en = 'Production', description_en = '<p>Text</p>', image = 'images/x',
                image_alt_de = 'Bühne', image_alt_en = 'Stage' WHERE id = ?1`,
      ).bind(production),
      env.DB.prepare("UPDATE events SET image_alt_en = 'Stage' WHERE id = ?1").bind(unlabelled),
      env.DB.prepare("UPDATE productions SET image_alt_de = 'Bühne' WHERE id = ?1").bind(pictured),
      env.DB.prepare("UPDATE page_modules SET data = json_set(data, '$.link', '/de/programm') WHERE id = ?1").bind(
        module,
      ),
      env.DB.prepare("UPDATE event_teasers SET link_en = NULL WHERE id = ?1").bind(teaser),
    ]);
    await insertRow("page_modules", {
      page_id: page.id,
      lang: "en",
      model: "link",
      data: JSON.stringify({ link: "/en/events", title: "To the programme" }),
      created_at: UPDATED,
      updated_at: UPDATED,
    });
    await insertRow("redirects", { old_path: missing, new_path: "/de/programm", created_at: UPDATED });

    const after = await counts(session);
    expect(after).toEqual({ ...before, searches: before.searches + 1 });
    expect(await findRow(session, "events-english", `event:${bare}`)).toBeUndefined();
    expect(await findRow(session, "stale-links", `teaser:${teaser}`)).toBeUndefined();
    expect(await findRow(session, "not-found", `path:${missing}`)).toBeUndefined();
  });

  it("pages a kind's rows and counts them as the overview does", async () => {
    const { session } = await hubAccount();
    for (let i = 0; i < 3; i++) await ownEvent({ image: null });
    const total = (await counts(session))["events-image"];
    const first = await hubApiCall<Paged<HealthRow>>("GET", "health/events-image/?page_size=2", session);
    expect(first.body.count).toBe(total);
    expect(first.body.results).toHaveLength(2);
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toContain("page=2");
    const second = await hubApiCall<Paged<HealthRow>>("GET", "health/events-image/?page_size=2&page=2", session);
    expect(second.body.results[0]?.key).not.toBe(first.body.results[1]?.key);
  });

  it("lists a teaser once when its two languages link to two gone dates, with the earlier one", async () => {
    const { session } = await hubAccount();
    const before = (await counts(session))["stale-links"];
    const token = uniqueToken("teaser");
    const past = await ownEvent({ date_start: "2001-05-01T18:00:00Z" });
    const cancelled = await ownEvent({ status: "cancelled" });
    const teaser = await insertRow("event_teasers", {
      name_de: token,
      name_en: token,
      headline_de: "Teaser",
      headline_en: "Teaser",
      link: `/de/programm/vorbei/${past}`,
      link_en: `/en/events/cancelled/${cancelled}/`,
      position: "2999-01-01",
    });
    expect((await counts(session))["stale-links"]).toBe(before + 1);
    const rows: HealthRow[] = [];
    for (let page = 1; ; page++) {
      const answer = await hubApiCall<Paged<HealthRow>>(
        "GET",
        `health/stale-links/?page_size=100&page=${page}`,
        session,
      );
      rows.push(...answer.body.results);
      if (answer.body.next === null) break;
    }
    const ofTeaser = rows.filter((row) => row.key === `teaser:${teaser}`);
    expect(ofTeaser).toHaveLength(1);
    expect(ofTeaser[0]).toMatchObject({ detail: "past", date: "2001-05-01T18:00:00Z", place: token });
  });

  it("refuses without a session, an unknown kind and a bad page", async () => {
    expect((await hubApiCall("GET", "health/", null)).status).toBe(401);
    expect((await hubApiCall("GET", "health/events-image/", null)).status).toBe(401);
    const { session } = await hubAccount();
    expect((await hubApiCall("GET", "health/weather/", session)).status).toBe(404);
    const badSize = await hubApiCall<{ field?: string }>("GET", "health/events-image/?page_size=500", session);
    expect(badSize.status).toBe(400);
    expect((await hubApiCall("GET", "health/events-image/?page=99999", session)).status).toBe(404);
  });

  it("serves its screens to every editor, and a 404 page for a kind it does not know", async () => {
    const { session } = await hubAccount();
    const overview = await hubText("/cms-hub/health", session);
    expect(overview.status).toBe(200);
    expect(overview.text).toContain("Programm-Check");
    const list = await hubText("/cms-hub/health/events-price", session);
    expect(list.status).toBe(200);
    expect(list.text).toContain("Termine ohne Preis");
    expect((await hubStatus("/cms-hub/health/weather", session)).status).toBe(404);
  });
});
