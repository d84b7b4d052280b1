import { type Context, Hono, type MiddlewareHandler } from "hono";
import { every } from "hono/combine";
import { getCookie } from "hono/cookie";
import * as v from "valibot";
import { CSRF_COOKIE } from "../src/lib/csrf";
import { SignInBody } from "../src/schemas/auth";
import { attemptSignIn, endSession, setSignInCookies } from "./api/sign-in";
import { formTokenMatches, isSameOrigin } from "./auth/csrf";
import { safeNextPath } from "./auth/next-path";
import type { AppEnv } from "./env";
import { bodyLimit } from "./middleware/request-body";
import { SignInForm, SignOutForm, signInDocument, signInTexts } from "./ssr/sign-in-document";

/** The largest form read: two addresses, a password and two tokens fit many times over. */
export const FORM_MAX_BYTES = 8 * 1024;

/** Pages of one visitor's account: never stored by a cache, never indexed. */
export function privatePage(): MiddlewareHandler<AppEnv> {
  return async function privatePage(c, next) {
    await next();
    c.res.headers.set("Cache-Control", "private, no-store");
    c.res.headers.set("X-Robots-Tag", "noindex");
  };
}

const FORM_TYPE = "application/x-www-form-urlencoded";

/**
 * The form's double-submit check (ADR 0018): the hidden field's token equals the `csrftoken`
 * cookie, the request comes from this site (Origin or Sec-Fetch-Site), and it is the form's own
 * media type. Answers the parsed fields, or null when refused.
 */
export async function checkedForm(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  const type = (c.req.header("Content-Type") ?? "").split(";", 1)[0]?.trim().toLowerCase();
  if (type !== FORM_TYPE) return null;
  if (!isSameOrigin(c.req.url, c.req.header("Origin"), c.req.header("Sec-Fetch-Site"))) return null;
  const form = await c.req.parseBody();
  return formTokenMatches(getCookie(c, CSRF_COOKIE), form.csrf_token) ? form : null;
}

/**
 * Whether a GET of the sign-out link is the visitor's own click on a page of this site: a
 * top-level navigation from this origin, not a prefetch. Browsers set these headers and pages
 * cannot forge them, so another site's link, image or frame still gets the confirmation form.
 */
function isOwnNavigation(c: Context<AppEnv>): boolean {
  return (
    c.req.header("Sec-Fetch-Site") === "same-origin" &&
    c.req.header("Sec-Fetch-Mode") === "navigate" &&
    c.req.header("Sec-Fetch-Dest") === "document" &&
    c.req.header("Sec-Purpose") === undefined &&
    c.req.header("Purpose") === undefined
  );
}

/**
 * The sign-in and sign-out pages (`login_url`, `logout_url`), rendered by the worker with
 * @hono/react-renderer: plain documents without script that work with a keyboard alone.
 */
export function signInPages() {
  const app = new Hono<AppEnv>();
  const pagePaths = ["/:lang{de|en}/login", "/:lang{de|en}/logout"];
  for (const path of pagePaths) app.use(path, every(privatePage(), signInDocument()));

  // The settings' unprefixed paths lead to the visitor's language.
  for (const page of ["login", "logout"]) {
    app.get(`/${page}`, (c) => c.redirect(`/${c.get("lang")}/${page}${new URL(c.req.url).search}`, 302));
  }

  app.get("/:lang{de|en}/login", (c) => {
    const lang = c.get("lang");
    const form = {
      lang,
      csrfToken: c.get("csrfToken"),
      next: safeNextPath(c.req.query("next"), `/${lang}`),
      email: "",
      message: null,
    };
    return c.render(<SignInForm {...form} />, { title: signInTexts[lang].signIn });
  });

  app.post(
    "/:lang{de|en}/login",
    bodyLimit(FORM_MAX_BYTES, (c) => {
      const lang = c.get("lang");
      c.status(413);
      const form = {
        lang,
        csrfToken: c.get("csrfToken"),
        next: `/${lang}`,
        email: "",
        message: signInTexts[lang].tooLarge,
      };
      return c.render(<SignInForm {...form} />, { title: signInTexts[lang].signIn });
    }),
    async (c) => {
      const lang = c.get("lang");
      const t = signInTexts[lang];
      const form = await checkedForm(c);
      const next = safeNextPath(typeof form?.next === "string" ? form.next : null, `/${lang}`);
      const email = typeof form?.email === "string" ? form.email : "";
      const show = (status: 400 | 403 | 429, message: string) => {
        c.status(status);
        const props = { lang, csrfToken: c.get("csrfToken"), next, email, message };
        return c.render(<SignInForm {...props} />, { title: t.signIn });
      };
      if (!form) return show(403, t.refused);
      const credentials = v.safeParse(SignInBody, { email: form.email, password: form.password });
      if (!credentials.success) return show(400, t.failed);
      const outcome = await attemptSignIn(c, credentials.output);
      if (outcome.kind === "limited") {
        c.header("Retry-After", String(outcome.retryAfterSeconds));
        return show(429, t.limited(Math.ceil(outcome.retryAfterSeconds / 60)));
      }
      if (outcome.kind === "failed") return show(400, t.failed);
      setSignInCookies(c, outcome);
      return c.redirect(next, 303);
    },
  );

  app.get("/:lang{de|en}/logout", async (c) => {
    const lang = c.get("lang");
    if (c.get("user") === null || isOwnNavigation(c)) {
      await endSession(c);
      return c.redirect(`/${lang}`, 303);
    }
    const props = { lang, csrfToken: c.get("csrfToken"), message: null };
    return c.render(<SignOutForm {...props} />, { title: signInTexts[lang].signOut });
  });

  app.post(
    "/:lang{de|en}/logout",
    bodyLimit(FORM_MAX_BYTES, (c) => c.text("Payload Too Large", 413)),
    async (c) => {
      const lang = c.get("lang");
      if (!(await checkedForm(c))) {
        c.status(403);
        const props = { lang, csrfToken: c.get("csrfToken"), message: signInTexts[lang].refused };
        return c.render(<SignOutForm {...props} />, { title: signInTexts[lang].signOut });
      }
      await endSession(c);
      return c.redirect(`/${lang}`, 303);
    },
  );

  return app;
}
