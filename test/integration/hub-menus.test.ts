import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, onTestFinished } from "vitest";
import { CSRF_COOKIE, CSRF_HEADER } from "../../src/lib/csrf";
import { HUB_API_PREFIX } from "../../src/lib/hub-access";
import type { HubMenu, HubMenuEntry, MenuName, MenuPlace } from "../../src/schemas/hub-menus";
import type { ExceptionDay, WeekResponse } from "../../src/schemas/hub-opening-hours";
import type { OpeningHoursToday } from "../../src/schemas/opening-hours";
import type { NavResponse } from "../../src/schemas/pages";
import { createApp } from "../../workers/app";
import { cacheKeys } from "../../workers/cache/keys";
import { menuStructureGuard } from "../../workers/db/menus";
import { runSave } from "../../workers/db/page-edits";
import { getJson, type JsonResponse, ORIGIN, TEST_CSRF_TOKEN } from "./api-helpers";
import { insertPage, insertRow, uniqueToken } from "./fixtures";
import { type HubRights, hubAccount } from "./hub-helpers";

/**
 * The site settings' menus and opening hours in the CMS hub (issue 25): who may read and write
 * them, what each write refuses, that a save is one batch with its settings version and activity
 * row, and that visitors see it on their next request (the header's menu, the hours of a date).
 */

type Role = "visitor" | "editor" | "dashboard" | "admin" | "deactivated";
type Proof = "valid" | "no header" | "wrong token" | "other origin";
type Encoding = "json" | "form-encoded" | "text/plain";

const ROLES: Role[] = ["visitor", "editor", "dashboard", "admin", "deactivated"];
const PROOFS: Proof[] = ["valid", "no header", "wrong token", "other origin"];
const ENCODINGS: Encoding[] = ["json", "form-encoded", "text/plain"];
const WRONG_TOKEN = "wrong-csrf-token-0123456789abcdefghijklmnopq";

const hub = (path: string) => `${HUB_API_PREFIX}/settings/${path}`;

/** A signed-in account of `role` (none for a visitor): its id and session cookie. */
async function accountOf(role: Role): Promise<{ cookie: string; userId: number }> {
  if (role === "visitor") return { cookie: "", userId: 0 };
  const rights: HubRights = {
    admin: role === "admin" || role === "deactivated",
    dashboard: role === "dashboard",
    active: role !== "deactivated",
  };
  const { id, cookie } = await hubAccount(rights);
  return { cookie, userId: id };
}

const sessionOf = async (role: Role) => (await accountOf(role)).cookie;
const adminSession = () => accountOf("admin");

/** Headers of a write as the hub's pages send it, or with one thing wrong. */
function writeHeaders(cookie: string, proof: Proof = "valid", type = "application/json"): Record<string, string> {
  const headers: Record<string, string> = {
    Cookie: [cookie, `${CSRF_COOKIE}=${TEST_CSRF_TOKEN}`].filter(Boolean).join("; "),
    Origin: proof === "other origin" ? "https://evil.example" : ORIGIN,
    "Content-Type": type,
  };
  if (proof === "valid" || proof === "other origin") headers[CSRF_HEADER] = TEST_CSRF_TOKEN;
  if (proof === "wrong token") headers[CSRF_HEADER] = WRONG_TOKEN;
  return headers;
}

/** A write by the signed-in `cookie`, as the hub's pages make it. */
function write<T = Record<string, unknown>>(
  cookie: string,
  method: string,
  path: string,
  body: unknown = {},
): Promise<JsonResponse<T>> {
  return getJson<T>(path, { method, headers: writeHeaders(cookie), body: JSON.stringify(body) });
}

function read<T>(cookie: string, path: string): Promise<JsonResponse<T>> {
  return getJson<T>(path, { headers: cookie ? { Cookie: cookie } : {} });
}

async function menuOf(cookie: string, menu: MenuName): Promise<HubMenu> {
  const { status, body } = await read<HubMenu>(cookie, hub(`menus/${menu}/`));
  expect(status).toBe(200);
  return body;
}

/** Every entry of a tree, depth first. */
const flat = (entries: HubMenuEntry[]): HubMenuEntry[] => entries.flatMap((entry) => [entry, ...flat(entry.children)]);

/** Each entry's place, as a reorder sends it. */
const placesOf = (menu: HubMenu): MenuPlace[] =>
  flat(menu.entries).map(({ id, parent_id, position }) => ({ id, parent_id, position }));

/** Puts the menu's entries back where they were when the test ends. */
function restoreWhenDone(places: MenuPlace[]): void {
  onTestFinished(async () => {
    await env.DB.batch(
      places.map((place) =>
        env.DB.prepare("UPDATE menu_items SET parent_id = ?2, position = ?3 WHERE id = ?1").bind(
          place.id,
          place.parent_id,
          place.position,
        ),
      ),
    );
    await env.CACHE.delete(cacheKeys.nav("de"));
    await env.CACHE.delete(cacheKeys.nav("en"));
  });
}

/** A menu entry of this test (deleted when it ends), linking to a URL. */
function insertEntry(menu: MenuName, values: Record<string, unknown> = {}): Promise<number> {
  const name = uniqueToken("Eintrag");
  return insertRow("menu_items", {
    menu,
    parent_id: null,
    position: 900,
    url_de: "/de/programm",
    url_en: "/en/events",
    name_de: name,
    name_en: `${name}-en`,
    ...values,
  });
}

/** A URL entry's body. */
const urlEntry = (name: string, extra: Record<string, unknown> = {}) => ({
  name_de: name,
  name_en: `${name} (en)`,
  link_kind: "url",
  url_de: "/de/programm",
  url_en: "/en/events",
  ...extra,
});

/** Removes entries whose German name starts with `prefix` when the test ends. */
function deleteEntriesWhenDone(prefix: string): void {
  onTestFinished(async () => {
    await env.DB.prepare("DELETE FROM menu_items WHERE name_de LIKE ?1 || '%'").bind(prefix).run();
    await env.CACHE.delete(cacheKeys.nav("de"));
    await env.CACHE.delete(cacheKeys.nav("en"));
  });
}

let dayCounter = 0;
/** A date of this file's own, far in the future (no seeded exception, any day the suite runs). */
function ownFutureDay(): string {
  dayCounter += 1;
  return new Date(Date.UTC(2090, 0, 1) + dayCounter * 86_400_000).toISOString().slice(0, 10);
}

/** Inserts exception rows for `date` (deleted when the test ends). */
async function insertException(date: string, rows: Record<string, unknown>[] = [{}]): Promise<void> {
  for (const row of rows) {
    await env.DB.prepare(
      `INSERT INTO opening_hours_exceptions (date, time_from, time_to, closed, alternative_text_de, alternative_text_en)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
    )
      .bind(
        date,
        row.time_from ?? "12:00:00",
        row.time_to ?? "14:00:00",
        row.closed ?? 0,
        row.alternative_text_de ?? null,
        row.alternative_text_en ?? null,
      )
      .run();
  }
  deleteExceptionWhenDone(date);
}

function deleteExceptionWhenDone(date: string): void {
  onTestFinished(async () => {
    await env.DB.prepare("DELETE FROM opening_hours_exceptions WHERE date = ?1").bind(date).run();
  });
}

/** Restores the seeded regular hours when the test ends. */
async function restoreWeekWhenDone(): Promise<void> {
  const { results } = await env.DB.prepare("SELECT * FROM opening_hours ORDER BY id").all<Record<string, unknown>>();
  onTestFinished(async () => {
    await env.DB.prepare("DELETE FROM opening_hours").run();
    for (const row of results) {
      const columns = Object.keys(row);
      await env.DB.prepare(
        `INSERT INTO opening_hours (${columns.join(", ")}) VALUES (${columns.map((_, i) => `?${i + 1}`).join(", ")})`,
      )
        .bind(...columns.map((column) => row[column] ?? null))
        .run();
    }
  });
}

/** What any of these writes could change: menus, hours, versions, activity and the content generation. */
async function footprint(): Promise<unknown> {
  const row = await env.DB.prepare(
    `SELECT (SELECT count(*) || ':' || coalesce(group_concat(id || '/' || coalesce(parent_id, '') || '/' || position || '/' || name_de || '/' || coalesce(url_de, '')), '')
               FROM menu_items) AS menus,
            (SELECT count(*) || ':' || coalesce(group_concat(weekday || coalesce(time_from, '') || coalesce(time_to, '') || closed), '')
               FROM opening_hours) AS week,
            (SELECT count(*) || ':' || coalesce(group_concat(date || coalesce(time_from, '') || closed), '')
               FROM opening_hours_exceptions) AS exceptions,
            (SELECT count(*) FROM settings_versions) AS versions,
            (SELECT count(*) FROM activity_log) AS activity`,
  ).first();
  return { ...row, generation: await env.CACHE.get(cacheKeys.generation()) };
}

interface Target {
  path: string;
  body: unknown;
}

interface WriteRoute {
  name: string;
  method: string;
  ok: number;
  target(): Promise<Target>;
}

const writeRoutes: WriteRoute[] = [
  {
    name: "POST menus/{menu}/",
    method: "POST",
    ok: 201,
    async target() {
      const name = uniqueToken("Neu");
      deleteEntriesWhenDone(name);
      return { path: hub("menus/footer/"), body: urlEntry(name) };
    },
  },
  {
    name: "PUT menus/{menu}/{id}/",
    method: "PUT",
    ok: 200,
    async target() {
      const id = await insertEntry("footer");
      return { path: hub(`menus/footer/${id}/`), body: urlEntry(uniqueToken("Umbenannt")) };
    },
  },
  {
    name: "DELETE menus/{menu}/{id}/",
    method: "DELETE",
    ok: 200,
    async target() {
      const id = await insertEntry("footer");
      return { path: hub(`menus/footer/${id}/`), body: {} };
    },
  },
  {
    name: "PUT menus/{menu}/order/",
    method: "PUT",
    ok: 200,
    async target() {
      const menu = await menuOf(await sessionOf("admin"), "footer");
      const places = placesOf(menu);
      restoreWhenDone(places);
      const reversed = places.map((place, index) => ({ ...place, position: places.length - index }));
      return { path: hub("menus/footer/order/"), body: { revision: menu.revision, entries: reversed } };
    },
  },
  {
    name: "PUT opening-hours/week/{weekday}/",
    method: "PUT",
    ok: 200,
    async target() {
      await restoreWeekWhenDone();
      return {
        path: hub("opening-hours/week/6/"),
        body: { closed: false, ranges: [{ from: "11:00", to: "16:00" }] },
      };
    },
  },
  {
    name: "POST opening-hours/exceptions/",
    method: "POST",
    ok: 201,
    async target() {
      const date = ownFutureDay();
      deleteExceptionWhenDone(date);
      return { path: hub("opening-hours/exceptions/"), body: { date, closed: true, ranges: [] } };
    },
  },
  {
    name: "PUT opening-hours/exceptions/{date}/",
    method: "PUT",
    ok: 200,
    async target() {
      const date = ownFutureDay();
      await insertException(date);
      return {
        path: hub(`opening-hours/exceptions/${date}/`),
        body: { date, closed: false, ranges: [{ from: "09:00", to: "10:00" }] },
      };
    },
  },
  {
    name: "DELETE opening-hours/exceptions/{date}/",
    method: "DELETE",
    ok: 200,
    async target() {
      const date = ownFutureDay();
      await insertException(date);
      return { path: hub(`opening-hours/exceptions/${date}/`), body: {} };
    },
  },
];

function expectedStatus(route: WriteRoute, role: Role, proof: Proof, encoding: Encoding): number {
  if (role === "visitor" || role === "deactivated") return 401;
  if (role === "editor" || role === "dashboard") return 403;
  if (proof !== "valid") return 403;
  if (encoding !== "json") return 415;
  return route.ok;
}

function encode(body: unknown, encoding: Encoding): { body: string; type: string } {
  switch (encoding) {
    case "json":
      return { body: JSON.stringify(body), type: "application/json" };
    case "form-encoded":
      return {
        body: new URLSearchParams({ data: JSON.stringify(body) }).toString(),
        type: "application/x-www-form-urlencoded",
      };
    case "text/plain":
      return { body: JSON.stringify(body), type: "text/plain" };
  }
}

describe("who may read the menus and the opening hours", () => {
  it.each(["menus/main/", "menus/footer/", "opening-hours/week/", "opening-hours/exceptions/"])(
    "GET %s: visitor 401, editor 403, dashboard 403, admin 200, deactivated 401; never cached",
    async (path) => {
      const expected: Record<Role, number> = {
        visitor: 401,
        editor: 403,
        dashboard: 403,
        admin: 200,
        deactivated: 401,
      };
      for (const role of ROLES) {
        const response = await read<{ error?: string }>(await sessionOf(role), hub(path));
        expect(response.status, `${path} ${role}`).toBe(expected[role]);
        expect(response.headers.get("Cache-Control"), `${path} ${role}`).toContain("no-store");
        if (expected[role] >= 400) expect(response.body.error, `${path} ${role}`).toEqual(expect.any(String));
      }
    },
  );

  it("an unknown menu is not found", async () => {
    const { status } = await read(await sessionOf("admin"), hub("menus/sidebar/"));
    expect(status).toBe(404);
  });
});

describe("the security matrix of the menus' and opening hours' writes", () => {
  it.each(writeRoutes)("$name: only an admin with the token, the own origin and JSON writes", async (route) => {
    const sessions = Object.fromEntries(
      await Promise.all(ROLES.map(async (role) => [role, await sessionOf(role)] as const)),
    ) as Record<Role, string>;
    const target = await route.target();
    const cells = ROLES.flatMap((role) =>
      PROOFS.flatMap((proof) => ENCODINGS.map((encoding) => ({ role, proof, encoding }))),
    ).map((cell) => ({ ...cell, expected: expectedStatus(route, cell.role, cell.proof, cell.encoding) }));
    // The one cell that writes goes last: the target may not survive it (a deletion).
    cells.sort((a, b) => Number(a.expected < 400) - Number(b.expected < 400));
    expect(cells.filter((cell) => cell.expected < 400)).toHaveLength(1);
    for (const cell of cells) {
      const before = await footprint();
      const { body, type } = encode(target.body, cell.encoding);
      const response = await getJson<{ error?: string }>(target.path, {
        method: route.method,
        headers: writeHeaders(sessions[cell.role], cell.proof, type),
        body,
      });
      const label = `${route.name} ${cell.role} ${cell.proof} ${cell.encoding}`;
      expect(response.status, `${label}: ${JSON.stringify(response.body)}`).toBe(cell.expected);
      if (cell.expected >= 400) {
        expect(response.body.error, label).toEqual(expect.any(String));
        expect(await footprint(), label).toEqual(before);
      } else {
        expect(await footprint(), label).not.toEqual(before);
      }
    }
  });
});

describe("menus", () => {
  const app = createApp();
  // The page cache and the isolate's memo on, as in production (tests run with them off).
  const cachingEnv = { ...env, CACHE_MEMO_SECONDS: "5" } as Env;

  async function visit(path: string, headers: Record<string, string> = {}, init: RequestInit = {}) {
    const ctx = createExecutionContext();
    const response = await app.fetch(new Request(`${ORIGIN}${path}`, { ...init, headers }), cachingEnv, ctx);
    const text = await response.text();
    await waitOnExecutionContext(ctx);
    return { status: response.status, text, hit: response.headers.get("X-Page-Cache") === "hit" };
  }

  it("a new main menu entry shows in the header of the next page, which had been cached", async () => {
    const { cookie } = await adminSession();
    const name = uniqueToken("Menüpunkt");
    deleteEntriesWhenDone(name);
    await visit("/de");
    const cached = await visit("/de");
    expect(cached.hit).toBe(true);
    expect(cached.text).not.toContain(name);

    const created = await visit(hub("menus/main/"), writeHeaders(cookie), {
      method: "POST",
      body: JSON.stringify(urlEntry(name)),
    });
    expect(created.status, created.text).toBe(201);

    const next = await visit("/de");
    expect(next.status).toBe(200);
    expect(next.hit).toBe(false);
    expect(next.text).toContain(name);
    const english = await visit("/en");
    expect(english.text).toContain(`${name} (en)`);

    // Deleting it takes it out of the header as quickly.
    const { id } = JSON.parse(created.text) as { id: number };
    await visit("/de");
    const deleted = await visit(hub(`menus/main/${id}/`), writeHeaders(cookie), { method: "DELETE", body: "{}" });
    expect(deleted.status, deleted.text).toBe(200);
    expect((await visit("/de")).text).not.toContain(name);
  });

  it("lists a menu as a tree; a page link follows the page's path in each language", async () => {
    const { cookie } = await adminSession();
    const page = await insertPage();
    const parentName = uniqueToken("Oben");
    deleteEntriesWhenDone(parentName);
    const parent = await write<{ id: number }>(cookie, "POST", hub("menus/secondary/"), urlEntry(parentName));
    expect(parent.status).toBe(201);
    const child = await write<{ id: number; menu: HubMenu }>(cookie, "POST", hub("menus/secondary/"), {
      name_de: `${parentName} Seite`,
      name_en: `${parentName} page`,
      link_kind: "page",
      page_id: page.id,
      url_de: "/de/wird-ignoriert",
      parent_id: parent.body.id,
    });
    expect(child.status, JSON.stringify(child.body)).toBe(201);

    const tree = await menuOf(cookie, "secondary");
    const top = tree.entries.find((entry) => entry.id === parent.body.id);
    expect(top?.children).toHaveLength(1);
    expect(top?.children[0]).toMatchObject({
      id: child.body.id,
      parent_id: parent.body.id,
      position: 0,
      page: { id: page.id, url_de: `/de${page.path}`, url_en: `/en${page.path}`, is_online: true },
      url_de: "",
      url_en: "",
      is_external: false,
    });
    // The site's navigation shows the entry with the page's path in the visitor's language.
    const nav = await getJson<NavResponse>("/en/pageeditor-api/nav");
    const shown = nav.body.navigation.secondary.find((entry) => entry.id === parent.body.id);
    expect(shown?.children).toEqual([
      expect.objectContaining({ menu_name: `${parentName} page`, url: `/en${page.path}` }),
    ]);
  });

  it("refuses entries that break a rule, naming the field, and writes nothing", async () => {
    const { cookie } = await adminSession();
    const footerEntry = await insertEntry("footer");
    const mainTop = await insertEntry("main");
    const mainChild = await insertEntry("main", { parent_id: mainTop });
    const cases: [string, unknown, number, string, string][] = [
      ["menus/main/", urlEntry("x", { url_de: "javascript:alert(1)" }), 400, "invalid_body", "url_de"],
      ["menus/main/", urlEntry("x", { name_de: "   " }), 400, "invalid_body", "name_de"],
      ["menus/main/", urlEntry("x", { url_en: "" }), 422, "invalid_menu_entry", "url_en"],
      ["menus/main/", { ...urlEntry("x"), link_kind: "page" }, 422, "invalid_menu_entry", "page_id"],
      ["menus/main/", { ...urlEntry("x"), link_kind: "page", page_id: 999_999 }, 422, "invalid_menu_entry", "page_id"],
      ["menus/main/", urlEntry("x", { parent_id: footerEntry }), 422, "invalid_menu_entry", "parent_id"],
      ["menus/footer/", urlEntry("x", { parent_id: footerEntry }), 422, "invalid_menu_entry", "parent_id"],
      ["menus/main/", urlEntry("x", { parent_id: mainChild }), 422, "invalid_menu_entry", "parent_id"],
      [`menus/footer/${mainTop}/`, urlEntry("x"), 404, "not_found", ""],
    ];
    for (const [path, body, status, error, field] of cases) {
      const before = await footprint();
      const method = path.endsWith(`${mainTop}/`) ? "PUT" : "POST";
      const response = await write<{ error: string; field?: string; detail: string }>(cookie, method, hub(path), body);
      const label = `${path} ${JSON.stringify(body)}`;
      expect(response.status, `${label}: ${JSON.stringify(response.body)}`).toBe(status);
      expect(response.body.error, label).toBe(error);
      if (field) expect(response.body.field, label).toBe(field);
      expect(response.body.detail, label).toEqual(expect.any(String));
      expect(await footprint(), label).toEqual(before);
    }
  });

  it("changes an entry's name and link in place, and deletes an entry with its sub-entries", async () => {
    const { cookie } = await adminSession();
    const top = await insertEntry("main");
    const child = await insertEntry("main", { parent_id: top, position: 0 });
    const renamed = uniqueToken("Neuer Name");
    const changed = await write<{ menu: HubMenu }>(
      cookie,
      "PUT",
      hub(`menus/main/${child}/`),
      urlEntry(renamed, { url_de: "https://example.org/", url_en: "https://example.org/en", is_external: true }),
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const row = await env.DB.prepare("SELECT * FROM menu_items WHERE id = ?1").bind(child).first();
    expect(row).toMatchObject({
      parent_id: top,
      position: 0,
      name_de: renamed,
      url_de: "https://example.org/",
      is_external: 1,
      page_id: null,
    });

    const deleted = await write<{ deleted: number[] }>(cookie, "DELETE", hub(`menus/main/${top}/`));
    expect(deleted.status).toBe(200);
    expect(deleted.body.deleted.sort()).toEqual([top, child].sort());
    const left = await env.DB.prepare("SELECT count(*) AS n FROM menu_items WHERE id IN (?1, ?2)")
      .bind(top, child)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
    expect((await write(cookie, "DELETE", hub(`menus/main/${top}/`))).status).toBe(404);
  });

  it("reorders a whole menu in one call; a stale order is a 409 and changes nothing", async () => {
    const { cookie } = await adminSession();
    const a = await insertEntry("secondary", { position: 901 });
    const b = await insertEntry("secondary", { position: 902 });
    const menu = await menuOf(cookie, "secondary");
    restoreWhenDone(placesOf(menu));
    // b moves under a; the top level is reversed.
    const top = menu.entries.map((entry) => entry.id).filter((id) => id !== b);
    const order: MenuPlace[] = placesOf(menu).map((place) => {
      if (place.id === b) return { id: b, parent_id: a, position: 0 };
      if (place.parent_id !== null) return place;
      return { ...place, position: top.length - top.indexOf(place.id) };
    });

    const saved = await write<{ menu: HubMenu }>(cookie, "PUT", hub("menus/secondary/order/"), {
      revision: menu.revision,
      entries: order,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.menu.revision).not.toBe(menu.revision);
    expect(saved.body.menu.entries.map((entry) => entry.id)).toEqual([...top].reverse());
    expect(saved.body.menu.entries.find((entry) => entry.id === a)?.children.map((entry) => entry.id)).toEqual([b]);
    expect(await menuOf(cookie, "secondary")).toEqual(saved.body.menu);

    // The same order again, made from the menu before the save.
    const before = await footprint();
    const stale = await write<{ error: string; current: HubMenu }>(cookie, "PUT", hub("menus/secondary/order/"), {
      revision: menu.revision,
      entries: placesOf(menu),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe("stale_revision");
    expect(stale.body.current).toEqual(saved.body.menu);
    expect(await footprint()).toEqual(before);
  });

  it("refuses an order with another menu's entry, a left-out entry, a cycle or too many levels (422)", async () => {
    const { cookie } = await adminSession();
    const footerEntry = await insertEntry("footer");
    const a = await insertEntry("secondary", { position: 901 });
    const b = await insertEntry("secondary", { parent_id: a, position: 0 });
    const menu = await menuOf(cookie, "secondary");
    const places = placesOf(menu);
    const moved = (changes: Record<number, Partial<MenuPlace>>) =>
      places.map((place) => ({ ...place, ...changes[place.id] }));
    const footer = await menuOf(cookie, "footer");
    const cases: [string, MenuName, unknown, string][] = [
      [
        "another menu's entry",
        "secondary",
        [...places, { id: footerEntry, parent_id: null, position: 5 }],
        "entries.*.id",
      ],
      ["a left-out entry", "secondary", places.filter((place) => place.id !== b), "entries"],
      ["a cycle", "secondary", moved({ [a]: { parent_id: b } }), "entries.*.parent_id"],
      [
        "three levels",
        "secondary",
        moved({ [a]: { parent_id: places.find((p) => p.id !== a && p.id !== b && p.parent_id === null)?.id ?? null } }),
        "entries.*.parent_id",
      ],
      [
        "a sub-entry in the footer",
        "footer",
        placesOf(footer).map((place, index, all) =>
          index === 0 && all[1] ? { ...place, parent_id: all[1].id } : place,
        ),
        "entries.*.parent_id",
      ],
    ];
    for (const [label, name, entries, field] of cases) {
      const revision = name === "footer" ? footer.revision : menu.revision;
      const before = await footprint();
      const response = await write<{ error: string; field: string; detail: string }>(
        cookie,
        "PUT",
        hub(`menus/${name}/order/`),
        { revision, entries },
      );
      expect(response.status, `${label}: ${JSON.stringify(response.body)}`).toBe(422);
      expect(response.body.error, label).toBe("invalid_menu_order");
      expect(response.body.field.replace(/\.\d+\./, ".*."), label).toBe(field);
      expect(await footprint(), label).toEqual(before);
    }
  });

  it("the batch's guard refuses a reorder when the menu changed after the handler read it", async () => {
    const stale = await runSave(env.DB, [
      menuStructureGuard(env.DB, "footer", "1:2:3"),
      env.DB.prepare("UPDATE menu_items SET position = position + 1 WHERE menu = 'footer'"),
    ]);
    expect(stale).toBe("stale");
  });

  it("each save leaves a settings version (before and after) and an activity row naming it", async () => {
    const { cookie, userId } = await adminSession();
    const name = uniqueToken("Versioniert");
    deleteEntriesWhenDone(name);
    const before = (await menuOf(cookie, "footer")).entries.length;
    const created = await write<{ id: number }>(cookie, "POST", hub("menus/footer/"), urlEntry(name));
    expect(created.status).toBe(201);
    const version = await env.DB.prepare(
      "SELECT id, area, user_id, before, after FROM settings_versions ORDER BY id DESC LIMIT 1",
    ).first<{ id: number; area: string; user_id: number; before: string; after: string }>();
    expect(version).toMatchObject({ area: "menus", user_id: userId });
    const states = [version?.before, version?.after].map(
      (text) => JSON.parse(text ?? "{}") as { menu: string; entries: { id: number; name_de: string }[] },
    );
    expect(states.map((state) => state.menu)).toEqual(["footer", "footer"]);
    expect(states[0]?.entries).toHaveLength(before);
    expect(states[1]?.entries).toHaveLength(before + 1);
    expect(states[1]?.entries).toContainEqual(expect.objectContaining({ id: created.body.id, name_de: name }));
    const activity = await env.DB.prepare(
      "SELECT user_id, action, object_type, object_id, details FROM activity_log ORDER BY id DESC LIMIT 1",
    ).first();
    expect(activity).toEqual({
      user_id: userId,
      action: "settings.update",
      object_type: "settings",
      object_id: version?.id,
      details: JSON.stringify({ area: "menus" }),
    });
  });
});

describe("opening hours", () => {
  /** Monday = 0, as the table counts. */
  const weekdayOf = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  const hoursOn = (date: string, lang = "de") =>
    getJson<OpeningHoursToday>(`/api/opening-hours-today/?date=${date}&lang=${lang}`);

  it("a weekday's new ranges show for a date on that weekday", async () => {
    const { cookie } = await adminSession();
    await restoreWeekWhenDone();
    const date = ownFutureDay();
    const weekday = weekdayOf(date);
    const saved = await write(cookie, "PUT", hub(`opening-hours/week/${weekday}/`), {
      closed: false,
      ranges: [
        { from: "14:00", to: "17:30" },
        { from: "09:00", to: "12:00" },
      ],
      alternative_text_de: "Mittags geschlossen",
      alternative_text_en: "Closed at lunchtime",
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      weekday,
      closed: false,
      ranges: [
        { from: "09:00", to: "12:00" },
        { from: "14:00", to: "17:30" },
      ],
    });
    const { status, body } = await hoursOn(date, "en");
    expect(status).toBe(200);
    expect(body.date).toBe(date);
    expect(body.opening_hours).toEqual([
      {
        time_from: "09:00:00",
        time_to: "12:00:00",
        closed: false,
        alternative_link_url: null,
        alternative_text: "Closed at lunchtime",
      },
      {
        time_from: "14:00:00",
        time_to: "17:30:00",
        closed: false,
        alternative_link_url: null,
        alternative_text: "Closed at lunchtime",
      },
    ]);
    const week = await read<WeekResponse>(cookie, hub("opening-hours/week/"));
    expect(week.body.week).toHaveLength(7);
    expect(week.body.week[weekday]).toEqual(saved.body);
  });

  it("an exception replaces a date's hours, moves to another date and goes again", async () => {
    const { cookie } = await adminSession();
    const date = ownFutureDay();
    const later = ownFutureDay();
    deleteExceptionWhenDone(date);
    deleteExceptionWhenDone(later);
    const created = await write<ExceptionDay>(cookie, "POST", hub("opening-hours/exceptions/"), {
      date,
      closed: true,
      ranges: [],
      alternative_link_url: "/de/service/kontakt",
      alternative_text_de: "Heute geschlossen",
      alternative_text_en: "Closed today",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await hoursOn(date, "en")).body.opening_hours_exceptions).toEqual([
      {
        time_from: null,
        time_to: null,
        closed: true,
        alternative_link_url: "/de/service/kontakt",
        alternative_text: "Closed today",
      },
    ]);
    const again = await write<{ error: string; field: string }>(cookie, "POST", hub("opening-hours/exceptions/"), {
      date,
      closed: true,
      ranges: [],
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: "conflict", field: "date" });

    const moved = await write<ExceptionDay>(cookie, "PUT", hub(`opening-hours/exceptions/${date}/`), {
      date: later,
      closed: false,
      ranges: [{ from: "18:00", to: "22:00" }],
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ date: later, closed: false, ranges: [{ from: "18:00", to: "22:00" }] });
    expect((await hoursOn(date)).body.opening_hours_exceptions).toEqual([]);
    expect((await hoursOn(later)).body.opening_hours_exceptions).toEqual([
      expect.objectContaining({ time_from: "18:00:00", time_to: "22:00:00", closed: false }),
    ]);

    const deleted = await write(cookie, "DELETE", hub(`opening-hours/exceptions/${later}/`));
    expect(deleted.status).toBe(200);
    expect((await hoursOn(later)).body.opening_hours_exceptions).toEqual([]);
    expect((await write(cookie, "DELETE", hub(`opening-hours/exceptions/${later}/`))).status).toBe(404);
    expect(
      (await write(cookie, "PUT", hub(`opening-hours/exceptions/${later}/`), { date: later, closed: true, ranges: [] }))
        .status,
    ).toBe(404);
  });

  it("moving an exception onto a date that has one is a 409 and changes nothing", async () => {
    const { cookie } = await adminSession();
    const first = ownFutureDay();
    const second = ownFutureDay();
    await insertException(first);
    await insertException(second);
    const before = await footprint();
    const response = await write<{ error: string }>(cookie, "PUT", hub(`opening-hours/exceptions/${first}/`), {
      date: second,
      closed: true,
      ranges: [],
    });
    expect(response.status).toBe(409);
    expect(await footprint()).toEqual(before);
  });

  it("refuses bad times, ranges that end before they start and overlapping ranges (422 naming the range)", async () => {
    const { cookie } = await adminSession();
    await restoreWeekWhenDone();
    const date = ownFutureDay();
    const cases: [string, unknown, string, RegExp][] = [
      [
        "week/2/",
        {
          closed: false,
          ranges: [
            { from: "10:00", to: "14:00" },
            { from: "13:00", to: "15:00" },
          ],
        },
        "ranges.1",
        /13:00–15:00.*10:00–14:00/,
      ],
      ["week/2/", { closed: false, ranges: [{ from: "18:00", to: "09:00" }] }, "ranges.0.to", /18:00–09:00/],
      ["week/2/", { closed: false, ranges: [{ from: "25:00", to: "26:00" }] }, "ranges.0.from", /HH:MM/],
      ["week/2/", { closed: false, ranges: [{ from: "9:00", to: "12:00" }] }, "ranges.0.from", /HH:MM/],
      ["week/2/", { closed: true, ranges: [{ from: "09:00", to: "12:00" }] }, "ranges", /closed/],
      ["week/2/", { closed: false, ranges: [], alternative_text_de: "Hinweis" }, "ranges", /note/],
      ["exceptions/", { date, closed: false, ranges: [] }, "ranges", /closed or has/],
      [
        "exceptions/",
        {
          date,
          closed: false,
          ranges: [
            { from: "08:00", to: "12:00" },
            { from: "11:59", to: "13:00" },
          ],
        },
        "ranges.1",
        /overlaps/,
      ],
    ];
    for (const [path, body, field, detail] of cases) {
      const before = await footprint();
      const method = path.startsWith("week") ? "PUT" : "POST";
      const response = await write<{ error: string; field: string; detail: string }>(
        cookie,
        method,
        hub(`opening-hours/${path}`),
        body,
      );
      const label = `${path} ${JSON.stringify(body)}`;
      expect(response.status, `${label}: ${JSON.stringify(response.body)}`).toBe(422);
      expect(response.body.error, label).toBe("invalid_opening_hours");
      expect(response.body.field, label).toBe(field);
      expect(response.body.detail, label).toMatch(detail);
      expect(await footprint(), label).toEqual(before);
    }
    // Ranges that only touch do not overlap; an unknown weekday (the site shows nothing) is allowed.
    const touching = await write(cookie, "PUT", hub("opening-hours/week/2/"), {
      closed: false,
      ranges: [
        { from: "10:00", to: "13:00" },
        { from: "13:00", to: "24:00" },
      ],
    });
    expect(touching.status, JSON.stringify(touching.body)).toBe(200);
    const unknown = await write(cookie, "PUT", hub("opening-hours/week/2/"), { closed: false, ranges: [] });
    expect(unknown.status).toBe(200);
    expect((await read<WeekResponse>(cookie, hub("opening-hours/week/"))).body.week[2]?.ranges).toEqual([]);
  });

  it("lists exceptions upcoming first (soonest first), then past ones (latest first), paged and filtered", async () => {
    const { cookie } = await adminSession();
    const soon = ownFutureDay();
    const later = ownFutureDay();
    await insertException(later, [
      { time_from: "09:00:00", time_to: "10:00:00" },
      { time_from: "11:00:00", time_to: "12:00:00" },
    ]);
    await insertException(soon);
    await insertException("2001-05-04");
    await insertException("2002-05-04", [{ closed: 1, time_from: null, time_to: null }]);
    const list = (query: string) =>
      read<{ count: number; next: string | null; results: ExceptionDay[] }>(
        cookie,
        hub(`opening-hours/exceptions/?${query}`),
      );
    const ours = (results: ExceptionDay[]) =>
      results.map((day) => day.date).filter((day) => [soon, later, "2001-05-04", "2002-05-04"].includes(day));

    const all = await list("page_size=100");
    expect(all.status).toBe(200);
    expect(ours(all.body.results)).toEqual([soon, later, "2002-05-04", "2001-05-04"]);
    const dates = all.body.results.map((day) => day.date);
    expect(dates.indexOf(later)).toBeLessThan(dates.indexOf("2002-05-04"));
    expect(all.body.results.find((day) => day.date === later)?.ranges).toEqual([
      { from: "09:00", to: "10:00" },
      { from: "11:00", to: "12:00" },
    ]);
    expect(all.body.results.find((day) => day.date === "2002-05-04")).toMatchObject({ closed: true, ranges: [] });

    const upcoming = await list("period=upcoming&page_size=100");
    expect(ours(upcoming.body.results)).toEqual([soon, later]);
    expect(upcoming.body.results.every((day) => day.date >= "2003-01-01")).toBe(true);
    const past = await list("period=past&page_size=100");
    expect(ours(past.body.results)).toEqual(["2002-05-04", "2001-05-04"]);
    expect(past.body.count + upcoming.body.count).toBe(all.body.count);

    const firstPage = await list("period=past&page_size=1");
    expect(firstPage.body.results).toHaveLength(1);
    expect(firstPage.body.count).toBe(past.body.count);
    expect(firstPage.body.next).toContain("page=2");
    expect((await list(`period=past&page_size=1&page=${past.body.count + 1}`)).status).toBe(404);
    expect((await list("period=soon")).status).toBe(400);
  });

  it("the opening hours of a date need a real date", async () => {
    expect((await hoursOn("2090-02-30")).status).toBe(400);
    const { body } = await getJson<OpeningHoursToday>("/api/opening-hours-today/");
    expect(body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("each save leaves a settings version (before and after) and an activity row naming it", async () => {
    const { cookie, userId } = await adminSession();
    const date = ownFutureDay();
    await insertException(date, [{ time_from: "10:00:00", time_to: "11:00:00" }]);
    const saved = await write(cookie, "PUT", hub(`opening-hours/exceptions/${date}/`), {
      date,
      closed: true,
      ranges: [],
    });
    expect(saved.status).toBe(200);
    const version = await env.DB.prepare(
      "SELECT id, area, user_id, before, after FROM settings_versions ORDER BY id DESC LIMIT 1",
    ).first<{ id: number; area: string; user_id: number; before: string; after: string }>();
    expect(version).toMatchObject({ area: "opening_hours", user_id: userId });
    expect(JSON.parse(version?.before ?? "null")).toMatchObject({
      date,
      closed: false,
      ranges: [{ from: "10:00", to: "11:00" }],
    });
    expect(JSON.parse(version?.after ?? "null")).toMatchObject({ date, closed: true, ranges: [] });
    const activity = await env.DB.prepare(
      "SELECT user_id, action, object_id, details FROM activity_log ORDER BY id DESC LIMIT 1",
    ).first();
    expect(activity).toEqual({
      user_id: userId,
      action: "settings.update",
      object_id: version?.id,
      details: JSON.stringify({ area: "opening_hours" }),
    });
  });
});

describe("the settings screens", () => {
  it.each([
    ["/cms-hub/settings/menus", "Ziehen Sie einen Eintrag am Griff"],
    ["/cms-hub/settings/opening-hours", "die an ihrem Tag die regulären ersetzen"],
  ])("%s renders its screen for an admin", async (path, intro) => {
    const ctx = createExecutionContext();
    const page = await createApp().fetch(
      new Request(`${ORIGIN}${path}`, { headers: { Cookie: await sessionOf("admin") } }),
      env,
      ctx,
    );
    const html = await page.text();
    await waitOnExecutionContext(ctx);
    expect(page.status).toBe(200);
    expect(html).toContain(intro);
  });
});
