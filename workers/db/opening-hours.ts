import type { Lang } from "../../src/lib/languages";
import type { OpeningHoursEntry } from "../../src/schemas/opening-hours";
import { bool, col } from "./shared";

interface HoursRow {
  time_from: string | null;
  time_to: string | null;
  closed: number;
  alternative_link_url: string | null;
  alternative_text: string | null;
}

const toEntry = (row: HoursRow): OpeningHoursEntry => ({ ...row, closed: bool(row.closed) });

/** Regular hours of a weekday (0 = Monday) and the exceptions of a date ('YYYY-MM-DD'), by time. */
export async function getOpeningHours(
  db: D1Database,
  lang: Lang,
  weekday: number,
  day: string,
): Promise<{ opening_hours: OpeningHoursEntry[]; opening_hours_exceptions: OpeningHoursEntry[] }> {
  const L = col(lang);
  const columns = `time_from, time_to, closed, alternative_link_url, alternative_text_${L} AS alternative_text`;
  const [regular, exceptions] = await db.batch<HoursRow>([
    db.prepare(`SELECT ${columns} FROM opening_hours WHERE weekday = ?1 ORDER BY time_from, id`).bind(weekday),
    db.prepare(`SELECT ${columns} FROM opening_hours_exceptions WHERE date = ?1 ORDER BY time_from, id`).bind(day),
  ]);
  return {
    opening_hours: (regular?.results ?? []).map(toEntry),
    opening_hours_exceptions: (exceptions?.results ?? []).map(toEntry),
  };
}
