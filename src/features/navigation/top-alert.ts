import type { BreakingNewsAlert } from "../../schemas/breaking-news";

/** The cookie that remembers which alert the visitor closed (its value is that alert's id). */
export const ALERT_COOKIE = "breakingNews";

/** A year: a closed alert stays closed; a new alert has a new id and shows again. */
export const ALERT_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * SPEC §4 "Top alert": the first alert is shown when it exists and the stored dismissal is
 * missing or names another alert; it steps aside while the header menu is open.
 */
export function visibleAlert(
  alerts: readonly BreakingNewsAlert[] | undefined,
  dismissed: string | undefined,
  menuOpen: boolean,
): BreakingNewsAlert | null {
  const alert = alerts?.[0];
  if (alert === undefined || menuOpen) return null;
  return dismissed === String(alert.id) ? null : alert;
}
