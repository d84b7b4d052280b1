import type { FieldProblem } from "../../src/modules/editing";
import type { FormBody, FormChoiceBody, FormFieldItem, FormItem } from "../../src/schemas/back-office/forms";
import { emptyDefault, type FieldTypeValue } from "../../src/schemas/forms";
import { type ItemReference, referencesFrom } from "./items";
import { reserveIds } from "./page-edits";
import { cleanRichText } from "./rich-text";
import { bool } from "./shared";
import { bothUrls } from "./urls";

/**
 * The SQL of a form as a back-office item (issue 27): the form and its fields read and written
 * together. A save keeps the field rows it names, adds the new ones and removes the rest; a
 * renamed field takes its answers in the stored entries along, so old entries stay readable.
 */

interface FormRow {
  id: number;
  revision: number;
  title_de: string;
  title_en: string;
  slug_de: string;
  slug_en: string;
  intro_de: string | null;
  intro_en: string | null;
  is_online: number;
  hubspot_id: string | null;
  entry_count: number;
  last_entry_at: string | null;
}

interface FieldRow {
  id: number;
  field_type: FieldTypeValue;
  label_de: string;
  label_en: string;
  slug: string;
  required: number;
  choices: string;
}

export async function readFormItem(db: D1Database, id: number): Promise<FormItem | null> {
  const [formResult, fieldResult] = await db.batch([
    db
      .prepare(
        `SELECT f.id, f.revision, f.title_de, f.title_en, f.slug_de, f.slug_en, f.intro_de, f.intro_en, f.is_online,
                f.hubspot_id,
                (SELECT count(*) FROM form_entries e WHERE e.form_id = f.id) AS entry_count,
                (SELECT max(e.created_at) FROM form_entries e WHERE e.form_id = f.id) AS last_entry_at
           FROM forms f WHERE f.id = ?1`,
      )
      .bind(id),
    db
      .prepare(
        `SELECT id, field_type, label_de, label_en, slug, required, choices
           FROM form_fields WHERE form_id = ?1 ORDER BY position, id`,
      )
      .bind(id),
  ]);
  const row = formResult?.results[0] as FormRow | undefined;
  if (!row) return null;
  const { hubspot_id, is_online, ...form } = row;
  const fields = ((fieldResult?.results ?? []) as FieldRow[]).map(
    (field): FormFieldItem => ({
      ...field,
      required: bool(field.required),
      choices: JSON.parse(field.choices) as FormChoiceBody[],
    }),
  );
  return {
    ...form,
    is_online: bool(is_online),
    is_external: Boolean(hubspot_id),
    urls: bothUrls("form", { de: form.slug_de, en: form.slug_en }, form.id),
    fields,
  };
}

/**
 * What the schema cannot see in a form's fields: ids that are not this form's fields (a create
 * has none), and a renamed field taking the key under which earlier entries keep the answers of a
 * field since removed (the move would overwrite them; a new field may take it and shows them).
 */
export async function formFieldProblems(
  db: D1Database,
  body: FormBody,
  formId: number | null,
): Promise<FieldProblem[]> {
  const named = body.fields.flatMap((field, index) => (field.id === null ? [] : [{ ...field, id: field.id, index }]));
  if (named.length === 0 || formId === null) {
    return named.map((field) => ({ path: `fields.${field.index}.id`, message: NOT_OURS }));
  }
  const { results } = await db
    .prepare("SELECT id, slug FROM form_fields WHERE form_id = ?1")
    .bind(formId)
    .all<{ id: number; slug: string }>();
  const stored = new Map(results.map((row) => [row.id, row.slug]));
  const foreign = named
    .filter((field) => !stored.has(field.id))
    .map((field) => ({ path: `fields.${field.index}.id`, message: NOT_OURS }));
  const renamed = named.filter((field) => stored.has(field.id) && stored.get(field.id) !== field.slug);
  if (foreign.length > 0 || renamed.length === 0) return foreign;
  const { results: taken } = await db
    .prepare(
      `SELECT DISTINCT j.key FROM form_entries e, json_each(e.field_values) j
        WHERE e.form_id = ?1 AND j.key IN (SELECT value FROM json_each(?2))
          AND j.key NOT IN (SELECT slug FROM form_fields WHERE form_id = ?1)`,
    )
    .bind(formId, JSON.stringify(renamed.map((field) => field.slug)))
    .all<{ key: string }>();
  const takenKeys = new Set(taken.map((row) => row.key));
  return renamed
    .filter((field) => takenKeys.has(field.slug))
    .map((field) => ({
      path: `fields.${field.index}.slug`,
      message: "Earlier entries keep a removed field's answers under this key; choose another.",
    }));
}

const NOT_OURS = "This field is not one of the form's fields.";

/** JSON path of an answer in `form_entries.field_values`, built in SQL from a bound slug. */
const answerPath = (param: string) => `('$."' || ${param} || '"')`;

/**
 * Moves the answers of every entry of form `formId` from key `from` to key `to` (both bound,
 * never spliced into the SQL); entries without an answer under `from` are left alone.
 */
function moveAnswers(db: D1Database, formId: number, from: string, to: string): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE form_entries
          SET field_values = json_set(json_remove(field_values, ${answerPath("?2")}), ${answerPath("?3")},
                                      json(field_values -> ${answerPath("?2")}))
        WHERE form_id = ?1 AND json_type(field_values, ${answerPath("?2")}) IS NOT NULL`,
    )
    .bind(formId, from, to);
}

/**
 * The statements writing `body` as form `id` (`current` null for a create). Renamed fields go
 * through a temporary slug first (`~<field id>`, which no real slug can be), so two fields that
 * swap their slugs never meet the (form, slug) uniqueness or each other's answers.
 */
export async function writeForm(
  db: D1Database,
  id: number,
  body: FormBody,
  current: FormItem | null,
): Promise<D1PreparedStatement[]> {
  const values = [
    body.slug_de,
    body.slug_en,
    body.title_de,
    body.title_en,
    cleanRichText(body.intro_de),
    cleanRichText(body.intro_en),
    body.is_online ? 1 : 0,
    id,
  ] as const;
  const statements: D1PreparedStatement[] = [
    current === null
      ? db
          .prepare(
            `INSERT INTO forms (slug_de, slug_en, title_de, title_en, intro_de, intro_en, is_online, id)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`,
          )
          .bind(...values)
      : db
          .prepare(
            `UPDATE forms SET slug_de = ?1, slug_en = ?2, title_de = ?3, title_en = ?4, intro_de = ?5, intro_en = ?6,
                    is_online = ?7 WHERE id = ?8`,
          )
          .bind(...values),
  ];
  const kept = body.fields.flatMap((field) => (field.id === null ? [] : [field.id]));
  statements.push(
    db
      .prepare("DELETE FROM form_fields WHERE form_id = ?1 AND id NOT IN (SELECT value FROM json_each(?2))")
      .bind(id, JSON.stringify(kept)),
  );
  const storedSlug = new Map(current?.fields.map((field) => [field.id, field.slug]));
  const renamed = body.fields.flatMap((field) => {
    const from = field.id === null ? undefined : storedSlug.get(field.id);
    return field.id !== null && from !== undefined && from !== field.slug
      ? [{ id: field.id, from, to: field.slug, temporary: `~${field.id}` }]
      : [];
  });
  for (const rename of renamed) {
    statements.push(
      db.prepare("UPDATE form_fields SET slug = ?1 WHERE id = ?2").bind(rename.temporary, rename.id),
      moveAnswers(db, id, rename.from, rename.temporary),
    );
  }
  for (const rename of renamed) statements.push(moveAnswers(db, id, rename.temporary, rename.to));
  const added = body.fields.filter((field) => field.id === null);
  const newIds = added.length > 0 ? await reserveIds(db, "form_fields", added.length) : [];
  body.fields.forEach((field, position) => {
    const columns = [
      position,
      field.slug,
      field.label_de,
      field.label_en,
      field.field_type,
      field.required ? 1 : 0,
      JSON.stringify(field.choices),
      JSON.stringify(emptyDefault(field.field_type)),
    ] as const;
    if (field.id === null) {
      statements.push(
        db
          .prepare(
            `INSERT INTO form_fields (position, slug, label_de, label_en, field_type, required, choices, default_value,
                                      id, form_id)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)`,
          )
          .bind(...columns, newIds[added.indexOf(field)] ?? null, id),
      );
      return;
    }
    // A field keeps its default unless its type changes (a list default cannot serve a text field).
    statements.push(
      db
        .prepare(
          `UPDATE form_fields SET position = ?1, slug = ?2, label_de = ?3, label_en = ?4, field_type = ?5, required = ?6,
                  choices = ?7, default_value = CASE WHEN field_type = ?5 THEN default_value ELSE ?8 END
            WHERE id = ?9 AND form_id = ?10`,
        )
        .bind(...columns, field.id, id),
    );
  });
  return statements;
}

/** What keeps a form from being deleted: its entries (kept for the organisation) and the page modules showing it. */
export async function formReferences(db: D1Database, id: number): Promise<ItemReference[]> {
  const [modules, entries] = await Promise.all([
    referencesFrom(
      db,
      "page_modules",
      `SELECT m.id, p.title_de || ' (' || m.lang || ')' AS name
         FROM page_modules m JOIN pages p ON p.id = m.page_id
        WHERE m.model = 'form' AND json_extract(m.data, '$.form') = ?1 ORDER BY m.id`,
      id,
    ),
    db
      .prepare("SELECT count(*) AS n, max(id) AS newest FROM form_entries WHERE form_id = ?1")
      .bind(id)
      .first<{ n: number; newest: number | null }>(),
  ]);
  const entryReference =
    entries && entries.n > 0 && entries.newest !== null
      ? [{ kind: "form_entries", id: entries.newest, name: `${entries.n} entries` }]
      : [];
  return [...modules, ...entryReference];
}
