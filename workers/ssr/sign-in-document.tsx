import { reactRenderer } from "@hono/react-renderer";
import type { ReactNode } from "react";
import type { Lang } from "../../src/lib/languages";
import { PASSWORD_MIN_LENGTH } from "../../src/lib/passwords";

declare module "@hono/react-renderer" {
  interface Props {
    title: string;
  }
}

/**
 * Texts of the sign-in and sign-out documents. They live here, not in the app's catalogues:
 * the worker alone renders these documents, so the visitor's JS does not carry them.
 */
export const signInTexts = {
  de: {
    signIn: "Anmelden",
    intro: "Melden Sie sich mit Ihrem Redaktionskonto an.",
    email: "E-Mail-Adresse",
    password: "Passwort",
    submit: "Anmelden",
    failed: "E-Mail-Adresse oder Passwort ist falsch.",
    limited: (minutes: number) =>
      `Zu viele Anmeldeversuche. Bitte versuchen Sie es in ${minutes === 1 ? "einer Minute" : `${minutes} Minuten`} erneut.`,
    refused: "Die Sicherheitsprüfung ist fehlgeschlagen. Bitte senden Sie das Formular noch einmal ab.",
    tooLarge: "Die Anfrage ist zu groß.",
    signOut: "Abmelden",
    signOutQuestion: "Möchten Sie sich abmelden?",
    toHomepage: "Zur Startseite",
  },
  en: {
    signIn: "Log in",
    intro: "Log in with your editor account.",
    email: "E-mail address",
    password: "Password",
    submit: "Log in",
    failed: "The e-mail address or password is incorrect.",
    limited: (minutes: number) =>
      `Too many sign-in attempts. Please try again in ${minutes === 1 ? "one minute" : `${minutes} minutes`}.`,
    refused: "The security check failed. Please submit the form again.",
    tooLarge: "The request is too large.",
    signOut: "Log out",
    signOutQuestion: "Do you want to log out?",
    toHomepage: "To the homepage",
  },
} as const;

const STYLE = `
body{margin:0;min-height:100vh;display:grid;place-items:center;font:1rem/1.5 system-ui,sans-serif;color:#1d1d1b;background:#fff}
main{width:100%;max-width:24rem;padding:2rem;box-sizing:border-box}
h1{font-size:1.75rem;margin:0 0 1rem}
form{display:grid;gap:1rem}
label{display:grid;gap:.25rem;font-weight:600}
input{font:inherit;padding:.6rem .75rem;border:1px solid #6b6b6b;border-radius:4px}
button{font:inherit;font-weight:600;padding:.7rem 1rem;border:0;border-radius:4px;background:#1d1d1b;color:#fff;cursor:pointer}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #0b57a4;outline-offset:2px}
.message{padding:.75rem 1rem;border-left:4px solid #b00020;background:#fdecee}
a{color:#0b57a4}
`;

/** The document around the sign-in and sign-out pages: no script, one nonce'd style block, never indexed. */
function SignInLayout({
  children,
  title,
  lang,
  nonce,
}: {
  children: ReactNode;
  title: string;
  lang: Lang;
  nonce: string;
}) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        <style nonce={nonce}>{STYLE}</style>
      </head>
      <body>
        <main>{children}</main>
      </body>
    </html>
  );
}

/** Renders `c.render(page, { title })` into the sign-in document of the request's language. */
export function signInDocument() {
  return reactRenderer(
    ({ children, title, c }) => (
      <SignInLayout title={title} lang={c.get("lang")} nonce={c.get("nonce")}>
        {children}
      </SignInLayout>
    ),
    { docType: true },
  );
}

/** A message above the form; `role="alert"` so a screen reader announces it when the page loads. */
function Message({ text }: { text: string | null }) {
  return text ? (
    <p className="message" role="alert">
      {text}
    </p>
  ) : null;
}

export interface SignInFormProps {
  lang: Lang;
  csrfToken: string;
  next: string;
  email: string;
  message: string | null;
}

/** The sign-in form: a plain POST to this page, which works without script and with the keyboard alone. */
export function SignInForm({ lang, csrfToken, next, email, message }: SignInFormProps) {
  const t = signInTexts[lang];
  return (
    <>
      <h1>{t.signIn}</h1>
      <Message text={message} />
      <p>{t.intro}</p>
      <form method="post" action={`/${lang}/login`}>
        <input type="hidden" name="csrf_token" value={csrfToken} />
        <input type="hidden" name="next" value={next} />
        <label>
          {t.email}
          <input type="email" name="email" autoComplete="username" required defaultValue={email} />
        </label>
        <label>
          {t.password}
          <input type="password" name="password" autoComplete="current-password" required />
        </label>
        <button type="submit">{t.submit}</button>
      </form>
      <p>
        <a href={`/${lang}`}>{t.toHomepage}</a>
      </p>
    </>
  );
}

/** The sign-out confirmation: one button posting the form (a link from another site cannot sign out). */
export function SignOutForm({ lang, csrfToken, message }: { lang: Lang; csrfToken: string; message: string | null }) {
  const t = signInTexts[lang];
  return (
    <>
      <h1>{t.signOut}</h1>
      <Message text={message} />
      <p>{t.signOutQuestion}</p>
      <form method="post" action={`/${lang}/logout`}>
        <input type="hidden" name="csrf_token" value={csrfToken} />
        <button type="submit">{t.signOut}</button>
      </form>
      <p>
        <a href={`/${lang}`}>{t.toHomepage}</a>
      </p>
    </>
  );
}

/** Texts of the set-password page, reached by the one-time link an administrator hands out. */
export const setPasswordTexts = {
  de: {
    title: "Passwort festlegen",
    intro: (email: string) =>
      `Legen Sie das Passwort für ${email} fest. Es braucht mindestens ${PASSWORD_MIN_LENGTH} Zeichen.`,
    password: "Neues Passwort",
    confirm: "Neues Passwort wiederholen",
    submit: "Passwort speichern",
    tooShort: `Das Passwort braucht mindestens ${PASSWORD_MIN_LENGTH} Zeichen.`,
    tooLong: "Das Passwort ist zu lang.",
    mismatch: "Die beiden Passwörter stimmen nicht überein.",
    unknown: "Dieser Link ist ungültig.",
    used: "Dieser Link wurde schon benutzt. Jeder Link gilt nur einmal.",
    expired: "Dieser Link ist abgelaufen.",
    askAgain: "Bitten Sie eine Administratorin oder einen Administrator um einen neuen Link.",
    toSignIn: "Zur Anmeldung",
  },
  en: {
    title: "Set your password",
    intro: (email: string) => `Choose the password for ${email}. It needs at least ${PASSWORD_MIN_LENGTH} characters.`,
    password: "New password",
    confirm: "Repeat the new password",
    submit: "Save password",
    tooShort: `The password needs at least ${PASSWORD_MIN_LENGTH} characters.`,
    tooLong: "The password is too long.",
    mismatch: "The two passwords do not match.",
    unknown: "This link is not valid.",
    used: "This link has been used already. Each link works once.",
    expired: "This link has expired.",
    askAgain: "Ask an administrator for a new link.",
    toSignIn: "To sign in",
  },
} as const;

export interface SetPasswordFormProps {
  lang: Lang;
  csrfToken: string;
  /** The link's token: the form posts back to the link's own address. */
  token: string;
  email: string;
  message: string | null;
}

/** The set-password form: the new password twice, posted to the link's address without script. */
export function SetPasswordForm({ lang, csrfToken, token, email, message }: SetPasswordFormProps) {
  const t = setPasswordTexts[lang];
  return (
    <>
      <h1>{t.title}</h1>
      <Message text={message} />
      <p>{t.intro(email)}</p>
      <form method="post" action={`/${lang}/set-password?${new URLSearchParams({ token })}`}>
        <input type="hidden" name="csrf_token" value={csrfToken} />
        {/* Tells a password manager which account the new password is for. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <label>
          {t.password}
          <input type="password" name="password" autoComplete="new-password" minLength={PASSWORD_MIN_LENGTH} required />
        </label>
        <label>
          {t.confirm}
          <input
            type="password"
            name="password_confirm"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            required
          />
        </label>
        <button type="submit">{t.submit}</button>
      </form>
    </>
  );
}

/** Why a set-password link cannot be used (unknown, used, expired), and what to do instead. */
export function SetPasswordRefused({ lang, reason }: { lang: Lang; reason: "unknown" | "used" | "expired" }) {
  const t = setPasswordTexts[lang];
  return (
    <>
      <h1>{t.title}</h1>
      <Message text={t[reason]} />
      <p>{t.askAgain}</p>
      <p>
        <a href={`/${lang}/login`}>{t.toSignIn}</a>
      </p>
    </>
  );
}
