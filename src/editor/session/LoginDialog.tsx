import { type FormEvent, useId, useState } from "react";
import { csrfHeaders } from "../../lib/csrf";
import { editorPaths } from "../api";
import { useEditor, useTexts } from "../context";
import { Dialog } from "../ui/Dialog";
import { FormEnd } from "../ui/FormEnd";

/**
 * SPEC §4: a 401 while editing opens this modal. Signing in sends `POST login/` and resolves
 * the waiting call, which is then sent again, so what was typed is not lost.
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
    },
    en: {
      title: "Log in again",
      intro: "Your session has ended. Log in and your change is saved.",
      email: "E-mail address",
      password: "Password",
      submit: "Log in",
      failed: "The e-mail address or password is incorrect.",
    },
  });
  const id = useId();
  const [error, setError] = useState("");

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const response = await fetch(editorPaths(lang).login, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "application/json", ...csrfHeaders() },
      body: JSON.stringify({ email: String(data.get("email") ?? ""), password: String(data.get("password") ?? "") }),
    }).catch(() => null);
    if (response?.ok) {
      setError("");
      onDone(true);
    } else setError(text.failed);
  };

  return (
    <Dialog open={open} title={text.title} onClose={() => onDone(false)}>
      <form className="editor-form" onSubmit={submit}>
        <p>{text.intro}</p>
        <p className="editor-field">
          <label htmlFor={`${id}-email`}>{text.email}</label>
          <input id={`${id}-email`} name="email" type="email" autoComplete="username" required />
        </p>
        <p className="editor-field">
          <label htmlFor={`${id}-password`}>{text.password}</label>
          <input id={`${id}-password`} name="password" type="password" autoComplete="current-password" required />
        </p>
        <FormEnd message={error} submit={text.submit} />
      </form>
    </Dialog>
  );
}
