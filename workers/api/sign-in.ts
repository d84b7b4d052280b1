import type { Context } from "hono";
import { Hono } from "hono";
import { SignInBody } from "../../src/schemas/auth";
import type { ApiErrorBody } from "../../src/schemas/common";
import { requireCsrf, setCsrfCookie } from "../auth/csrf";
import { deleteSessionCookie, sessionCookieOf, setSessionCookie } from "../auth/session";
import { type SignInOutcome, signIn, signOut } from "../auth/sign-in";
import { randomToken } from "../auth/tokens";
import type { AppEnv } from "../env";
import { bodyLimitKiB, PRIVATE, slashOptional } from "./http";
import { clientAddressHash } from "./rate-limit";
import { userDetails } from "./user";
import { parseJsonBody } from "./validate";

/** The one answer to every failed attempt: unknown address, wrong password, deactivated account. */
const SIGN_IN_FAILED: ApiErrorBody = {
  error: "invalid_credentials",
  detail: "The e-mail address or password is incorrect.",
};

/**
 * Sets the new session's cookie and a new CSRF token (a token known before sign-in is not
 * trusted after it), for the JSON call and the form alike.
 */
export function setSignInCookies(c: Context<AppEnv>, outcome: Extract<SignInOutcome, { kind: "ok" }>): void {
  setSessionCookie(c, outcome.token);
  setCsrfCookie(c, randomToken(32));
}

/** Ends the request's session: its row, the cookie and an identity event when it was valid. */
export async function endSession(c: Context<AppEnv>): Promise<void> {
  await signOut(c.env.DB, sessionCookieOf(c), c.get("user"), await clientAddressHash(c), new Date());
  deleteSessionCookie(c);
  c.set("user", null);
}

/** The attempt of a request with `credentials`. */
export async function attemptSignIn(c: Context<AppEnv>, credentials: SignInBody): Promise<SignInOutcome> {
  return signIn(c.env.DB, {
    ...credentials,
    ipHash: await clientAddressHash(c),
    previousToken: sessionCookieOf(c),
    now: new Date(),
  });
}

export const signInApi = new Hono<AppEnv>();

/**
 * POST /{lang}/pageeditor-api/login/ `{ email, password }`: the editor's login modal (SPEC §4).
 * A mutating call like any other (CSRF header, same origin, JSON). Answers the user details of
 * GET …/user and sets the session; 400 `invalid_credentials` for every failure; 429 with
 * Retry-After over the client's or the account's limit or while the pair of both waits.
 */
signInApi.on(
  "POST",
  slashOptional("/:lang{de|en}/pageeditor-api/login/"),
  requireCsrf("json"),
  bodyLimitKiB(4),
  async (c) => {
    c.header("Cache-Control", PRIVATE["Cache-Control"]);
    const parsed = await parseJsonBody(c, SignInBody);
    if (!parsed.ok) return parsed.response;
    const outcome = await attemptSignIn(c, parsed.value);
    if (outcome.kind === "limited") {
      c.header("Retry-After", String(outcome.retryAfterSeconds));
      return c.json({ error: "rate_limited", detail: "Too many sign-in attempts. Please try again later." }, 429);
    }
    if (outcome.kind === "failed") return c.json(SIGN_IN_FAILED, 400);
    setSignInCookies(c, outcome);
    c.set("user", outcome.user);
    return c.json(userDetails(outcome.user, c.get("settings"), c.get("lang")), 200);
  },
);

/**
 * POST /{lang}/pageeditor-api/logout/: ends the session (row deleted, cookie cleared) and answers
 * the user details of a visitor. Without a session it only clears the cookie.
 */
signInApi.on(
  "POST",
  slashOptional("/:lang{de|en}/pageeditor-api/logout/"),
  requireCsrf("json"),
  bodyLimitKiB(1),
  async (c) => {
    c.header("Cache-Control", PRIVATE["Cache-Control"]);
    await endSession(c);
    return c.json(userDetails(null, c.get("settings"), c.get("lang")), 200);
  },
);
