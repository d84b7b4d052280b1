import { createRequestHandler, defaultStreamHandler } from "@tanstack/react-router/ssr/server";
import type { Context } from "hono";
import { createApiClient } from "../../src/lib/api";
import { createAppRouter } from "../../src/router";
import type { AppEnv } from "../env";
import { routerManifest } from "./manifest";

/** Serves one request of the JSON contract without leaving the isolate. */
export type InProcessFetch = (request: Request) => Promise<Response>;

/**
 * Streams the React app for a page request. Loaders read data through `fetchInProcess`,
 * the same HTTP contract the browser uses, carrying the visitor's cookies so an editor's
 * session applies to the data too.
 */
export async function renderApp(
  c: Context<AppEnv>,
  fetchInProcess: InProcessFetch,
  request: Request = c.req.raw,
): Promise<Response> {
  const origin = new URL(request.url).origin;
  const cookie = request.headers.get("Cookie");
  const api = createApiClient({ origin, fetcher: fetchInProcess, headers: cookie ? { Cookie: cookie } : undefined });
  const nonce = c.get("nonce");
  const handler = createRequestHandler({
    request,
    createRouter: () => createAppRouter({ api, origin, nonce, cookies: cookie ?? undefined }),
    getRouterManifest: () => routerManifest,
  });
  const response = await handler(defaultStreamHandler);
  // Hono's middleware (headers, cookies) needs a mutable response.
  return new Response(response.body, response);
}
