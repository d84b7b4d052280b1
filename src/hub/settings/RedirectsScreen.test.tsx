// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import type { ApiClient } from "../../lib/api";
import { renderHubScreen, settle } from "../test-render";
import { RedirectsScreen } from "./RedirectsScreen";

const entry = { id: 3, old_path: "/de/alt", new_path: "/de/neu", created_at: "2001-11-01T00:00:00Z" };

const api: ApiClient = {
  get: async <T,>() => ({ count: 1, next: null, previous: null, results: [entry] }) as T,
};

/** Answers every write with `status` and `body`, recording the calls. */
function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_path: string, _init: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

async function renderScreen() {
  const rendered = await renderHubScreen(<RedirectsScreen />, { lang: "en", path: "/en/test", api });
  return rendered.container;
}

function button(container: HTMLElement, name: string): HTMLButtonElement {
  const found = [...container.querySelectorAll("button")].find(
    (candidate) => (candidate.getAttribute("aria-label") ?? candidate.textContent) === name,
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

describe("the settings' redirect list", () => {
  it("edits an entry in the dialog, both paths filled in, through the editors' redirect list", async () => {
    const container = await renderScreen();
    const fetchMock = stubFetch(200, { ...entry, new_path: "/de/neuer" });
    act(() => button(container, "Edit the redirect of /de/alt").click());
    await settle();
    const dialog = container.querySelector("dialog");
    expect(dialog?.open).toBe(true);
    const newPath = dialog?.querySelector<HTMLInputElement>('input[name="new_path"]');
    expect(dialog?.querySelector<HTMLInputElement>('input[name="old_path"]')?.value).toBe("/de/alt");
    expect(newPath?.value).toBe("/de/neu");
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(newPath, "/de/neuer");
      newPath?.dispatchEvent(new Event("input", { bubbles: true }));
    });
    act(() => dialog?.querySelector("form")?.requestSubmit());
    await settle();
    await settle();
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe("/en/pageeditor-api/redirects/3/");
    expect(init?.method).toBe("PATCH");
    expect(JSON.parse(String(init?.body))).toEqual({ old_path: "/de/alt", new_path: "/de/neuer" });
    expect(dialog?.open).toBe(false);
    expect(container.querySelector('[role="status"]')?.textContent).toBe("Saved: /de/alt → /de/neuer");
  });

  it("deletes an entry once confirmed, and not otherwise", async () => {
    const container = await renderScreen();
    const fetchMock = stubFetch(200, { deleted: 3 });
    const confirmDialog = () => [...container.querySelectorAll("dialog")].at(-1) as HTMLDialogElement;
    await act(async () => button(container, "Delete the redirect of /de/alt").click());
    expect(confirmDialog().open).toBe(true);
    expect(confirmDialog().textContent).toContain("Delete the redirect of /de/alt? The old path answers 404 again.");
    await act(async () => button(confirmDialog(), "Cancel").click());
    await settle();
    expect(confirmDialog().open).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();

    await act(async () => button(container, "Delete the redirect of /de/alt").click());
    await act(async () => button(confirmDialog(), "Delete").click());
    await settle();
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe("/en/pageeditor-api/redirects/3/");
    expect(init?.method).toBe("DELETE");
    expect(container.querySelector('[role="status"]')?.textContent).toBe("Redirect of /de/alt deleted.");
  });
});
