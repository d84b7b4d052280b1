import { useEffect, useRef, useState } from "react";
import type { VersionEntry } from "../../schemas/editing";
import { useEditor, useTexts } from "../context";
import { versionMoment } from "./versions";
import "./restore-confirm.css";

const texts = {
  de: {
    replaced: (count: number, when: string) =>
      count === 0
        ? `Die Seite ist noch so wie am ${when}; Wiederherstellen ändert nichts.`
        : `${count === 1 ? "Die Änderung" : `Die ${count} Änderungen`} nach dem ${when} ${count === 1 ? "wird" : "werden"} durch diese Version ersetzt.`,
    scope:
      "Das betrifft die Module und die Texte der deutschen Seite (Titel, Überschrift, Adresse, Suchmaschinen-Texte). Die englische Seite und gemeinsame Einstellungen wie „online“ oder das Menü bleiben, wie sie sind.",
    kept: "Nichts geht verloren: der jetzige Stand und alle Änderungen bleiben als Versionen in dieser Liste und lassen sich ebenso wiederherstellen.",
    restore: "Wiederherstellen",
    cancel: "Abbrechen",
  },
  en: {
    replaced: (count: number, when: string) =>
      count === 0
        ? `The page is still as it was on ${when}; restoring changes nothing.`
        : `${count === 1 ? "The change" : `The ${count} changes`} after ${when} ${count === 1 ? "is" : "are"} replaced by this version.`,
    scope:
      "This concerns the modules and the texts of the English page (title, headline, address, search engine texts). The German page and shared settings such as “online” or the menu stay as they are.",
    kept: "Nothing is lost: the current state and every change stay as versions in this list and can be restored just the same.",
    restore: "Restore",
    cancel: "Cancel",
  },
};

/**
 * Asks before a version is restored (ADR 0022: a new save of the version's language): which
 * changes it replaces, what it leaves alone, and that the replaced ones stay reachable as versions.
 */
export function RestoreConfirm({
  entry,
  newer,
  onRestore,
  onCancel,
}: {
  entry: VersionEntry;
  /** How many saves in this language came after the version. */
  newer: number;
  onRestore: () => Promise<void>;
  onCancel: () => void;
}) {
  const { lang } = useEditor();
  const text = useTexts(texts);
  const [busy, setBusy] = useState(false);
  const restoreButton = useRef<HTMLButtonElement>(null);
  // It takes the place of what asked for it (the list's button is gone): focus moves to the answer.
  useEffect(() => restoreButton.current?.focus(), []);
  return (
    <div className="editor-restore-confirm">
      <p>{text.replaced(newer, versionMoment(lang, entry.created_at))}</p>
      <p>{text.scope}</p>
      <p>{text.kept}</p>
      <p className="editor-form__actions">
        <button
          type="button"
          className="editor-button editor-button--primary"
          ref={restoreButton}
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            await onRestore();
            setBusy(false);
          }}
        >
          {text.restore}
        </button>
        <button type="button" className="editor-button" onClick={onCancel}>
          {text.cancel}
        </button>
      </p>
    </div>
  );
}
