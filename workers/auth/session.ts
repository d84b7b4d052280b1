import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv, SessionUser } from "../env";
import { randomToken, sha256Hex } from "./tokens";

/** The session cookie's name; Hono's cookie helper adds the `__Host-` prefix. */
const SESSION = "session";
/** The name browsers send the session cookie under. */
export const SESSION_COOKIE = `__Host-${SESSION}`;

/** A session ends after this long without a request (ADR 0018). */
export const SESSION_IDLE_MS = 8 * 3_600_000;
/** …and this long after sign-in, however busy it is. */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 3_600_000;
/** The idle expiry moves forward at most this often, so a busy editor costs no write per request. */
export const SESSION_SLIDE_INTERVAL_MS = 5 * 60_000;

const SESSION_SHAPE = /^[A-Za-z0-9_-]{32,64}$/;

/** Whether a cookie value can be a session token at all (so garbage costs no query). */
export function isSessionToken(value: string | undefined): value is string {
  return value !== undefined && SESSION_SHAPE.test(value);
}

/** HttpOnly, Secure, SameSite=Lax, host-only on path / (`__Host-`). */
const SESSION_COOKIE_OPTIONS = {
  prefix: "host",
  path: "/",
  httpOnly: true,
  secure: true,
  sameSite: "Lax",
} as const;

/** The request's session cookie, whatever its shape (`isSessionToken` tells). */
export function sessionCookieOf(c: Context<AppEnv>): string | undefined {
  return getCookie(c, SESSION, "host");
}

/** Sets the session cookie as sign-in does, living as long as the session may. */
export function setSessionCookie(c: Context<AppEnv>, token: string): void {
  setCookie(c, SESSION, token, { ...SESSION_COOKIE_OPTIONS, maxAge: SESSION_ABSOLUTE_MS / 1000 });
}

/** Deletes the session cookie: the same attributes, expired. */
export function deleteSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION, SESSION_COOKIE_OPTIONS);
}

/**
 * The idle expiry a session used at `now` should get, or null when the stored one is recent
 * enough: it moves once `SESSION_SLIDE_INTERVAL_MS` has passed since it was set, never past the
 * absolute expiry.
 */
export function slidIdleExpiry(idleExpiresAt: Date, absoluteExpiresAt: Date, now: Date): Date | null {
  const setAt = idleExpiresAt.getTime() - SESSION_IDLE_MS;
  if (now.getTime() - setAt < SESSION_SLIDE_INTERVAL_MS) return null;
  const next = Math.min(now.getTime() + SESSION_IDLE_MS, absoluteExpiresAt.getTime());
  return next > idleExpiresAt.getTime() ? new Date(next) : null;
}

interface SessionRow {
  id: number;
  email: string;
  username: string;
  first_name: string | null;
  last_name: string | null;
  is_admin: number;
  has_dashboard_online_access: number;
  expires_at: string;
  absolute_expires_at: string;
}

/**
 * The user a session token belongs to, or null when unknown, past its idle or absolute expiry,
 * or the user is deactivated. A session in use has its idle expiry moved forward (`slidIdleExpiry`).
 */
export async function findSessionUser(db: D1Database, token: string, now = new Date()): Promise<SessionUser | null> {
  const tokenHash = await sha256Hex(token);
  const nowIso = now.toISOString();
  const row = await db
    .prepare(
      `SELECT u.id, u.email, u.username, u.first_name, u.last_name, u.is_admin, u.has_dashboard_online_access,
              s.expires_at, s.absolute_expires_at
         FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.token_hash = ?1 AND s.expires_at > ?2 AND s.absolute_expires_at > ?2 AND u.is_active = 1`,
    )
    .bind(tokenHash, nowIso)
    .first<SessionRow>();
  if (!row) return null;
  const slid = slidIdleExpiry(new Date(row.expires_at), new Date(row.absolute_expires_at), now);
  if (slid) {
    await db
      .prepare("UPDATE sessions SET expires_at = ?2 WHERE token_hash = ?1")
      .bind(tokenHash, slid.toISOString())
      .run();
  }
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

/** A new session for `userId`: its token (for the cookie) and the statement storing its hash. */
export async function newSession(
  db: D1Database,
  userId: number,
  now: Date,
): Promise<{ token: string; insert: D1PreparedStatement }> {
  const token = randomToken(32);
  const insert = db
    .prepare(
      `INSERT INTO sessions (token_hash, user_id, created_at, expires_at, absolute_expires_at)
       VALUES (?1, ?2, ?3, ?4, ?5)`,
    )
    .bind(
      await sha256Hex(token),
      userId,
      now.toISOString(),
      new Date(now.getTime() + SESSION_IDLE_MS).toISOString(),
      new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
    );
  return { token, insert };
}

/** The statement deleting the session of `token` (nothing when there is none). */
export async function deleteSession(db: D1Database, token: string): Promise<D1PreparedStatement> {
  return db.prepare("DELETE FROM sessions WHERE token_hash = ?1").bind(await sha256Hex(token));
}

/** Deletes the sessions past either expiry by `now`; a cron job, so the table holds live ones only. */
export async function deleteExpiredSessions(db: D1Database, now = new Date()): Promise<void> {
  await db
    .prepare("DELETE FROM sessions WHERE expires_at <= ?1 OR absolute_expires_at <= ?1")
    .bind(now.toISOString())
    .run();
}
