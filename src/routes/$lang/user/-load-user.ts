import { redirect } from "@tanstack/react-router";
import { userDetailsQuery } from "../../../features/user/queries";
import type { MessageKey } from "../../../i18n/messages";
import { createTranslator } from "../../../i18n/messages";
import { type LangLoaderContext, type RouteData, siteNameOf } from "../-route-data";

/** Loader of the user pages: anonymous visitors go to `login_url` (SPEC §6); pages are never indexed. */
export async function loadUserPage(context: LangLoaderContext, path: "profile" | "settings", titleKey: MessageKey) {
  const { api, lang, queryClient } = context;
  const [user, siteName] = await Promise.all([queryClient.ensureQueryData(userDetailsQuery(api)), siteNameOf(context)]);
  // The login page is served by the worker, not by the router: always a full document load.
  if (!user.is_logged_in) {
    // Back to this page once signed in; the sign-in page follows only paths of this site.
    const next = `/${lang}/user/${path}`;
    const separator = user.login_url.includes("?") ? "&" : "?";
    throw redirect({ href: `${user.login_url}${separator}next=${encodeURIComponent(next)}`, reloadDocument: true });
  }
  const title = createTranslator(lang)(titleKey);
  const data: RouteData & { title: string } = {
    lang,
    siteName,
    title,
    urls: { de: `/de/user/${path}`, en: `/en/user/${path}` },
    meta: { title, noindex: true },
  };
  return data;
}
