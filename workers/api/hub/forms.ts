import { Hono } from "hono";
import * as v from "valibot";
import { FormBody } from "../../../src/schemas/back-office/forms";
import type { FieldValue } from "../../../src/schemas/form-entries";
import {
  EntryEraseBody,
  type EntryErasure,
  HubFormEntriesExportQuery,
  HubFormEntriesQuery,
  HubFormsQuery,
} from "../../../src/schemas/hub-forms";
import { formFieldProblems, formReferences, readFormItem, writeForm } from "../../db/form-items";
import {
  deleteEntriesStatements,
  type EntryFilters,
  type EntrySelection,
  entriesOfSender,
  entryOfForm,
  type FormWithFields,
  formEntriesBatch,
  getEntryFile,
  getFormWithFields,
  listFormEntries,
  listFormSummaries,
} from "../../db/hub-forms";
import { containsPattern } from "../../db/shared";
import type { AppEnv } from "../../env";
import { notFound, PRIVATE, parseId, slashOptional } from "../http";
import { deleteUploads } from "../temp-files";
import { csvDownload } from "./csv";
import { hubLangOfCall, itemApi } from "./items";
import { type HubContext, hubAccess, hubJson, hubQuery, hubUser, pagedList } from "./kit";

/**
 * Forms in the hub (SPEC §7 forms). For editors, a form with its fields as a back-office item
 * (issue 27): the list (with entry counts), read, create, change, delete, bulk. For dashboard
 * access, the entries (issue 25): a form's entries page by page, as CSV, the uploads of an entry,
 * and their deletion: one entry, or every entry of one sender (a privacy request).
 */
export const hubFormsApi = new Hono<AppEnv>();

const NO_FORM = "No form has this id.";

/** The form a path names, with its fields; null when there is none (the caller answers 404). */
async function formOfPath(c: HubContext): Promise<FormWithFields | null> {
  const id = parseId(c.req.param("id"));
  return id === null ? null : getFormWithFields(c.env.DB, id);
}

/** The entries' filters from a checked query. */
function entryFilters(query: {
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
}): EntryFilters {
  return { from: query.from, to: query.to, pattern: query.q ? containsPattern(query.q) : undefined };
}

/**
 * GET forms/:id/entries/: the form's entries, newest first, filtered by `from`/`to` (inclusive
 * days) and `q` (text in the values); beside the page the form and its fields, in order.
 */
hubFormsApi.on("GET", slashOptional("/forms/:id/entries/"), hubQuery("dashboard", HubFormEntriesQuery), async (c) => {
  const query = c.req.valid("query");
  const filters = entryFilters(query);
  const id = parseId(c.req.param("id"));
  const page = { order: query.order, limit: query.page_size, offset: (query.page - 1) * query.page_size };
  const data = id === null ? null : await listFormEntries(c.env.DB, id, filters, page);
  if (!data) return notFound(c, NO_FORM);
  const { fields, ...form } = data.form;
  return pagedList(c, query, data, { form, fields });
});

/** A value as one CSV cell: a list (checkboxes, multi-select) as its values joined. */
function valueCell(value: FieldValue): string | number | boolean | null {
  return Array.isArray(value) ? value.join("; ") : value;
}

/**
 * GET forms/:id/entries/export/: the entries the list's filters show, every one, as CSV: when,
 * language, one column per field in the form's order (headed by its label in the hub's
 * language), then the names of the entry's files. Streams in keyset batches.
 */
hubFormsApi.on(
  "GET",
  slashOptional("/forms/:id/entries/export/"),
  hubQuery("dashboard", HubFormEntriesExportQuery),
  async (c) => {
    const query = c.req.valid("query");
    const form = await formOfPath(c);
    if (!form) return notFound(c, NO_FORM);
    const filters = entryFilters(query);
    const lang = hubLangOfCall(c);
    type Entry = Awaited<ReturnType<typeof formEntriesBatch>>["rows"][number];
    const columns = [
      { header: "submitted_at", cell: (entry: Entry) => entry.submitted_at },
      { header: "lang", cell: (entry: Entry) => entry.lang },
      ...form.fields.map((field, index) => ({
        header: lang === "en" ? field.label_en : field.label_de,
        cell: (entry: Entry) => valueCell(entry.values[index]?.value ?? null),
      })),
      { header: "files", cell: (entry: Entry) => entry.files.map((file) => file.name).join("; ") },
    ];
    return csvDownload(c, `form-${form.id}-entries.csv`, columns, (cursor) =>
      formEntriesBatch(c.env.DB, form, filters, query.order, cursor),
    );
  },
);

/** `filename*` of Content-Disposition (RFC 6266/5987): any name, percent-encoded as UTF-8. */
function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * GET forms/files/:id/: an upload an entry took over, streamed from R2 as an attachment under
 * the name it was sent with. Uploads live below `temp/`, which /media never serves: this is
 * the only way to them, and only for dashboard access.
 */
hubFormsApi.on("GET", slashOptional("/forms/files/:id/"), hubAccess("dashboard"), async (c) => {
  const id = parseId(c.req.param("id"));
  const file = id === null ? null : await getEntryFile(c.env.DB, id);
  if (!file) return notFound(c, "No file of a form entry has this id.");
  const object = await c.env.MEDIA.get(file.key);
  if (!object) return notFound(c, "The file is no longer stored.");
  return c.body(object.body, 200, {
    ...PRIVATE,
    "Content-Type": file.content_type,
    "Content-Length": String(object.size),
    "Content-Disposition": attachmentHeader(file.file_name),
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "sandbox",
  });
});

/**
 * Deletes `selection`'s uploads from R2, then its entries in one batch, an activity row each.
 * Files first: a failure between the two leaves rows that name them (the delete is repeated and
 * finishes), never files that no row names any more, which nothing would find to remove.
 */
async function deleteEntries(c: HubContext, selection: EntrySelection, reason: "single" | "erase"): Promise<void> {
  if (selection.entries.length === 0) return;
  await deleteUploads(c.env.MEDIA, selection.keys);
  const now = new Date().toISOString();
  await c.env.DB.batch(deleteEntriesStatements(c.env.DB, selection, hubUser(c).id, reason, now));
}

/** DELETE forms/:id/entries/:entryId/: one entry and its uploads (204). */
hubFormsApi.on(
  "DELETE",
  slashOptional("/forms/:id/entries/:entryId/"),
  hubJson("dashboard", 1, v.object({})),
  async (c) => {
    const formId = parseId(c.req.param("id"));
    const entryId = parseId(c.req.param("entryId"));
    const selection = formId === null || entryId === null ? null : await entryOfForm(c.env.DB, formId, entryId);
    if (!selection) return notFound(c, "This form has no entry with this id.");
    await deleteEntries(c, selection, "single");
    return c.body(null, 204, PRIVATE);
  },
);

async function erasure(c: HubContext, email: string) {
  const found = await entriesOfSender(c.env.DB, email);
  const answer: EntryErasure = {
    entries: found.entries.length,
    files: found.keys.length,
    forms: found.forms.map((form) => ({
      ...form,
      entries: found.entries.filter((entry) => entry.form_id === form.id).length,
    })),
  };
  return { found, answer };
}

/** POST forms/entries/erase/preview/ {email}: what an erase of that sender's entries would remove; changes nothing. */
hubFormsApi.on(
  "POST",
  slashOptional("/forms/entries/erase/preview/"),
  hubJson("dashboard", 1, EntryEraseBody),
  async (c) => c.json((await erasure(c, c.req.valid("json").email)).answer, 200, PRIVATE),
);

/** POST forms/entries/erase/ {email}: deletes every entry of that sender, of every form, with their uploads. */
hubFormsApi.on("POST", slashOptional("/forms/entries/erase/"), hubJson("dashboard", 1, EntryEraseBody), async (c) => {
  const { found, answer } = await erasure(c, c.req.valid("json").email);
  await deleteEntries(c, found, "erase");
  return c.json(answer, 200, PRIVATE);
});

hubFormsApi.route(
  "/",
  itemApi({
    path: "forms",
    table: "forms",
    body: FormBody,
    kib: 128,
    query: HubFormsQuery,
    list: (db, query, lang) =>
      listFormSummaries(db, {
        lang,
        sort: query.sort,
        order: query.order,
        pattern: query.q ? containsPattern(query.q) : undefined,
        limit: query.page_size,
        offset: (query.page - 1) * query.page_size,
      }),
    read: readFormItem,
    check: formFieldProblems,
    write: (db, id, body, current) => writeForm(db, id, body, current),
    references: formReferences,
    describe: (item) => ({ title: item.title_de }),
    publishable: true,
  }),
);
