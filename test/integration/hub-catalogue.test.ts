import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ExhibitionTypeItem } from "../../src/schemas/back-office/exhibition-types";
import type { ProductionItem } from "../../src/schemas/back-office/productions";
import type { SeasonItem } from "../../src/schemas/back-office/seasons";
import type { SeriesItem } from "../../src/schemas/back-office/series";
import { insertPage, insertRow, uniqueToken } from "./fixtures";
import { hubAccount, hubApiCall, type Paged } from "./hub-helpers";

/**
 * The catalogue in the back office (issue 27): productions, seasons, series and exhibition
 * types — list, read, create, change and delete, each refusal changing nothing, a referenced
 * delete naming what refers to it, a taken slug a 422 naming the slug.
 */

type Refusal = {
  error: string;
  field?: string;
  problems?: { path: string }[];
  references?: { kind: string; id: number }[];
};

const row = (table: string, id: number) => env.DB.prepare(`SELECT * FROM ${table} WHERE id = ?1`).bind(id).first();

function productionBody(token: string, extra: Record<string, unknown> = {}) {
  return {
    title_de: `Stück ${token}`,
    title_en: `Play ${token}`,
    slug_de: `stueck-${token.toLowerCase()}`,
    slug_en: `play-${token.toLowerCase()}`,
    description_de: "<p>Ein <strong>Stück</strong></p><script>alert(1)</script>",
    ...extra,
  };
}

describe("back-office productions", () => {
  it("creates a production with people, tags and season, lists, reads, changes, publishes and deletes it", async () => {
    const { session } = await hubAccount();
    const token = uniqueToken("prod");
    const person = await insertRow("persons", { slug_de: token, slug_en: token, first_name: "Ada", last_name: token });
    const tag = await insertRow("production_tags", { name_de: token, name_en: token });
    const season = await insertRow("seasons", {
      slug: token.toLowerCase(),
      name_de: token,
      name_en: token,
      date_start: "2031-09-01",
      date_end: "2032-07-31",
    });
    const created = await hubApiCall<ProductionItem>(
      "POST",
      "productions/",
      session,
      productionBody(token, {
        season_id: season,
        tags: [tag],
        persons: [{ person_id: person, role_de: "Regie", role_en: "Director" }],
        image_alt_de: "Bühnenbild",
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id;
    expect(created.body).toMatchObject({
      revision: 1,
      season_id: season,
      season: token,
      tags: [tag],
      persons: [{ person_id: person, name: `Ada ${token}`, role_de: "Regie", role_en: "Director" }],
      image_alt_de: "Bühnenbild",
      is_online: true,
      dates: 0,
    });
    expect(created.body.description_de).toContain("<strong>Stück</strong>");
    expect(created.body.description_de).not.toContain("script");
    expect(created.body.urls.de).toMatch(new RegExp(`/de/produktionen/stueck-${token.toLowerCase()}/${id}$`));

    const listed = await hubApiCall<Paged<ProductionItem>>(
      "GET",
      `productions/?q=${encodeURIComponent(token)}&season=${season}&online=yes`,
      session,
    );
    expect(listed.body.results.map((item) => item.id)).toEqual([id]);
    const offline = await hubApiCall<Paged<ProductionItem>>(
      "GET",
      `productions/?q=${encodeURIComponent(token)}&online=no`,
      session,
    );
    expect(offline.body.count).toBe(0);

    const changed = await hubApiCall<ProductionItem>(
      "POST",
      `productions/${id}/`,
      session,
      productionBody(token, { revision: 1, title_en: `Play ${token} new`, tags: [], persons: [], is_online: false }),
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({
      revision: 2,
      title_en: `Play ${token} new`,
      tags: [],
      persons: [],
      is_online: false,
    });
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM production_persons WHERE production_id = ?1").bind(id).first("n"),
    ).toBe(0);

    const published = await hubApiCall<{ done: number[] }>("POST", "productions/bulk/", session, {
      action: "publish",
      items: [{ id, revision: 2 }],
    });
    expect(published.body.done).toEqual([id]);
    expect((await row("productions", id))?.is_online).toBe(1);

    const removed = await hubApiCall("DELETE", `productions/${id}/`, session, { revision: 3 });
    expect(removed.status).toBe(204);
    expect(await row("productions", id)).toBeNull();
  });

  it("answers a slug another production has with a 422 naming the slug, and a missing reference naming its field", async () => {
    const { session } = await hubAccount();
    const taken = await env.DB.prepare("SELECT slug_de FROM productions ORDER BY id LIMIT 1").first<{
      slug_de: string;
    }>();
    const token = uniqueToken("prod");
    const refused = await hubApiCall<Refusal>(
      "POST",
      "productions/",
      session,
      productionBody(token, { slug_de: taken?.slug_de }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.problems?.map((problem) => problem.path)).toEqual(["slug_de"]);
    const noSeason = await hubApiCall<Refusal>(
      "POST",
      "productions/",
      session,
      productionBody(token, { season_id: 999999999 }),
    );
    expect(noSeason.status).toBe(422);
    expect(noSeason.body.problems?.map((problem) => problem.path)).toEqual(["season_id"]);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM productions WHERE title_de = ?1")
      .bind(`Stück ${token}`)
      .first("n");
    expect(count).toBe(0);
  });

  it("refuses without a session, without CSRF, at a stale revision or with an invalid field, and changes nothing", async () => {
    const { session } = await hubAccount();
    const token = uniqueToken("prod");
    const created = await hubApiCall<ProductionItem>("POST", "productions/", session, productionBody(token));
    const id = created.body.id;
    const before = await row("productions", id);
    const body = productionBody(token, { revision: 1, title_de: "Neu" });
    expect((await hubApiCall("POST", `productions/${id}/`, null, body)).status).toBe(401);
    expect((await hubApiCall("POST", `productions/${id}/`, session, body, { withoutCsrf: true })).status).toBe(403);
    const stale = await hubApiCall<Refusal>("POST", `productions/${id}/`, session, { ...body, revision: 5 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe("stale_revision");
    const invalid = await hubApiCall<Refusal>("POST", `productions/${id}/`, session, {
      ...body,
      slug_en: "Not A Slug",
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.field).toBe("slug_en");
    expect(await row("productions", id)).toEqual(before);
    expect((await hubApiCall("DELETE", `productions/${id}/`, session, { revision: 1 })).status).toBe(204);
  });

  it("refuses to delete a production an event or a page section still shows, naming them", async () => {
    const { session } = await hubAccount();
    const token = uniqueToken("prod");
    const created = await hubApiCall<ProductionItem>("POST", "productions/", session, productionBody(token));
    const id = created.body.id;
    const page = await insertPage();
    await insertRow("page_modules", {
      page_id: page.id,
      lang: "de",
      model: "text",
      data: JSON.stringify({ link: created.body.urls.de }),
      created_at: "2031-01-01T00:00:00Z",
      updated_at: "2031-01-01T00:00:00Z",
    });
    const event = await env.DB.prepare("SELECT id, production_id FROM events ORDER BY id LIMIT 1").first<{
      id: number;
      production_id: number | null;
    }>();
    if (!event) throw new Error("the seed has events");
    await env.DB.prepare("UPDATE events SET production_id = ?1 WHERE id = ?2").bind(id, event.id).run();
    try {
      const refused = await hubApiCall<Refusal>("DELETE", `productions/${id}/`, session, { revision: 1 });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe("referenced");
      expect(refused.body.references).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: "events", id: event.id }),
          expect.objectContaining({ kind: "pages", id: page.id }),
        ]),
      );
      expect(await row("productions", id)).not.toBeNull();
    } finally {
      await env.DB.prepare("UPDATE events SET production_id = ?1 WHERE id = ?2")
        .bind(event.production_id, event.id)
        .run();
    }
    await env.DB.prepare("DELETE FROM page_modules WHERE page_id = ?1").bind(page.id).run();
    expect((await hubApiCall("DELETE", `productions/${id}/`, session, { revision: 1 })).status).toBe(204);
  });
});

describe("back-office seasons", () => {
  it("creates, lists, changes and deletes a season; refuses a taken slug, an end before the start and a delete while a production is in it", async () => {
    const { session } = await hubAccount();
    const token = uniqueToken("season").toLowerCase();
    const body = {
      name_de: `Spielzeit ${token}`,
      name_en: `Season ${token}`,
      slug: token,
      date_start: "2031-09-01",
      date_end: "2032-07-31",
    };
    const created = await hubApiCall<SeasonItem>("POST", "seasons/", session, body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id;
    expect(created.body).toMatchObject({ ...body, revision: 1, productions: 0, show_in_filter: true });
    const listed = await hubApiCall<Paged<SeasonItem>>("GET", `seasons/?q=${token}`, session);
    expect(listed.body.results.map((item) => item.id)).toEqual([id]);

    const taken = await hubApiCall<Refusal>("POST", "seasons/", session, { ...body, name_de: "Andere" });
    expect(taken.status).toBe(422);
    expect(taken.body.problems?.[0]?.path).toBe("slug");
    const backwards = await hubApiCall<Refusal>("POST", `seasons/${id}/`, session, {
      ...body,
      revision: 1,
      date_end: "2031-08-01",
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.field).toBe("date_end");

    const changed = await hubApiCall<SeasonItem>("POST", `seasons/${id}/`, session, {
      ...body,
      revision: 1,
      date_end: "2032-08-31",
    });
    expect(changed.body).toMatchObject({ revision: 2, date_end: "2032-08-31" });

    const production = await insertRow("productions", {
      slug_de: token,
      slug_en: token,
      title_de: token,
      title_en: token,
      season_id: id,
      updated_at: "2031-01-01T00:00:00Z",
    });
    const refused = await hubApiCall<Refusal>("DELETE", `seasons/${id}/`, session, { revision: 2 });
    expect(refused.status).toBe(409);
    expect(refused.body.references).toEqual([expect.objectContaining({ kind: "productions", id: production })]);
    await env.DB.prepare("UPDATE productions SET season_id = NULL WHERE id = ?1").bind(production).run();
    expect((await hubApiCall("DELETE", `seasons/${id}/`, session, { revision: 2 })).status).toBe(204);
    expect(await row("seasons", id)).toBeNull();
  });
});

describe("back-office series", () => {
  it("creates, changes and deletes a series; refuses a taken slug and a delete while an event or a teaser uses it", async () => {
    const { session } = await hubAccount();
    const token = uniqueToken("series").toLowerCase();
    const body = {
      name_de: `Reihe ${token}`,
      name_en: `Series ${token}`,
      slug_de: `reihe-${token}`,
      slug_en: `series-${token}`,
    };
    const created = await hubApiCall<SeriesItem>("POST", "series/", session, body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id;
    expect(created.body).toMatchObject({ ...body, events: 0, theme: "wkm" });
    const taken = await hubApiCall<Refusal>("POST", "series/", session, { ...body, slug_de: "frei" });
    expect(taken.status).toBe(422);
    expect(taken.body.problems?.map((problem) => problem.path)).toEqual(["slug_en"]);

    const teaser = await insertRow("event_teasers", {
      name_de: token,
      name_en: token,
      headline_de: token,
      headline_en: token,
      link: `${created.body.urls.en}/`,
      position: "2031-01-01",
    });
    const refused = await hubApiCall<Refusal>("DELETE", `series/${id}/`, session, { revision: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body.references).toEqual([expect.objectContaining({ kind: "event_teasers", id: teaser })]);
    await env.DB.prepare("UPDATE event_teasers SET link = NULL WHERE id = ?1").bind(teaser).run();

    const changed = await hubApiCall<SeriesItem>("POST", `series/${id}/`, session, {
      ...body,
      revision: 1,
      show_in_filter: false,
    });
    expect(changed.body).toMatchObject({ revision: 2, show_in_filter: false });
    expect((await hubApiCall("DELETE", `series/${id}/`, session, { revision: 2 })).status).toBe(204);
  });
});

describe("back-office exhibition types", () => {
  it("creates, changes and deletes a type; refuses a taken slug and a delete while an event uses it", async () => {
    const { session } = await hubAccount();
    const token = uniqueToken("type").toLowerCase();
    const body = { name_de: `Art ${token}`, name_en: `Type ${token}`, slug: token };
    const created = await hubApiCall<ExhibitionTypeItem>("POST", "exhibition-types/", session, body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id;
    const taken = await hubApiCall<Refusal>("POST", "exhibition-types/", session, body);
    expect(taken.status).toBe(422);
    expect(taken.body.problems?.[0]?.path).toBe("slug");

    const event = await env.DB.prepare("SELECT id, exhibition_type_id FROM events ORDER BY id LIMIT 1").first<{
      id: number;
      exhibition_type_id: number | null;
    }>();
    if (!event) throw new Error("the seed has events");
    await env.DB.prepare("UPDATE events SET exhibition_type_id = ?1 WHERE id = ?2").bind(id, event.id).run();
    try {
      const refused = await hubApiCall<Refusal>("DELETE", `exhibition-types/${id}/`, session, { revision: 1 });
      expect(refused.status).toBe(409);
      expect(refused.body.references).toEqual([expect.objectContaining({ kind: "events", id: event.id })]);
      const listed = await hubApiCall<Paged<ExhibitionTypeItem>>("GET", `exhibition-types/?q=${token}`, session);
      expect(listed.body.results[0]).toMatchObject({ id, uses: 1 });
    } finally {
      await env.DB.prepare("UPDATE events SET exhibition_type_id = ?1 WHERE id = ?2")
        .bind(event.exhibition_type_id, event.id)
        .run();
    }
    const changed = await hubApiCall<ExhibitionTypeItem>("POST", `exhibition-types/${id}/`, session, {
      ...body,
      revision: 1,
      name_en: "Changed",
    });
    expect(changed.body).toMatchObject({ revision: 2, name_en: "Changed" });
    expect((await hubApiCall("DELETE", `exhibition-types/${id}/`, session, { revision: 2 })).status).toBe(204);
  });
});
