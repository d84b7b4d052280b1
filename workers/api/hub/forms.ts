import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { HUB_LANG_COOKIE, hubLangOf } from "../../../src/lib/hub-lang";
import type { FieldValue } from "../../../src/schemas/form-entries";
import { HubFormEntriesExportQuery, HubFormEntriesQuery, HubFormsQuery } from "../../../src/schemas/hub-forms";
import {
  type EntryFilters,
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
import { csvDownload } from "./csv";
import { type HubContext, hubAccess, hubQuery, pagedList } from "./kit";

/**
 * Form entries in the hub (issue 25, SPEC §7 forms), for dashboard access: the forms with their
 * entry counts, a form's entries page by page, the entries as CSV, and the uploads of an entry.
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

/** GET forms/: every form with its entry count and newest entry; `q` searches the titles. */
hubFormsApi.on("GET", slashOptional("/forms/"), hubQuery("dashboard", HubFormsQuery), async (c) => {
  const query = c.req.valid("query");
  const data = await listFormSummaries(c.env.DB, {
    lang: hubLangOf(getCookie(c, HUB_LANG_COOKIE)),
    sort: query.sort,
    order: query.order,
    pattern: query.q ? containsPattern(query.q) : undefined,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return pagedList(c, query, data);
});

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
    const lang = hubLangOf(getCookie(c, HUB_LANG_COOKIE));
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
