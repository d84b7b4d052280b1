import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { FilterOptionItem } from "../../src/schemas/back-office/taxonomies";
import { cacheKeys } from "../../workers/cache/keys";
import { insertRow, uniqueToken } from "./fixtures";
import { hubAccount, hubApiCall, type Paged } from "./hub-helpers";

/**
 * The back office's generic item calls (issue 27, ADR 0033), shown on genres: list, read,
 * create, change, delete, and every refusal changing nothing.
 */

/** Everything a genre save writes: the row, versions, activity rows, the content generation. */
async function footprint(id: number) {
  const count = async (sql: string) => (await env.DB.prepare(sql).bind(id).first<{ n: number }>())?.n;
  return {
    row: await env.DB.prepare("SELECT * FROM genres WHERE id = ?1").bind(id).first(),
    versions: await count("SELECT count(*) AS n FROM item_versions WHERE resource = 'genres' AND item_id = ?1"),
    activity: await count("SELECT count(*) AS n FROM activity_log WHERE object_type = 'genres' AND object_id = ?1"),
    generation: await env.CACHE.get(cacheKeys.generation()),
  };
}

async function ownGenre(name = uniqueToken("Genre")): Promise<number> {
  return insertRow("genres", { name_de: name, name_en: `${name} EN`, show_in_filter: 1 });
}

describe("back-office items (genres)", () => {
  it("lists, creates, reads, changes and deletes a genre, each save versioned, logged and purged", async () => {
    const { session } = await hubAccount();
    const name = uniqueToken("Oper");
    const created = await hubApiCall<FilterOptionItem>("POST", "genres/", session, {
      name_de: name,
      name_en: `${name} EN`,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ name_de: name, name_en: `${name} EN`, show_in_filter: true, revision: 1 });
    const id = created.body.id;
    await env.CACHE.put(cacheKeys.filterOptions("genres", "de"), "[]");

    const listed = await hubApiCall<Paged<FilterOptionItem>>("GET", `genres/?q=${encodeURIComponent(name)}`, session);
    expect(listed.body.count).toBe(1);
    expect(listed.body.results[0]?.id).toBe(id);

    const changed = await hubApiCall<FilterOptionItem>("POST", `genres/${id}/`, session, {
      revision: created.body.revision,
      name_de: `${name} neu`,
      name_en: `${name} new`,
      show_in_filter: false,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ name_de: `${name} neu`, show_in_filter: false, revision: 2 });
    expect(await env.CACHE.get(cacheKeys.filterOptions("genres", "de"))).toBeNull();
    expect((await hubApiCall<FilterOptionItem>("GET", `genres/${id}/`, session)).body.name_en).toBe(`${name} new`);

    const removed = await hubApiCall("DELETE", `genres/${id}/`, session, { revision: 2 });
    expect(removed.status).toBe(204);
    expect(await footprint(id)).toMatchObject({ row: null, versions: 3, activity: 3 });
    const actions = await env.DB.prepare(
      "SELECT action FROM item_versions WHERE item_id = ?1 AND resource = 'genres' ORDER BY id",
    )
      .bind(id)
      .all<{ action: string }>();
    expect(actions.results.map((row) => row.action)).toEqual(["create", "update", "delete"]);
  });

  it("refuses without a session, without CSRF, from another origin, with a stale revision or an invalid field, and changes nothing", async () => {
    const { session } = await hubAccount();
    const id = await ownGenre();
    const before = await footprint(id);
    const body = { revision: 1, name_de: "Neu", name_en: "New" };

    const anonymous = await hubApiCall("POST", `genres/${id}/`, null, body);
    expect(anonymous.status).toBe(401);
    const noCsrf = await hubApiCall("POST", `genres/${id}/`, session, body, { withoutCsrf: true });
    expect(noCsrf.status).toBe(403);
    const foreign = await hubApiCall("POST", `genres/${id}/`, session, body, { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    const stale = await hubApiCall<{ error: string; current: FilterOptionItem }>("POST", `genres/${id}/`, session, {
      ...body,
      revision: 7,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe("stale_revision");
    expect(stale.body.current.id).toBe(id);
    const invalid = await hubApiCall<{ error: string; field: string }>("POST", `genres/${id}/`, session, {
      ...body,
      name_en: "  ",
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.field).toBe("name_en");
    const noRevision = await hubApiCall<{ error: string }>("POST", `genres/${id}/`, session, {
      name_de: "A",
      name_en: "B",
    });
    expect(noRevision.status).toBe(422);
    const missing = await hubApiCall("GET", "genres/999999999/", session);
    expect(missing.status).toBe(404);

    expect(await footprint(id)).toEqual(before);
  });

  it("refuses to delete a genre an event uses, naming the event, and keeps it", async () => {
    const { session } = await hubAccount();
    const id = await ownGenre();
    const event = await env.DB.prepare("SELECT id, title_de FROM events ORDER BY id LIMIT 1").first<{
      id: number;
      title_de: string;
    }>();
    if (!event) throw new Error("the seed has events");
    const genreBefore = await env.DB.prepare("SELECT genre_id FROM events WHERE id = ?1")
      .bind(event.id)
      .first<{ genre_id: number | null }>();
    await env.DB.prepare("UPDATE events SET genre_id = ?1 WHERE id = ?2").bind(id, event.id).run();
    try {
      const before = await footprint(id);
      const refused = await hubApiCall<{ error: string; references: { kind: string; id: number }[] }>(
        "DELETE",
        `genres/${id}/`,
        session,
        { revision: 1 },
      );
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe("referenced");
      expect(refused.body.references).toContainEqual(expect.objectContaining({ kind: "events", id: event.id }));
      expect(await footprint(id)).toEqual(before);
    } finally {
      await env.DB.prepare("UPDATE events SET genre_id = ?1 WHERE id = ?2")
        .bind(genreBefore?.genre_id ?? null, event.id)
        .run();
    }
  });

  it("answers ids beyond any stored one as missing, never a 500", async () => {
    const { session } = await hubAccount();
    const answer = await hubApiCall<{ done: number[]; refused: { id: number; status: number }[] }>(
      "POST",
      "genres/bulk/",
      session,
      { action: "delete", items: [{ id: 1e20, revision: 1 }] },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.refused).toEqual([expect.objectContaining({ id: 1e20, status: 404 })]);
  });

  it("purges once for a bulk call, however many items it saved", async () => {
    const { session } = await hubAccount();
    const genres = [await ownGenre(), await ownGenre(), await ownGenre()];
    let generationWrites = 0;
    // The cache binding as it is, counting the writes of the content generation.
    const cache = new Proxy(env.CACHE, {
      get(target, property) {
        if (property === "put") {
          return (key: string, ...rest: Parameters<KVNamespace["put"]> extends [string, ...infer R] ? R : never) => {
            if (key === cacheKeys.generation()) generationWrites++;
            return target.put(key, ...rest);
          };
        }
        const value = Reflect.get(target, property);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const answer = await hubApiCall<{ done: number[] }>(
      "POST",
      "genres/bulk/",
      session,
      { action: "delete", items: genres.map((id) => ({ id, revision: 1 })) },
      { bindings: { ...env, CACHE: cache } as Env },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.done).toEqual(genres);
    expect(generationWrites).toBe(1);
  });

  it("deletes several genres in one bulk call, refusing the one still used and the one at a stale revision", async () => {
    const { session } = await hubAccount();
    const [free, used, stale] = [await ownGenre(), await ownGenre(), await ownGenre()];
    const production = await env.DB.prepare("SELECT id, genre_id FROM productions ORDER BY id LIMIT 1").first<{
      id: number;
      genre_id: number | null;
    }>();
    if (!production) throw new Error("the seed has productions");
    await env.DB.prepare("UPDATE productions SET genre_id = ?1 WHERE id = ?2").bind(used, production.id).run();
    try {
      const answer = await hubApiCall<{ done: number[]; refused: { id: number; status: number }[] }>(
        "POST",
        "genres/bulk/",
        session,
        {
          action: "delete",
          items: [
            { id: free, revision: 1 },
            { id: used, revision: 1 },
            { id: stale, revision: 5 },
          ],
        },
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.done).toEqual([free]);
      expect(answer.body.refused).toEqual([
        expect.objectContaining({ id: used, status: 409 }),
        expect.objectContaining({ id: stale, status: 409 }),
      ]);
      expect((await footprint(used)).row).not.toBeNull();
      const publish = await hubApiCall<{ error: string }>("POST", "genres/bulk/", session, {
        action: "publish",
        items: [{ id: used, revision: 1 }],
      });
      expect(publish.status).toBe(422);
    } finally {
      await env.DB.prepare("UPDATE productions SET genre_id = ?1 WHERE id = ?2")
        .bind(production.genre_id, production.id)
        .run();
    }
  });
});
