import * as v from "valibot";
import { ERROR_LOG_URL_MAX } from "../lib/error-log";

/**
 * Body of POST /{lang}/api/dashboard-error-log/: the site path that failed (with its query),
 * its status (404 unless said), an optional message and the page that led there.
 */
export const ErrorLogBody = v.object({
  url: v.pipe(
    v.string("Expected the path of the page"),
    v.minLength(1, "Expected the path of the page"),
    v.maxLength(ERROR_LOG_URL_MAX, `Expected at most ${ERROR_LOG_URL_MAX} characters`),
    // A path of this site: one leading slash, no scheme-relative '//host', no control characters.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
    v.regex(/^\/(?!\/)[^\u0000-\u001f\u007f]*$/, "Expected a path starting with '/'"),
  ),
  status: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(400, "Expected 400-599"), v.maxValue(599, "Expected 400-599")),
    404,
  ),
  message: v.optional(v.pipe(v.string(), v.maxLength(500, "Expected at most 500 characters"))),
  /** The page that led here (`document.referrer`), for the dashboard's error log; absent when unknown. */
  referrer: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(ERROR_LOG_URL_MAX, `Expected at most ${ERROR_LOG_URL_MAX} characters`),
      // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
      v.regex(/^[^\u0000-\u001f\u007f]*$/, "Expected a url without control characters"),
    ),
  ),
});
export type ErrorLogBody = v.InferInput<typeof ErrorLogBody>;
