import { useLang, useT } from "../../i18n/use-lang";
import { previousStartShown, type StatusOfEvent, shownEventStatus } from "../../lib/event-status";
import { DateTimeText } from "./DateTime";

const markKeys = {
  cancelled: "event.cancelled",
  postponed: "event.postponed",
  rescheduled: "event.rescheduled",
} as const;

/**
 * The visible mark of a cancelled, postponed or rescheduled date ('Abgesagt', 'Verschoben',
 * 'Neuer Termin (zuvor …)'), as text so screen readers and search engines read it too; nothing
 * for a date that takes place as first announced.
 */
export function EventStatusMark({ event, className }: { event: StatusOfEvent; className?: string }) {
  const t = useT();
  const lang = useLang();
  const shown = shownEventStatus(event);
  if (shown === null) return null;
  const previous = previousStartShown(event);
  return (
    <p className={["event-status", `event-status--${shown}`, className].filter(Boolean).join(" ")}>
      <strong className="event-status__mark">{t(markKeys[shown])}</strong>
      {previous && (
        <span className="event-status__previous">
          {` (${t("event.previously")} `}
          <DateTimeText value={previous} lang={lang} />)
        </span>
      )}
    </p>
  );
}
