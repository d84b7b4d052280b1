import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { useTexts } from "./context";

const texts = {
  de: { skip: "Zu den Werkzeugen des Editors (Alt+Umschalt+E)" },
  en: { skip: "To the editor's tools (Alt+Shift+E)" },
};

/** The editor's toolbar: its first control takes focus. */
function focusToolbar(): void {
  document.querySelector<HTMLElement>('.editor-toolbar :is(button, a, summary, [tabindex="0"])')?.focus();
}

/**
 * The way to the editor's controls from anywhere on the page: a skip link first in the page's
 * tab order, and the shortcut Alt+Shift+E.
 */
export function SkipToEditor() {
  const text = useTexts(texts);
  const [place, setPlace] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const element = document.createElement("div");
    element.className = "editor-island";
    document.body.prepend(element);
    setPlace(element);
    const onKeyDown = (event: KeyboardEvent) => {
      // Not from inside a dialog: its focus stays there until it closes.
      if (event.altKey && event.shiftKey && event.code === "KeyE" && !document.querySelector("dialog[open]")) {
        event.preventDefault();
        focusToolbar();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => {
      window.removeEventListener("keydown", onKeyDown);
      element.remove();
    };
  }, []);

  return place
    ? createPortal(
        <button type="button" className="editor-skip" onClick={focusToolbar}>
          {text.skip}
        </button>,
        place,
      )
    : null;
}
