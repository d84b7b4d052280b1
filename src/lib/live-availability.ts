import { useEffect, useSyncExternalStore } from "react";

/**
 * Live seats of the dates a page shows (ADR 0035). Pages are cached for every visitor, so what
 * their HTML says of a date's seats is as old as the page: after hydration each date that sells
 * tickets asks here, the dates of one render (a page, a page loaded by scrolling) go out as one
 * call of GET /api/availability/, and the answer re-renders the dates it names. A date the
 * answer leaves out (or a failed call) keeps what the page said.
 */

/** How a date sells right now: 'few' below the site's threshold of its capacity. */
export type SeatsStatus = "available" | "few" | "sold_out";

/** The server's limit of ids per call. */
const IDS_PER_CALL = 100;

const known = new Map<number, SeatsStatus>();
const listeners = new Set<() => void>();
let waiting = new Set<number>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function ask(ids: number[]): Promise<void> {
  try {
    const response = await fetch(`/api/availability/?events=${ids.join(",")}`);
    if (!response.ok) return;
    const answer = (await response.json()) as { events: Record<string, SeatsStatus> };
    for (const [id, status] of Object.entries(answer.events)) known.set(Number(id), status);
    for (const listener of listeners) listener();
  } catch {
    // Offline or refused: the page's own labels stay.
  }
}

function send(): void {
  const ids = [...waiting];
  waiting = new Set();
  for (let start = 0; start < ids.length; start += IDS_PER_CALL) void ask(ids.slice(start, start + IDS_PER_CALL));
}

function want(id: number): void {
  // The first date of a render schedules the call; the others of the same render join it.
  if (waiting.size === 0) setTimeout(send);
  waiting.add(id);
}

/**
 * The date's live status once the page's call answered; undefined before (and during SSR and
 * hydration, so the server's HTML is hydrated as it is). `sells`: whether to ask at all.
 */
function useSeatsStatus(eventId: number, sells: boolean): SeatsStatus | undefined {
  useEffect(() => {
    if (sells) want(eventId);
  }, [eventId, sells]);
  return useSyncExternalStore(
    subscribe,
    () => (sells ? known.get(eventId) : undefined),
    () => undefined,
  );
}

/** What the hook reads of a date (a list item or an event page's detail). */
interface SellingDate {
  id: number;
  has_tickets: boolean;
  sold_out: boolean;
  status: string;
}

/**
 * Whether a date asks for its live status (and has room for the answer in its markup): only
 * scheduled dates with tickets, so a cancelled or postponed date keeps its wording and is never
 * made bookable.
 */
export function sellsLive(event: SellingDate): boolean {
  return event.has_tickets && event.status === "scheduled";
}

/** The date as its live status has it (sold out or not; as the page said until the call answers), and that status. */
export function useLiveSeats<E extends SellingDate>(event: E): { shown: E; seats: SeatsStatus | undefined } {
  const seats = useSeatsStatus(event.id, sellsLive(event));
  const soldOut = seats === undefined ? event.sold_out : seats === "sold_out";
  return { shown: soldOut === event.sold_out ? event : { ...event, sold_out: soldOut }, seats };
}
