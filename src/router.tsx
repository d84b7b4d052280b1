import { QueryClient } from "@tanstack/react-query";
import { createRouter, parseSearchWith, stringifySearchWith } from "@tanstack/react-router";
import { setupRouterSsrQueryIntegration } from "@tanstack/react-router-ssr-query";
import { Spinner } from "./components/ui/Spinner";
import { ErrorPage } from "./features/site/ErrorPage";
import { NotFoundPage } from "./features/site/NotFoundPage";
import { toPublicPath, toRoutePath } from "./i18n/paths";
import type { ApiClient } from "./lib/api";
import { isChunkLoadError, reloadAfterChunkFailure } from "./lib/chunk-reload";
import { openedByNewNavigation } from "./lib/document-navigation";
import { provideModuleSlots } from "./module-slots";
import { routeTree } from "./routeTree.gen";

export interface RouterContext {
  api: ApiClient;
  queryClient: QueryClient;
  /** Scheme and host of the site, for canonical and hreflang URLs. */
  origin: string;
  /** The request's Cookie header during SSR (see useCookie); the browser reads document.cookie. */
  cookies?: string;
}

export interface CreateAppRouterOptions {
  api: ApiClient;
  origin: string;
  /** CSP nonce for the scripts the router renders (server only). */
  nonce?: string;
  /** The request's Cookie header (server only). */
  cookies?: string;
}

provideModuleSlots();

/**
 * The router's scroll handling after each render, except that the first render, the hydration of
 * a page opened by following a link or typing its address, leaves a scrolled document where it
 * is: a visitor who scrolled (or followed a #hash) while the page's code loaded would otherwise
 * be thrown back to the top, and a click aimed at a link there would land on whatever moved
 * under the pointer. A reload or a step back or forward is restored by the router as before.
 */
function keepScrollOfFirstRender(): () => boolean {
  let hydrated = false;
  return () => {
    if (hydrated || typeof window === "undefined") return true;
    hydrated = true;
    const scrolled = window.scrollX !== 0 || window.scrollY !== 0;
    return !(openedByNewNavigation() && scrolled);
  };
}

/** One router per request on the server, one per page load in the browser. */
export function createAppRouter({ api, origin, nonce, cookies }: CreateAppRouterOptions) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false } },
  });
  const router = createRouter({
    routeTree,
    context: { api, queryClient, origin, cookies },
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
    // New navigations start at the top, back/forward restores the position (keyed per history entry).
    scrollRestoration: keepScrollOfFirstRender(),
    // Hash anchors scroll with the header offset and retries of SPEC §9 (DocumentExtras).
    defaultHashScrollIntoView: false,
    defaultOnCatch: (error) => {
      if (typeof window !== "undefined" && isChunkLoadError(error)) reloadAfterChunkFailure();
    },
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
    // Routes without a loading skeleton of their own show the spinner while they load.
    defaultPendingComponent: Spinner,
  });
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
