// @vitest-environment happy-dom
import { QueryClient } from "@tanstack/react-query";
import type { ErrorComponentProps } from "@tanstack/react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInRouter } from "../../components/ui/test-render";
import { ErrorPage } from "./ErrorPage";
import { NotFoundPage } from "./NotFoundPage";

const logErrorToDashboard = vi.hoisted(() => vi.fn());
vi.mock("../../lib/error-log", () => ({ logErrorToDashboard }));

// Settings come from the cache the layout filled; the call itself never answers here.
const context = { api: { get: () => new Promise(() => {}) } };

describe("error pages", () => {
  let cleanup = () => {};
  afterEach(() => {
    cleanup();
    logErrorToDashboard.mockClear();
  });

  it("a route error shows its status as an alert, a generic message and a way home", async () => {
    const error = Object.assign(new Error("gone"), { status: 410 });
    const queryClient = new QueryClient();
    // No custom page configured: the generic page shows.
    queryClient.setQueryData(["settings"], { site_name: "Kulturwerk", design: { errors: {} } });
    const view = await renderInRouter(<ErrorPage {...({ error } as ErrorComponentProps)} />, { queryClient, context });
    cleanup = view.cleanup;
    expect(view.container.querySelector(".error-page--custom")).toBeNull();
    const page = view.container.querySelector(".error-page");
    expect(page?.getAttribute("role")).toBe("alert");
    expect(page?.querySelector("h1")?.textContent).toBe("Error 410");
    expect(document.title).toBe("Error 410 | Kulturwerk");
    expect(page?.textContent).toContain("an unknown error occurred");
    expect(page?.querySelector("a")?.getAttribute("href")).toBe("/en");
  });

  it("a not-found view is no alert, says 404 and is logged once", async () => {
    const view = await renderInRouter(<NotFoundPage />, { context });
    cleanup = view.cleanup;
    expect(view.container.querySelector(".error-page--custom")).toBeNull();
    const page = view.container.querySelector(".error-page");
    expect(page?.hasAttribute("role")).toBe(false);
    expect(page?.querySelector("h1")?.textContent).toBe("This page could not be found");
    expect(document.title).toBe("This page could not be found");
    expect(page?.textContent).toContain("404 Not Found");
    expect(page?.querySelector("a")?.getAttribute("href")).toBe("/en");
    expect(logErrorToDashboard).toHaveBeenCalledTimes(1);
    expect(logErrorToDashboard.mock.calls[0]?.[1]).toMatchObject({ status: 404 });
  });

  it("shows the design's custom page for the status the settings name one for", async () => {
    const error = Object.assign(new Error("gone"), { status: 410 });
    const queryClient = new QueryClient();
    queryClient.setQueryData(["settings"], { site_name: "Kulturwerk", design: { errors: { "410": "gone.html" } } });
    queryClient.setQueryData(["error-page", "en", 410], { style: "", body: "<p>Gone for good</p>" });
    const view = await renderInRouter(<ErrorPage {...({ error } as ErrorComponentProps)} />, { queryClient, context });
    cleanup = view.cleanup;
    const custom = view.container.querySelector(".error-page--custom");
    expect(custom?.getAttribute("data-status")).toBe("410");
    expect(custom?.textContent).toBe("Gone for good");
    expect(view.container.querySelector("h1")).toBeNull();
  });
});
