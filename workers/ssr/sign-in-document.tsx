import { reactRenderer } from "@hono/react-renderer";
import type { ReactNode } from "react";
import type { Lang } from "../../src/lib/languages";

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
