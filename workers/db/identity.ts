import type { IdentityEventKind } from "../../src/schemas/identity-events";
import type { StoredPassword } from "../auth/password";
import type { SessionUser } from "../env";

export interface IdentityEvent {
  kind: IdentityEventKind;
  userId: number | null;
  /** The address as typed: kept for attempts on unknown accounts too. */
  email: string | null;
  /** Hash of the client's address, never the address itself. */
  ipHash: string;
  /** The administrator who changed the account (the hub's accounts); absent for its own doings. */
  actorId?: number | null;
}

/** The statement recording `event` at `now`, to run alone or in the batch of what it records. */
export function identityEventStatement(db: D1Database, event: IdentityEvent, now: Date): D1PreparedStatement {
  return db
    .prepare(
      "INSERT INTO identity_events (kind, user_id, email, ip_hash, created_at, actor_id) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
    )
    .bind(
      event.kind,
      event.userId,
      event.email?.slice(0, 254) ?? null,
      event.ipHash,
      now.toISOString(),
      event.actorId ?? null,
    );
}

/** Whether the account of `email` was signed in from the client of `ipHash` since `since`. */
export async function hasSignedInFrom(db: D1Database, email: string, ipHash: string, since: Date): Promise<boolean> {
  const row = await db
    .prepare(
      "SELECT 1 AS known FROM identity_events WHERE ip_hash = ?1 AND created_at >= ?2 AND kind = 'login_ok' AND email = ?3 LIMIT 1",
    )
    .bind(ipHash, since.toISOString(), email)
    .first<{ known: number }>();
  return row !== null;
}

export interface SignInAccount {
  user: SessionUser;
  password: StoredPassword | null;
  isActive: boolean;
}

interface AccountRow {
  id: number;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  is_admin: number;
  has_dashboard_online_access: number;
  is_active: number;
  password_hash: string | null;
  password_salt: string | null;
}

const ACCOUNT_COLUMNS =
  "id, email, username, first_name, last_name, is_admin, has_dashboard_online_access, is_active, password_hash, password_salt";

function toAccount(row: AccountRow): SignInAccount {
  return {
    user: {
      id: row.id,
      email: row.email,
      username: row.username,
      firstName: row.first_name,
      lastName: row.last_name,
      isAdmin: row.is_admin === 1,
      hasDashboardOnlineAccess: row.has_dashboard_online_access === 1,
    },
    password:
      row.password_hash !== null && row.password_salt !== null
        ? { hash: row.password_hash, salt: row.password_salt }
        : null,
    isActive: row.is_active === 1,
  };
}

/** The account of an e-mail address (compared without case), active or not; null when unknown. */
export async function findAccountByEmail(db: D1Database, email: string): Promise<SignInAccount | null> {
  const row = await db.prepare(`SELECT ${ACCOUNT_COLUMNS} FROM users WHERE email = ?1`).bind(email).first<AccountRow>();
  return row ? toAccount(row) : null;
}

/** The account of user `id`; null when there is none. */
export async function findAccountById(db: D1Database, id: number): Promise<SignInAccount | null> {
  const row = await db.prepare(`SELECT ${ACCOUNT_COLUMNS} FROM users WHERE id = ?1`).bind(id).first<AccountRow>();
  return row ? toAccount(row) : null;
}

/** The statement storing a new password of user `id`. */
export function setPasswordStatement(db: D1Database, id: number, password: StoredPassword): D1PreparedStatement {
  return db
    .prepare("UPDATE users SET password_hash = ?2, password_salt = ?3 WHERE id = ?1")
    .bind(id, password.hash, password.salt);
}

/** The statement ending every session of user `id` but the one stored as `keepTokenHash`. */
export function deleteOtherSessionsStatement(db: D1Database, id: number, keepTokenHash: string): D1PreparedStatement {
  return db.prepare("DELETE FROM sessions WHERE user_id = ?1 AND token_hash <> ?2").bind(id, keepTokenHash);
}
