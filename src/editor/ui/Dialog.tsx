import { type ReactNode, useEffect, useId, useRef } from "react";
import { useTexts } from "../context";

/**
 * A modal dialog on the native `<dialog>`: showModal() makes the rest of the page inert (focus
 * stays inside) and Escape closes it; on close, or when it is no longer rendered while open, focus
 * returns to what had it before (SPEC: focus returns to the module). The first field, or the
 * element marked `data-autofocus`, gets focus.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  wide = false,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<Element | null>(null);
  const text = useTexts({ de: { close: "Schließen" }, en: { close: "Close" } });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      const first = dialog.querySelector<HTMLElement>(
        "[data-autofocus], input, select, textarea, [contenteditable=true]",
      );
      first?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const closed = () => {
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
    };
    dialog.addEventListener("close", closed);
    return () => {
      dialog.removeEventListener("close", closed);
      // Its owner stopped rendering it while open: no close event comes, and focus would fall to the body.
      if (dialog.open) closed();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={wide ? "editor-dialog editor-dialog--wide" : "editor-dialog"}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="editor-dialog__header">
        <h2 id={titleId} className="editor-dialog__title">
          {title}
        </h2>
        <button type="button" className="editor-dialog__close" onClick={onClose} aria-label={text.close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {open && children}
    </dialog>
  );
}
