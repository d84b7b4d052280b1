import { lazy, Suspense, useCallback, useId, useRef, useState } from "react";
import { formatDate, formatTime } from "../../i18n/format";
import { useLang, useT } from "../../i18n/use-lang";
import { useDismiss } from "../../lib/use-dismiss";
import { setOpenWidget, useWidgetOpen } from "./open-widget";
import type { BookingData } from "./quick-book";
import type { ShopSettings } from "./shop-settings";

// The widget is not part of any page's first paint: its chunk loads when a visitor asks for it.
const loadPanel = () => import("./BookingWidget");
const BookingPanel = lazy(() => loadPanel().then((module) => ({ default: module.BookingPanel })));

export interface BookingToggleProps {
  eventId: number;
  idJet: number;
  dateStart: string;
  ticketUrl: string | null;
  /** The event's prices and seat groups when the page has them; cards leave it out and the widget reads them on open. */
  data?: BookingData;
  /** Shown above the prices. */
  text?: string;
  /** The event's title, for the trigger's accessible name. */
  eventTitle: string;
  /** Level of the widget's heading. */
  heading?: "h2" | "h3" | "h4";
  onList?: boolean;
  shop: ShopSettings;
  className?: string;
}

/**
 * The 'Book tickets' button and the booking widget it discloses (SPEC §4). Only one widget is open
 * at a time; Escape and a click outside close it; focus goes into the widget and back.
 */
export function BookingToggle({ eventId, eventTitle, heading = "h3", className, ...props }: BookingToggleProps) {
  const t = useT();
  const lang = useLang();
  const key = useId();
  const panelId = `booking-${key.replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const open = useWidgetOpen(key);
  // Once opened the panel stays mounted: closing resets it after a delay (SPEC §4) and reopening is instant.
  const [mounted, setMounted] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpenWidget(null);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  // SPEC §4: Escape (focus returns to the trigger) and a click outside close the widget. Pressing
  // another widget's trigger is left to its click (one open at a time): closing on the press
  // would shift the layout under the pointer and the click would miss that trigger.
  useDismiss(open, rootRef, (reason, event) => {
    if (reason === "outside" && event.target instanceof Element && event.target.closest(".booking__trigger")) return;
    close(reason === "escape");
  });

  if (!props.shop.online) {
    return (
      <p className={className}>
        <span className="button button--disabled">{t("booking.shopOffline")}</span>
      </p>
    );
  }

  return (
    <div className={["booking", className].filter(Boolean).join(" ")} ref={rootRef}>
      <button
        type="button"
        ref={triggerRef}
        className="button booking__trigger"
        aria-expanded={open}
        aria-controls={mounted ? panelId : undefined}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onClick={() => {
          setMounted(true);
          setOpenWidget(open ? null : key);
        }}
      >
        {t("booking.bookTickets")}
        {/* Triggers repeat on lists: title and date give each its own accessible name. */}
        <span className="visually-hidden">
          {`: ${eventTitle}, ${formatDate(props.dateStart, lang)} ${formatTime(props.dateStart, lang)}`}
        </span>
      </button>
      {mounted && (
        <Suspense fallback={open ? <p role="status">{t("common.pleaseWait")}</p> : null}>
          <BookingPanel {...props} eventId={eventId} open={open} onClose={close} panelId={panelId} heading={heading} />
        </Suspense>
      )}
    </div>
  );
}
