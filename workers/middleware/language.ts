import type { MiddlewareHandler } from "hono";
import { defaultLang, isLang, type Lang } from "../../src/lib/languages";
import type { AppEnv } from "../env";

const LANGUAGE_LIKE = /^[a-z]{2}$/;

/** True when the path's first segment looks like a language code but is not a language of the site. */
function hasUnknownLangPrefix(path: string): boolean {
  const first = path.split("/", 2)[1] ?? "";
  return LANGUAGE_LIKE.test(first) && !isLang(first);
}

/**
 * The language a request is for: its path prefix, else (for /api/…) `?lang=`, else Accept-Language;
 * null for a prefix of a language the site does not have.
 */
export function requestLang(
  path: string,
  langQuery: string | undefined,
  acceptLanguage: string | undefined,
): Lang | null {
  if (hasUnknownLangPrefix(path)) return null;
  const first = path.split("/", 2)[1] ?? "";
  if (isLang(first)) return first;
  if (langQuery !== undefined) return isLang(langQuery) ? langQuery : defaultLang;
  const preferred = acceptLanguage?.split(",")[0]?.trim().slice(0, 2).toLowerCase();
  return preferred && isLang(preferred) ? preferred : defaultLang;
}

/**
 * `/` goes to the default language. An unsupported language prefix gets the default language and
 * the rest of the chain like any path (offline page, session, …); the app answers it with its
 * not-found page.
 */
export function language(): MiddlewareHandler<AppEnv> {
  return async function language(c, next) {
    const path = c.req.path;
    // The default language is a setting, not a permanent move, so browsers must not cache this.
    if (path === "/") return c.redirect(`/${defaultLang}`, 302);
    c.set("lang", requestLang(path, c.req.query("lang"), c.req.header("Accept-Language")) ?? defaultLang);
    await next();
  };
}
