import { useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { useLang } from "../../i18n/use-lang";
import { setConsentBackendLoader } from "../../lib/consent";
import { isLegalPath } from "./legal";

let startLoading: () => void = () => undefined;
const loadingAllowed = new Promise<void>((resolve) => {
  startLoading = resolve;
});
/**
 * Route updates in order, each waiting until the dialog may load (idle time or a visitor's
 * request), so the dialog sees every change, e.g. leaving a legal page before it had loaded.
 */
let queue: Promise<unknown> = Promise.resolve();

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(callback, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 200);
  return () => window.clearTimeout(handle);
}

/**
 * The cookie manager of the default layout. Renders nothing: after hydration, when the browser
 * is idle, it loads the consent dialog (library, texts and styles in their own chunk) and tells
 * it about every route change. 'Cookie settings' or an embed's consent button load it at once.
 */
export function ConsentManager({ tagManagerId }: { tagManagerId: string | null }) {
  const lang = useLang();
  const legal = useRouterState({ select: (state) => isLegalPath(state.location.pathname) });

  useEffect(() => {
    setConsentBackendLoader(startLoading);
    const cancel = whenIdle(startLoading);
    return () => {
      cancel();
      setConsentBackendLoader(null);
    };
  }, []);

  useEffect(() => {
    queue = queue
      .then(() => loadingAllowed)
      .then(() => import("./dialog"))
      .then((dialog) => dialog.updateConsent({ lang, legal }, { tagManagerId }))
      .catch((error: unknown) => console.error("consent dialog failed", error));
  }, [lang, legal, tagManagerId]);

  return null;
}
