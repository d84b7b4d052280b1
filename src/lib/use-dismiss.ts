import { type RefObject, useEffect, useRef } from "react";

export type DismissReason = "escape" | "outside";

interface Layer {
  ref: RefObject<HTMLElement | null>;
  dismiss: (reason: DismissReason, event: Event) => void;
}

/** Open popups, innermost (most recently opened) last: Escape closes only that one. */
const layers: Layer[] = [];

function onKeyDown(event: KeyboardEvent): void {
  // An inner control that handled Escape itself (the search box closing its list) says so.
  if (event.key !== "Escape" || event.defaultPrevented) return;
  const top = layers.at(-1);
  if (top === undefined) return;
  event.preventDefault();
  top.dismiss("escape", event);
}

function onPointerDown(event: PointerEvent): void {
  const target = event.target;
  for (const layer of [...layers].reverse()) {
    if (target instanceof Node && layer.ref.current?.contains(target)) continue;
    layer.dismiss("outside", event);
  }
}

/**
 * While `open`, calls `onDismiss` on Escape (for the innermost open popup only) and on a pointer
 * press outside `ref`: dropdowns, submenus and the side panel share this behaviour (SPEC §4).
 */
export function useDismiss(
  open: boolean,
  ref: RefObject<HTMLElement | null>,
  onDismiss: (reason: DismissReason, event: Event) => void,
): void {
  const callback = useRef(onDismiss);
  callback.current = onDismiss;
  useEffect(() => {
    if (!open) return;
    const layer: Layer = { ref, dismiss: (reason, event) => callback.current(reason, event) };
    if (layers.length === 0) {
      document.addEventListener("keydown", onKeyDown);
      document.addEventListener("pointerdown", onPointerDown);
    }
    layers.push(layer);
    return () => {
      layers.splice(layers.indexOf(layer), 1);
      if (layers.length === 0) {
        document.removeEventListener("keydown", onKeyDown);
        document.removeEventListener("pointerdown", onPointerDown);
      }
    };
  }, [open, ref]);
}
