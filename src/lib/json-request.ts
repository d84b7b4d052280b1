import { CSRF_HEADER, csrfToken } from "./csrf";

/**
 * A call of the site's own JSON API from the browser, as the editor and the hub make them:
 * same-origin credentials, the CSRF header, a JSON body (FormData for uploads). Never throws:
 * a refusal answers its status and JSON body, a failed network status 0.
 */

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A refusal's body (workers/api: `{ error, detail, field?, problems?, current? }`). */
export interface ApiRefusal {
  error: string;
  detail: string;
  field?: string;
  problems?: { path: string; message: string }[];
  current?: unknown;
  [key: string]: unknown;
}

export type JsonAnswer<T> =
  | { ok: true; status: number; body: T }
  /** status 0: the network failed. */
  | { ok: false; status: number; body: ApiRefusal | null };

export async function sendJson<T>(method: Method, path: string, body?: unknown): Promise<JsonAnswer<T>> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const token = csrfToken();
  if (token) headers[CSRF_HEADER] = token;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (method !== "GET") {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body ?? {});
  }
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: payload, credentials: "same-origin" });
  } catch {
    return { ok: false, status: 0, body: null };
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, body: json as T };
  return { ok: false, status: response.status, body: (json as ApiRefusal | null) ?? null };
}
