import { readCookie } from "./cookies";

/** Name of the double-submit cookie the worker issues with every HTML response (DESIGN §3). */
const CSRF_COOKIE = "csrftoken";

/** The visitor's CSRF token from the `csrftoken` cookie; null outside the browser or before it is set. */
export function csrfToken(): string | null {
  if (typeof document === "undefined") return null;
  return readCookie(document.cookie, CSRF_COOKIE) ?? null;
}

/** Headers every mutating call of the JSON contract sends: the cookie's token echoed in `X-CSRFToken`. */
export function csrfHeaders(): Record<string, string> {
  const token = csrfToken();
  return token ? { "X-CSRFToken": token } : {};
}
