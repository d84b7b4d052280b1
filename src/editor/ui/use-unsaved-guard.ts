import { useEffect } from "react";

/**
 * While `unsaved` holds, leaving or reloading the page asks first (the browser's own question on
 * `beforeunload`); otherwise the page leaves without one, as browsers keep pages that set no
 * `beforeunload` listener in their back/forward cache.
 */
export function useUnsavedGuard(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers that predate preventDefault() here ask only when returnValue is set.
      event.returnValue = true;
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [unsaved]);
}
