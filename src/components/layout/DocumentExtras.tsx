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
 * (gone with the old page, in a menu, or in the overlay that closed). Keyed on the resolved
 * location, which changes once the new page is committed (the location itself changes when the
 * move starts, with the old page still shown). Not on the first render, and not for a new query
 * or hash on the same page (filters, anchors).
 */
function useFocusOnNewPage(): void {
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  const previous = useRef(pathname);
  useEffect(() => {
    if (pathname === undefined || previous.current === pathname) return;
    const first = previous.current === undefined;
    previous.current = pathname;
    if (!first) document.getElementById("main-content")?.focus({ preventScroll: true });
  }, [pathname]);
}
