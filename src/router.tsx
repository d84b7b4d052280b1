import { QueryClient } from "@tanstack/react-query";
import { createRouter, parseSearchWith, stringifySearchWith } from "@tanstack/react-router";
import { setupRouterSsrQueryIntegration } from "@tanstack/react-router-ssr-query";
import { ErrorPage } from "./components/layout/ErrorPage";
import { NotFoundPage } from "./components/layout/NotFoundPage";
import { toPublicPath, toRoutePath } from "./i18n/paths";
import type { ApiClient } from "./lib/api";
import { routeTree } from "./routeTree.gen";

export interface RouterContext {
  api: ApiClient;
  queryClient: QueryClient;
  /** Scheme and host of the site, for canonical and hreflang URLs. */
  origin: string;
}

export interface CreateAppRouterOptions {
  api: ApiClient;
  origin: string;
  /** CSP nonce for the scripts the router renders (server only). */
  nonce?: string;
}

/** One router per request on the server, one per page load in the browser. */
export function createAppRouter({ api, origin, nonce }: CreateAppRouterOptions) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false } },
  });
  const router = createRouter({
    routeTree,
    context: { api, queryClient, origin },
    // The route tree is written once with English segments; URLs carry the localised ones.
    rewrite: {
      input: ({ url }) => {
        url.pathname = toRoutePath(url.pathname);
        return url;
      },
      output: ({ url }) => {
        url.pathname = toPublicPath(url.pathname);
        return url;
      },
    },
    // Query values stay plain text (`?q=2026` is the text "2026", never JSON): the URL is the
    // public contract of list filters (SPEC §5), and route validators parse what they need.
    parseSearch: parseSearchWith((value) => value),
    stringifySearch: stringifySearchWith((value) => String(value)),
    ssr: nonce ? { nonce } : undefined,
    scrollRestoration: true,
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
  });
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
