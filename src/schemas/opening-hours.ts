import * as v from "valibot";

/** One opening range; times 'HH:MM:SS' (null when closed all day). */
export const OpeningHoursEntry = v.object({
  time_from: v.nullable(v.string()),
  time_to: v.nullable(v.string()),
  closed: v.boolean(),
  alternative_link_url: v.nullable(v.string()),
  alternative_text: v.nullable(v.string()),
});
export type OpeningHoursEntry = v.InferOutput<typeof OpeningHoursEntry>;

/** GET /api/opening-hours-today/: today's (Berlin) ranges; exceptions replace the regular hours when present. */
export const OpeningHoursToday = v.object({
  /** Today in Berlin, 'YYYY-MM-DD'. */
  date: v.string(),
  opening_hours: v.array(OpeningHoursEntry),
  opening_hours_exceptions: v.array(OpeningHoursEntry),
});
export type OpeningHoursToday = v.InferOutput<typeof OpeningHoursToday>;
