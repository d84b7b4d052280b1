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

/**
 * A mutating call of the JSON contract from the browser: JSON body, the CSRF header, same-origin
 * credentials (DESIGN §3). Rejects only when the network fails, like `fetch`.
 */
export function sendJson(
  method: "POST" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
  options: { keepalive?: boolean } = {},
): Promise<Response> {
  return fetch(path, {
    method,
    credentials: "same-origin",
    headers: { "Content-Type": "application/json", Accept: "application/json", ...csrfHeaders() },
    body: body === undefined ? undefined : JSON.stringify(body),
    keepalive: options.keepalive,
  });
}
