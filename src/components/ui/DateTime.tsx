import { type DateStyle, formatClock, formatDate, formatTime } from "../../i18n/format";
import { parseInstant } from "../../lib/dates";
import type { Lang } from "../../lib/languages";

/** The machine-readable value of an API date: the instant in UTC ISO, or the calendar day as given. */
function machineValue(value: string): string | undefined {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return parseInstant(value)?.toISOString();
}

/** A Berlin calendar date as `<time dateTime>` ('Sa., 21. Nov. 2026'); nothing for an unusable value. */
export function DateText({ value, lang, style = "medium" }: { value: string; lang: Lang; style?: DateStyle }) {
  const text = formatDate(value, lang, style);
  if (!text) return null;
  return <time dateTime={machineValue(value)}>{text}</time>;
}

/** A Berlin clock time of an instant as `<time dateTime>` ('19:30 Uhr' / '19:30'). */
export function TimeText({ value, lang }: { value: string; lang: Lang }) {
  const text = formatTime(value, lang);
  if (!text) return null;
  return <time dateTime={machineValue(value)}>{text}</time>;
}

/** Date and time of an instant in one `<time>`: 'Sa., 21. Nov. 2026, 19:30 Uhr'. */
export function DateTimeText({ value, lang, style = "medium" }: { value: string; lang: Lang; style?: DateStyle }) {
  const date = formatDate(value, lang, style);
  const time = formatTime(value, lang);
  if (!date || !time) return null;
  return <time dateTime={machineValue(value)}>{`${date}, ${time}`}</time>;
}

/** A wall-clock value ('10:00:00') as `<time>`. */
export function ClockText({ value, lang }: { value: string; lang: Lang }) {
  const text = formatClock(value, lang);
  if (!text) return null;
  return <time dateTime={value.slice(0, 5)}>{text}</time>;
}
