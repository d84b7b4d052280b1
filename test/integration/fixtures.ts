import { env } from "cloudflare:test";
import { onTestFinished } from "vitest";
import { reserveIds } from "../../workers/db/page-edits";

/**
 * Rows a test inserts for itself instead of changing the seed's: each helper inserts under new
 * ids (with unique paths, slugs and names where the schema needs them) and deletes its rows when
 * the test ends, passed or failed, so no test sees another's rows. Call them inside a test.
 */

type Values = Record<string, unknown>;

/** A token no seeded value and no other test's row has, for paths, slugs and names. */
export function uniqueToken(prefix = "test"): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}`;
}

/** Stored-form ISO instant (second precision) of now. */
const nowIso = () => `${new Date().toISOString().slice(0, 19)}Z`;

function insertStatement(table: string, values: Values): D1PreparedStatement {
  const columns = Object.keys(values);
  return env.DB.prepare(
    `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map((_, i) => `?${i + 1}`).join(", ")}) RETURNING id`,
  ).bind(...columns.map((column) => values[column] ?? null));
}

/** Runs the statements, in order, once the current test has ended. */
function deleteWhenDone(...statements: D1PreparedStatement[]): void {
  onTestFinished(async () => {
    await env.DB.batch(statements);
  });
}

/** Inserts a row into `table` (id chosen by D1 unless `values` has one); answers its id. */
export async function insertRow(table: string, values: Values): Promise<number> {
  const row = await insertStatement(table, values).first<{ id: number }>();
  if (!row) throw new Error(`no row was inserted into ${table}`);
  deleteWhenDone(env.DB.prepare(`DELETE FROM ${table} WHERE id = ?1`).bind(row.id));
  return row.id;
}

/** Row `id` of `table` without its id. */
async function rowValues(table: string, id: number): Promise<Values> {
  const row = await env.DB.prepare(`SELECT * FROM ${table} WHERE id = ?1`).bind(id).first<Values>();
  if (!row) throw new Error(`${table} has no row ${id}`);
  const { id: _copied, ...values } = row;
  return values;
}

/** Inserts a copy of row `id` of `table`, with `changes`, under a new id; answers that id. */
export async function copyRow(table: string, id: number, changes: Values = {}): Promise<number> {
  return insertRow(table, { ...(await rowValues(table, id)), ...changes });
}

export interface OwnPage {
  id: number;
  /** Stored path, the same in both languages ('/testseite-1a2b3c4d'). */
  path: string;
  /** German title. */
  title: string;
}

/** An editor page without modules at a path of its own, online unless `is_online` says otherwise. */
export async function insertPage(
  fields: { parent_id?: number | null; path?: string; title?: string; is_online?: 0 | 1 } = {},
): Promise<OwnPage> {
  const token = uniqueToken("testseite");
  const { path = `/${token}`, title = `Testseite ${token}`, ...rest } = fields;
  const now = nowIso();
  const id = await insertRow("pages", {
    path_de: path,
    path_en: path,
    title_de: title,
    title_en: title,
    created_at: now,
    updated_at: now,
    ...rest,
  });
  return { id, path, title };
}

/**
 * A copy of the seeded page at German path `seededPath` under a path of its own (the same in both
 * languages), with copies of its module trees in both languages; a container's slug gets the
 * page's token appended (slugs are unique per language): `slug(seeded)` names the copy's.
 */
export async function copyPage(seededPath: string): Promise<OwnPage & { slug(seeded: string): string }> {
  const seeded = await env.DB.prepare("SELECT id, title_de FROM pages WHERE path_de = ?1")
    .bind(seededPath)
    .first<{ id: number; title_de: string }>();
  if (!seeded) throw new Error(`the seed has no page at ${seededPath}`);
  const token = uniqueToken("kopie");
  const path = `/${token}`;
  const slug = (seededSlug: string) => `${seededSlug}-${token}`;
  const id = await copyRow("pages", seeded.id, { path_de: path, path_en: path });

  type ModuleRow = Values & { id: number; parent_id: number | null; slug: string | null };
  const { results: modules } = await env.DB.prepare("SELECT * FROM page_modules WHERE page_id = ?1 ORDER BY id")
    .bind(seeded.id)
    .all<ModuleRow>();
  // Ids reserved as the editor reserves them (never one a deleted row had), up front, so children
  // can name their parent's copy; parents are inserted first.
  const reserved = await reserveIds(env.DB, "page_modules", modules.length);
  const newIds = new Map(modules.map((module, index) => [module.id, reserved[index] ?? 0]));
  const ordered: ModuleRow[] = [];
  let pending = modules;
  while (pending.length > 0) {
    const placed = new Set(ordered.map((module) => module.id));
    const ready = pending.filter((module) => module.parent_id === null || placed.has(module.parent_id));
    if (ready.length === 0) throw new Error(`the modules of ${seededPath} name parents outside the page`);
    ordered.push(...ready);
    pending = pending.filter((module) => !ready.includes(module));
  }
  deleteWhenDone(env.DB.prepare("DELETE FROM page_modules WHERE page_id = ?1").bind(id));
  if (ordered.length > 0) {
    await env.DB.batch(
      ordered.map((module) =>
        insertStatement("page_modules", {
          ...module,
          id: newIds.get(module.id),
          page_id: id,
          parent_id: module.parent_id === null ? null : newIds.get(module.parent_id),
          slug: module.slug === null ? null : slug(module.slug),
        }),
      ),
    );
  }
  return { id, path, title: seeded.title_de, slug };
}

/** A copy of form `id` with its fields and `changes` to the form; answers the copy's id. */
export async function copyForm(id: number, changes: Values = {}): Promise<number> {
  const values = await rowValues("forms", id);
  const copy = await insertStatement("forms", { ...values, ...changes }).first<{ id: number }>();
  if (!copy) throw new Error("no form was inserted");
  deleteWhenDone(
    env.DB.prepare("DELETE FROM form_entries WHERE form_id = ?1").bind(copy.id),
    env.DB.prepare("DELETE FROM form_fields WHERE form_id = ?1").bind(copy.id),
    env.DB.prepare("DELETE FROM forms WHERE id = ?1").bind(copy.id),
  );
  await env.DB.prepare(
    `INSERT INTO form_fields (form_id, position, slug, label_de, label_en, field_type, required, visible, choices,
                              default_value, placeholder_de, placeholder_en, help_de, help_en)
     SELECT ?1, position, slug, label_de, label_en, field_type, required, visible, choices,
            default_value, placeholder_de, placeholder_en, help_de, help_en
       FROM form_fields WHERE form_id = ?2 ORDER BY position, id`,
  )
    .bind(copy.id, id)
    .run();
  return copy.id;
}
