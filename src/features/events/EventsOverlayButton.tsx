import { Link, useLocation, useMatches } from "@tanstack/react-router";
import { useT } from "../../i18n/use-lang";
import { OVERLAY_OPEN } from "../../lib/events-overlay";

/** Route ids of the events list and event pages, where the programme is on the page already. */
const EVENT_ROUTE = /^\/\$lang\/events\//;

/**
 * Whether the sticky bar shows the overlay button (SPEC §2, §3 design flag "sticky overlay
 * button"): when the design settings enable it, except on the events list and event pages.
 */
export function useOverlayButtonShown(enabled: boolean): boolean {
  const onEventPage = useMatches({ select: (matches) => matches.some((match) => EVENT_ROUTE.test(match.routeId)) });
  return enabled && !onEventPage;
}

/** Opens the events overlay over the current page: the same path with `overlay` in the query. */
export function EventsOverlayButton() {
  const t = useT();
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <Link
      to={pathname}
      search={{ overlay: OVERLAY_OPEN }}
      resetScroll={false}
      preload={false}
      className="button sticky-bar__overlay"
      aria-label={t("events.openOverlay")}
    >
      {t("events.overlayTitle")}
    </Link>
  );
}
