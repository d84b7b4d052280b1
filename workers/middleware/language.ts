import type { MiddlewareHandler } from "hono";
import { defaultLang, isLang, type Lang } from "../../src/i18n/languages";
import type { AppEnv } from "../env";

const LANGUAGE_LIKE = /^[a-z]{2}$/;

/** The language a request is for: its path prefix, else (for /api/…) `?lang=`, else Accept-Language. */
export function requestLang(
  path: string,
  langQuery: string | undefined,
  acceptLanguage: string | undefined,
): Lang | null {
  const first = path.split("/", 2)[1] ?? "";
  if (isLang(first)) return first;
  if (LANGUAGE_LIKE.test(first)) return null;
  if (langQuery !== undefined) return isLang(langQuery) ? langQuery : defaultLang;
  const preferred = acceptLanguage?.split(",")[0]?.trim().slice(0, 2).toLowerCase();
  return preferred && isLang(preferred) ? preferred : defaultLang;
}

/** `/` goes to the default language; an unsupported language prefix is a 404 before any other work. */
export function language(): MiddlewareHandler<AppEnv> {
  return async function language(c, next) {
    const path = c.req.path;
    // The default language is a setting, not a permanent move, so browsers must not cache this.
    if (path === "/") return c.redirect(`/${defaultLang}`, 302);
    const lang = requestLang(path, c.req.query("lang"), c.req.header("Accept-Language"));
    if (lang === null) {
      c.set("lang", defaultLang);
      return c.notFound();
    }
    c.set("lang", lang);
    await next();
  };
}
