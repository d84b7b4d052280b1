import { readCookie } from "./cookies";

/** Name of the double-submit cookie the worker issues with every HTML response (DESIGN §3). */
export const CSRF_COOKIE = "csrftoken";
/** Header a mutating call echoes the cookie's token in; the worker compares the two. */
export const CSRF_HEADER = "X-CSRFToken";

/** The visitor's CSRF token from the `csrftoken` cookie; null outside the browser or before it is set. */
export function csrfToken(): string | null {
  if (typeof document === "undefined") return null;
  return readCookie(document.cookie, CSRF_COOKIE) ?? null;
}

/** Headers every mutating call of the JSON contract sends: the cookie's token echoed in `X-CSRFToken`. */
export function csrfHeaders(): Record<string, string> {
  const token = csrfToken();
  return token ? { [CSRF_HEADER]: token } : {};
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

/** What a JSON call answered: `status` 0 when the network failed, `body` null when it was not JSON. */
export interface JsonAnswer {
  ok: boolean;
  status: number;
  body: unknown;
}

/** `sendJson` for callers that read the answer: never rejects, and hands back the parsed body. */
export async function sendJsonAndRead(
  method: "POST" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
): Promise<JsonAnswer> {
  let response: Response;
  try {
    response = await sendJson(method, path, body);
  } catch {
    return { ok: false, status: 0, body: null };
  }
  const json: unknown = await response.json().catch(() => null);
  return { ok: response.ok, status: response.status, body: json };
}
