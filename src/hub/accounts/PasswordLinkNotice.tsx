import { useId, useState } from "react";
import type { SetPasswordLink } from "../../schemas/hub-accounts";
import { formatHubDateTime, useHubLang, useHubTexts } from "../texts";

const TEXTS = {
  de: {
    heading: "Link zum Festlegen des Passworts",
    label: "Link",
    copy: "Link kopieren",
    copied: "Link kopiert.",
    copyFailed: "Kopieren ging nicht: Bitte markieren und selbst kopieren.",
    once: "Dieser Link wird nur jetzt angezeigt und nicht gespeichert. Geben Sie ihn der Person auf sicherem Weg weiter; er gilt einmal.",
    until: (date: string) => `Gültig bis ${date}.`,
  },
  en: {
    heading: "Link to set the password",
    label: "Link",
    copy: "Copy link",
    copied: "Link copied.",
    copyFailed: "Copying failed: please select the link and copy it yourself.",
    once: "This link is shown only now and is not stored. Hand it to the person by a safe way; it works once.",
    until: (date: string) => `Valid until ${date}.`,
  },
};

/**
 * A set-password link as the create and reset calls answer it, shown this once (the server keeps
 * only its hash): read-only in a field to select, a copy button, and what it is for.
 */
export function PasswordLinkNotice({ link }: { link: SetPasswordLink }) {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const fieldId = useId();
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link.set_password_url);
      setCopy("copied");
    } catch {
      setCopy("failed");
    }
  };
  return (
    <section className="hub-alert hub-alert--ok accounts-link" aria-labelledby={`${fieldId}-heading`}>
      <h2 id={`${fieldId}-heading`}>{text.heading}</h2>
      <p>{text.once}</p>
      <label htmlFor={fieldId}>{text.label}</label>
      <div className="hub-row-actions accounts-link__row">
        <input
          id={fieldId}
          type="text"
          readOnly
          value={link.set_password_url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="hub-button" onClick={copyLink}>
          {text.copy}
        </button>
      </div>
      <p>{text.until(formatHubDateTime(lang, link.set_password_expires_at))}</p>
      <p role="status">{copy === "copied" ? text.copied : copy === "failed" ? text.copyFailed : ""}</p>
    </section>
  );
}
