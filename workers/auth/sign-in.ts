import { findAccountByEmail, identityEventStatement } from "../db/identity";
import { hitRateLimit, type RateLimit, refundRateLimit } from "../db/rate-limits";
import type { SessionUser } from "../env";
import { verifyPassword } from "./password";
import { deleteSession, isSessionToken, newSession } from "./session";
import { sha256Hex } from "./tokens";

/**
 * Refused attempts per client address and per account in a window; over either, 429 until it
 * ends (ADR 0018). Every attempt is counted before the password is checked, so parallel guesses
 * cannot slip past; a successful one gives its hits back.
 */
export const SIGN_IN_LIMITS = {
  client: { limit: 20, windowSeconds: 900 },
  account: { limit: 10, windowSeconds: 900 },
} as const satisfies Record<string, RateLimit>;

export interface SignInAttempt {
  email: string;
  password: string;
  /** Hash of the client's address (rate limit bucket, identity events). */
  ipHash: string;
  /** The session cookie the attempt came with: deleted on success, whoever it belonged to. */
  previousToken: string | undefined;
  now: Date;
}

export type SignInOutcome =
  | { kind: "ok"; user: SessionUser; token: string }
  | { kind: "failed" }
  | { kind: "limited"; retryAfterSeconds: number };

/**
 * One sign-in attempt: the client's and then the account's rate limit, the password (its
 * check costs the same for unknown addresses and deactivated accounts), then a new session in
 * one batch with the deletion of the previous one and the identity event. Every outcome but a
 * repeated refusal in the same window leaves an identity event.
 */
export async function signIn(db: D1Database, attempt: SignInAttempt): Promise<SignInOutcome> {
  const { password, ipHash, now } = attempt;
  const email = attempt.email.trim().toLowerCase();
  const locked = async (retryAfterSeconds: number, firstRefusal: boolean): Promise<SignInOutcome> => {
    if (firstRefusal) {
      const account = await findAccountByEmail(db, email);
      await identityEventStatement(
        db,
        { kind: "login_locked", userId: account?.user.id ?? null, email, ipHash },
        now,
      ).run();
    }
    return { kind: "limited", retryAfterSeconds };
  };

  const clientBucket = `sign-in:client:${ipHash}`;
  const accountBucket = `sign-in:account:${await sha256Hex(email)}`;
  const client = await hitRateLimit(db, clientBucket, SIGN_IN_LIMITS.client, now);
  if (!client.allowed) return locked(client.retryAfterSeconds, client.firstRefusal);
  const account = await hitRateLimit(db, accountBucket, SIGN_IN_LIMITS.account, now);
  if (!account.allowed) return locked(account.retryAfterSeconds, account.firstRefusal);

  const found = await findAccountByEmail(db, email);
  const matches = await verifyPassword(password, found?.password ?? null);
  if (!found || !matches || !found.isActive) {
    await identityEventStatement(
      db,
      { kind: "login_failed", userId: found?.user.id ?? null, email, ipHash },
      now,
    ).run();
    return { kind: "failed" };
  }

  const session = await newSession(db, found.user.id, now);
  await db.batch([
    ...(isSessionToken(attempt.previousToken) ? [await deleteSession(db, attempt.previousToken)] : []),
    session.insert,
    identityEventStatement(db, { kind: "login_ok", userId: found.user.id, email, ipHash }, now),
    refundRateLimit(db, clientBucket, SIGN_IN_LIMITS.client, now),
    refundRateLimit(db, accountBucket, SIGN_IN_LIMITS.account, now),
  ]);
  return { kind: "ok", user: found.user, token: session.token };
}

/**
 * Ends the session of `token` (a no-op without one) and records the sign-out of `user`, the
 * session's user when it was still valid.
 */
export async function signOut(
  db: D1Database,
  token: string | undefined,
  user: SessionUser | null,
  ipHash: string,
  now: Date,
): Promise<void> {
  const statements = isSessionToken(token) ? [await deleteSession(db, token)] : [];
  if (user)
    statements.push(identityEventStatement(db, { kind: "logout", userId: user.id, email: user.email, ipHash }, now));
  if (statements.length > 0) await db.batch(statements);
}
