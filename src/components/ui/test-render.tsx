import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { act, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";

interface RouterOptions {
  path?: string;
  queryClient?: QueryClient;
  loaderData?: unknown;
  context?: Record<string, unknown>;
}

/** A minimal router whose page route at `path` (under `/$lang`) shows `ui`, loaded. */
async function loadedTestRouter(ui: ReactNode, { path = "/en/test", loaderData, context }: RouterOptions) {
  const rootRoute = createRootRoute({ component: Outlet });
  const langRoute = createRoute({ getParentRoute: () => rootRoute, path: "$lang", component: Outlet });
  const pageRoute = createRoute({
    getParentRoute: () => langRoute,
    path: "$",
    loader: () => loaderData,
    component: () => ui,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([langRoute.addChildren([pageRoute])]),
    history: createMemoryHistory({ initialEntries: [path] }),
    context,
  });
  await router.load();
  return router;
}

/**
 * Test helper (component tests only, under happy-dom): renders `ui` inside a minimal router at
 * `/{lang}/…`, so `useLang`/`useT` and `<Link>` work, and inside a QueryClientProvider whose
 * client the test may seed, with `loaderData` as the page route's loader data and `context` as
 * the router's context (e.g. an `api` for components that query). Returns the container and a
 * cleanup.
 */
export async function renderInRouter(ui: ReactNode, options: RouterOptions = {}) {
  // React only checks act() environments when told so.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const queryClient = options.queryClient ?? new QueryClient();
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    const router = await loadedTestRouter(ui, options);
    root.render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  });
  return {
    container,
    cleanup: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Test helper: `ui` as the worker renders it (same minimal router), before any script runs. */
export async function renderOnServerInRouter(ui: ReactNode, options: RouterOptions = {}): Promise<HTMLElement> {
  const router = await loadedTestRouter(ui, options);
  const container = document.createElement("div");
  container.innerHTML = renderToString(
    <QueryClientProvider client={options.queryClient ?? new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return container;
}

/**
 * Test helper: the text of the elements `el`'s aria-describedby names, joined by spaces as the
 * accessible description is; fails when the attribute is missing or names an element not there.
 */
export function describedByText(el: Element): string {
  const ids = el.getAttribute("aria-describedby")?.split(/\s+/).filter(Boolean) ?? [];
  if (ids.length === 0) throw new Error("the element has no aria-describedby");
  return ids
    .map((id) => {
      const description = el.ownerDocument.getElementById(id);
      if (!description) throw new Error(`aria-describedby names a missing element #${id}`);
      return description.textContent ?? "";
    })
    .join(" ");
}
