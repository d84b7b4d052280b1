import { type FormEvent, useId, useRef, useState } from "react";
import { csrfHeaders } from "../../lib/csrf";
import type { ApiRefusal } from "../../lib/json-request";
import { editorPaths } from "../api";
import { useEditor, useTexts } from "../context";
import { refusalIn } from "../messages";
import { Dialog } from "../ui/Dialog";
import { FormEnd } from "../ui/FormEnd";
import { useRefusedField } from "../ui/refused-field";

/**
 * SPEC §4: a 401 while editing opens this modal. Signing in sends `POST login/` and resolves
 * the waiting call, which is then sent again, so what was typed is not lost. Its checks and the
 * server's refusals speak the editor's language, not the browser's.
 */
export function LoginDialog({ open, onDone }: { open: boolean; onDone: (signedIn: boolean) => void }) {
  const { lang } = useEditor();
  const text = useTexts({
    de: {
      title: "Erneut anmelden",
      intro: "Ihre Sitzung ist abgelaufen. Melden Sie sich an, dann wird Ihre Änderung gespeichert.",
      email: "E-Mail-Adresse",
      password: "Passwort",
      submit: "Anmelden",
      failed: "E-Mail-Adresse oder Passwort ist falsch.",
      missing: "Bitte geben Sie E-Mail-Adresse und Passwort ein.",
    },
    en: {
      title: "Log in again",
      intro: "Your session has ended. Log in and your change is saved.",
      email: "E-mail address",
      password: "Password",
      submit: "Log in",
      failed: "The e-mail address or password is incorrect.",
      missing: "Please enter your e-mail address and password.",
    },
  });
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const focusRefused = useRefusedField(form);
  const [error, setError] = useState("");
  const [empty, setEmpty] = useState<ReadonlySet<string>>(new Set());

  const refuse = (message: string, fields: ReadonlySet<string>) => {
    setError(message);
    setEmpty(fields);
    focusRefused();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get("email") ?? "").trim();
    const password = String(data.get("password") ?? "");
    const missing = new Set([...(email ? [] : ["email"]), ...(password ? [] : ["password"])]);
    if (missing.size > 0) {
      refuse(text.missing, missing);
      return;
    }
    const response = await fetch(editorPaths(lang).login, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "application/json", ...csrfHeaders() },
      body: JSON.stringify({ email, password }),
    }).catch(() => null);
    if (response?.ok) {
      setError("");
      setEmpty(new Set());
      onDone(true);
      return;
    }
    const refusal = ((await response?.json().catch(() => null)) ?? null) as ApiRefusal | null;
    // Wrong credentials mark no field: nobody learns which of the two was wrong.
    if (refusal?.error === "invalid_credentials") refuse(text.failed, new Set());
    else refuse(refusalIn(lang, response?.status ?? 0, refusal).detail, new Set());
  };

  const invalid = (name: string) =>
    empty.has(name) ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};

  return (
    <Dialog open={open} title={text.title} onClose={() => onDone(false)}>
      <form className="editor-form" onSubmit={submit} noValidate ref={form}>
        <p>{text.intro}</p>
        <p className="editor-field">
          <label htmlFor={`${id}-email`}>{text.email}</label>
          <input id={`${id}-email`} name="email" type="email" autoComplete="username" {...invalid("email")} />
        </p>
        <p className="editor-field">
          <label htmlFor={`${id}-password`}>{text.password}</label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            {...invalid("password")}
          />
        </p>
        <FormEnd message={error} messageId={`${id}-error`} submit={text.submit} />
      </form>
    </Dialog>
  );
}
