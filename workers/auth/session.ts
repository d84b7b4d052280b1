import type { SessionUser } from "../env";
import { sha256Hex } from "./tokens";

export const SESSION_COOKIE = "__Host-session";

interface SessionRow {
  id: number;
  email: string;
  username: string;
  first_name: string | null;
  last_name: string | null;
  is_admin: number;
  has_dashboard_online_access: number;
}

/** The user a session token belongs to, or null when unknown, expired or the user is deactivated. */
export async function findSessionUser(db: D1Database, token: string, now = new Date()): Promise<SessionUser | null> {
  const row = await db
    .prepare(
      `SELECT u.id, u.email, u.username, u.first_name, u.last_name, u.is_admin, u.has_dashboard_online_access
         FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.token_hash = ?1 AND s.expires_at > ?2 AND u.is_active = 1`,
    )
    .bind(await sha256Hex(token), now.toISOString())
    .first<SessionRow>();
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    firstName: row.first_name ?? "",
    lastName: row.last_name ?? "",
    isAdmin: row.is_admin === 1,
    hasDashboardOnlineAccess: row.has_dashboard_online_access === 1,
  };
}

/** Deletes the sessions that have expired by `now`; a cron job, so the table holds live ones only. */
export async function deleteExpiredSessions(db: D1Database, now = new Date()): Promise<void> {
  await db.prepare("DELETE FROM sessions WHERE expires_at <= ?1").bind(now.toISOString()).run();
}
