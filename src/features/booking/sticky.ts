/** What a detail route tells the sticky bar about its ticket button (route loader data `sticky`). */
export type StickyTicket =
  | {
      kind: "event";
      /** SPEC §3 basic UI state `showStickyEvent`: the page asks for the sticky ticket button. */
      showStickyEvent: boolean;
      ticketUrl: string | null;
      /**
       * `canQuickBook` of the current event data (SPEC §3), worked out by the loader: the data itself
       * is in the query cache already, and loader data is serialised into the page once more.
       */
      quickBookable: boolean;
    }
  | { kind: "production"; showStickyEvent: boolean; anchor: string };

/**
 * SPEC §4 sticky event button: on production pages it follows `showStickyEvent` alone; elsewhere
 * it also needs current event data with seat groups or a price other than 0.00 (`quickBookable`),
 * and a ticket_url to link to.
 */
export function showStickyTicket(sticky: StickyTicket | undefined): boolean {
  if (!sticky?.showStickyEvent) return false;
  if (sticky.kind === "production") return true;
  return sticky.ticketUrl !== null && sticky.quickBookable;
}

/** SPEC §2/§9: shortcut and scroll-top buttons appear after scrolling beyond half the window height. */
export function pastHalfWindow(scrollY: number, innerHeight: number): boolean {
  return scrollY > innerHeight / 2;
}

/** SPEC §2: the scroll-to-top button exists from 768 px wide windows on. */
export const SCROLL_TOP_MEDIA = "(min-width: 768px)";
