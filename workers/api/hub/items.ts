import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import * as v from "valibot";
import { HUB_LANG_COOKIE, hubLangOf } from "../../../src/lib/hub-lang";
import type { Lang } from "../../../src/lib/languages";
import type { FieldProblem } from "../../../src/modules/editing";
import type { ContentChange } from "../../cache/purge";
import {
  type ItemReference,
  type ItemSave,
  itemStaleGuard,
  itemVersionStatements,
  raiseRevision,
} from "../../db/items";
import { type ItemTable, reserveIds } from "../../db/page-edits";
import type { AppEnv } from "../../env";
import { purgeAfterSave, save, saveFailed } from "../editing/kit";
import { notFound, PRIVATE, parseId, slashOptional, unprocessable } from "../http";
import { type HubContext, hubAccess, hubJson, hubQuery, hubUser, pagedList } from "./kit";

/**
 * The back office's items (issue 27, ADR 0033): how every resource lists, reads, creates,
 * changes and deletes its items, so each resource only says what is its own (its SQL in
 * workers/db, its one valibot schema in src/schemas/back-office). A resource with more to
 * do in a save (an event's ticket inventory) gives `itemApi` its hooks, or builds a call of its
 * own from `saveItem`.
 */

/** A problem with one field of a body that its schema cannot see (a slug taken by another item). */
export type { FieldProblem };

/** An item as the API reads it: its id and the revision a change must name. */
export interface StoredItem {
  id: number;
  revision: number;
}

/** A body of a change: the revision the form loaded (a create has none). */
export interface ItemBody {
  revision?: number | undefined;
}

export interface ItemResource<Body extends ItemBody, Item extends StoredItem, Query extends ListQueryShape> {
  /** The path below the hub's API (`events` → `/api/cms-hub/events/`). */
  path: string;
  /** The item's table: its ids, revision, versions and activity rows are named by it. */
  table: ItemTable;
  /** The body of a create and a change: the schema the item's form uses too. */
  body: v.GenericSchema<unknown, Body>;
  /** Largest body in KiB (413 above). */
  kib: number;
  /** The list's query (hubListQuery with the list's sorts and filters). */
  query: v.GenericSchema<Record<string, string>, Query>;
  list(db: D1Database, query: Query, lang: Lang): Promise<{ count: number; results: unknown[] }>;
  read(db: D1Database, id: number): Promise<Item | null>;
  /** Rules the schema cannot check (a slug taken): the fields they concern, none when the body may be saved. */
  check?(db: D1Database, body: Body, id: number | null): Promise<FieldProblem[]>;
  /** The statements writing `body` as item `id`: `current` null for a create (its id already reserved). */
  write(db: D1Database, id: number, body: Body, current: Item | null, now: string): Promise<D1PreparedStatement[]>;
  /** What still shows or uses the item: its delete is refused (409) while there is any. */
  references(db: D1Database, id: number): Promise<ItemReference[]>;
  /** What a version's activity row says of the item (its title). */
  describe(item: Body | Item): Record<string, unknown>;
  /** The table has `is_online`: the list's bulk call may publish and unpublish. */
  publishable?: boolean;
  /** What else a save must keep in step (an event's ticket inventory). */
  hooks?: ItemHooks<Body, Item>;
}

/** Work outside D1 that a save of an item needs, around its batch. */
interface ItemHooks<Body, Item> {
  /**
   * Before the batch of a create (`current` null) or change: a Response refuses the save
   * (nothing is written); else an undo, run when the batch is then refused, or null.
   */
  beforeWrite?(
    c: HubContext,
    id: number,
    body: Body,
    current: Item | null,
  ): Promise<Response | (() => Promise<void>) | null>;
  /** Before the batch of a delete: a Response refuses it. */
  beforeDelete?(c: HubContext, id: number, current: Item): Promise<Response | null>;
  /**
   * After the batch of a delete, before the answer: what outside D1 the item held goes too. The
   * item is gone whatever this does, so it throws nothing (a failure is logged by the hook).
   */
  afterDelete?(c: HubContext, id: number): Promise<void>;
}

type ListQueryShape = { page: number; page_size: number; sort?: string; order?: "asc" | "desc" };

/** The hub's language of the call (the editor's choice), for names in lists. */
export function hubLangOfCall(c: HubContext): Lang {
  return hubLangOf(getCookie(c, HUB_LANG_COOKIE));
}

/** What a back-office save purges: what shows items is cached by the content generation. */
const CATALOGUE: ContentChange[] = [{ kind: "catalogue" }];

/**
 * Runs a save of an item as one batch: the revision check (`revision` null for a create),
 * `statements`, the raised revision (of a change), its version and activity row; then purges what shows
 * items before answering (`purge` false: the caller purges once after several saves). Answers null
 * once written, else the 409 with the item as it now is.
 */
export async function saveItem(
  c: HubContext,
  record: Omit<ItemSave, "userId" | "now"> & { revision: number | null; now?: string },
  statements: D1PreparedStatement[],
  current: () => Promise<unknown>,
  { purge = true }: { purge?: boolean } = {},
): Promise<Response | null> {
  const db = c.env.DB;
  const now = record.now ?? new Date().toISOString();
  const guard = record.revision === null ? [] : [itemStaleGuard(db, record.table, record.itemId, record.revision)];
  const raise =
    record.revision === null || record.action === "delete" ? [] : [raiseRevision(db, record.table, record.itemId)];
  const version = itemVersionStatements(db, { ...record, userId: hubUser(c).id, now });
  const failure = await save(c, [...guard, ...statements, ...raise, ...version], purge ? CATALOGUE : []);
  return failure ? saveFailed(c, failure, await current()) : null;
}

/** The 409 of a delete refused because `references` still show or use the item. */
function referencedConflict(c: HubContext, references: ItemReference[]): Response {
  const names = references.map((reference) => `${reference.kind} ${reference.id} (${reference.name})`).join(", ");
  return c.json(
    { error: "referenced", detail: `Still used by ${names}; change or remove those first.`, references },
    409,
    PRIVATE,
  );
}

/** The 422 of a body whose fields break rules the schema cannot check. */
export function fieldConflict(c: HubContext, problems: FieldProblem[]): Response {
  return unprocessable(c, "invalid_item", problems);
}

const DeleteBody = v.object({ revision: v.pipe(v.number(), v.integer(), v.minValue(1)) });

/**
 * The five calls of a resource (SPEC §7's generic client), all for signed-in editors:
 * GET `path/` (the paged list), POST `path/` (create: 201 with the item), GET `path/:id/`,
 * POST or PATCH `path/:id/` (change: the item, 409 when `revision` is stale), DELETE
 * `path/:id/` with `{revision}` (204; 409 naming what still refers to it).
 */
export function itemApi<Body extends ItemBody, Item extends StoredItem, Query extends ListQueryShape>(
  resource: ItemResource<Body, Item, Query>,
): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const one = `/${resource.path}/:id/` as const;
  const missing = (c: HubContext) => notFound(c, `No ${resource.path} item has this id.`);

  async function answerItem(c: HubContext, id: number, status: 200 | 201) {
    const item = await resource.read(c.env.DB, id);
    return item ? c.json(item, status, PRIVATE) : missing(c);
  }

  api.on("GET", slashOptional(`/${resource.path}/`), hubQuery("editor", resource.query), async (c) => {
    const query = c.req.valid("query") as Query;
    return pagedList(c, query, await resource.list(c.env.DB, query, hubLangOfCall(c)));
  });

  // Before `path/:id/`, which would take `bulk` for an id.
  api.on("POST", slashOptional(`/${resource.path}/bulk/`), hubJson("editor", 16, BulkBody), async (c) => {
    const { action, items } = c.req.valid("json");
    if (action !== "delete" && !resource.publishable) {
      return unprocessable(c, "invalid_item", [
        { path: "action", message: "These items cannot be published or unpublished." },
      ]);
    }
    const done: number[] = [];
    const refused: { id: number; status: number; body: unknown }[] = [];
    for (const { id, revision } of items) {
      const answer = await bulkOne(c, resource, action, id, revision);
      if (answer === null) done.push(id);
      else refused.push({ id, status: answer.status, body: await answer.json() });
    }
    // One purge for every item saved: KV takes about one write of the generation key a second.
    if (done.length > 0) await purgeAfterSave(c, CATALOGUE);
    return c.json({ done, refused }, 200, PRIVATE);
  });

  api.on("GET", slashOptional(one), hubAccess("editor"), async (c) => {
    const id = parseId(c.req.param("id"));
    return id === null ? missing(c) : answerItem(c, id, 200);
  });

  api.on("POST", slashOptional(`/${resource.path}/`), hubJson("editor", resource.kib, resource.body), async (c) => {
    const body = c.req.valid("json") as Body;
    const problems = (await resource.check?.(c.env.DB, body, null)) ?? [];
    if (problems.length > 0) return fieldConflict(c, problems);
    const [id] = await reserveIds(c.env.DB, resource.table, 1);
    if (id === undefined) throw new Error("no id reserved");
    const now = new Date().toISOString();
    const statements = await resource.write(c.env.DB, id, body, null, now);
    return withHook(resource.hooks?.beforeWrite?.(c, id, body, null), async () => {
      const refused = await saveItem(
        c,
        {
          table: resource.table,
          itemId: id,
          action: "create",
          revision: null,
          before: null,
          after: body,
          now,
          details: resource.describe(body),
        },
        statements,
        async () => null,
      );
      return refused ?? answerItem(c, id, 201);
    });
  });

  api.on(["POST", "PATCH"], slashOptional(one), hubJson("editor", resource.kib, resource.body), async (c) => {
    const id = parseId(c.req.param("id"));
    const current = id === null ? null : await resource.read(c.env.DB, id);
    if (id === null || current === null) return missing(c);
    const body = c.req.valid("json") as Body;
    if (body.revision === undefined) {
      return unprocessable(c, "invalid_item", [
        { path: "revision", message: "A change names the revision it was made to." },
      ]);
    }
    if (body.revision !== current.revision) return saveFailed(c, "stale", current);
    const problems = (await resource.check?.(c.env.DB, body, id)) ?? [];
    if (problems.length > 0) return fieldConflict(c, problems);
    const now = new Date().toISOString();
    const revision = body.revision;
    const statements = await resource.write(c.env.DB, id, body, current, now);
    return withHook(resource.hooks?.beforeWrite?.(c, id, body, current), async () => {
      const refused = await saveItem(
        c,
        {
          table: resource.table,
          itemId: id,
          action: "update",
          revision,
          before: current,
          after: body,
          now,
          details: resource.describe(body),
        },
        statements,
        () => resource.read(c.env.DB, id),
      );
      return refused ?? answerItem(c, id, 200);
    });
  });

  api.on("DELETE", slashOptional(one), hubJson("editor", 1, DeleteBody), async (c) => {
    const id = parseId(c.req.param("id"));
    const current = id === null ? null : await resource.read(c.env.DB, id);
    if (id === null || current === null) return missing(c);
    const { revision } = c.req.valid("json");
    if (revision !== current.revision) return saveFailed(c, "stale", current);
    const refusal = await deleteRefusal(c, resource, id, current);
    if (refusal) return refusal;
    const refused = await deleteItem(c, resource, id, revision, current);
    return refused ?? c.body(null, 204, PRIVATE);
  });

  return api;
}

const BulkBody = v.object({
  action: v.picklist(["publish", "unpublish", "delete"]),
  items: v.pipe(
    v.array(
      v.object({
        id: v.pipe(v.number(), v.integer(), v.minValue(1)),
        revision: v.pipe(v.number(), v.integer(), v.minValue(1)),
      }),
    ),
    v.minLength(1, "Choose at least one item"),
    v.maxLength(100, "At most 100 items at once"),
  ),
});

/** Runs `save` after the hook before it: the hook's refusal is the answer; its undo runs when the save is refused or fails. */
async function withHook(
  hook: Promise<Response | (() => Promise<void>) | null> | undefined,
  save: () => Promise<Response>,
): Promise<Response> {
  const before = (await hook) ?? null;
  if (before instanceof Response) return before;
  let answer: Response;
  try {
    answer = await save();
  } catch (error) {
    // A database that failed outright wrote nothing either: what the hook changed goes back too.
    if (before) await before();
    throw error;
  }
  if (before && answer.status >= 400) await before();
  return answer;
}

async function deleteRefusal<Item extends StoredItem>(
  c: HubContext,
  resource: ItemResource<ItemBody, Item, ListQueryShape>,
  id: number,
  current: Item,
): Promise<Response | null> {
  const references = await resource.references(c.env.DB, id);
  if (references.length > 0) return referencedConflict(c, references);
  return (await resource.hooks?.beforeDelete?.(c, id, current)) ?? null;
}

async function deleteItem<Item extends StoredItem>(
  c: HubContext,
  resource: ItemResource<ItemBody, Item, ListQueryShape>,
  id: number,
  revision: number,
  current: Item,
  options?: { purge: boolean },
): Promise<Response | null> {
  const refused = await saveItem(
    c,
    {
      table: resource.table,
      itemId: id,
      action: "delete",
      revision,
      before: current,
      after: null,
      details: resource.describe(current),
    },
    [c.env.DB.prepare(`DELETE FROM ${resource.table} WHERE id = ?1`).bind(id)],
    () => resource.read(c.env.DB, id),
    options,
  );
  if (!refused) await resource.hooks?.afterDelete?.(c, id);
  return refused;
}

/**
 * One item of a bulk call, with the checks of its single call: null when done, else the refusal.
 * Its save does not purge: the bulk call purges once after all of them.
 */
async function bulkOne<Item extends StoredItem>(
  c: HubContext,
  resource: ItemResource<ItemBody, Item, ListQueryShape>,
  action: "publish" | "unpublish" | "delete",
  id: number,
  revision: number,
): Promise<Response | null> {
  const current = await resource.read(c.env.DB, id);
  if (current === null) return notFound(c, `No ${resource.path} item has this id.`);
  if (revision !== current.revision) return saveFailed(c, "stale", current);
  if (action === "delete")
    return (
      (await deleteRefusal(c, resource, id, current)) ??
      deleteItem(c, resource, id, revision, current, { purge: false })
    );
  return saveItem(
    c,
    {
      table: resource.table,
      itemId: id,
      action,
      revision,
      before: current,
      after: { ...current, is_online: action === "publish" },
      details: resource.describe(current),
    },
    [
      c.env.DB.prepare(`UPDATE ${resource.table} SET is_online = ?1 WHERE id = ?2`).bind(
        action === "publish" ? 1 : 0,
        id,
      ),
    ],
    () => resource.read(c.env.DB, id),
    { purge: false },
  );
}
