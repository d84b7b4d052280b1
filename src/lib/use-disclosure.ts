import { type SyntheticEvent, useId, useRef, useState } from "react";
import { useDismiss } from "./use-dismiss";

/**
 * A header dropdown's disclosure (SPEC §4): a toggle button opening a panel, closed by Escape or a
 * pointer press outside `rootRef`. Escape hands focus back to the toggle so keyboard users stay put.
 * Spread `buttonProps` on the toggle and give the panel `id={panelId}` and `hidden={!open}`.
 */
export function useDisclosure<Root extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<Root>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = () => setOpen(false);
  useDismiss(open, rootRef, (reason) => {
    close();
    if (reason === "escape") buttonRef.current?.focus();
  });
  const buttonProps = {
    ref: buttonRef,
    "aria-expanded": open,
    "aria-controls": panelId,
    onClick: () => setOpen((was) => !was),
  };
  return { open, close, rootRef, buttonProps, panelId };
}

/**
 * The same behaviour for a `<details>` popup (filter dropdowns, a card's calendar links): Escape
 * and a pointer press outside close it, and Escape hands focus back to its `<summary>`. Spread the
 * result on the `<details>` element; `onOpen` runs each time it opens.
 */
export function useDismissibleDetails(onOpen?: () => void) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  useDismiss(open, ref, (reason) => {
    const details = ref.current;
    if (!details) return;
    details.open = false;
    if (reason === "escape") details.querySelector("summary")?.focus();
  });
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const isOpen = event.currentTarget.open;
    setOpen(isOpen);
    if (isOpen) onOpen?.();
  };
  return { ref, onToggle };
}
