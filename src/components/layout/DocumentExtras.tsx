import { useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { scrollToHash } from "../../lib/hash-scroll";
import { InfoLayer } from "./InfoLayer";
import { RouteProgress } from "./RouteProgress";

/**
 * Page furniture of every document (any layout, error pages too): the route progress bar, the
 * info layer and its hydration flag, and hash-anchor scrolling with the header offset (the
 * router's own hash scrolling is off, see router.tsx).
 */
export function DocumentExtras() {
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
