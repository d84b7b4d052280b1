import { type FormEvent, useId, useState } from "react";
import { type JsonAnswer, sendJsonAndRead } from "../../lib/csrf";
import type { Lang } from "../../lib/languages";
import { PASSWORD_MIN_LENGTH } from "../../lib/passwords";

/**
 * The form's texts live here, not in the catalogue every page loads: only a signed-in editor's
 * settings page shows it, and visitors should not download them.
 */
const texts = {
  de: {
    text: "Wenn Sie Ihr Passwort ändern, werden Sie überall sonst abgemeldet.",
    old: "Aktuelles Passwort",
    new: `Neues Passwort (mindestens ${PASSWORD_MIN_LENGTH} Zeichen)`,
    repeat: "Neues Passwort wiederholen",
    submit: "Passwort ändern",
    changed: "Ihr Passwort wurde geändert. Sie wurden überall sonst abgemeldet.",
    mismatch: "Die neuen Passwörter stimmen nicht überein.",
    wrong: "Das aktuelle Passwort ist falsch.",
    tooShort: `Das neue Passwort braucht mindestens ${PASSWORD_MIN_LENGTH} Zeichen.`,
    same: "Das neue Passwort muss sich vom aktuellen unterscheiden.",
    tooMany: "Zu viele Versuche. Bitte versuchen Sie es später erneut.",
    signedOut: "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.",
    failed: "Das Passwort konnte nicht geändert werden. Bitte versuchen Sie es erneut.",
  },
  en: {
    text: "Changing your password signs you out everywhere else.",
    old: "Current password",
    new: `New password (at least ${PASSWORD_MIN_LENGTH} characters)`,
    repeat: "Repeat the new password",
    submit: "Change password",
    changed: "Your password has been changed. You have been signed out everywhere else.",
    mismatch: "The new passwords do not match.",
    wrong: "The current password is incorrect.",
    tooShort: `The new password needs at least ${PASSWORD_MIN_LENGTH} characters.`,
    same: "The new password must differ from the current one.",
    tooMany: "Too many attempts. Please try again later.",
    signedOut: "Your session has ended. Please log in again.",
    failed: "The password could not be changed. Please try again.",
  },
} as const;

type Message = keyof (typeof texts)["en"];
type Status = { kind: "idle" | "sending" } | { kind: "done" | "error"; message: Message };

/** The message for a refused change, from the call's status and error code. */
function refusal(answer: JsonAnswer): Message {
  const error = (answer.body as { error?: unknown; field?: unknown } | null)?.error;
  if (answer.status === 401) return "signedOut";
  if (answer.status === 429) return "tooMany";
  if (error === "invalid_password") return "wrong";
  if (error === "same_password") return "same";
  if (error === "invalid_body") return "tooShort";
  return "failed";
}

/**
 * The editor's own password (settings page): the current one and the new one twice. The call
 * ends every other session of the account; this one stays signed in.
 */
export function PasswordChange({ lang }: { lang: Lang }) {
  const text = texts[lang];
  const id = useId();
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const newPassword = String(data.get("new_password") ?? "");
    if (newPassword !== String(data.get("new_password_repeat") ?? "")) {
      setStatus({ kind: "error", message: "mismatch" });
      return;
    }
    setStatus({ kind: "sending" });
    const answer = await sendJsonAndRead("POST", `/${lang}/pageeditor-api/user/password/`, {
      old_password: String(data.get("old_password") ?? ""),
      new_password: newPassword,
    });
    if (answer.ok) form.reset();
    setStatus(answer.ok ? { kind: "done", message: "changed" } : { kind: "error", message: refusal(answer) });
  };

  return (
    <form className="password-change" onSubmit={onSubmit}>
      <p>{text.text}</p>
      <p>
        <label htmlFor={`${id}-old`}>{text.old}</label>
        <input id={`${id}-old`} type="password" name="old_password" autoComplete="current-password" required />
      </p>
      <p>
        <label htmlFor={`${id}-new`}>{text.new}</label>
        <input
          id={`${id}-new`}
          type="password"
          name="new_password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          required
        />
      </p>
      <p>
        <label htmlFor={`${id}-repeat`}>{text.repeat}</label>
        <input
          id={`${id}-repeat`}
          type="password"
          name="new_password_repeat"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          required
        />
      </p>
      <p>
        <button type="submit" className="button" disabled={status.kind === "sending"}>
          {text.submit}
        </button>
      </p>
      {/* Kept in the page so screen readers announce the text put into it. */}
      <p role="status" className="password-change__status">
        {status.kind === "done" || status.kind === "error" ? text[status.message] : null}
      </p>
    </form>
  );
}
