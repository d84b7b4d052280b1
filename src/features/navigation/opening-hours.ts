import { formatClock, formatClockRange, parseClock } from "../../i18n/format";
import type { Translate } from "../../i18n/messages";
import type { Lang } from "../../lib/languages";
import type { OpeningHoursEntry, OpeningHoursToday } from "../../schemas/opening-hours";

/** What the strip says (SPEC §4 "Opening-hours label per day"); times as the API gives them. */
export type OpeningHoursLabel =
  | { kind: "closed" }
  | { kind: "from"; time: string }
  | { kind: "until"; time: string }
  | { kind: "ranges"; ranges: readonly (readonly [from: string, to: string])[] };

export interface OpeningHoursStatus {
  label: OpeningHoursLabel;
  /** Editor's note for the day ('Evening box office only'), with an optional link. */
  alternative: { text: string; url: string | null } | null;
}

function minutes(time: string): number | null {
  const clock = parseClock(time);
  return clock ? clock[0] * 60 + clock[1] : null;
}

/**
 * Today's label at Berlin wall-clock time `now` (minutes since midnight). Exceptions replace the
 * regular hours when there are any. A closed flag, or a time after the last range, is 'Closed';
 * several ranges are listed together; one range says 'from' before and 'until' during it.
 * Null when the day has no entries at all: nothing is known, so nothing is shown.
 */
export function openingHoursStatus(today: OpeningHoursToday, now: number): OpeningHoursStatus | null {
  const entries: OpeningHoursEntry[] =
    today.opening_hours_exceptions.length > 0 ? today.opening_hours_exceptions : today.opening_hours;
  if (entries.length === 0) return null;
  const note = entries.find((entry) => entry.alternative_text?.trim());
  const alternative = note?.alternative_text
    ? { text: note.alternative_text.trim(), url: note.alternative_link_url || null }
    : null;
  const closed = { label: { kind: "closed" } as const, alternative };
  if (entries.some((entry) => entry.closed)) return closed;
  const ranges = entries.flatMap((entry) => {
    if (entry.time_from === null || entry.time_to === null) return [];
    const from = minutes(entry.time_from);
    const to = minutes(entry.time_to);
    return from === null || to === null || to <= from
      ? []
      : [{ from, to, raw: [entry.time_from, entry.time_to] as const }];
  });
  if (ranges.length === 0 || now >= Math.max(...ranges.map((range) => range.to))) return closed;
  if (ranges.length > 1) return { label: { kind: "ranges", ranges: ranges.map((range) => range.raw) }, alternative };
  const [only] = ranges as [(typeof ranges)[number]];
  return now < only.from
    ? { label: { kind: "from", time: only.raw[0] }, alternative }
    : { label: { kind: "until", time: only.raw[1] }, alternative };
}

/** The label as text: 'Open from 10:00', 'Geöffnet bis 18:00 Uhr', 'Open 10:00–13:00, 14:00–20:00'. */
export function openingHoursText(label: OpeningHoursLabel, lang: Lang, t: Translate): string {
  switch (label.kind) {
    case "closed":
      return t("openingHours.closed");
    case "from":
      return t("openingHours.openFrom", { time: formatClock(label.time, lang) });
    case "until":
      return t("openingHours.openUntil", { time: formatClock(label.time, lang) });
    case "ranges":
      return t("openingHours.open", {
        time: label.ranges.map(([from, to]) => formatClockRange(from, to, lang)).join(", "),
      });
  }
}
