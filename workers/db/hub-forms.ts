import { HUB_API_PREFIX } from "../../src/lib/hub-access";
import type { Lang } from "../../src/lib/languages";
import type { FieldValue } from "../../src/schemas/form-entries";
import { FieldType } from "../../src/schemas/forms";
import type { HubFormEntry, HubFormField, HubFormFile, HubFormSummary } from "../../src/schemas/hub-forms";
import { col, containsPattern } from "./shared";

/**
 * The hub's reads of forms and their entries (issue 25): forms with entry counts, entries page
 * by page and in keyset batches for the CSV export, and the uploads an entry took over.
 */

type Order = "asc" | "desc";

interface FormSummaryRow {
  id: number;
  revision: number;
  title_de: string;
  title_en: string;
  is_online: number;
  hubspot_id: string | null;
  entry_count: number;
  last_entry_at: string | null;
}

type FormSort = "last_entry" | "entries" | "title";

export interface FormListQuery {
  lang: Lang;
  sort: FormSort;
  order: Order;
  /** `LIKE` pattern (containsPattern) over both titles, or undefined. */
  pattern: string | undefined;
  limit: number;
  offset: number;
}

/**
 * Forms with their entry count and newest entry. Both come from form_entries_form
 * (form_id, created_at) per form: a count and a max over one index range, no table rows read;
 * a site has a handful of forms, so every form is counted and the page sorted from them.
 */
export async function listFormSummaries(
  db: D1Database,
  query: FormListQuery,
): Promise<{ count: number; results: HubFormSummary[] }> {
  const where =
    query.pattern === undefined ? "" : "WHERE f.title_de LIKE ?1 ESCAPE '\\' OR f.title_en LIKE ?1 ESCAPE '\\'";
  const params = query.pattern === undefined ? [] : [query.pattern];
  const sortColumn: Record<FormSort, string> = {
    last_entry: "last_entry_at",
    entries: "entry_count",
    title: `f.title_${col(query.lang)} COLLATE NOCASE`,
  };
  const direction = query.order === "asc" ? "ASC" : "DESC";
  const [counted, listed] = await db.batch<unknown>([
    db.prepare(`SELECT count(*) AS n FROM forms f ${where}`).bind(...params),
    db
      .prepare(
        `SELECT f.id, f.revision, f.title_de, f.title_en, f.is_online, f.hubspot_id,
                (SELECT count(*) FROM form_entries e WHERE e.form_id = f.id) AS entry_count,
                (SELECT max(e.created_at) FROM form_entries e WHERE e.form_id = f.id) AS last_entry_at
           FROM forms f ${where}
          ORDER BY ${sortColumn[query.sort]} ${direction}, f.id ${direction}
          LIMIT ${query.limit} OFFSET ${query.offset}`,
      )
      .bind(...params),
  ]);
  const count = (counted?.results[0] as { n: number } | undefined)?.n ?? 0;
  const results = ((listed?.results ?? []) as FormSummaryRow[]).map((row) => ({
    id: row.id,
    revision: row.revision,
    title_de: row.title_de,
    title_en: row.title_en,
    is_online: row.is_online === 1,
    is_external: Boolean(row.hubspot_id),
    entry_count: row.entry_count,
    last_entry_at: row.last_entry_at,
  }));
  return { count, results };
}

export interface FormWithFields {
  id: number;
  title_de: string;
  title_en: string;
  fields: HubFormField[];
}

/**
 * A form, online or not, its stored fields in order (no e-mail confirmation: it is not stored),
 * then the answers its entries hold under keys no field has any more (fields removed from the
 * form since): old entries keep showing them, marked removed. Reading those keys walks the
 * form's entries; a form has thousands at most.
 */
function formStatements(db: D1Database, id: number): D1PreparedStatement[] {
  return [
    db.prepare("SELECT id, title_de, title_en FROM forms WHERE id = ?1").bind(id),
    db
      .prepare("SELECT slug, label_de, label_en, field_type FROM form_fields WHERE form_id = ?1 ORDER BY position, id")
      .bind(id),
    db
      .prepare(
        `SELECT DISTINCT j.key AS slug FROM form_entries e, json_each(e.field_values) j
          WHERE e.form_id = ?1 AND j.key NOT IN (SELECT slug FROM form_fields WHERE form_id = ?1)
          ORDER BY j.key`,
      )
      .bind(id),
  ];
}

function formOf(
  formResult: D1Result | undefined,
  fieldResult: D1Result | undefined,
  removedResult: D1Result | undefined,
): FormWithFields | null {
  const form = formResult?.results[0] as Omit<FormWithFields, "fields"> | undefined;
  if (!form) return null;
  const removed = ((removedResult?.results ?? []) as { slug: string }[]).map(
    ({ slug }): HubFormField => ({ slug, label_de: slug, label_en: slug, field_type: FieldType.text, removed: true }),
  );
  return { ...form, fields: [...((fieldResult?.results ?? []) as HubFormField[]), ...removed] };
}

export async function getFormWithFields(db: D1Database, id: number): Promise<FormWithFields | null> {
  const [formResult, fieldResult, removedResult] = await db.batch(formStatements(db, id));
  return formOf(formResult, fieldResult, removedResult);
}

/** The entries' filters: inclusive days `from`/`to` (UTC) and a text found in the values. */
export interface EntryFilters {
  from?: string | undefined;
  to?: string | undefined;
  /** `LIKE` pattern (containsPattern) over the stored values, or undefined. */
  pattern?: string | undefined;
}

/** The day after `day` (yyyy-mm-dd): `to` is inclusive, stored instants are compared below it. */
function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * WHERE of a form's entries, the form id as ?1: only the filters given, so every query is an
 * index range of form_entries_form (form_id, created_at).
 */
function entryWhere(formId: number, filters: EntryFilters): { sql: string; params: (string | number)[] } {
  const conditions = ["form_id = ?1"];
  const params: (string | number)[] = [formId];
  const add = (condition: (n: number) => string, value: string) => {
    params.push(value);
    conditions.push(condition(params.length));
  };
  if (filters.from) add((n) => `created_at >= ?${n}`, filters.from);
  if (filters.to) add((n) => `created_at < ?${n}`, dayAfter(filters.to));
  if (filters.pattern) add((n) => `field_values LIKE ?${n} ESCAPE '\\'`, filters.pattern);
  return { sql: conditions.join(" AND "), params };
}

interface EntryRow {
  id: number;
  lang: "de" | "en";
  field_values: string;
  created_at: string;
}

interface FileRow {
  id: number;
  entry_id: number;
  key: string;
  file_name: string;
  content_type: string;
  size: number;
}

/** The staff download of an upload (`GET …/forms/files/:id/`). */
function formFileUrl(id: number): string {
  return `${HUB_API_PREFIX}/forms/files/${id}/`;
}

/**
 * The entries a WHERE, order and window select, and the uploads they took over (the same
 * selection as a subquery), as two statements for one batch: a page is one round trip.
 */
function entryStatements(
  db: D1Database,
  where: { sql: string; params: (string | number)[] },
  window: string,
): D1PreparedStatement[] {
  const selection = `FROM form_entries WHERE ${where.sql} ${window}`;
  return [
    db.prepare(`SELECT id, lang, field_values, created_at ${selection}`).bind(...where.params),
    db
      .prepare(
        `SELECT id, entry_id, key, file_name, content_type, size FROM temp_files
          WHERE entry_id IN (SELECT id ${selection}) ORDER BY id`,
      )
      .bind(...where.params),
  ];
}

/** An entry as the hub shows it: values in field order, a file field's key replaced by the file's name. */
function toHubEntry(row: EntryRow, fields: HubFormField[], files: FileRow[]): HubFormEntry {
  const stored = JSON.parse(row.field_values) as Record<string, FieldValue>;
  const fileByKey = new Map(files.map((file) => [file.key, file]));
  const fieldOfKey = new Map<string, string>();
  const values = fields.map((field) => {
    const value = stored[field.slug] ?? null;
    if (field.field_type !== FieldType.file || typeof value !== "string") return { slug: field.slug, value };
    fieldOfKey.set(value, field.slug);
    return { slug: field.slug, value: fileByKey.get(value)?.file_name ?? null };
  });
  const hubFiles: HubFormFile[] = files.map((file) => ({
    id: file.id,
    field: fieldOfKey.get(file.key) ?? "",
    name: file.file_name,
    size: file.size,
    content_type: file.content_type,
    url: formFileUrl(file.id),
  }));
  return { id: row.id, submitted_at: row.created_at, lang: row.lang, values, files: hubFiles };
}

function toHubEntries(
  entryResult: D1Result | undefined,
  fileResult: D1Result | undefined,
  fields: HubFormField[],
): HubFormEntry[] {
  const files = new Map<number, FileRow[]>();
  for (const file of (fileResult?.results ?? []) as FileRow[]) {
    files.set(file.entry_id, [...(files.get(file.entry_id) ?? []), file]);
  }
  return ((entryResult?.results ?? []) as EntryRow[]).map((row) => toHubEntry(row, fields, files.get(row.id) ?? []));
}

/**
 * One page of a form's entries, by submission time (then id), with the number of all that match,
 * and the form with its fields; null when there is no such form. One round trip.
 */
export async function listFormEntries(
  db: D1Database,
  formId: number,
  filters: EntryFilters,
  page: { order: Order; limit: number; offset: number },
): Promise<{ form: FormWithFields; count: number; results: HubFormEntry[] } | null> {
  const where = entryWhere(formId, filters);
  const direction = page.order === "asc" ? "ASC" : "DESC";
  const window = `ORDER BY created_at ${direction}, id ${direction} LIMIT ${page.limit} OFFSET ${page.offset}`;
  const [formResult, fieldResult, removedResult, counted, entryResult, fileResult] = await db.batch([
    ...formStatements(db, formId),
    db.prepare(`SELECT count(*) AS n FROM form_entries WHERE ${where.sql}`).bind(...where.params),
    ...entryStatements(db, where, window),
  ]);
  const form = formOf(formResult, fieldResult, removedResult);
  if (!form) return null;
  const count = (counted?.results[0] as { n: number } | undefined)?.n ?? 0;
  return { form, count, results: toHubEntries(entryResult, fileResult, form.fields) };
}

/** Entries per batch of the CSV export: one D1 round trip and a few hundred KB at most. */
const ENTRY_EXPORT_BATCH = 500;

/**
 * The next batch of a form's entries after `cursor` (`created_at|id` of the last row sent, null
 * at the start), by keyset so every batch is an index range however deep the export is; the
 * cursor is null after the last batch.
 */
export async function formEntriesBatch(
  db: D1Database,
  form: FormWithFields,
  filters: EntryFilters,
  order: Order,
  cursor: string | null,
): Promise<{ rows: HubFormEntry[]; cursor: string | null }> {
  const where = entryWhere(form.id, filters);
  if (cursor !== null) {
    const split = cursor.lastIndexOf("|");
    where.params.push(cursor.slice(0, split), Number(cursor.slice(split + 1)));
    const [at, after] = [where.params.length - 1, where.params.length];
    const beyond = order === "asc" ? ">" : "<";
    where.sql += ` AND (created_at ${beyond} ?${at} OR (created_at = ?${at} AND id ${beyond} ?${after}))`;
  }
  const direction = order === "asc" ? "ASC" : "DESC";
  const window = `ORDER BY created_at ${direction}, id ${direction} LIMIT ${ENTRY_EXPORT_BATCH}`;
  const [entryResult, fileResult] = await db.batch(entryStatements(db, where, window));
  const rows = toHubEntries(entryResult, fileResult, form.fields);
  const last = rows.at(-1);
  const next = rows.length === ENTRY_EXPORT_BATCH && last ? `${last.submitted_at}|${last.id}` : null;
  return { rows, cursor: next };
}

/** An upload an entry took over, for the staff download; null for unknown or unclaimed ones. */
export async function getEntryFile(
  db: D1Database,
  id: number,
): Promise<{ key: string; file_name: string; content_type: string; size: number } | null> {
  return db
    .prepare("SELECT key, file_name, content_type, size FROM temp_files WHERE id = ?1 AND entry_id IS NOT NULL")
    .bind(id)
    .first();
}

/** Entries a deletion removes: their ids and forms, and the R2 keys of their uploads. */
export interface EntrySelection {
  entries: { id: number; form_id: number }[];
  keys: string[];
}

async function withUploads(db: D1Database, entries: { id: number; form_id: number }[]): Promise<EntrySelection> {
  if (entries.length === 0) return { entries, keys: [] };
  const { results } = await db
    .prepare("SELECT key FROM temp_files WHERE entry_id IN (SELECT value FROM json_each(?1)) ORDER BY id")
    .bind(JSON.stringify(entries.map((entry) => entry.id)))
    .all<{ key: string }>();
  return { entries, keys: results.map((row) => row.key) };
}

/** Entry `entryId` of form `formId` with its uploads; null when the form has no such entry. */
export async function entryOfForm(db: D1Database, formId: number, entryId: number): Promise<EntrySelection | null> {
  const entry = await db
    .prepare("SELECT id, form_id FROM form_entries WHERE id = ?1 AND form_id = ?2")
    .bind(entryId, formId)
    .first<{ id: number; form_id: number }>();
  return entry ? withUploads(db, [entry]) : null;
}

/**
 * Every entry, of any form, holding `email` as one of its answers (compared without case), with
 * its uploads and its form's titles. The LIKE narrows the entries to those containing the address
 * before each candidate's answers are compared one by one.
 */
export async function entriesOfSender(
  db: D1Database,
  email: string,
): Promise<EntrySelection & { forms: { id: number; title_de: string; title_en: string }[] }> {
  const address = email.trim().toLowerCase();
  const { results } = await db
    .prepare(
      `SELECT e.id, e.form_id, f.title_de, f.title_en FROM form_entries e JOIN forms f ON f.id = e.form_id
        WHERE e.field_values LIKE ?1 ESCAPE '\\'
          AND EXISTS (SELECT 1 FROM json_each(e.field_values) j WHERE j.type = 'text' AND lower(trim(j.value)) = ?2)
        ORDER BY e.form_id, e.id`,
    )
    .bind(containsPattern(address), address)
    .all<{ id: number; form_id: number; title_de: string; title_en: string }>();
  const forms = new Map(
    results.map((row) => [row.form_id, { id: row.form_id, title_de: row.title_de, title_en: row.title_en }]),
  );
  const selection = await withUploads(
    db,
    results.map((row) => ({ id: row.id, form_id: row.form_id })),
  );
  return { ...selection, forms: [...forms.values()] };
}

/**
 * The statements deleting `selection`'s entries and their upload rows, one activity row per
 * entry (`form_entries.delete`, its form and why: `single` or `erase`; never the answers).
 * A fixed number of statements however many entries go.
 */
export function deleteEntriesStatements(
  db: D1Database,
  selection: EntrySelection,
  userId: number,
  reason: "single" | "erase",
  now: string,
): D1PreparedStatement[] {
  const entries = JSON.stringify(selection.entries);
  const ids = JSON.stringify(selection.entries.map((entry) => entry.id));
  return [
    db
      .prepare(
        `INSERT INTO activity_log (user_id, action, object_type, object_id, lang, details, created_at)
         SELECT ?1, 'form_entries.delete', 'form_entries', json_extract(value, '$.id'), NULL,
                json_object('form_id', json_extract(value, '$.form_id'), 'reason', ?2), ?3
           FROM json_each(?4)`,
      )
      .bind(userId, reason, now, entries),
    db.prepare("DELETE FROM temp_files WHERE entry_id IN (SELECT value FROM json_each(?1))").bind(ids),
    db.prepare("DELETE FROM form_entries WHERE id IN (SELECT value FROM json_each(?1))").bind(ids),
  ];
}
