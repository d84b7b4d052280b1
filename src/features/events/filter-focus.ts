import { type RefObject, useEffect, useRef } from "react";

const CHIP = ".events-chip";
const BAR_CONTROLS = ".events-dropdown__summary, .events-filters__mobile button";

interface FocusedControl {
  element: Element;
  /** Its place among the chips, -1 for any other control. */
  chipIndex: number;
}

/**
 * A removed chip, 'Reset filter' and the empty list's reset are links that vanish with the filter
 * state they change, and the browser then leaves focus on the body: a keyboard user would start
 * again from the top of the page. After such a change this puts focus where the control was: on
 * the chip that took the removed chip's place (or the last one), else on the first filter control
 * on screen. Focus that survived the change is left alone.
 */
export function useFocusKeptOnFilterChange(root: RefObject<HTMLElement | null>, filtersKey: string): void {
  const lastFocused = useRef<FocusedControl | null>(null);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof Element)) return;
      lastFocused.current = {
        element: event.target,
        chipIndex: event.target.matches(CHIP) ? [...element.querySelectorAll(CHIP)].indexOf(event.target) : -1,
      };
    };
    element.addEventListener("focusin", onFocusIn);
    return () => element.removeEventListener("focusin", onFocusIn);
  }, [root]);

  const lastKey = useRef(filtersKey);
  useEffect(() => {
    if (lastKey.current === filtersKey) return;
    lastKey.current = filtersKey;
    const element = root.current;
    const focused = lastFocused.current;
    if (!element || !focused || focused.element.isConnected) return;
    if (document.activeElement !== null && document.activeElement !== document.body) return;
    const chips = element.querySelectorAll<HTMLElement>(CHIP);
    const replacement =
      focused.chipIndex >= 0 && chips.length > 0
        ? chips[Math.min(focused.chipIndex, chips.length - 1)]
        : [...element.querySelectorAll<HTMLElement>(BAR_CONTROLS)].find(
            (control) => control.getClientRects().length > 0,
          );
    replacement?.focus({ preventScroll: true });
  }, [filtersKey, root]);
}
