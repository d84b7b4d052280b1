import { useCallback, useState } from "react";

/** The outline's element id, for the toolbar's toggle to point at. */
export const OUTLINE_ID = "editor-outline";

/** Where the editor's choice to show or hide the outline lasts for the tab's session. */
export const OUTLINE_STORAGE_KEY = "kultur-editor:outline";

/** Below this width (a phone) the outline starts closed, as it covers the page there. */
const OUTLINE_WIDE_MEDIA = "(min-width: 768px)";

function initiallyOpen(): boolean {
  try {
    const stored = sessionStorage.getItem(OUTLINE_STORAGE_KEY);
    if (stored === "open" || stored === "closed") return stored === "open";
  } catch {
    // Storage may be unavailable (private modes): the width decides.
  }
  return window.matchMedia(OUTLINE_WIDE_MEDIA).matches;
}

/** Whether the outline is shown, and its toggle: open on a desktop, closed on a phone, then as chosen. */
export function useOutlineOpen(): [boolean, () => void] {
  const [open, setOpen] = useState(initiallyOpen);
  const toggle = useCallback(() => {
    const next = !open;
    try {
      sessionStorage.setItem(OUTLINE_STORAGE_KEY, next ? "open" : "closed");
    } catch {
      // The choice then lasts until the page is loaded again.
    }
    setOpen(next);
  }, [open]);
  return [open, toggle];
}
