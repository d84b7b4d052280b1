import { useLocation, useNavigate } from "@tanstack/react-router";
import { useEffect, useId, useMemo, useRef } from "react";
import type { EventCardStyle } from "../../components/ui/EventCard";
import { useT } from "../../i18n/use-lang";
import type { ApiClient } from "../../lib/api";
import { logErrorToDashboard } from "../../lib/error-log";
import { OVERLAY_OPEN } from "../../lib/events-overlay";
import type { Lang } from "../../lib/languages";
import { lockScroll, unlockScroll } from "../../lib/scroll-lock";
import { EventsProgramme } from "./EventsProgramme";
import { type ProgrammeTarget, ProgrammeTargetContext } from "./programme-links";
import { parseEventsSearch } from "./url-state";

interface EventsOverlayProps {
  api: ApiClient;
  lang: Lang;
  currency: string;
  cardStyle: EventCardStyle;
}

/**
 * The events overlay 'Programm und Karten' (SPEC §2): the programme as a full-screen modal
 * dialog over the current page, its filters in the query next to `overlay`. Closing (the close
 * icon, Escape, or a change of path) clears the query; focus returns where it was.
 */
export default function EventsOverlay({ api, lang, currency, cardStyle }: EventsOverlayProps) {
  const t = useT();
  const navigate = useNavigate();
  const pathname = useLocation({ select: (location) => location.pathname });
  const search = useLocation({ select: (location) => location.search as Record<string, unknown> });
  const { filters, invalid } = parseEventsSearch(search);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const target = useMemo<ProgrammeTarget>(
    () => ({ path: pathname, keep: { overlay: OVERLAY_OPEN }, scrollRoot: dialog }),
    [pathname],
  );

  const close = () => void navigate({ to: pathname, search: {}, resetScroll: false });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    lockScroll();
    return () => {
      unlockScroll();
      if (element.open) element.close();
      // The dialog leaves the DOM rather than closing, so the browser does not restore focus.
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // SPEC §2: a change of path closes the overlay and clears the query.
  const openedAt = useRef(pathname);
  useEffect(() => {
    if (openedAt.current !== pathname) void navigate({ to: pathname, search: {}, replace: true, resetScroll: false });
  }, [pathname, navigate]);

  // The same rule as the events page (SPEC §5): a malformed filter is logged and dropped.
  const invalidKeys = invalid.join(",");
  useEffect(() => {
    if (!invalidKeys) return;
    const url = `${window.location.pathname}${window.location.search}`;
    console.warn(`Invalid events query: ${invalidKeys} (${url})`);
    logErrorToDashboard(lang, { url, status: 400, message: `Invalid events query: ${invalidKeys}` });
  }, [invalidKeys, lang]);

  return (
    <dialog
      ref={dialog}
      className="events-overlay"
      aria-labelledby={titleId}
      // React passes a dialog's close event on to the dialogs around it: the small-screen filter
      // panel inside closing is not the overlay closing.
      onClose={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className="events-overlay__header">
        <h2 id={titleId} className="events-overlay__title">
          {t("events.overlayTitle")}
        </h2>
        <button type="button" className="events-overlay__close" onClick={close}>
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
            <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" />
          </svg>
          <span className="visually-hidden">{t("common.close")}</span>
        </button>
      </div>
      <div className="events-overlay__body">
        <ProgrammeTargetContext.Provider value={target}>
          <EventsProgramme
            api={api}
            lang={lang}
            filters={filters}
            dayHeadingLevel={3}
            currency={currency}
            cardStyle={cardStyle}
          />
        </ProgrammeTargetContext.Provider>
      </div>
    </dialog>
  );
}
