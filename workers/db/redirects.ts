import type { RedirectEntry } from "../../src/schemas/redirects";
import { countAndPage, orderBy } from "./shared";

/** Every redirect, oldest first, as the editor API and the redirect middleware use them. */
export async function listRedirects(db: D1Database): Promise<RedirectEntry[]> {
  const { results } = await db.prepare("SELECT old_path, new_path FROM redirects ORDER BY id").all<RedirectEntry>();
  return results;
}

/** A `redirects` row as stored; paths are full paths with the language prefix ('/de/alt'). */
export interface RedirectRow {
  id: number;
  old_path: string;
  new_path: string;
  created_at: string;
}

export async function getRedirectRows(db: D1Database): Promise<RedirectRow[]> {
  const { results } = await db
    .prepare("SELECT id, old_path, new_path, created_at FROM redirects ORDER BY id")
    .all<RedirectRow>();
  return results;
}

export async function getRedirectRow(db: D1Database, id: number): Promise<RedirectRow | null> {
  return db
    .prepare("SELECT id, old_path, new_path, created_at FROM redirects WHERE id = ?1")
    .bind(id)
    .first<RedirectRow>();
}

export function insertRedirect(db: D1Database, id: number, entry: RedirectEntry, now: string) {
  return db
    .prepare("INSERT INTO redirects (id, old_path, new_path, created_at) VALUES (?1, ?2, ?3, ?4)")
    .bind(id, entry.old_path, entry.new_path, now);
}

export function updateRedirect(db: D1Database, id: number, entry: RedirectEntry) {
  return db
    .prepare("UPDATE redirects SET old_path = ?2, new_path = ?3 WHERE id = ?1")
    .bind(id, entry.old_path, entry.new_path);
}

export function deleteRedirect(db: D1Database, id: number) {
  return db.prepare("DELETE FROM redirects WHERE id = ?1").bind(id);
}

/**
 * A redirect path in the form requests reach the redirect middleware (Hono's `c.req.path`): dot
 * segments resolved as browsers resolve them (`.`, `..`, `%2e`), percent-escapes decoded, `//`
 * collapsed, no trailing slash. Entries are stored and compared in this form, so `/de/x/.` and
 * `/de/x` are one path to the loop check, as they are one url to a browser.
 */
export function normaliseRedirectPath(path: string): string {
  const resolved = new URL(path, "https://site.invalid").pathname;
  let decoded: string;
  try {
    decoded = decodeURI(resolved);
  } catch {
    decoded = resolved;
  }
  const collapsed = decoded.replace(/\/{2,}/g, "/");
  return collapsed.length > 1 ? collapsed.replace(/\/$/, "") : collapsed;
}

/** What adding one entry to the list takes: the entry (its target followed to the end) and the rows it retargets. */
export interface RedirectPlan {
  entry: { old_path: string; new_path: string };
  retarget: { id: number; new_path: string }[];
}

/**
 * Adds `oldPath → newPath` to `rows` (the list without the entry being replaced) so that the list
 * holds no chain: a target that is itself redirected is followed to its end, and entries that led
 * to `oldPath` now lead where it leads. Null when the entry would lead back to `oldPath` (a loop).
 */
export function planRedirect(rows: readonly RedirectRow[], oldPath: string, newPath: string): RedirectPlan | null {
  const next = new Map(rows.map((row) => [row.old_path, row.new_path]));
  let target = newPath;
  // Each step visits another entry; more steps than entries means a loop already stored.
  for (let steps = 0; target !== oldPath; steps += 1) {
    const further = next.get(target);
    if (further === undefined) break;
    if (steps > rows.length) return null;
    target = further;
  }
  if (target === oldPath) return null;
  return {
    entry: { old_path: oldPath, new_path: target },
    retarget: rows.filter((row) => row.new_path === oldPath).map((row) => ({ id: row.id, new_path: target })),
  };
}

/** The statements that point the entries leading to a plan's old path at its target. */
export function retargetStatements(db: D1Database, plan: RedirectPlan): D1PreparedStatement[] {
  return plan.retarget.map((row) =>
    db.prepare("UPDATE redirects SET new_path = ?2 WHERE id = ?1").bind(row.id, row.new_path),
  );
}

/**
 * A page's url moves in the languages of `moves` (public paths, '/de/alt' → '/de/neu'): entries
 * whose old path is now a page's url are dropped (the page answers there again), and each old url
 * redirects to the new one without a chain. The statements to batch, none when nothing moved.
 */
export function pageMoveStatements(
  db: D1Database,
  rows: readonly RedirectRow[],
  moves: readonly { from: string; to: string }[],
  now: string,
): D1PreparedStatement[] {
  if (moves.length === 0) return [];
  const live = new Set(moves.map((move) => move.to));
  const dropped = rows.filter((row) => live.has(row.old_path) || moves.some((move) => move.from === row.old_path));
  let list = rows.filter((row) => !dropped.includes(row));
  const statements = dropped.map((row) => db.prepare("DELETE FROM redirects WHERE id = ?1").bind(row.id));
  for (const move of moves) {
    // The new url is nobody's old path any more, so the plan cannot loop. The languages' urls
    // differ in their prefix, so one move's entry is never another's chain.
    const plan = planRedirect(list, move.from, move.to);
    if (!plan) continue;
    statements.push(...retargetStatements(db, plan), ...insertRedirectCounted(db, plan.entry, now));
    const targets = new Map(plan.retarget.map((row) => [row.id, row.new_path]));
    list = list.map((row) => ({ ...row, new_path: targets.get(row.id) ?? row.new_path }));
  }
  return statements;
}

/**
 * Inserts an entry under the next id of `id_counters`, taken inside the batch: no entry created
 * at the same moment through `reserveIds` can have it.
 */
function insertRedirectCounted(db: D1Database, entry: RedirectEntry, now: string): D1PreparedStatement[] {
  return [
    db.prepare(
      `UPDATE id_counters SET next = max(next, (SELECT coalesce(max(id), 0) + 1 FROM redirects)) + 1
        WHERE name = 'redirects'`,
    ),
    db
      .prepare(
        `INSERT INTO redirects (id, old_path, new_path, created_at)
         SELECT next - 1, ?1, ?2, ?3 FROM id_counters WHERE name = 'redirects'`,
      )
      .bind(entry.old_path, entry.new_path, now),
  ];
}

/** Drops the entries whose old path is now one of `urls` (public paths of a page created there). */
export function freedUrlStatements(db: D1Database, urls: readonly string[]): D1PreparedStatement {
  return db
    .prepare("DELETE FROM redirects WHERE old_path IN (SELECT value FROM json_each(?1))")
    .bind(JSON.stringify(urls));
}

/** Sort keys of the hub's redirect list and the columns they order by. */
const REDIRECT_SORT_COLUMNS = { old_path: "old_path", new_path: "new_path", created_at: "created_at" } as const;
export type RedirectSort = keyof typeof REDIRECT_SORT_COLUMNS;

/**
 * One page of the redirect list for the hub's settings screen, `pattern` (a LIKE pattern with
 * `ESCAPE '\'`) matching either path, with the count for paging.
 */
export async function listRedirectPage(
  db: D1Database,
  filter: { pattern?: string },
  window: { sort: RedirectSort; order: "asc" | "desc"; limit: number; offset: number },
): Promise<{ count: number; results: RedirectRow[] }> {
  const where = filter.pattern ? "WHERE old_path LIKE ?1 ESCAPE '\\' OR new_path LIKE ?1 ESCAPE '\\'" : "";
  const params = filter.pattern ? [filter.pattern] : [];
  const { count, rows } = await countAndPage<RedirectRow>(
    db,
    db.prepare(`SELECT count(*) AS n FROM redirects ${where}`).bind(...params),
    db
      .prepare(
        `SELECT id, old_path, new_path, created_at FROM redirects ${where}
         ${orderBy(REDIRECT_SORT_COLUMNS, window.sort, window.order, "id")}
         LIMIT ${window.limit} OFFSET ${window.offset}`,
      )
      .bind(...params),
  );
  return { count, results: rows };
}
