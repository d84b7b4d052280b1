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
