/** A failed call of the JSON contract; `status` drives 404 and error pages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
    readonly body: unknown,
  ) {
    super(`GET ${path} answered ${status}`);
    this.name = "ApiError";
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiClient {
  /** GET a path of SPEC §7 and return its JSON; throws ApiError on a non-2xx answer. */
  get<T>(path: string, query?: Record<string, QueryValue>): Promise<T>;
}

type Fetcher = (request: Request) => Promise<Response>;

export function buildQuery(query: Record<string, QueryValue> | undefined): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * The one data path of the app (DESIGN §1): during SSR `fetcher` is the worker's own
 * `app.fetch` (in-process, no network); in the browser it is `window.fetch`.
 */
export function createApiClient(options: { origin: string; fetcher: Fetcher; headers?: HeadersInit }): ApiClient {
  return {
    async get<T>(path: string, query?: Record<string, QueryValue>): Promise<T> {
      const request = new Request(`${options.origin}${path}${buildQuery(query)}`, {
        headers: { Accept: "application/json", ...options.headers },
        credentials: "same-origin",
      });
      const response = await options.fetcher(request);
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) throw new ApiError(response.status, path, body);
      return body as T;
    },
  };
}
