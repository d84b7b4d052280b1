import { useRef, useState } from "react";
import { useTexts } from "../context";
import { Dialog } from "../ui/Dialog";
import { type ChangeAction, canUndo, type RecentChange } from "./recent-changes";
import "./recent-changes.css";

const texts = {
  de: {
    title: "Letzte Änderungen",
    intro:
      "Was Sie in dieser Sitzung auf dieser Seite gespeichert haben, das Neueste zuerst. Rückgängig stellt den Abschnitt wieder her, wie er vor der Änderung war – auch einen gelöschten.",
    none: "In dieser Sitzung haben Sie auf dieser Seite noch nichts gespeichert.",
    undo: "Rückgängig",
    undoLabel: (words: string) => `Rückgängig: ${words}`,
    undone: "rückgängig gemacht",
    actions: {
      edit: (what: string) => `${what} bearbeitet`,
      create: (what: string) => `${what} hinzugefügt`,
      move: (what: string) => `${what} verschoben`,
      copy: (what: string) => `${what} kopiert`,
      delete: (what: string) => `${what} gelöscht`,
      undo: (what: string) => `Zurückgenommen: ${what}`,
      online: () => "Seite online gestellt",
      offline: () => "Seite offline gestellt",
      page: () => "Seite gespeichert (Einstellungen oder frühere Fassung)",
    } satisfies Record<ChangeAction, (what: string) => string>,
  },
  en: {
    title: "Recent changes",
    intro:
      "What you saved on this page in this session, newest first. Undo puts the section back as it was before the change – a deleted one too.",
    none: "You have not saved anything on this page in this session yet.",
    undo: "Undo",
    undoLabel: (words: string) => `Undo: ${words}`,
    undone: "undone",
    actions: {
      edit: (what: string) => `${what} edited`,
      create: (what: string) => `${what} added`,
      move: (what: string) => `${what} moved`,
      copy: (what: string) => `${what} copied`,
      delete: (what: string) => `${what} deleted`,
      undo: (what: string) => `Taken back: ${what}`,
      online: () => "Page put online",
      offline: () => "Page taken offline",
      page: () => "Page saved (settings or an earlier version)",
    } satisfies Record<ChangeAction, (what: string) => string>,
  },
};

/**
 * The session's saves on the page in words, newest first; the newest save of each section can
 * be undone from its backup (ADR 0020), a deleted section's too, with no time limit.
 */
export function RecentChangesDialog({
  changes,
  onUndo,
  onClose,
}: {
  /** Newest first. */
  changes: readonly RecentChange[];
  onUndo: (change: RecentChange) => Promise<boolean>;
  onClose: () => void;
}) {
  const text = useTexts(texts);
  const [busy, setBusy] = useState(false);
  /** After an undo its button is gone: the focus goes to the list, which now says "undone". */
  const list = useRef<HTMLOListElement>(null);
  return (
    <Dialog open title={text.title} onClose={onClose}>
      <p>{text.intro}</p>
      {changes.length === 0 ? (
        <p>{text.none}</p>
      ) : (
        <ol ref={list} className="editor-recent" reversed tabIndex={-1} aria-label={text.title}>
          {changes.map((change) => {
            const words = text.actions[change.action](change.subject);
            return (
              <li key={change.seq} className="editor-recent__change">
                <span>
                  {words}
                  {change.undone && <span className="editor-recent__undone"> ({text.undone})</span>}
                </span>
                {canUndo(changes, change) && (
                  <button
                    type="button"
                    className="editor-button"
                    aria-label={text.undoLabel(words)}
                    disabled={busy}
                    onClick={async () => {
                      setBusy(true);
                      await onUndo(change);
                      setBusy(false);
                      list.current?.focus();
                    }}
                  >
                    {text.undo}
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </Dialog>
  );
}
