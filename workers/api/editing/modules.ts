import { Hono } from "hono";
import { parseInstant } from "../../../src/lib/dates";
import type { Lang } from "../../../src/lib/languages";
import { canHold, checkModuleFields, columnCount, type FieldProblem } from "../../../src/modules/editing";
import { MODULE_MODELS } from "../../../src/modules/models";
import {
  ContainerCreate,
  ModuleCopy,
  ModuleCreate,
  ModuleMove,
  ModulePatch,
  ModuleRevision,
  ModuleUndo,
  STRUCTURAL_KEYS,
} from "../../../src/schemas/editing";
import type { EditableModule } from "../../../src/schemas/pages";
import {
  deleteModule,
  foldColumns,
  getNewestBackup,
  insertModule,
  isSlugTaken,
  moveModule,
  nextModulePosition,
  restoreBackupStatements,
  shiftSiblings,
  updateModuleFields,
} from "../../db/module-writes";
import {
  activityRow,
  backupSection,
  type EditContext,
  getModuleRow,
  getModuleTarget,
  getSectionId,
  getSubtreeRows,
  reserveIds,
  type SaveFailure,
  staleGuard,
  subtreeRowsStatement,
  trimBackups,
  versionStatements,
} from "../../db/page-edits";
import { getPageRow, type ModuleRow, type PageRow } from "../../db/pages";
import type { AppEnv } from "../../env";
import { editableModule } from "../../views/pages";
import { notFound, PRIVATE, parseId, slashOptional, unprocessable } from "../http";
import { type Ctx, editContext, editorJson, save, saveAndRead, saveFailed } from "./kit";

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

export const pageModulesApi = new Hono<AppEnv>();

function slugTaken(c: Ctx) {
  return c.json({ error: "slug_taken", field: "slug", detail: "This anchor is in use on this site." }, 409, PRIVATE);
}

function problemsResponse(c: Ctx, problems: FieldProblem[]) {
  return unprocessable(c, "invalid_module", problems);
}

function refused(c: Ctx, field: string, detail: string) {
  return problemsResponse(c, [{ path: field, message: detail }]);
}

async function currentModule(c: Ctx, id: number): Promise<EditableModule | null> {
  return editableModule(await getSubtreeRows(c.env.DB, id), id);
}

/** The module `id` of the URL's model and language with its page and section, or the 404 to answer. */
async function targetModule(c: Ctx): Promise<{ row: ModuleRow; page: PageRow; sectionId: number | null } | Response> {
  const id = parseId(c.req.param("id"));
  const target = id === null ? null : await getModuleTarget(c.env.DB, id);
  if (!target || target.row.model !== c.req.param("model") || target.row.lang !== c.get("lang")) return notFound(c);
  const { row, page, sectionId } = target;
  return page ? { row, page, sectionId } : notFound(c);
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

/** The section's backup, pushed before the save changes it (none for a save that creates a section). */
function backupStatements(db: D1Database, sectionId: number | null, edit: EditContext) {
  return sectionId === null ? [] : [backupSection(db, sectionId, edit), trimBackups(db, sectionId)];
}

/** Saves a change to the module tree of `page` in `lang` (one batch, then its purge). */
function saveModules(c: Ctx, statements: D1PreparedStatement[], page: PageRow, lang: Lang) {
  return save(c, statements, [{ kind: "modules", page, lang }]);
}

/**
 * saveModules, answering module `answerId` as the save left it (read in the same batch), or
 * why the database refused the save.
 */
async function saveModulesAnswering(
  c: Ctx,
  statements: D1PreparedStatement[],
  page: PageRow,
  lang: Lang,
  answerId: number,
): Promise<{ failure: SaveFailure } | { module: EditableModule | null }> {
  const db = c.env.DB;
  const outcome = await saveAndRead<ModuleRow>(c, statements, subtreeRowsStatement(db, answerId), [
    { kind: "modules", page, lang },
  ]);
  return "failure" in outcome ? outcome : { module: editableModule(outcome.rows, answerId) };
}

/** POST container/: a new, empty section with an anchor slug and a column preset. */
pageModulesApi.on("POST", slashOptional("/container/"), editorJson(BODY_KIB, ContainerCreate), async (c) => {
  const body = c.req.valid("json");
  const lang = c.get("lang");
  const page = await getPageRow(c.env.DB, body.object_id);
  if (!page) return refused(c, "object_id", "No such page.");
  if (await isSlugTaken(c.env.DB, lang, body.slug)) return slugTaken(c);
  const checked = checkFields("section", { layout: body.layout, extra_class: body.extra_class, image: null });
  if (Array.isArray(checked)) return problemsResponse(c, checked);
  const edit = editContext(c, page.id, lang);
  const where = { pageId: page.id, lang, parentId: null, column: null };
  const position = body.position ?? (await nextModulePosition(c.env.DB, where));
  const db = c.env.DB;
  const [id = 0] = await reserveIds(db, "page_modules", 1);
  const saved = await saveModulesAnswering(
    c,
    [
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
      ...versionStatements(db, edit, "section.create", id),
      activityRow(db, edit, "create", { type: "module", id }, { model: "section", page_id: page.id, slug: body.slug }),
    ],
    page,
    lang,
    id,
  );
  if ("failure" in saved) return saveFailed(c, saved.failure, null);
  return c.json(saved.module, 201, PRIVATE);
});

/** POST {model}/: a new module in a section's column or a list module. */
pageModulesApi.on("POST", slashOptional(`/:model{${MODELS}}/`), editorJson(BODY_KIB, ModuleCreate), async (c) => {
  const model = c.req.param("model");
  if (model === "section") return refused(c, "model", "Sections are created with POST container/.");
  const body = c.req.valid("json");
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
  const edit = editContext(c, page.id, lang);
  const where = { pageId: page.id, lang, parentId: parent.id, column: place.column };
  const position = body.position ?? (await nextModulePosition(db, where));
  const sectionId = await getSectionId(db, parent.id);
  const [id = 0] = await reserveIds(db, "page_modules", 1);
  const saved = await saveModulesAnswering(
    c,
    [
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
      ...versionStatements(db, edit, `${model}.create`, id),
      activityRow(db, edit, "create", { type: "module", id }, { model, page_id: page.id, parent: parent.id }),
    ],
    page,
    lang,
    id,
  );
  if ("failure" in saved) return saveFailed(c, saved.failure, null);
  return c.json(saved.module, 201, PRIVATE);
});

/** PATCH {model}/{id}/: changes fields (a partial update of the stored ones) at the revision read. */
pageModulesApi.on("PATCH", slashOptional(`/:model{${MODELS}}/:id/`), editorJson(BODY_KIB, ModulePatch), async (c) => {
  const target = await targetModule(c);
  if (target instanceof Response) return target;
  const { row, page, sectionId } = target;
  const body = c.req.valid("json");
  if (body.revision !== row.revision) return saveFailed(c, "stale", await currentModule(c, row.id));
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
    if (await isSlugTaken(db, row.lang, slug)) return slugTaken(c);
  }
  const edit = editContext(c, page.id, row.lang);
  // A section whose new preset has fewer columns keeps its modules: those of the dropped
  // columns follow the last remaining column's, in their order.
  const columnMoves: D1PreparedStatement[] = [];
  if (row.model === "section") {
    const last = columnCount(checked.data.layout ?? 0) - 1;
    const after = await nextModulePosition(db, { pageId: page.id, lang: row.lang, parentId: row.id, column: last });
    columnMoves.push(foldColumns(db, row.id, last, after));
  }
  const saved = await saveModulesAnswering(
    c,
    [
      staleGuard(db, "page_modules", row.id, row.revision),
      ...backupStatements(db, sectionId, edit),
      updateModuleFields(
        db,
        row.id,
        { data: JSON.stringify(checked.data), onlineFrom: checked.onlineFrom, onlineTo: checked.onlineTo, slug },
        edit.now,
      ),
      ...columnMoves,
      ...versionStatements(db, edit, `${row.model}.update`, row.id),
      activityRow(db, edit, "update", { type: "module", id: row.id }, { model: row.model, page_id: page.id }),
    ],
    page,
    row.lang,
    row.id,
  );
  if ("failure" in saved) return saveFailed(c, saved.failure, await currentModule(c, row.id));
  return c.json(saved.module, 200, PRIVATE);
});

/** DELETE {model}/{id}/: removes the module with its children (a section's backup keeps them for undo). */
pageModulesApi.on(
  "DELETE",
  slashOptional(`/:model{${MODELS}}/:id/`),
  editorJson(BODY_KIB, ModuleRevision, { emptyAs: {} }),
  async (c) => {
    const target = await targetModule(c);
    if (target instanceof Response) return target;
    const { row, page, sectionId } = target;
    const { revision } = c.req.valid("json");
    if (revision !== undefined && revision !== row.revision)
      return saveFailed(c, "stale", await currentModule(c, row.id));
    const db = c.env.DB;
    const edit = editContext(c, page.id, row.lang);
    const failure = await saveModules(
      c,
      [
        ...(revision === undefined ? [] : [staleGuard(db, "page_modules", row.id, revision)]),
        ...backupStatements(db, sectionId, edit),
        deleteModule(db, row.id),
        ...versionStatements(db, edit, `${row.model}.delete`, row.id),
        activityRow(db, edit, "delete", { type: "module", id: row.id }, { model: row.model, page_id: page.id }),
      ],
      page,
      row.lang,
    );
    if (failure) return saveFailed(c, failure, await currentModule(c, row.id));
    return c.json({ deleted: row.id, section: sectionId }, 200, PRIVATE);
  },
);

/** POST {model}/{id}/move/: to another place on the same page (a column, a list module or the top level). */
pageModulesApi.on(
  "POST",
  slashOptional(`/:model{${MODELS}}/:id/move/`),
  editorJson(BODY_KIB, ModuleMove),
  async (c) => {
    const target = await targetModule(c);
    if (target instanceof Response) return target;
    const { row, page, sectionId: from } = target;
    const body = c.req.valid("json");
    if (body.revision !== undefined && body.revision !== row.revision)
      return saveFailed(c, "stale", await currentModule(c, row.id));
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
    const edit = editContext(c, page.id, row.lang);
    // Moved to the top level, the module is a section of its own: no backup to take there.
    const to = place.parent ? await getSectionId(db, place.parent.id) : null;
    const where = { pageId: page.id, lang: row.lang, parentId: place.parent?.id ?? null, column: place.column };
    const saved = await saveModulesAnswering(
      c,
      [
        staleGuard(db, "page_modules", row.id, body.revision ?? row.revision),
        ...backupStatements(db, from, edit),
        ...(to !== null && to !== from ? backupStatements(db, to, edit) : []),
        shiftSiblings(db, where, body.position, row.id),
        moveModule(db, row.id, where, body.position, edit.now),
        ...versionStatements(db, edit, `${row.model}.move`, row.id),
        activityRow(db, edit, "move", { type: "module", id: row.id }, { model: row.model, page_id: page.id, ...where }),
      ],
      page,
      row.lang,
      row.id,
    );
    if ("failure" in saved) return saveFailed(c, saved.failure, await currentModule(c, row.id));
    return c.json(saved.module, 200, PRIVATE);
  },
);

/**
 * POST {model}/{id}/copy/: a deep copy placed right after the module (anchor slugs are not
 * copied), or, with `lang` naming the other language, a section's copy at the end of the same
 * page in that language (keeping its anchor when it is free there).
 */
pageModulesApi.on(
  "POST",
  slashOptional(`/:model{${MODELS}}/:id/copy/`),
  editorJson(BODY_KIB, ModuleCopy, { emptyAs: {} }),
  async (c) => {
    const target = await targetModule(c);
    if (target instanceof Response) return target;
    const { row, page } = target;
    const { revision, lang } = c.req.valid("json");
    if (revision !== undefined && revision !== row.revision)
      return saveFailed(c, "stale", await currentModule(c, row.id));
    const to = lang ?? row.lang;
    const across = to !== row.lang;
    if (across && row.parent_id !== null) {
      return refused(c, "lang", "Only a section of the page's top level goes to the other language.");
    }
    const db = c.env.DB;
    const rows = await getSubtreeRows(db, row.id);
    const edit = editContext(c, page.id, to);
    const where = across
      ? { pageId: page.id, lang: to, parentId: null, column: null }
      : { pageId: page.id, lang: row.lang, parentId: row.parent_id, column: row.column_index };
    const position = across ? await nextModulePosition(db, where) : row.position + 1;
    const keepSlug = across && row.slug !== null && !(await isSlugTaken(db, to, row.slug));
    // A copy stands beside the original: a section around it changes, a copied section does not.
    const sectionId = row.parent_id === null ? null : target.sectionId;
    const ids = await reserveIds(db, "page_modules", rows.length);
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
    const saved = await saveModulesAnswering(
      c,
      [
        ...(revision === undefined ? [] : [staleGuard(db, "page_modules", row.id, revision)]),
        ...backupStatements(db, sectionId, edit),
        ...(across ? [] : [shiftSiblings(db, where, position)]),
        ...copies.map((copy) => insertModule(db, copy)),
        ...versionStatements(db, edit, `${row.model}.copy`, copyId),
        activityRow(
          db,
          edit,
          "copy",
          { type: "module", id: copyId },
          { model: row.model, page_id: page.id, from: row.id, from_lang: row.lang },
        ),
      ],
      page,
      to,
      copyId,
    );
    if ("failure" in saved) return saveFailed(c, saved.failure, await currentModule(c, row.id));
    return c.json(saved.module, 201, PRIVATE);
  },
);

/**
 * POST {model}/{id}/undo/ `{revision}`: puts the newest backup of the module's section back
 * (SPEC §4) and drops it from the stack, at the module's revision read like every save; the
 * backup must still be there when the batch runs, so of undos sent at once one goes through. A
 * deleted section is named by its own id. Restored rows get a new revision, so an editor
 * holding the undone state must reload before saving over it.
 */
pageModulesApi.on(
  "POST",
  slashOptional(`/:model{${MODELS}}/:id/undo/`),
  editorJson(BODY_KIB, ModuleUndo),
  async (c) => {
    const id = parseId(c.req.param("id"));
    if (id === null) return notFound(c);
    const lang = c.get("lang");
    const db = c.env.DB;
    const row = await getModuleRow(db, id);
    if (row && (row.model !== c.req.param("model") || row.lang !== lang)) return notFound(c);
    const { revision } = c.req.valid("json");
    if (row && revision !== row.revision) return saveFailed(c, "stale", await currentModule(c, id));
    const sectionId = row ? ((await getSectionId(db, id)) ?? id) : id;
    const backup = await getNewestBackup(db, sectionId, lang);
    if (!backup) {
      if (!row) return notFound(c);
      return c.json(
        { error: "nothing_to_undo", detail: "This section has no earlier state to go back to." },
        409,
        PRIVATE,
      );
    }
    // Ids are never reused (migration 0011), so a backup of this id is this section's; the page
    // check keeps that true should rows ever be inserted with ids of their own.
    if (row && backup.page_id !== row.page_id) return notFound(c);
    const page = await getPageRow(db, backup.page_id);
    if (!page) return notFound(c);
    const edit = editContext(c, page.id, lang);
    const failure = await saveModules(
      c,
      [
        ...(row ? [staleGuard(db, "page_modules", id, revision)] : []),
        ...restoreBackupStatements(db, sectionId, backup, edit.now),
        ...versionStatements(db, edit, "section.undo", sectionId),
        activityRow(db, edit, "undo", { type: "module", id: sectionId }, { page_id: page.id }),
      ],
      page,
      lang,
    );
    if (failure) return saveFailed(c, failure, row ? await currentModule(c, id) : null);
    return c.json(await currentModule(c, sectionId), 200, PRIVATE);
  },
);
