import { type Context, Hono } from "hono";
import { every } from "hono/combine";
import { PASSWORD_MIN_LENGTH } from "../src/lib/passwords";
import { isNewPasswordLength } from "../src/schemas/auth";
import { clientAddressHash } from "./api/rate-limit";
import { hashPassword } from "./auth/password";
import { SIGN_IN_LIMITS } from "./auth/sign-in";
import { sha256Hex } from "./auth/tokens";
import { type PasswordLinkState, passwordLinkState, spendPasswordLinkStatements } from "./db/accounts";
import { identityEventStatement } from "./db/identity";
import { hitRateLimit } from "./db/rate-limits";
import type { AppEnv } from "./env";
import { bodyLimit } from "./middleware/request-body";
import { checkedForm, FORM_MAX_BYTES, privatePage } from "./sign-in";
import {
  SetPasswordForm,
  SetPasswordRefused,
  setPasswordTexts,
  signInDocument,
  signInTexts,
} from "./ssr/sign-in-document";

/**
 * The page of a one-time set-password link (`/{lang}/set-password?token=…`, issue 25): an
 * administrator made the link for a new account or a reset. Rendered like the sign-in page (no
 * script, the form's CSRF double submit and same-origin check, never cached or indexed) and
 * reachable while the site is offline. Each post counts against a budget per client as large as
 * sign-in's; the token itself has 256 random bits, so opening made-up links finds none.
 * Saved, the link is used up, every session of the account ends, and the browser goes to sign in.
 */

const PATH = "/:lang{de|en}/set-password";

/** The link's token as the query gives it; a hash of it is what the table holds. */
const tokenOf = (c: Context<AppEnv>) => c.req.query("token") ?? "";

async function linkOf(c: Context<AppEnv>): Promise<PasswordLinkState> {
  const token = tokenOf(c);
  if (token === "" || token.length > 128) return { kind: "unknown" };
  return passwordLinkState(c.env.DB, await sha256Hex(token), new Date());
}

/** The page of a link that cannot be used: 404 for one never made, 410 for one used or expired. */
function refused(c: Context<AppEnv>, reason: "unknown" | "used" | "expired") {
  const lang = c.get("lang");
  c.status(reason === "unknown" ? 404 : 410);
  return c.render(<SetPasswordRefused lang={lang} reason={reason} />, { title: setPasswordTexts[lang].title });
}

function form(c: Context<AppEnv>, email: string, status: 200 | 400 | 403 | 413 | 429, message: string | null) {
  const lang = c.get("lang");
  c.status(status);
  const props = { lang, csrfToken: c.get("csrfToken"), token: tokenOf(c), email, message };
  return c.render(<SetPasswordForm {...props} />, { title: setPasswordTexts[lang].title });
}

/** Why a new password cannot be taken, in the page's language; null when it can. */
function passwordProblem(c: Context<AppEnv>, password: string, confirmation: unknown): string | null {
  const t = setPasswordTexts[c.get("lang")];
  if (password.length < PASSWORD_MIN_LENGTH) return t.tooShort;
  if (!isNewPasswordLength(password)) return t.tooLong;
  return password === confirmation ? null : t.mismatch;
}

export function setPasswordPages() {
  const app = new Hono<AppEnv>();
  // The site's Referrer-Policy (strict-origin-when-cross-origin) keeps the link's token from
  // other sites; the page links only to this one.
  app.use(PATH, every(privatePage(), signInDocument()));

  app.get(PATH, async (c) => {
    const link = await linkOf(c);
    if (link.kind !== "usable") return refused(c, link.kind);
    return form(c, link.email, 200, null);
  });

  app.post(
    PATH,
    bodyLimit(FORM_MAX_BYTES, (c) => form(c, "", 413, signInTexts[c.get("lang")].tooLarge)),
    async (c) => {
      const lang = c.get("lang");
      const fields = await checkedForm(c);
      const link = await linkOf(c);
      if (link.kind !== "usable") return refused(c, link.kind);
      if (!fields) return form(c, link.email, 403, signInTexts[lang].refused);
      const now = new Date();
      const ipHash = await clientAddressHash(c);
      const limit = await hitRateLimit(c.env.DB, `set-password:client:${ipHash}`, SIGN_IN_LIMITS.client, now);
      if (!limit.allowed) {
        // The dashboard's identity events show limits hit: the first refusal of a lock-out.
        if (limit.firstRefusal) {
          const locked = { kind: "login_locked", userId: link.userId, email: link.email, ipHash } as const;
          await identityEventStatement(c.env.DB, locked, now).run();
        }
        c.header("Retry-After", String(limit.retryAfterSeconds));
        return form(c, link.email, 429, signInTexts[lang].limited(Math.ceil(limit.retryAfterSeconds / 60)));
      }
      const typed = typeof fields.password === "string" ? fields.password : "";
      const problem = passwordProblem(c, typed, fields.password_confirm);
      if (problem) return form(c, link.email, 400, problem);

      const tokenHash = await sha256Hex(tokenOf(c));
      const password = await hashPassword(typed);
      const event = { kind: "password_set", userId: link.userId, email: link.email, ipHash } as const;
      try {
        await c.env.DB.batch([
          ...spendPasswordLinkStatements(c.env.DB, { tokenHash, userId: link.userId }, password, now),
          identityEventStatement(c.env.DB, event, now),
        ]);
      } catch (error) {
        // The same link was used a moment ago (a second submission): the guard refused this one.
        if (String(error instanceof Error ? `${error.message} ${error.cause}` : error).includes("stale_revision")) {
          return refused(c, "used");
        }
        throw error;
      }
      return c.redirect(`/${lang}/login?${new URLSearchParams({ next: "/cms-hub" })}`, 303);
    },
  );

  return app;
}
