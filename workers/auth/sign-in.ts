import { findAccountByEmail, hasSignedInFrom, identityEventStatement } from "../db/identity";
import {
  clearSignInDelay,
  type GrowingDelay,
  hitRateLimit,
  hitSignInDelay,
  type RateLimit,
  refundRateLimit,
} from "../db/rate-limits";
import type { SessionUser } from "../env";
import { verifyPassword } from "./password";
import { deleteSession, isSessionToken, newSession } from "./session";
import { sha256Hex } from "./tokens";

/**
 * Refused attempts per client address (any accounts) and per account (any clients) in a window;
 * over either, 429 until it ends (ADR 0018). The account's budget is large: it keeps guessing
 * from many addresses slow, while one guesser's failures slow down only its own pair below. A
 * client the account signed in from within KNOWN_CLIENT_DAYS is not held to the account's
 * budget, so guesses from elsewhere cannot keep the owner out of their own client.
 */
export const SIGN_IN_LIMITS = {
  client: { limit: 20, windowSeconds: 900 },
  account: { limit: 100, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimit>;

/** How long a client the account signed in from counts as the owner's (see SIGN_IN_LIMITS). */
const KNOWN_CLIENT_DAYS = 90;

/**
 * Refused attempts of one account from one client address: five at once, then 1, 2, 4, 8 and
 * from then on 15 minutes before the next (ADR 0018). Each pair waits for its own failures only,
 * so an editor signing in from their own client is not kept out by someone else's guesses.
 */
export const SIGN_IN_DELAY: GrowingDelay = { free: 5, firstSeconds: 60, maxSeconds: 900 };

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
 * One sign-in attempt: the client's limit, the pair's delay and (for a client the account has
 * not signed in from lately) the account's limit, each
 * counting the attempt before the password is checked, so parallel guesses cannot slip past;
 * then the password (its check costs the same for unknown addresses and deactivated accounts),
 * then a new session in one batch with the deletion of the previous one, the identity event,
 * the limits' hits given back and the pair's delay forgotten. Every outcome but a repeated
 * refusal leaves an identity event.
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

  const accountHash = await sha256Hex(email);
  const clientBucket = `sign-in:client:${ipHash}`;
  const accountBucket = `sign-in:account:${accountHash}`;
  const pairBucket = `${accountHash}:${ipHash}`;
  // A refusal stops before the next budget: a guesser made to wait spends none of the account's.
  const client = await hitRateLimit(db, clientBucket, SIGN_IN_LIMITS.client, now);
  if (!client.allowed) return locked(client.retryAfterSeconds, client.firstRefusal);
  const pair = await hitSignInDelay(db, pairBucket, SIGN_IN_DELAY, now);
  if (!pair.allowed) return locked(pair.retryAfterSeconds, pair.firstRefusal);
  const knownSince = new Date(now.getTime() - KNOWN_CLIENT_DAYS * 86_400_000);
  const knownClient = await hasSignedInFrom(db, email, ipHash, knownSince);
  if (!knownClient) {
    const account = await hitRateLimit(db, accountBucket, SIGN_IN_LIMITS.account, now);
    if (!account.allowed) return locked(account.retryAfterSeconds, account.firstRefusal);
  }

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
    ...(knownClient ? [] : [refundRateLimit(db, accountBucket, SIGN_IN_LIMITS.account, now)]),
    clearSignInDelay(db, pairBucket),
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
