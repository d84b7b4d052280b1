import { useLocation } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import type { EventCardStyle } from "../../components/ui/EventCard";
import type { ApiClient } from "../../lib/api";
import { isOverlayOpen } from "../../lib/events-overlay";
import type { Lang } from "../../lib/languages";
import { useHydrated } from "../../lib/use-hydrated";

// The overlay is its own chunk: pages load it only when `overlay` is in the query.
const EventsOverlay = lazy(() => import("./EventsOverlay"));

/**
 * Mounts the events overlay (SPEC §2) over whatever page is shown while the query asks for it.
 * Only in the browser: a modal dialog needs `showModal()`, and the page under it is what the
 * server renders.
 */
export function EventsOverlayHost(props: { api: ApiClient; lang: Lang; currency: string; cardStyle: EventCardStyle }) {
  const open = useLocation({ select: (location) => isOverlayOpen(location.search as Record<string, unknown>) });
  const hydrated = useHydrated();
  if (!open || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <EventsOverlay {...props} />
    </Suspense>
  );
}
