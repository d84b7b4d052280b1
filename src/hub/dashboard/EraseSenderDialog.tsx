import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { EntryErasure } from "../../schemas/hub-forms";
import { hubRequest } from "../api";
import { HubDialog } from "../HubDialog";
import { type Outcome, OutcomeMessage } from "../OutcomeMessage";
import { formatHubCount, useHubLang, useHubTexts } from "../texts";

/**
 * A privacy request (issue 27): every form entry one person sent, whatever the form, deleted
 * with their uploads. The dialog first shows what would go (the server's preview, which changes
 * nothing); only then it offers the deletion, for exactly that address.
 */

const TEXTS = {
  de: {
    open: "Anfragen einer Person löschen",
    title: "Anfragen einer Person löschen",
    intro:
      "Löscht alle Eingänge aller Formulare, in denen diese E-Mail-Adresse als Angabe steht, mit ihren Dateien. Das lässt sich nicht rückgängig machen.",
    email: "E-Mail-Adresse",
    preview: "Anzeigen, was gelöscht würde",
    nothing: "Kein Eingang enthält diese Adresse.",
    found: (entries: string, files: string) => `Gefunden: ${entries}, ${files}.`,
    entries: { one: "Eingang", other: "Eingänge" },
    files: { one: "Datei", other: "Dateien" },
    erase: (entries: string) => `${entries} endgültig löschen`,
    erased: (entries: string, files: string) => `Gelöscht: ${entries}, ${files}.`,
    network: "Keine Verbindung zum Server. Bitte erneut versuchen.",
  },
  en: {
    open: "Delete one person's entries",
    title: "Delete one person's entries",
    intro:
      "Deletes every entry of every form that holds this e-mail address as an answer, with its files. This cannot be undone.",
    email: "E-mail address",
    preview: "Show what would be deleted",
    nothing: "No entry holds this address.",
    found: (entries: string, files: string) => `Found: ${entries}, ${files}.`,
    entries: { one: "entry", other: "entries" },
    files: { one: "file", other: "files" },
    erase: (entries: string) => `Delete ${entries} for good`,
    erased: (entries: string, files: string) => `Deleted: ${entries}, ${files}.`,
    network: "The server could not be reached. Please try again.",
  },
};

export function EraseSenderDialog() {
  const text = useHubTexts(TEXTS);
  const lang = useHubLang();
  const queryClient = useQueryClient();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");
  const [preview, setPreview] = useState<{ email: string; erasure: EntryErasure } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const counted = (erasure: EntryErasure) =>
    [formatHubCount(lang, erasure.entries, text.entries), formatHubCount(lang, erasure.files, text.files)] as const;

  function close() {
    setOpen(false);
    setEmail("");
    setPreview(null);
    setProblem(null);
  }

  /** Sends `email` to `path`; a refusal lands at the address or as the outcome. */
  async function send(path: string): Promise<EntryErasure | null> {
    setBusy(true);
    setProblem(null);
    setOutcome(null);
    const answer = await hubRequest<EntryErasure>("POST", path, { email });
    setBusy(false);
    if (answer.ok) return answer.body;
    if (answer.status === 0) setOutcome({ ok: false, text: text.network });
    else if (answer.body?.field === "email") setProblem(answer.body.detail ?? "");
    else setOutcome({ ok: false, text: answer.body?.detail ?? `HTTP ${answer.status}` });
    return null;
  }

  async function showPreview() {
    const erasure = await send("forms/entries/erase/preview/");
    setPreview(erasure ? { email, erasure } : null);
  }

  async function erase() {
    const erasure = await send("forms/entries/erase/");
    if (!erasure) return;
    const [entries, files] = counted(erasure);
    close();
    setOutcome({ ok: true, text: text.erased(entries, files) });
    await queryClient.invalidateQueries({ queryKey: ["hub"] });
  }

  const shown = preview && preview.email === email ? preview.erasure : null;
  return (
    <>
      <button type="button" className="hub-button" onClick={() => setOpen(true)}>
        {text.open}
      </button>
      <OutcomeMessage outcome={open ? null : outcome} />
      <HubDialog open={open} title={text.title} onClose={close}>
        <p>{text.intro}</p>
        <form
          className="hub-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void showPreview();
          }}
        >
          <div className="hub-field">
            <label htmlFor={`${id}-email`}>{text.email}</label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="off"
              required
              maxLength={254}
              value={email}
              data-autofocus
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            {problem && (
              <p id={`${id}-problem`} className="hub-field__error">
                {problem}
              </p>
            )}
          </div>
          <button type="submit" className="hub-button" disabled={busy}>
            {text.preview}
          </button>
        </form>
        <OutcomeMessage outcome={open ? outcome : null} />
        {shown && (
          <div role="status">
            {shown.entries === 0 ? (
              <p>{text.nothing}</p>
            ) : (
              <>
                <p>{text.found(...counted(shown))}</p>
                <ul>
                  {shown.forms.map((form) => (
                    <li key={form.id}>
                      {lang === "en" ? form.title_en : form.title_de}:{" "}
                      {formatHubCount(lang, form.entries, text.entries)}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
        {shown && shown.entries > 0 && (
          <div className="hub-form__end">
            <button
              type="button"
              className="hub-button hub-button--danger"
              disabled={busy}
              onClick={() => void erase()}
            >
              {text.erase(formatHubCount(lang, shown.entries, text.entries))}
            </button>
          </div>
        )}
      </HubDialog>
    </>
  );
}
