import { useRouterState } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { scrollToHash } from "../../lib/hash-scroll";
import { InfoLayer } from "./InfoLayer";
import { RouteProgress } from "./RouteProgress";

/**
 * Page furniture of every document (any layout, error pages too): the route progress bar, the
 * info layer and its hydration flag, hash-anchor scrolling with the header offset (the
 * router's own hash scrolling is off, see router.tsx), and focus on the new page's content.
 */
export function DocumentExtras() {
  useFocusOnNewPage();
  const hashTarget = useRouterState({
    select: (state) => (state.location.hash ? `${state.location.pathname}#${state.location.hash}` : ""),
  });

  useEffect(() => {
    document.documentElement.setAttribute("data-hydrated", "");
  }, []);

  useEffect(() => {
    if (!hashTarget) return undefined;
    return scrollToHash(hashTarget.slice(hashTarget.indexOf("#")));
  }, [hashTarget]);

  return (
    <>
      <RouteProgress />
      <InfoLayer />
    </>
  );
}

/**
 * After an in-app move to another page, focus goes to its main content (WCAG 2.4.3): a screen
 * reader then reads the new page, and the next Tab starts there, not on the link that led away
 * (now gone, or in a menu). Not on the first render, not for a new query or hash on the same
 * page (filters, anchors), and not where the new page already put focus somewhere itself.
 */
function useFocusOnNewPage(): void {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById("main-content");
    const active = document.activeElement;
    const focusKept =
      active !== null && active !== document.body && active.isConnected && !active.closest("header, nav");
    if (main && !focusKept) main.focus({ preventScroll: true });
  }, [pathname]);
}
