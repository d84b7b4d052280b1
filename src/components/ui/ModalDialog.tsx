import { type ReactNode, useEffect, useId, useRef } from "react";
import "./modal-dialog.css";

/**
 * A modal dialog on the native `<dialog>`: showModal() makes the rest of the page inert (focus
 * stays inside) and Escape closes it; on close, or when it is no longer rendered while open, focus
 * returns to what had it before. The element marked `data-autofocus`, else the first field, gets
 * focus. `className` is the block of its BEM classes (`x`, `x--wide`, `x__header`, `x__title`,
 * `x__close`), so the editor and the hub each add their own look to the shared layout in
 * modal-dialog.css (the `modal-dialog` block).
 */
export function ModalDialog({
  open,
  title,
  onClose,
  closeLabel,
  className,
  children,
  wide = false,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  closeLabel: string;
  className: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<Element | null>(null);

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
      className={wide ? `modal-dialog ${className} ${className}--wide` : `modal-dialog ${className}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={`modal-dialog__header ${className}__header`}>
        <h2 id={titleId} className={`modal-dialog__title ${className}__title`}>
          {title}
        </h2>
        <button
          type="button"
          className={`modal-dialog__close ${className}__close`}
          onClick={onClose}
          aria-label={closeLabel}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {open && children}
    </dialog>
  );
}
