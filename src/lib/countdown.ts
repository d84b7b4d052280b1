/**
 * The cart's reservation countdown (SPEC §9: 15 minutes), measured on the shop's clock: the
 * cart answer carries the server time, so a visitor's wrong clock does not shorten or stretch it.
 */

/** Milliseconds left at `clientNow`, given the cart's `expires_at`/`now` and when it arrived. */
export function remainingMs(expiresAt: string, serverNow: string, receivedAt: number, clientNow: number): number {
  const expires = Date.parse(expiresAt);
  const server = Date.parse(serverNow);
  if (Number.isNaN(expires) || Number.isNaN(server)) return 0;
  return Math.max(0, expires - (server + (clientNow - receivedAt)));
}

/** '14:05': minutes and seconds, rounded up so the display reaches 0:00 only when time is up. */
export function formatRemaining(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, "0")}`;
}

/**
 * Whole minutes to announce: changes once a minute, so a screen reader's live region speaks
 * at minute steps rather than every second.
 */
export function announcedMinutes(ms: number): number {
  return Math.ceil(ms / 60_000);
}

/** Extend is offered once this little time is left (issue 29). */
export const EXTEND_OFFER_MS = 2 * 60_000;

/** The header clock speaks at these minutes left, and when time is up; never in between. */
const SPOKEN_MINUTES = [5, 1];

/**
 * What the header clock announces when its time left goes from `beforeMs` to `afterMs` (one tick,
 * or a jump): 0 when time ran out, else the minutes of the last mark passed, null when it passed
 * none. Time added (an extension) passes no mark.
 */
export function crossedMark(beforeMs: number, afterMs: number): number | null {
  if (afterMs >= beforeMs) return null;
  if (afterMs <= 0) return 0;
  const passed = SPOKEN_MINUTES.filter((minutes) => afterMs <= minutes * 60_000 && beforeMs > minutes * 60_000);
  return passed.length > 0 ? Math.min(...passed) : null;
}
