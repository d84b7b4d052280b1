import { useT } from "../../i18n/use-lang";
import type { SeatsStatus } from "../../lib/live-availability";

/**
 * The line that says 'Few seats left' once the page's availability call says so. The server
 * renders it empty for every date that sells tickets, so the text arrives in space the page
 * already has (no layout shift); a sold-out date says so on its ticket button instead.
 */
export function SeatsNote({ seats, className }: { seats: SeatsStatus | undefined; className: string }) {
  const t = useT();
  return <p className={`seats-note ${className}`}>{seats === "few" ? t("event.fewSeats") : ""}</p>;
}
