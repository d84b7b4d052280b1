import { useMatches } from "@tanstack/react-router";
import { type ReactNode, useEffect, useState } from "react";
import { SmartLink } from "../../components/ui/SmartLink";
import { useT } from "../../i18n/use-lang";
import { scrollToTop } from "../../lib/scroll-to-top";
import { useStickyShortcuts } from "../../lib/sticky-shortcuts";
import { useScrollRule } from "../../lib/use-scroll-rule";
import { pastHalfWindow, SCROLL_TOP_MEDIA, type StickyTicket, showStickyTicket } from "./sticky";

/** SPEC §9: scroll-to-top takes 0.7 s. */
const SCROLL_TOP_MS = 700;

function isStickyTicket(value: unknown): value is StickyTicket {
  return typeof value === "object" && value !== null && "kind" in value && "showStickyEvent" in value;
}

/** The deepest matched route's `sticky` loader data (event and production detail routes set it). */
function useStickyTicket(): StickyTicket | undefined {
  return useMatches({
    select: (matches) => {
      for (let i = matches.length - 1; i >= 0; i--) {
        const sticky = (matches[i]?.loaderData as { sticky?: unknown } | undefined)?.sticky;
        if (isStickyTicket(sticky)) return sticky;
      }
      return undefined;
    },
  });
}

function useFooterInView(): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const footer = document.querySelector("footer.site-footer");
    if (!footer || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((entry) => entry.isIntersecting)));
    observer.observe(footer);
    return () => observer.disconnect();
  }, []);
  return inView;
}

function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    setMatches(list.matches);
    const onChange = () => setMatches(list.matches);
    list.addEventListener("change", onChange);
    return () => list.removeEventListener("change", onChange);
  }, [query]);
  return matches;
}

/**
 * The sticky bar (SPEC §2): an optional leading button (the events overlay's), the ticket button
 * ('Book tickets' to the event's ticket_url, 'Dates and Tickets' to a production's dates), the
 * page's shortcut buttons and scroll-to-top. Everything hides while the footer is in view;
 * shortcuts and scroll-top wait until the page is scrolled beyond half the window height.
 */
export function StickyBar({ leading }: { leading?: ReactNode }) {
  const t = useT();
  const sticky = useStickyTicket();
  const shortcuts = useStickyShortcuts();
  const footerInView = useFooterInView();
  const scrolled = useScrollRule(pastHalfWindow);
  const wide = useMediaQuery(SCROLL_TOP_MEDIA);
  const ticket = showStickyTicket(sticky) ? sticky : undefined;
  const showShortcuts = scrolled && shortcuts.length > 0;
  const showTop = scrolled && wide;
  if (!leading && !ticket && !showShortcuts && !showTop) return null;
  return (
    <nav className="sticky-bar" aria-label={t("booking.stickyBar")} hidden={footerInView}>
      <ul className="sticky-bar__list">
        {leading && <li>{leading}</li>}
        {ticket?.kind === "event" && ticket.ticketUrl && (
          <li>
            <SmartLink href={ticket.ticketUrl} className="button sticky-bar__ticket">
              {t("booking.bookTickets")}
            </SmartLink>
          </li>
        )}
        {ticket?.kind === "production" && (
          <li>
            <a href={`#${ticket.anchor}`} className="button sticky-bar__ticket">
              {t("booking.datesAndTickets")}
            </a>
          </li>
        )}
        {showShortcuts &&
          shortcuts.map((shortcut) => (
            <li key={`${shortcut.url}:${shortcut.text}`}>
              <SmartLink href={shortcut.url} className="button button--secondary sticky-bar__shortcut">
                {shortcut.text}
              </SmartLink>
            </li>
          ))}
        {showTop && (
          <li>
            <button
              type="button"
              className="sticky-bar__top"
              onClick={() =>
                // Focus follows the view back to the content's start for keyboard users.
                scrollToTop(SCROLL_TOP_MS, null, () =>
                  document.getElementById("main-content")?.focus({ preventScroll: true }),
                )
              }
            >
              {t("booking.scrollTop")}
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}
