import { Hono } from "hono";
import type { Lang } from "../../src/lib/languages";
import type { SiteSettings } from "../../src/schemas/settings";
import type { UserDetails } from "../../src/schemas/user";
import type { AppEnv, SessionUser } from "../env";
import { jsonError, slashOptional } from "./http";

const labels = {
  de: { profile: "Mein Profil", settings: "Einstellungen", logout: "Abmelden" },
  en: { profile: "My Profile", settings: "Settings", logout: "Log out" },
} as const;

/** SPEC §3 "Auth user / login state"; anonymous visitors get `logged: false` and empty strings. */
function userDetails(user: SessionUser | null, settings: SiteSettings | null, lang: Lang): UserDetails {
  const links = {
    login_url: settings?.login_url ?? "",
    logout_url: settings?.logout_url ?? "",
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

/** The answer depends on the session cookie: never stored by a shared cache. */
const PRIVATE = { "Cache-Control": "private, no-store" } as const;

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
