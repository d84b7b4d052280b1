import type { AccountDetail, AccountFilters, AccountRole, AccountRow } from "../../src/schemas/hub-accounts";
import type { StoredPassword } from "../auth/password";
import { orderBy } from "./shared";

/**
 * The hub's accounts (issue 25): the list with each account's last sign-in and live sessions,
 * the writes of an administrator, and the one-time set-password links (only their hashes).
 * Accounts are the organisation's staff, tens of rows: the list reads the users table whole and
 * finds each row's last sign-in and sessions by index (identity_events_user_kind, sessions_user).
 */

interface AccountSqlRow {
  id: number;
  email: string;
  username: string;
  first_name: string | null;
  last_name: string | null;
  is_admin: number;
  has_dashboard_online_access: number;
  is_active: number;
  created_at: string;
  last_sign_in: string | null;
  active_sessions: number;
}

const ROLE_WHERE: Readonly<Record<AccountRole, string>> = {
  admin: "u.is_admin = 1",
  dashboard: "u.is_admin = 0 AND u.has_dashboard_online_access = 1",
  editor: "u.is_admin = 0 AND u.has_dashboard_online_access = 0",
};

const SORT_COLUMNS: Readonly<Record<AccountFilters["sort"], string>> = {
  name: "lower(u.last_name || ' ' || u.first_name)",
  email: "u.email",
  created_at: "u.created_at",
  last_sign_in: "last_sign_in",
};

/** The columns of a row of `users u`; `?1` is now (a session counts while before both its expiries). */
const ROW_COLUMNS = `
  u.id, u.email, u.username, u.first_name, u.last_name, u.is_admin, u.has_dashboard_online_access,
  u.is_active, u.created_at,
  (SELECT max(e.created_at) FROM identity_events e WHERE e.user_id = u.id AND e.kind = 'login_ok') AS last_sign_in,
  (SELECT count(*) FROM sessions s
    WHERE s.user_id = u.id AND s.expires_at > ?1 AND s.absolute_expires_at > ?1) AS active_sessions`;

function roleOf(row: { is_admin: number; has_dashboard_online_access: number }): AccountRole {
  if (row.is_admin === 1) return "admin";
  return row.has_dashboard_online_access === 1 ? "dashboard" : "editor";
}

function toAccountRow(row: AccountSqlRow): AccountRow {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    first_name: row.first_name ?? "",
    last_name: row.last_name ?? "",
    role: roleOf(row),
    is_admin: row.is_admin === 1,
    has_dashboard_online_access: row.has_dashboard_online_access === 1,
    is_active: row.is_active === 1,
    created_at: row.created_at,
    last_sign_in: row.last_sign_in,
    active_sessions: row.active_sessions,
  };
}

/** The WHERE of the filters, its parameters numbered from `?{first}`. */
function filterSql(read: AccountListRead, first: number): { where: string; params: unknown[] } {
  const { filters, pattern } = read;
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `?${first + params.length - 1}`;
  };
  const conditions: string[] = [];
  if (filters.active !== undefined) conditions.push(`u.is_active = ${param(filters.active === "true" ? 1 : 0)}`);
  if (filters.role !== undefined) conditions.push(ROLE_WHERE[filters.role]);
  if (pattern) {
    const like = param(pattern);
    conditions.push(
      `(u.email LIKE ${like} ESCAPE '\\' OR u.username LIKE ${like} ESCAPE '\\'
        OR (u.first_name || ' ' || u.last_name) LIKE ${like} ESCAPE '\\')`,
    );
  }
  return { where: conditions.length > 0 ? `WHERE ${conditions.join(" AND ")}` : "", params };
}

export interface AccountListRead {
  filters: AccountFilters;
  /** The search text `q` as a LIKE pattern with `ESCAPE '\\'` (`containsPattern`). */
  pattern?: string;
  limit: number;
  offset: number;
  now: Date;
}

/** One page of the accounts the filters show, and how many they show in all. */
export async function listAccounts(
  db: D1Database,
  read: AccountListRead,
): Promise<{ count: number; results: AccountRow[] }> {
  const counting = filterSql(read, 1);
  // The rows' filters come after now (?1).
  const reading = filterSql(read, 2);
  const order = orderBy(SORT_COLUMNS, read.filters.sort, read.filters.order, "u.id");
  const [counted, rows] = await db.batch<{ n: number } | AccountSqlRow>([
    db.prepare(`SELECT count(*) AS n FROM users u ${counting.where}`).bind(...counting.params),
    db
      .prepare(
        `SELECT ${ROW_COLUMNS} FROM users u ${reading.where} ${order}
          LIMIT ${read.limit} OFFSET ${read.offset}`,
      )
      .bind(read.now.toISOString(), ...reading.params),
  ]);
  const count = (counted?.results[0] as { n: number } | undefined)?.n ?? 0;
  return { count, results: ((rows?.results ?? []) as AccountSqlRow[]).map(toAccountRow) };
}

interface DetailSqlRow extends AccountSqlRow {
  has_password: number;
  link_expires_at: string | null;
}

/** Account `id` with whether it has a password and its unused link's expiry; null when unknown. */
export async function findAccount(db: D1Database, id: number, now: Date): Promise<AccountDetail | null> {
  const row = await db
    .prepare(
      `SELECT ${ROW_COLUMNS}, u.password_hash IS NOT NULL AS has_password,
              (SELECT max(expires_at) FROM password_links
                WHERE user_id = u.id AND used_at IS NULL AND expires_at > ?1) AS link_expires_at
         FROM users u WHERE u.id = ?2`,
    )
    .bind(now.toISOString(), id)
    .first<DetailSqlRow>();
  if (!row) return null;
  return {
    ...toAccountRow(row),
    has_password: row.has_password === 1,
    set_password_link_expires_at: row.link_expires_at,
  };
}

/** Whether another account than `exceptId` signs in with `email` (compared without case). */
export async function isEmailTaken(db: D1Database, email: string, exceptId: number | null): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS taken FROM users WHERE email = ?1 AND id IS NOT ?2")
    .bind(email, exceptId)
    .first<{ taken: number }>();
  return row !== null;
}

/** Whether an active administrator other than account `id` exists (migration 0017's trigger asks the same). */
export async function hasOtherActiveAdmin(db: D1Database, id: number): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS found FROM users WHERE id <> ?1 AND is_admin = 1 AND is_active = 1 LIMIT 1")
    .bind(id)
    .first<{ found: number }>();
  return row !== null;
}

/** The message migration 0017's trigger aborts a batch with when it would demote the last active admin. */
export const LAST_ACTIVE_ADMIN = "last_active_admin";

/**
 * The id the next account gets, for the batch that creates it to name it in its identity event
 * and link. Two creations at the same moment may be given one id: the second batch then fails
 * on the primary key and writes nothing.
 */
export async function nextAccountId(db: D1Database): Promise<number> {
  const row = await db.prepare("SELECT coalesce(max(id), 0) + 1 AS id FROM users").first<{ id: number }>();
  return row?.id ?? 1;
}

export interface NewAccount {
  id: number;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  hasDashboardOnlineAccess: boolean;
  password: StoredPassword | null;
  now: Date;
}

/** The statement inserting an active account. */
export function insertAccountStatement(db: D1Database, account: NewAccount): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO users (email, username, first_name, last_name, password_hash, password_salt, is_admin,
                          has_dashboard_online_access, is_active, created_at, id)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 1, ?9, ?10)`,
    )
    .bind(
      account.email,
      account.username,
      account.firstName,
      account.lastName,
      account.password?.hash ?? null,
      account.password?.salt ?? null,
      account.isAdmin ? 1 : 0,
      account.hasDashboardOnlineAccess ? 1 : 0,
      account.now.toISOString(),
      account.id,
    );
}

/** The columns an administrator may change, as the PATCH body names them. */
export interface AccountChanges {
  email?: string;
  username?: string;
  first_name?: string;
  last_name?: string;
  is_admin?: boolean;
  has_dashboard_online_access?: boolean;
  is_active?: boolean;
}

const CHANGEABLE = [
  "email",
  "username",
  "first_name",
  "last_name",
  "is_admin",
  "has_dashboard_online_access",
  "is_active",
] as const satisfies readonly (keyof AccountChanges)[];

/** The statement storing `changes` of account `id` (at least one), booleans as 0/1. */
export function updateAccountStatement(db: D1Database, id: number, changes: AccountChanges): D1PreparedStatement {
  const columns = CHANGEABLE.filter((column) => changes[column] !== undefined);
  const values = columns.map((column) => {
    const value = changes[column];
    return typeof value === "boolean" ? (value ? 1 : 0) : value;
  });
  const assignments = columns.map((column, i) => `${column} = ?${i + 2}`).join(", ");
  return db.prepare(`UPDATE users SET ${assignments} WHERE id = ?1`).bind(id, ...values);
}

/** The statement ending every session of account `id` (a deactivation). */
export function deleteSessionsStatement(db: D1Database, id: number): D1PreparedStatement {
  return db.prepare("DELETE FROM sessions WHERE user_id = ?1").bind(id);
}

/** How long a set-password link works. */
export const PASSWORD_LINK_TTL_MS = 72 * 3_600_000;

/** The statement inserting a set-password link of account `userId`, working PASSWORD_LINK_TTL_MS from `now`. */
export function insertPasswordLinkStatement(
  db: D1Database,
  link: { tokenHash: string; userId: number; createdBy: number; now: Date },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO password_links (token_hash, user_id, created_by, created_at, expires_at)
       VALUES (?1, ?2, ?3, ?4, ?5)`,
    )
    .bind(
      link.tokenHash,
      link.userId,
      link.createdBy,
      link.now.toISOString(),
      new Date(link.now.getTime() + PASSWORD_LINK_TTL_MS).toISOString(),
    );
}

/** The statement deleting the unused links of account `id`: a newer link or password replaces them. */
export function deleteUnusedPasswordLinksStatement(db: D1Database, id: number): D1PreparedStatement {
  return db.prepare("DELETE FROM password_links WHERE user_id = ?1 AND used_at IS NULL").bind(id);
}

export type PasswordLinkState =
  | { kind: "usable"; userId: number; email: string }
  | { kind: "used" }
  | { kind: "expired" }
  | { kind: "unknown" };

/** What the link of `tokenHash` can do at `now`. */
export async function passwordLinkState(db: D1Database, tokenHash: string, now: Date): Promise<PasswordLinkState> {
  const row = await db
    .prepare(
      `SELECT l.user_id, l.expires_at, l.used_at, u.email, u.is_active
         FROM password_links l JOIN users u ON u.id = l.user_id WHERE l.token_hash = ?1`,
    )
    .bind(tokenHash)
    .first<{ user_id: number; expires_at: string; used_at: string | null; email: string; is_active: number }>();
  if (!row) return { kind: "unknown" };
  if (row.used_at !== null) return { kind: "used" };
  // A deactivated account could not sign in with the password it set: the link is spent for it.
  if (row.expires_at <= now.toISOString() || row.is_active !== 1) return { kind: "expired" };
  return { kind: "usable", userId: row.user_id, email: row.email };
}

/**
 * The statements using the link of `tokenHash` to set `password`, to run as one batch with the
 * identity event: the first aborts the batch (`stale_writes`, migration 0009) unless the link is
 * still unused and unexpired, so of two submissions of one link only the first sets a password.
 * Every session of the account ends, as after any reset.
 */
export function spendPasswordLinkStatements(
  db: D1Database,
  link: { tokenHash: string; userId: number },
  password: StoredPassword,
  now: Date,
): D1PreparedStatement[] {
  const at = now.toISOString();
  return [
    db
      .prepare(
        `INSERT INTO stale_writes (object)
         SELECT 'password_link' WHERE NOT EXISTS
           (SELECT 1 FROM password_links WHERE token_hash = ?1 AND used_at IS NULL AND expires_at > ?2)`,
      )
      .bind(link.tokenHash, at),
    db.prepare("UPDATE password_links SET used_at = ?2 WHERE token_hash = ?1").bind(link.tokenHash, at),
    db
      .prepare("UPDATE users SET password_hash = ?2, password_salt = ?3 WHERE id = ?1")
      .bind(link.userId, password.hash, password.salt),
    deleteUnusedPasswordLinksStatement(db, link.userId),
    deleteSessionsStatement(db, link.userId),
  ];
}

/** Deletes the links that expired before `before` (cron): used ones are kept until then too. */
export async function deleteExpiredPasswordLinks(db: D1Database, before: Date): Promise<void> {
  await db.prepare("DELETE FROM password_links WHERE expires_at <= ?1").bind(before.toISOString()).run();
}
