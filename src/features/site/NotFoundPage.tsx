import { useRouterState } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { useLang, useT } from "../../i18n/use-lang";
import { logErrorToDashboard } from "../../lib/error-log";
import { ErrorPageBody } from "./ErrorPage";

/**
 * The page that led to this one, for the error log: `document.referrer` names it only while this
 * is the page the browser loaded; after a navigation inside the app it names an older page.
 */
function landingReferrer(): string | undefined {
  const [navigation] = performance.getEntriesByType("navigation");
  return navigation?.name === window.location.href && document.referrer ? document.referrer : undefined;
}

/** SPEC §8: no route match, a failed validation, or an offline page for visitors; each view is logged. */
export function NotFoundPage() {
  const t = useT();
  const lang = useLang();
  // The location the router has finished loading: `location` moves as soon as a navigation
  // away starts, while this page is still on screen, which logged the next page as a 404.
  const href = useRouterState({
    select: (state) => (state.status === "idle" ? state.resolvedLocation?.href : undefined),
  });
  const logged = useRef<string | null>(null);

  useEffect(() => {
    // Once per view: a re-render of the same location logs nothing new.
    if (href === undefined || logged.current === href) return;
    logged.current = href;
    // The address bar: the answer to a form post to a missing page renders /{lang}/404 in place.
    logErrorToDashboard(lang, {
      url: `${window.location.pathname}${window.location.search}`,
      status: 404,
      referrer: landingReferrer(),
    });
  }, [href, lang]);

  return <ErrorPageBody status={404} title={t("error.notFound")} message={t("error.notFoundStatus")} />;
}
