import { sendJson } from "./csrf";
import type { Lang } from "./languages";

/**
 * Longest URL the error log keeps; the API refuses longer ones rather than cut them. Here, not
 * beside the body schema, so the browser's entry does not evaluate the schema (and valibot).
 */
export const ERROR_LOG_URL_MAX = 2000;

/**
 * Writes a row of the dashboard's error log (POST /{lang}/api/dashboard-error-log/, SPEC §7).
 * Fire and forget: a failure to log must never disturb the page showing the error.
 */
export function logErrorToDashboard(
  lang: Lang,
  entry: { url: string; status?: number; message?: string; referrer?: string },
): void {
  sendJson(
    "POST",
    `/${lang}/api/dashboard-error-log/`,
    { ...entry, url: entry.url.slice(0, ERROR_LOG_URL_MAX), referrer: entry.referrer?.slice(0, ERROR_LOG_URL_MAX) },
    { keepalive: true },
  ).catch((error: unknown) => console.warn("error log not written", error));
}
