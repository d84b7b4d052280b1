import { Hono } from "hono";
import * as v from "valibot";
import {
  type HubMenu,
  MENU_DEPTH,
  MenuEntryFields,
  type MenuName,
  MenuOrder,
  menuEntryProblems,
  menuOrderProblems,
  NewMenuEntry,
  type Problem,
} from "../../../src/schemas/hub-menus";
import { sha256Hex } from "../../auth/tokens";
import type { ContentChange } from "../../cache/purge";
import {
  deleteMenuEntries,
  getMenuState,
  insertMenuEntry,
  type MenuState,
  menuStructureGuard,
  pageExists,
  placeMenuEntries,
  type StoredMenuEntry,
  storedFields,
  updateMenuEntry,
} from "../../db/menus";
import { reserveIds } from "../../db/page-edits";
import { settingsVersionStatements } from "../../db/settings-versions";
import type { AppEnv } from "../../env";
import { save, saveFailed } from "../editing/kit";
import { notFound, PRIVATE, parseId, slashOptional, unprocessable } from "../http";
import { type HubContext, hubAccess, hubJson, hubUser } from "./kit";

/**
 * The site settings' menus (issue 25, admins): read a menu as a tree, create, change and delete
 * an entry, and reorder a whole menu in one call. Every save is one batch with its settings
 * version and activity row, then purges the cached navigation and raises the content
 * generation, so the next page of every visitor shows the change in its header and footer.
 */
export const hubMenusApi = new Hono<AppEnv>();

const MENU = "/settings/menus/:menu{main|secondary|footer}";
const ENTRY = `${MENU}/:id{[0-9]+}`;
const NAV_CHANGED: ContentChange[] = [{ kind: "site", parts: ["nav"] }];
/** An entry's body is two names and two links of at most 2000 characters each. */
const ENTRY_KIB = 16;
/** A reorder names every entry of a menu (MAX_MENU_ENTRIES) with its parent and position. */
const ORDER_KIB = 32;

const menuOf = (c: HubContext) => c.req.param("menu") as MenuName;

/** A short fingerprint of a menu's structure: the `revision` a reorder is checked against. */
async function revisionOf(structure: string): Promise<string> {
  return (await sha256Hex(structure)).slice(0, 24);
}

async function menuBody(menu: MenuName, state: MenuState): Promise<HubMenu> {
  return { menu, revision: await revisionOf(state.structure), entries: state.tree };
}

/** Levels above and including entry `id` (1 for a top-level entry). */
function levelOf(rows: readonly StoredMenuEntry[], id: number): number {
  const parents = new Map(rows.map((row) => [row.id, row.parent_id]));
  let level = 1;
  for (let parent = parents.get(id) ?? null; parent !== null; parent = parents.get(parent) ?? null) {
    level += 1;
    if (level > rows.length) break;
  }
  return level;
}

/** Entry `id` and every entry below it. */
function subtreeIds(rows: readonly StoredMenuEntry[], id: number): number[] {
  const ids = [id];
  for (let i = 0; i < ids.length; i += 1) {
    for (const row of rows) if (row.parent_id === ids[i] && !ids.includes(row.id)) ids.push(row.id);
  }
  return ids;
}

/** The rules an entry's fields break beyond their shape: the link its kind needs, a page that exists. */
async function entryProblems(c: HubContext, fields: MenuEntryFields): Promise<Problem[]> {
  const problems = menuEntryProblems(fields);
  if (fields.link_kind === "page" && fields.page_id !== null && !(await pageExists(c.env.DB, fields.page_id))) {
    problems.push({ path: "page_id", message: `There is no page ${fields.page_id}.` });
  }
  return problems;
}

/** The save's batch: its writes, then the menus' settings version (the menu before and after) and activity row. */
function menuSave(
  c: HubContext,
  menu: MenuName,
  writes: D1PreparedStatement[],
  before: StoredMenuEntry[],
  after: StoredMenuEntry[],
) {
  const now = new Date().toISOString();
  const version = settingsVersionStatements(c.env.DB, {
    area: "menus",
    userId: hubUser(c).id,
    before: { menu, entries: before },
    after: { menu, entries: after },
    now,
  });
  return save(c, [...writes, ...version], NAV_CHANGED);
}

function entryNotFound(c: HubContext, menu: MenuName, id: number | null) {
  return notFound(c, id === null ? `The ${menu} menu has no such entry.` : `The ${menu} menu has no entry ${id}.`);
}

/** GET settings/menus/{menu}/: the menu as a tree, with the revision a reorder sends back. */
hubMenusApi.on("GET", slashOptional(`${MENU}/`), hubAccess("admin"), async (c) => {
  const menu = menuOf(c);
  return c.json(await menuBody(menu, await getMenuState(c.env.DB, menu)), 200, PRIVATE);
});

/**
 * POST settings/menus/{menu}/: a new entry at the end of its parent's entries; 201 with its id
 * and the menu. Like every entry write, its batch is refused (409 with the menu as it now is)
 * when the menu's entries were added, removed or moved after this call read them, so the check
 * of the parent, the depth and the version's "before" hold for what is written.
 */
hubMenusApi.on("POST", slashOptional(`${MENU}/`), hubJson("admin", ENTRY_KIB, NewMenuEntry), async (c) => {
  const menu = menuOf(c);
  const body = c.req.valid("json");
  const state = await getMenuState(c.env.DB, menu);
  const problems = await entryProblems(c, body);
  if (body.parent_id !== null) {
    if (!state.rows.some((row) => row.id === body.parent_id)) {
      problems.push({ path: "parent_id", message: `The ${menu} menu has no entry ${body.parent_id}.` });
    } else if (levelOf(state.rows, body.parent_id) + 1 > MENU_DEPTH[menu]) {
      problems.push({
        path: "parent_id",
        message: `The ${menu} menu shows ${MENU_DEPTH[menu]} level${MENU_DEPTH[menu] > 1 ? "s" : ""}; entry ${body.parent_id} cannot have sub-entries.`,
      });
    }
  }
  if (problems.length > 0) return unprocessable(c, "invalid_menu_entry", problems);

  const siblings = state.rows.filter((row) => row.parent_id === body.parent_id);
  const [id] = await reserveIds(c.env.DB, "menu_items", 1);
  if (id === undefined) throw new Error("reserveIds gave no id");
  const entry: StoredMenuEntry = {
    id,
    parent_id: body.parent_id,
    position: siblings.reduce((last, row) => Math.max(last, row.position + 1), 0),
    ...storedFields(body),
  };
  const failure = await menuSave(
    c,
    menu,
    [menuStructureGuard(c.env.DB, menu, state.structure), insertMenuEntry(c.env.DB, menu, entry)],
    state.rows,
    [...state.rows, entry],
  );
  const current = await menuBody(menu, await getMenuState(c.env.DB, menu));
  if (failure) return saveFailed(c, failure, current);
  return c.json({ id, menu: current }, 201, PRIVATE);
});

/** PUT settings/menus/{menu}/{id}/: an entry's names, link and flags; its place stays. */
hubMenusApi.on("PUT", slashOptional(`${ENTRY}/`), hubJson("admin", ENTRY_KIB, MenuEntryFields), async (c) => {
  const menu = menuOf(c);
  const id = parseId(c.req.param("id"));
  const body = c.req.valid("json");
  const state = await getMenuState(c.env.DB, menu);
  const existing = state.rows.find((row) => row.id === id);
  if (!existing) return entryNotFound(c, menu, id);
  const problems = await entryProblems(c, body);
  if (problems.length > 0) return unprocessable(c, "invalid_menu_entry", problems);

  const entry: StoredMenuEntry = { ...existing, ...storedFields(body) };
  const after = state.rows.map((row) => (row.id === entry.id ? entry : row));
  const failure = await menuSave(
    c,
    menu,
    [menuStructureGuard(c.env.DB, menu, state.structure), updateMenuEntry(c.env.DB, entry)],
    state.rows,
    after,
  );
  const current = await menuBody(menu, await getMenuState(c.env.DB, menu));
  if (failure) return saveFailed(c, failure, current);
  return c.json({ id: entry.id, menu: current }, 200, PRIVATE);
});

/** DELETE settings/menus/{menu}/{id}/: the entry and its sub-entries; 200 with their ids and the menu. */
hubMenusApi.on("DELETE", slashOptional(`${ENTRY}/`), hubJson("admin", 1, v.object({}), { emptyAs: {} }), async (c) => {
  const menu = menuOf(c);
  const id = parseId(c.req.param("id"));
  const state = await getMenuState(c.env.DB, menu);
  if (id === null || !state.rows.some((row) => row.id === id)) return entryNotFound(c, menu, id);

  const deleted = subtreeIds(state.rows, id);
  const after = state.rows.filter((row) => !deleted.includes(row.id));
  const failure = await menuSave(
    c,
    menu,
    [menuStructureGuard(c.env.DB, menu, state.structure), deleteMenuEntries(c.env.DB, menu, deleted)],
    state.rows,
    after,
  );
  const current = await menuBody(menu, await getMenuState(c.env.DB, menu));
  if (failure) return saveFailed(c, failure, current);
  return c.json({ deleted, menu: current }, 200, PRIVATE);
});

/**
 * PUT settings/menus/{menu}/order/: every entry of the menu at a new parent and position, made
 * from the menu at `revision`. A menu whose entries were added, removed or moved since is a 409
 * with the menu as it now is (checked again inside the batch); an order that leaves out an
 * entry, names one of another menu, puts an entry below itself or goes deeper than the menu
 * shows is a 422. Nothing is written either way.
 */
hubMenusApi.on("PUT", slashOptional(`${MENU}/order/`), hubJson("admin", ORDER_KIB, MenuOrder), async (c) => {
  const menu = menuOf(c);
  const { revision, entries } = c.req.valid("json");
  const state = await getMenuState(c.env.DB, menu);
  if (revision !== (await revisionOf(state.structure))) {
    return saveFailed(c, "stale", await menuBody(menu, state));
  }
  const problems = menuOrderProblems(
    menu,
    state.rows.map((row) => row.id),
    entries,
  );
  if (problems.length > 0) return unprocessable(c, "invalid_menu_order", problems);

  const places = new Map(entries.map((place) => [place.id, place]));
  const after = state.rows.map((row) => {
    const place = places.get(row.id);
    return place ? { ...row, parent_id: place.parent_id, position: place.position } : row;
  });
  const failure = await menuSave(
    c,
    menu,
    [menuStructureGuard(c.env.DB, menu, state.structure), placeMenuEntries(c.env.DB, menu, entries)],
    state.rows,
    after,
  );
  const current = await menuBody(menu, await getMenuState(c.env.DB, menu));
  if (failure) return saveFailed(c, failure, current);
  return c.json({ menu: current }, 200, PRIVATE);
});
