import { type FormEvent, useId, useState } from "react";
import type { MessageKey } from "../../i18n/messages";
import { useT } from "../../i18n/use-lang";
import { type JsonAnswer, sendJsonAndRead } from "../../lib/csrf";
import type { Lang } from "../../lib/languages";
import { PASSWORD_MIN_LENGTH } from "../../lib/passwords";

type Status = { kind: "idle" | "sending" } | { kind: "done" | "error"; message: MessageKey };

/** The message for a refused change, from the call's status and error code. */
function refusal(answer: JsonAnswer): MessageKey {
  const error = (answer.body as { error?: unknown; field?: unknown } | null)?.error;
  if (answer.status === 401) return "user.passwordSignedOut";
  if (answer.status === 429) return "user.passwordTooMany";
  if (error === "invalid_password") return "user.passwordWrong";
  if (error === "same_password") return "user.passwordSame";
  if (error === "invalid_body") return "user.passwordTooShort";
  return "user.passwordFailed";
}

/**
 * The editor's own password (settings page): the current one and the new one twice. The call
 * ends every other session of the account; this one stays signed in.
 */
export function PasswordChange({ lang }: { lang: Lang }) {
  const t = useT();
  const id = useId();
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const newPassword = String(data.get("new_password") ?? "");
    if (newPassword !== String(data.get("new_password_repeat") ?? "")) {
      setStatus({ kind: "error", message: "user.passwordMismatch" });
      return;
    }
    setStatus({ kind: "sending" });
    const answer = await sendJsonAndRead("POST", `/${lang}/pageeditor-api/user/password/`, {
      old_password: String(data.get("old_password") ?? ""),
      new_password: newPassword,
    });
    if (answer.ok) form.reset();
    setStatus(
      answer.ok ? { kind: "done", message: "user.passwordChanged" } : { kind: "error", message: refusal(answer) },
    );
  };

  return (
    <form className="password-change" onSubmit={onSubmit}>
      <p>{t("user.passwordText")}</p>
      <p>
        <label htmlFor={`${id}-old`}>{t("user.passwordOld")}</label>
        <input id={`${id}-old`} type="password" name="old_password" autoComplete="current-password" required />
      </p>
      <p>
        <label htmlFor={`${id}-new`}>{t("user.passwordNew", { min: PASSWORD_MIN_LENGTH })}</label>
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
        <label htmlFor={`${id}-repeat`}>{t("user.passwordRepeat")}</label>
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
          {t("user.passwordSubmit")}
        </button>
      </p>
      {/* Kept in the page so screen readers announce the text put into it. */}
      <p role="status" className="password-change__status">
        {status.kind === "done" || status.kind === "error" ? t(status.message, { min: PASSWORD_MIN_LENGTH }) : null}
      </p>
    </form>
  );
}
