import { Hono } from "hono";
import { type Lang, langPrefix } from "../../src/lib/languages";
import { PasswordChangeBody } from "../../src/schemas/auth";
import type { ApiErrorBody } from "../../src/schemas/common";
import type { SiteSettings } from "../../src/schemas/settings";
import type { UserDetails } from "../../src/schemas/user";
import { editorWrite } from "../auth/editor";
import { hashPassword, verifyPassword } from "../auth/password";
import { sessionCookieOf } from "../auth/session";
import { sha256Hex } from "../auth/tokens";
import {
  deleteOtherSessionsStatement,
  findAccountById,
  identityEventStatement,
  setPasswordStatement,
} from "../db/identity";
import { hitRateLimit } from "../db/rate-limits";
import type { AppEnv, SessionUser } from "../env";
import { jsonError, PRIVATE, slashOptional } from "./http";
import { clientAddressHash } from "./rate-limit";
import { parseJsonBody } from "./validate";

const labels = {
  de: { profile: "Mein Profil", settings: "Einstellungen", logout: "Abmelden" },
  en: { profile: "My Profile", settings: "Settings", logout: "Log out" },
} as const;

/**
 * A setting's site path in the visitor's language: the sign-in and sign-out pages live under
 * each language (`/login` → `/en/login`); a path with a language or another site's address stays.
 */
function inLanguage(url: string, lang: Lang): string {
  if (!url.startsWith("/") || url.startsWith("//") || langPrefix(url)) return url;
  return `/${lang}${url}`;
}

/** SPEC §3 "Auth user / login state"; anonymous visitors get `logged: false` and empty strings. */
export function userDetails(user: SessionUser | null, settings: SiteSettings | null, lang: Lang): UserDetails {
  const links = {
    login_url: inLanguage(settings?.login_url ?? "", lang),
    logout_url: inLanguage(settings?.logout_url ?? "", lang),
    webshop_url: settings?.webshop_url ?? "",
  };
  if (user === null) {
    return {
      logged: false,
      is_logged_in: false,
      email: "",
      username: "",
      first_name: "",
      last_name: "",
      ...links,
      has_dashboard_online_access: false,
      admin_menus: [],
      navigation: { menu: [], footer: [] },
    };
  }
  const text = labels[lang];
  const dashboard = user.isAdmin || user.hasDashboardOnlineAccess;
  return {
    logged: true,
    is_logged_in: true,
    email: user.email,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    ...links,
    has_dashboard_online_access: user.hasDashboardOnlineAccess,
    admin_menus: [
      { title: "CMS", url: "/cms-hub" },
      ...(dashboard ? [{ title: "Dashboard", url: "/cms-hub/dashboard" }] : []),
    ],
    navigation: {
      menu: [
        { title: text.profile, url: `/${lang}/user/profile` },
        { title: text.settings, url: `/${lang}/user/settings` },
      ],
      footer: [{ title: text.logout, url: links.logout_url }],
    },
  };
}

export const userApi = new Hono<AppEnv>();

/**
 * GET /{lang}/pageeditor-api/user: the editor's login state; 401 for visitors, because the
 * editor client treats a failure as "not logged" (SPEC §4) and a 401 opens its login modal.
 */
userApi.on("GET", slashOptional("/:lang{de|en}/pageeditor-api/user/"), (c) => {
  const user = c.get("user");
  if (user === null) {
    c.header("Cache-Control", PRIVATE["Cache-Control"]);
    return jsonError(c, 401, { error: "not_authenticated", detail: "Authentication credentials were not provided." });
  }
  return c.json(userDetails(user, c.get("settings"), c.get("lang")), 200, PRIVATE);
});

/** GET /api/user-details/: the header's account state; visitors get 200 with `logged: false`. */
userApi.on("GET", slashOptional("/api/user-details/"), (c) => {
  return c.json(userDetails(c.get("user"), c.get("settings"), c.get("lang")), 200, PRIVATE);
});

/** Old-password checks per account in a window: a stolen session cannot guess its way to the password. */
const PASSWORD_CHANGE_LIMIT = { limit: 10, windowSeconds: 900 };

/**
 * POST /{lang}/pageeditor-api/user/password/ `{ old_password, new_password }`: the editor's own
 * password. The current one must match (400 `invalid_password` otherwise), the new one has 12
 * characters at least and differs from it (422 `same_password`). One batch stores it, ends every
 * other session of the account and records the change; the calling session stays.
 */
userApi.on("POST", slashOptional("/:lang{de|en}/pageeditor-api/user/password/"), editorWrite(4), async (c) => {
  c.header("Cache-Control", PRIVATE["Cache-Control"]);
  const parsed = await parseJsonBody(c, PasswordChangeBody);
  if (!parsed.ok) return parsed.response;
  const { old_password: oldPassword, new_password: newPassword } = parsed.value;
  // requireEditor has passed: there is a user with a session cookie.
  const user = c.get("user") as SessionUser;
  const now = new Date();
  const limit = await hitRateLimit(c.env.DB, `password-change:${user.id}`, PASSWORD_CHANGE_LIMIT, now);
  if (!limit.allowed) {
    c.header("Retry-After", String(limit.retryAfterSeconds));
    return c.json({ error: "rate_limited", detail: "Too many attempts. Please try again later." }, 429);
  }
  const account = await findAccountById(c.env.DB, user.id);
  if (!(await verifyPassword(oldPassword, account?.password ?? null))) {
    const body: ApiErrorBody = {
      error: "invalid_password",
      field: "old_password",
      detail: "The current password is incorrect.",
    };
    return c.json(body, 400);
  }
  if (newPassword === oldPassword) {
    const body: ApiErrorBody = {
      error: "same_password",
      field: "new_password",
      detail: "The new password must differ from the current one.",
    };
    return c.json(body, 422);
  }
  const keep = await sha256Hex(sessionCookieOf(c) ?? "");
  const event = {
    kind: "password_changed",
    userId: user.id,
    email: user.email,
    ipHash: await clientAddressHash(c),
  } as const;
  const [, ended] = await c.env.DB.batch([
    setPasswordStatement(c.env.DB, user.id, await hashPassword(newPassword)),
    deleteOtherSessionsStatement(c.env.DB, user.id, keep),
    identityEventStatement(c.env.DB, event, now),
  ]);
  return c.json({ detail: "Password changed.", ended_sessions: ended?.meta.changes ?? 0 }, 200);
});
