import {
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { ModalDialog } from "../../components/ui/ModalDialog";
import { useTexts } from "../context";
import { useUnsavedGuard } from "./use-unsaved-guard";
import "./dialog.css";

const texts = {
  de: {
    close: "Schließen",
    discardQuestion: "Ungespeicherte Änderungen verwerfen?",
    discardHint: "Was Sie in diesem Dialog geändert haben, ist noch nicht gespeichert.",
    keepEditing: "Weiter bearbeiten",
    discard: "Verwerfen",
  },
  en: {
    close: "Close",
    discardQuestion: "Discard unsaved changes?",
    discardHint: "What you changed in this dialog is not saved yet.",
    keepEditing: "Keep editing",
    discard: "Discard",
  },
};

/** Leaves the dialog by `then`: at once, or after asking when it holds unsaved changes. */
type CloseRequest = (then: () => void) => void;

const CloseRequestContext = createContext<CloseRequest | null>(null);

/**
 * The way out of the dialog around a component that Escape and × take too: a form's Cancel
 * calls it with its own handler, so a dialog with unsaved changes asks first whichever way the
 * editor leaves it. Outside a dialog, `then` runs at once.
 */
export function useCloseRequest(): CloseRequest {
  return useContext(CloseRequestContext) ?? runAtOnce;
}

const runAtOnce: CloseRequest = (then) => then();

/**
 * The editor's modal dialog: the shared native dialog in the editor's look and language. With
 * `dirty` (it holds unsaved changes), Escape, × and a form's Cancel ask in the dialog before it
 * closes ("Keep editing" has the focus), and leaving or reloading the page asks too. Escape
 * reaches this from every field, the rich text box included (its editor keeps the key from the
 * native dialog).
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  wide,
  dirty = false,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
  dirty?: boolean;
}) {
  const text = useTexts(texts);
  const [asking, setAsking] = useState(false);
  const leave = useRef<() => void>(onClose);
  const keepButton = useRef<HTMLButtonElement>(null);
  /** What had the focus when the question came, to get it back on "Keep editing". */
  const resume = useRef<Element | null>(null);
  const questionId = useId();
  useUnsavedGuard(open && dirty);

  const keepEditing = useCallback(() => {
    setAsking(false);
  }, []);

  const request = useCallback<CloseRequest>(
    (then) => {
      if (!dirty) return then();
      // Escape or × while the question shows: the text is never dropped without "Discard".
      if (asking) return keepEditing();
      resume.current = document.activeElement;
      leave.current = then;
      setAsking(true);
    },
    [dirty, asking, keepEditing],
  );

  useEffect(() => {
    if (asking) keepButton.current?.focus();
    else if (resume.current instanceof HTMLElement && resume.current.isConnected) {
      resume.current.focus();
      resume.current = null;
    }
  }, [asking]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || event.nativeEvent.isComposing) return;
    // Handled here, so the native dialog's own Escape does not close it a second way.
    event.preventDefault();
    request(onClose);
  };

  return (
    <ModalDialog
      open={open}
      title={title}
      onClose={() => request(onClose)}
      closeLabel={text.close}
      className="editor-dialog"
      wide={wide}
    >
      <CloseRequestContext.Provider value={request}>
        {asking && (
          <div role="alertdialog" aria-labelledby={questionId} className="editor-discard">
            <p id={questionId} className="editor-discard__question">
              {text.discardQuestion}
            </p>
            <p>{text.discardHint}</p>
            <p className="editor-form__actions">
              <button
                ref={keepButton}
                type="button"
                className="editor-button editor-button--primary"
                onClick={keepEditing}
              >
                {text.keepEditing}
              </button>
              <button
                type="button"
                className="editor-button"
                onClick={() => {
                  resume.current = null;
                  setAsking(false);
                  leave.current();
                }}
              >
                {text.discard}
              </button>
            </p>
          </div>
        )}
        {/* Kept while the question shows: nothing typed is lost when the editor goes on. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape from any field inside bubbles up here; the div is no control */}
        <div className="editor-dialog__body" hidden={asking} onKeyDown={closeOnEscape}>
          {children}
        </div>
      </CloseRequestContext.Provider>
    </ModalDialog>
  );
}
