import { type RefObject, useCallback, useEffect, useState } from "react";

const FOCUSABLE = "input, select, textarea, button, [contenteditable=true], [tabindex]";

/**
 * After a refusal (the browser's check or the server's), the form's first refused field, the
 * first control marked aria-invalid, gets focus and is scrolled into view, so the editor lands
 * on what to fix and a screen reader reads its message (tied by aria-describedby). A group of
 * controls (a fieldset) hands focus to its first control. Call the answer after setting the
 * messages; it acts once they are rendered.
 */
export function useRefusedField(form: RefObject<HTMLElement | null>): () => void {
  const [refusals, setRefusals] = useState(0);

  useEffect(() => {
    if (refusals === 0) return;
    const refused = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!refused) return;
    const control = refused.matches(FOCUSABLE) ? refused : refused.querySelector<HTMLElement>(FOCUSABLE);
    control?.focus({ preventScroll: true });
    refused.scrollIntoView?.({ block: "center" });
  }, [refusals, form]);

  return useCallback(() => setRefusals((count) => count + 1), []);
}
