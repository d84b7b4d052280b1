// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import type { ApiClient } from "../../lib/api";
import type { ErrorPath } from "../../schemas/dashboard-logs";
import { renderHubScreen, settle } from "../test-render";
import { ErrorsScreen } from "./ErrorsScreen";

const missing: ErrorPath = {
  path: "/de/alte-seite",
  status: 404,
  count: 3,
  first_seen: "2001-08-01T10:00:00Z",
  last_seen: "2001-08-05T10:00:00Z",
  referrer: "https://example.org/a",
  redirect: null,
};

/** An API whose error log holds `missing`, with the redirect once `redirected` is set. */
function errorLogApi() {
  const state = { redirect: null as ErrorPath["redirect"] };
  const api: ApiClient = {
    get: async <T,>() =>
      ({
        count: 1,
        next: null,
        previous: null,
        results: [{ ...missing, redirect: state.redirect }],
        totals: { errors: 3 },
      }) as T,
  };
  return { api, state };
}

async function renderScreen() {
  const { api, state } = errorLogApi();
  const rendered = await renderHubScreen(<ErrorsScreen />, { lang: "en", path: "/en/test", api });
  return { container: rendered.container, state };
}

function openDialog(container: HTMLElement) {
  const button = container.querySelector<HTMLButtonElement>(
    'button[aria-label="Create a redirect for /de/alte-seite"]',
  );
  if (!button) throw new Error("no Create redirect button");
  button.focus();
  act(() => button.click());
  return button;
}

describe("the error log's redirect dialog", () => {
  it("opens with the row's path filled in and focus on it; Escape closes it and focus returns", async () => {
    const { container } = await renderScreen();
    const opener = openDialog(container);
    await settle();
    const dialog = container.querySelector("dialog");
    expect(dialog?.open).toBe(true);
    const oldPath = dialog?.querySelector<HTMLInputElement>('input[name="old_path"]');
    expect(oldPath?.value).toBe("/de/alte-seite");
    expect(document.activeElement).toBe(oldPath);

    // Escape makes the browser fire `cancel` on a modal dialog.
    act(() => {
      dialog?.dispatchEvent(new Event("cancel", { cancelable: true }));
    });
    await settle();
    expect(dialog?.open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it("posts the redirect to the editors' redirect list and the row then shows it", async () => {
    const { container, state } = await renderScreen();
    const fetchMock = vi.fn(async (_path: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { old_path: string; new_path: string };
      state.redirect = { id: 7, new_path: body.new_path };
      return new Response(JSON.stringify({ id: 7, ...body, created_at: "2001-08-06T00:00:00Z", status: 301 }), {
        status: 201,
        headers: { "Content-Type": "application/json" },
      });
    });
    vi.stubGlobal("fetch", fetchMock);
    openDialog(container);
    await settle();
    const newPath = container.querySelector<HTMLInputElement>('dialog input[name="new_path"]');
    if (!newPath) throw new Error("no new path field");
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(newPath, "/de/spielplan");
      newPath.dispatchEvent(new Event("input", { bubbles: true }));
    });
    act(() => container.querySelector<HTMLFormElement>("dialog form")?.requestSubmit());
    await settle();
    await settle();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe("/en/pageeditor-api/redirects/");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ old_path: "/de/alte-seite", new_path: "/de/spielplan" });
    expect(container.querySelector("dialog")?.open).toBe(false);
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      "Redirect created: /de/alte-seite → /de/spielplan",
    );
    expect(container.querySelector("tbody")?.textContent).toContain("→ /de/spielplan");
  });
});
