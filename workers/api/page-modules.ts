import { type Context, Hono } from "hono";
import { parseInstant } from "../../src/lib/dates";
import type { Lang } from "../../src/lib/languages";
import { canHold, checkModuleFields, columnCount, type FieldProblem } from "../../src/modules/editing";
import { MODULE_MODELS } from "../../src/modules/models";
import {
  ContainerCreate,
  ModuleCopy,
  ModuleCreate,
  ModuleMove,
  ModulePatch,
  ModuleRevision,
  STRUCTURAL_KEYS,
} from "../../src/schemas/editing";
import type { EditableModule } from "../../src/schemas/pages";
import { editorWrite } from "../auth/editor";
import { purgeForChange } from "../cache/purge";
import {
  activityRow,
  backupSection,
  type EditContext,
  getModuleRow,
  getSectionId,
  getSubtreeRows,
  runSave,
  saveCreating,
  type SaveFailure,
  staleGuard,
  trimBackups,
  versionSnapshot,
} from "../db/page-edits";
import { getPageRow, MODULE_COLUMNS, type ModuleRow, type PageRow } from "../db/pages";
import type { AppEnv } from "../env";
import { editableModule } from "../views/pages";
import { notFound, PRIVATE, parseId, slashOptional, unprocessable } from "./http";
import { parseJsonBody } from "./validate";

/**
 * The page editor's module writes (SPEC §7, ADR 0020): sections, modules in them, and the moves,
 * copies and undos of SPEC §4. Each save is one D1 batch (the rows, the section's backup, a
 * version of the page in that language, an activity row), refused whole when a revision it
 * names is stale, and purges what it touched before it answers.
 */

/** Module fields are text; 512 KiB holds the largest HTML module an editor would paste. */
const BODY_KIB = 512;
// A group, and longest names first, so that `faq` does not match the start of `faq_item`.
const MODELS = `(?:${[...MODULE_MODELS].sort((a, b) => b.length - a.length).join("|")})`;
const base = "/:lang{de|en}/pageeditor-api";

export const pageModulesApi = new Hono<AppEnv>();

type Ctx = Context<AppEnv>;

function problemsResponse(c: Ctx, problems: FieldProblem[]) {
  return unprocessable(c, "invalid_module", problems);
}

function refused(c: Ctx, field: string, detail: string) {
  return problemsResponse(c, [{ path: field, message: detail }]);
}

async function currentModule(c: Ctx, id: number): Promise<EditableModule | null> {
  return editableModule(await getSubtreeRows(c.env.DB, id), id);
}

/** The answer to a batch the database refused: 409 with the module as it now is. */
async function saveFailed(c: Ctx, failure: SaveFailure, id: number | null) {
  const current = id === null ? null : await currentModule(c, id);
  if (failure === "stale") {
    return c.json(
      { error: "stale_revision", detail: "Someone else saved this in the meantime.", current },
      409,
      PRIVATE,
    );
  }
  return c.json(
    { error: "conflict", detail: "Another change was saved at the same moment; reload and try again.", current },
    409,
    PRIVATE,
  );
}

function editContext(c: Ctx, page: PageRow, lang: Lang): EditContext {
  const user = c.get("user");
  if (!user) throw new Error("editor writes run behind requireEditor");
  return { userId: user.id, pageId: page.id, lang, now: new Date().toISOString() };
}

/** The module `id` of the URL's model and language with its page, or the 404 to answer. */
async function targetModule(c: Ctx): Promise<{ row: ModuleRow; page: PageRow } | Response> {
  const id = parseId(c.req.param("id"));
  const row = id === null ? null : await getModuleRow(c.env.DB, id);
  if (!row || row.model !== c.req.param("model") || row.lang !== c.get("lang")) return notFound(c);
  const page = await getPageRow(c.env.DB, row.page_id);
  return page ? { row, page } : notFound(c);
}

function storedData(row: ModuleRow): Record<string, unknown> {
  const value: unknown = JSON.parse(row.data);
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** A module's own fields from a request body: the tree's keys are not fields. */
function fieldsOf(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([name]) => !STRUCTURAL_KEYS.has(name)));
}

/** An online window bound as stored: null, or an instant in its stored form. */
function windowBound(value: unknown, path: string, problems: FieldProblem[]): string | null {
  if (value === undefined || value === null || value === "") return null;
  const instant = typeof value === "string" ? parseInstant(value) : null;
  if (!instant) {
    problems.push({ path, message: "Expected a date (YYYY-MM-DD) or an ISO instant." });
    return null;
  }
  return `${instant.toISOString().slice(0, 19)}Z`;
}

interface CheckedModule {
  data: Record<string, unknown>;
  onlineFrom: string | null;
  onlineTo: string | null;
}

/**
 * A module's fields checked as SPEC §5 says: its schema, the editor rules, the window. A
 * section's columns follow its layout (one per column of the preset, classes kept by index).
 */
function checkFields(model: string, fields: Record<string, unknown>): CheckedModule | FieldProblem[] {
  const problems: FieldProblem[] = [];
  const onlineFrom = windowBound(fields.online_from, "online_from", problems);
  const onlineTo = windowBound(fields.online_to, "online_to", problems);
  if (onlineFrom && onlineTo && onlineTo <= onlineFrom) {
    problems.push({ path: "online_to", message: "The end must come after the start." });
  }
  const { columns, ...rest } = fields;
  const check = checkModuleFields(model, { ...rest, online_from: onlineFrom, online_to: onlineTo });
  if (!check.ok) problems.push(...check.problems.filter((p) => !problems.some((q) => q.path === p.path)));
  if (problems.length > 0 || !check.ok) return problems;
  const data = check.data;
  if (model === "section") {
    const given = Array.isArray(columns) ? columns : [];
    data.columns = Array.from({ length: columnCount(data.layout ?? 0) }, (_, index) => {
      const entry: unknown = given.find((column) => (column as { index?: unknown })?.index === index);
      const classes = (entry as { classes?: unknown } | undefined)?.classes;
      return { index, classes: typeof classes === "string" ? classes.replace(/[^\w\s-]/g, "").trim() : "" };
    });
  }
  return { data, onlineFrom, onlineTo };
}

/** Where a module may go: the parent's row (null: top level), checked against the module's type. */
async function placement(
  c: Ctx,
  model: string,
  pageLang: { pageId: number; lang: Lang },
  parentId: number | null,
  column: number | null,
): Promise<{ parent: ModuleRow | null; column: number | null } | Response> {
  const parent = parentId === null ? null : await getModuleRow(c.env.DB, parentId);
  if (parentId !== null && (!parent || parent.page_id !== pageLang.pageId || parent.lang !== pageLang.lang)) {
    return refused(c, "parent", "No such module on this page.");
  }
  if (!canHold(parent?.model ?? null, model)) {
    return refused(c, "parent", `A ${model} module cannot be placed ${parent ? `in a ${parent.model}` : "here"}.`);
  }
  if (parent?.model === "section") {
    const count = columnCount(storedData(parent).layout ?? 0);
    if (column === null || column >= count) {
      return refused(c, "column", `This section has ${count} column${count === 1 ? "" : "s"} (0–${count - 1}).`);
    }
    return { parent, column };
  }
  if (column !== null) return refused(c, "column", "Only sections have columns.");
  return { parent, column: null };
}

/** Makes room at `position` among the children of a parent's column (or the page's top level). */
function shiftSiblings(
  db: D1Database,
  where: { pageId: number; lang: Lang; parentId: number | null; column: number | null },
  position: number,
  except = 0,
) {
  return db
    .prepare(
      `UPDATE page_modules SET position = position + 1
        WHERE page_id = ?1 AND lang = ?2 AND parent_id IS ?3 AND column_index IS ?4 AND position >= ?5 AND id <> ?6`,
    )
    .bind(where.pageId, where.lang, where.parentId, where.column, position, except);
}

async function lastPosition(
  db: D1Database,
  where: { pageId: number; lang: Lang; parentId: number | null; column: number | null },
): Promise<number> {
  const row = await db
    .prepare(
      `SELECT coalesce(max(position) + 1, 0) AS next FROM page_modules
        WHERE page_id = ?1 AND lang = ?2 AND parent_id IS ?3 AND column_index IS ?4`,
    )
    .bind(where.pageId, where.lang, where.parentId, where.column)
    .first<{ next: number }>();
  return row?.next ?? 0;
}

function insertModule(db: D1Database, row: ModuleRow) {
  const placeholders = MODULE_COLUMNS.map((_, i) => `?${i + 1}`).join(", ");
  return db
    .prepare(`INSERT INTO page_modules (${MODULE_COLUMNS.join(", ")}) VALUES (${placeholders})`)
    .bind(...MODULE_COLUMNS.map((name) => row[name]));
}

/** The section's backup, pushed before the save changes it (none for a save that creates a section). */
function backupStatements(db: D1Database, sectionId: number | null, edit: EditContext) {
  return sectionId === null ? [] : [backupSection(db, sectionId, edit), trimBackups(db, sectionId)];
}

async function purgeModules(c: Ctx, page: PageRow, lang: Lang) {
  await purgeForChange(c.env, { kind: "modules", page, lang });
}

/** POST container/: a new, empty section with an anchor slug and a column preset. */
pageModulesApi.on("POST", slashOptional(`${base}/container/`), editorWrite(BODY_KIB), async (c) => {
  const parsed = await parseJsonBody(c, ContainerCreate);
  if (!parsed.ok) return parsed.response;
  const body = parsed.value;
  const lang = c.get("lang");
  const page = await getPageRow(c.env.DB, body.object_id);
  if (!page) return refused(c, "object_id", "No such page.");
  const taken = await c.env.DB.prepare("SELECT 1 FROM page_modules WHERE lang = ?1 AND slug = ?2")
    .bind(lang, body.slug)
    .first();
  if (taken) return c.json({ error: "slug_taken", field: "slug", detail: "This anchor is in use on this site." }, 409);
  const checked = checkFields("section", { layout: body.layout, extra_class: body.extra_class, image: null });
  if (Array.isArray(checked)) return problemsResponse(c, checked);
  const edit = editContext(c, page, lang);
  const where = { pageId: page.id, lang, parentId: null, column: null };
  const position = body.position ?? (await lastPosition(c.env.DB, where));
  const db = c.env.DB;
  const { failure, ids } = await saveCreating(db, 1, ([id = 0]) => [
    shiftSiblings(db, where, position),
    insertModule(db, {
      id,
      page_id: page.id,
      lang,
      parent_id: null,
      column_index: null,
      position,
      model: "section",
      slug: body.slug,
      data: JSON.stringify(checked.data),
      online_from: null,
      online_to: null,
      revision: 1,
      created_at: edit.now,
      updated_at: edit.now,
    }),
    versionSnapshot(db, edit, "section.create", id),
    activityRow(db, edit, "create", { type: "module", id }, { model: "section", page_id: page.id, slug: body.slug }),
  ]);
  if (failure) return saveFailed(c, failure, null);
  await purgeModules(c, page, lang);
  return c.json(await currentModule(c, ids[0] ?? 0), 201, PRIVATE);
});

/** POST {model}/: a new module in a section's column or a list module. */
pageModulesApi.on("POST", slashOptional(`${base}/:model{${MODELS}}/`), editorWrite(BODY_KIB), async (c) => {
  const model = c.req.param("model");
  if (model === "section") return refused(c, "model", "Sections are created with POST container/.");
  const parsed = await parseJsonBody(c, ModuleCreate);
  if (!parsed.ok) return parsed.response;
  const body = parsed.value;
  const lang = c.get("lang");
  const parent = await getModuleRow(c.env.DB, body.parent);
  if (!parent || parent.lang !== lang) return refused(c, "parent", "No such module on this page.");
  const place = await placement(c, model, { pageId: parent.page_id, lang }, body.parent, body.column ?? null);
  if (place instanceof Response) return place;
  const checked = checkFields(model, fieldsOf(body));
  if (Array.isArray(checked)) return problemsResponse(c, checked);
  const page = await getPageRow(c.env.DB, parent.page_id);
  if (!page) return notFound(c);
  const db = c.env.DB;
  const edit = editContext(c, page, lang);
  const where = { pageId: page.id, lang, parentId: parent.id, column: place.column };
  const position = body.position ?? (await lastPosition(db, where));
  const sectionId = await getSectionId(db, parent.id);
  const { failure, ids } = await saveCreating(db, 1, ([id = 0]) => [
    ...backupStatements(db, sectionId, edit),
    shiftSiblings(db, where, position),
    insertModule(db, {
      id,
      page_id: page.id,
      lang,
      parent_id: parent.id,
      column_index: place.column,
      position,
      model,
      slug: null,
      data: JSON.stringify(checked.data),
      online_from: checked.onlineFrom,
      online_to: checked.onlineTo,
      revision: 1,
      created_at: edit.now,
      updated_at: edit.now,
    }),
    versionSnapshot(db, edit, `${model}.create`, id),
    activityRow(db, edit, "create", { type: "module", id }, { model, page_id: page.id, parent: parent.id }),
  ]);
  if (failure) return saveFailed(c, failure, null);
  await purgeModules(c, page, lang);
  return c.json(await currentModule(c, ids[0] ?? 0), 201, PRIVATE);
});

/** PATCH {model}/{id}/: changes fields (a partial update of the stored ones) at the revision read. */
pageModulesApi.on("PATCH", slashOptional(`${base}/:model{${MODELS}}/:id/`), editorWrite(BODY_KIB), async (c) => {
  const target = await targetModule(c);
  if (target instanceof Response) return target;
  const { row, page } = target;
  const parsed = await parseJsonBody(c, ModulePatch);
  if (!parsed.ok) return parsed.response;
  const body = parsed.value;
  if (body.revision !== row.revision) return saveFailed(c, "stale", row.id);
  const fields = {
    ...storedData(row),
    online_from: row.online_from,
    online_to: row.online_to,
    ...fieldsOf(body),
  };
  const checked = checkFields(row.model, fields);
  if (Array.isArray(checked)) return problemsResponse(c, checked);
  const slug = body.slug === undefined ? row.slug : body.slug;
  const db = c.env.DB;
  if (slug !== row.slug && slug !== null) {
    const taken = await db
      .prepare("SELECT 1 FROM page_modules WHERE lang = ?1 AND slug = ?2")
      .bind(row.lang, slug)
      .first();
    if (taken)
      return c.json({ error: "slug_taken", field: "slug", detail: "This anchor is in use on this site." }, 409);
  }
  const edit = editContext(c, page, row.lang);
  // A section whose new preset has fewer columns keeps its modules: those of the dropped
  // columns follow the last remaining column's, in their order.
  const columnMoves: D1PreparedStatement[] = [];
  if (row.model === "section") {
    const last = columnCount(checked.data.layout ?? 0) - 1;
    const after = await lastPosition(db, { pageId: page.id, lang: row.lang, parentId: row.id, column: last });
    // SET expressions read the row's old values: column_index here is the column it leaves.
    columnMoves.push(
      db
        .prepare(
          `UPDATE page_modules SET column_index = ?2, position = ?3 + (column_index - ?2) * 10000 + position
            WHERE parent_id = ?1 AND column_index > ?2`,
        )
        .bind(row.id, last, after),
    );
  }
  const sectionId = await getSectionId(db, row.id);
  const failure = await runSave(db, [
    staleGuard(db, "page_modules", row.id, row.revision),
    ...backupStatements(db, sectionId, edit),
    db
      .prepare(
        `UPDATE page_modules SET data = ?2, online_from = ?3, online_to = ?4, slug = ?5, revision = revision + 1,
                updated_at = ?6 WHERE id = ?1`,
      )
      .bind(row.id, JSON.stringify(checked.data), checked.onlineFrom, checked.onlineTo, slug, edit.now),
    ...columnMoves,
    versionSnapshot(db, edit, `${row.model}.update`, row.id),
    activityRow(db, edit, "update", { type: "module", id: row.id }, { model: row.model, page_id: page.id }),
  ]);
  if (failure) return saveFailed(c, failure, row.id);
  await purgeModules(c, page, row.lang);
  return c.json(await currentModule(c, row.id), 200, PRIVATE);
});

/** DELETE {model}/{id}/: removes the module with its children (a section's backup keeps them for undo). */
pageModulesApi.on("DELETE", slashOptional(`${base}/:model{${MODELS}}/:id/`), editorWrite(BODY_KIB), async (c) => {
  const target = await targetModule(c);
  if (target instanceof Response) return target;
  const { row, page } = target;
  const parsed = await parseJsonBody(c, ModuleRevision, { emptyAs: {} });
  if (!parsed.ok) return parsed.response;
  const { revision } = parsed.value;
  if (revision !== undefined && revision !== row.revision) return saveFailed(c, "stale", row.id);
  const db = c.env.DB;
  const edit = editContext(c, page, row.lang);
  const sectionId = await getSectionId(db, row.id);
  const failure = await runSave(db, [
    ...(revision === undefined ? [] : [staleGuard(db, "page_modules", row.id, revision)]),
    ...backupStatements(db, sectionId, edit),
    db.prepare("DELETE FROM page_modules WHERE id = ?1").bind(row.id),
    versionSnapshot(db, edit, `${row.model}.delete`, row.id),
    activityRow(db, edit, "delete", { type: "module", id: row.id }, { model: row.model, page_id: page.id }),
  ]);
  if (failure) return saveFailed(c, failure, row.id);
  await purgeModules(c, page, row.lang);
  return c.json({ deleted: row.id, section: sectionId }, 200, PRIVATE);
});

/** POST {model}/{id}/move/: to another place on the same page (a column, a list module or the top level). */
pageModulesApi.on("POST", slashOptional(`${base}/:model{${MODELS}}/:id/move/`), editorWrite(BODY_KIB), async (c) => {
  const target = await targetModule(c);
  if (target instanceof Response) return target;
  const { row, page } = target;
  const parsed = await parseJsonBody(c, ModuleMove);
  if (!parsed.ok) return parsed.response;
  const body = parsed.value;
  if (body.revision !== undefined && body.revision !== row.revision) return saveFailed(c, "stale", row.id);
  const db = c.env.DB;
  if (body.parent !== null && (await getSubtreeRows(db, row.id)).some((r) => r.id === body.parent)) {
    return refused(c, "parent", "A module cannot be moved into itself.");
  }
  const place = await placement(
    c,
    row.model,
    { pageId: row.page_id, lang: row.lang },
    body.parent,
    body.column ?? null,
  );
  if (place instanceof Response) return place;
  const edit = editContext(c, page, row.lang);
  const from = await getSectionId(db, row.id);
  // Moved to the top level, the module is a section of its own: no backup to take there.
  const to = place.parent ? await getSectionId(db, place.parent.id) : null;
  const where = { pageId: page.id, lang: row.lang, parentId: place.parent?.id ?? null, column: place.column };
  const failure = await runSave(db, [
    staleGuard(db, "page_modules", row.id, body.revision ?? row.revision),
    ...backupStatements(db, from, edit),
    ...(to !== null && to !== from ? backupStatements(db, to, edit) : []),
    shiftSiblings(db, where, body.position, row.id),
    db
      .prepare(
        `UPDATE page_modules SET parent_id = ?2, column_index = ?3, position = ?4, revision = revision + 1,
                updated_at = ?5 WHERE id = ?1`,
      )
      .bind(row.id, where.parentId, where.column, body.position, edit.now),
    versionSnapshot(db, edit, `${row.model}.move`, row.id),
    activityRow(db, edit, "move", { type: "module", id: row.id }, { model: row.model, page_id: page.id, ...where }),
  ]);
  if (failure) return saveFailed(c, failure, row.id);
  await purgeModules(c, page, row.lang);
  return c.json(await currentModule(c, row.id), 200, PRIVATE);
});

/**
 * POST {model}/{id}/copy/: a deep copy placed right after the module (anchor slugs are not
 * copied), or, with `lang` naming the other language, a section's copy at the end of the same
 * page in that language (keeping its anchor when it is free there).
 */
pageModulesApi.on("POST", slashOptional(`${base}/:model{${MODELS}}/:id/copy/`), editorWrite(BODY_KIB), async (c) => {
  const target = await targetModule(c);
  if (target instanceof Response) return target;
  const { row, page } = target;
  const parsed = await parseJsonBody(c, ModuleCopy, { emptyAs: {} });
  if (!parsed.ok) return parsed.response;
  const { revision } = parsed.value;
  if (revision !== undefined && revision !== row.revision) return saveFailed(c, "stale", row.id);
  const to = parsed.value.lang ?? row.lang;
  const across = to !== row.lang;
  if (across && row.parent_id !== null) {
    return refused(c, "lang", "Only a section of the page's top level goes to the other language.");
  }
  const db = c.env.DB;
  const rows = await getSubtreeRows(db, row.id);
  const edit = editContext(c, page, to);
  const where = across
    ? { pageId: page.id, lang: to, parentId: null, column: null }
    : { pageId: page.id, lang: row.lang, parentId: row.parent_id, column: row.column_index };
  const position = across ? await lastPosition(db, where) : row.position + 1;
  const keepSlug =
    across &&
    row.slug !== null &&
    !(await db.prepare("SELECT 1 FROM page_modules WHERE lang = ?1 AND slug = ?2").bind(to, row.slug).first());
  // A copy stands beside the original: a section around it changes, a copied section does not.
  const sectionId = row.parent_id === null ? null : await getSectionId(db, row.id);
  const { failure, ids } = await saveCreating(db, rows.length, (ids) => {
    const newId = new Map(rows.map((r, i) => [r.id, ids[i] ?? 0]));
    const copies = rows.map((r) => ({
      ...r,
      id: newId.get(r.id) ?? 0,
      lang: to,
      parent_id: r.id === row.id ? r.parent_id : (newId.get(r.parent_id ?? 0) ?? null),
      position: r.id === row.id ? position : r.position,
      slug: r.id === row.id && keepSlug ? r.slug : null,
      revision: 1,
      created_at: edit.now,
      updated_at: edit.now,
    }));
    const copyId = newId.get(row.id) ?? 0;
    return [
      ...(revision === undefined ? [] : [staleGuard(db, "page_modules", row.id, revision)]),
      ...backupStatements(db, sectionId, edit),
      ...(across ? [] : [shiftSiblings(db, where, position)]),
      ...copies.map((copy) => insertModule(db, copy)),
      versionSnapshot(db, edit, `${row.model}.copy`, copyId),
      activityRow(
        db,
        edit,
        "copy",
        { type: "module", id: copyId },
        { model: row.model, page_id: page.id, from: row.id, from_lang: row.lang },
      ),
    ];
  });
  if (failure) return saveFailed(c, failure, row.id);
  await purgeModules(c, page, to);
  // Rows come parents first, so the first new id is the copy of the module itself.
  return c.json(await currentModule(c, ids[0] ?? 0), 201, PRIVATE);
});

/**
 * POST {model}/{id}/undo/: puts the newest backup of the module's section back (SPEC §4) and
 * drops it from the stack. A deleted section is named by its own id. Restored rows get a new
 * revision, so an editor holding the undone state must reload before saving over it.
 */
pageModulesApi.on("POST", slashOptional(`${base}/:model{${MODELS}}/:id/undo/`), editorWrite(BODY_KIB), async (c) => {
  const id = parseId(c.req.param("id"));
  if (id === null) return notFound(c);
  const lang = c.get("lang");
  const db = c.env.DB;
  const row = await getModuleRow(db, id);
  if (row && (row.model !== c.req.param("model") || row.lang !== lang)) return notFound(c);
  const sectionId = row ? ((await getSectionId(db, id)) ?? id) : id;
  const backup = await db
    .prepare(
      "SELECT id, page_id, rows FROM section_backups WHERE section_id = ?1 AND lang = ?2 ORDER BY id DESC LIMIT 1",
    )
    .bind(sectionId, lang)
    .first<{ id: number; page_id: number; rows: string }>();
  if (!backup) {
    if (!row) return notFound(c);
    return c.json({ error: "nothing_to_undo", detail: "This section has no earlier state to go back to." }, 409);
  }
  // Ids are never reused (migration 0011), so a backup of this id is this section's; the page
  // check keeps that true should rows ever be inserted with ids of their own.
  if (row && backup.page_id !== row.page_id) return notFound(c);
  const page = await getPageRow(db, backup.page_id);
  if (!page) return notFound(c);
  const edit = editContext(c, page, lang);
  const columns = MODULE_COLUMNS.filter((name) => name !== "revision");
  const failure = await runSave(db, [
    db
      .prepare(
        `WITH RECURSIVE subtree (id) AS (
           SELECT id FROM page_modules WHERE id = ?1
           UNION ALL
           SELECT m.id FROM page_modules m JOIN subtree s ON m.parent_id = s.id)
         DELETE FROM page_modules WHERE id IN (SELECT id FROM subtree)
           AND id NOT IN (SELECT json_extract(value, '$.id') FROM json_each(?2))`,
      )
      .bind(sectionId, backup.rows),
    db
      .prepare(
        `INSERT INTO page_modules (${columns.join(", ")}, revision)
         SELECT ${columns.map((name) => `json_extract(value, '$.${name}')`).join(", ")}, 1
           FROM json_each(?1) WHERE true ORDER BY key
         ON CONFLICT (id) DO UPDATE SET ${columns
           .filter((name) => name !== "id")
           .map((name) => `${name} = excluded.${name}`)
           .join(", ")}, revision = page_modules.revision + 1, updated_at = ?2
          WHERE page_modules.page_id = excluded.page_id AND page_modules.lang = excluded.lang`,
      )
      .bind(backup.rows, edit.now),
    db.prepare("DELETE FROM section_backups WHERE id = ?1").bind(backup.id),
    versionSnapshot(db, edit, "section.undo", sectionId),
    activityRow(db, edit, "undo", { type: "module", id: sectionId }, { page_id: page.id }),
  ]);
  if (failure) return saveFailed(c, failure, row ? id : null);
  await purgeModules(c, page, lang);
  return c.json(await currentModule(c, sectionId), 200, PRIVATE);
});
