import { useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { useLang } from "../../i18n/use-lang";
import { CONSENT_COOKIE, setConsentBackendLoader } from "../../lib/consent";
import { readCookie } from "../../lib/cookies";
import { langPrefix } from "../../lib/languages";
import type { ConsentOptions, ConsentRoute } from "./controller";
import { isCrawler } from "./crawlers";
import { isLegalPath } from "./legal";
import { loadConsentTexts } from "./texts";

let startLoading: () => void = () => undefined;
const loadingAllowed = new Promise<void>((resolve) => {
  startLoading = resolve;
});
/**
 * Route updates in order, each waiting until the controller may load (a first visit, idle time
 * or a visitor's request), so it sees every change, e.g. leaving a legal page before it had
 * loaded.
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

function isFirstVisit(): boolean {
  return readCookie(document.cookie, CONSENT_COOKIE) === undefined;
}

function enqueueRoute(route: ConsentRoute, options: ConsentOptions): Promise<unknown> {
  queue = queue
    .then(() => loadingAllowed)
    .then(() => import("./controller"))
    .then((controller) => controller.updateConsent(route, options))
    .catch((error: unknown) => console.error("consent controller failed", error));
  return queue;
}

/**
 * Browser entry, before hydration: a visitor who has not chosen yet is first asked for consent.
 * The dialog (plain DOM outside React's tree, which hydration passes over) shows as soon as its
 * code has arrived, and the returned promise settles when it is up (or after `patienceMs`), so
 * the entry hydrates after it instead of making the visitor wait for the dialog behind the
 * page's code. The tag manager id follows with the layout's first route update.
 */
export function showConsentDialogOnFirstVisit(patienceMs: number): Promise<unknown> {
  const { pathname } = window.location;
  const lang = langPrefix(pathname);
  // Pages outside a language (the webshop) have no consent manager; legal pages show no
  // dialog (SPEC §9), nor do crawlers get one, so there is nothing to wait for.
  if (!isFirstVisit() || !lang || isLegalPath(pathname) || isCrawler()) return Promise.resolve();
  // The controller would ask for the dialog and its texts only once it has run: fetch all three at once.
  void Promise.all([import("./dialog"), loadConsentTexts(lang)]).catch(() => undefined);
  startLoading();
  const shown = enqueueRoute({ lang, legal: false }, { tagManagerId: null });
  return Promise.race([shown, new Promise((resolve) => window.setTimeout(resolve, patienceMs))]);
}

/**
 * The cookie manager of the default layout. Renders nothing: after hydration, when the browser
 * is idle, it loads the consent controller (on a first visit already loaded by the entry) and
 * tells it about every route change; the controller loads the dialog when it is to show.
 * 'Cookie settings' or an embed's consent button load it at once.
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
    enqueueRoute({ lang, legal }, { tagManagerId });
  }, [lang, legal, tagManagerId]);

  return null;
}
