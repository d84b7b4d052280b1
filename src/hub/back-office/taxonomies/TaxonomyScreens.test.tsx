// @vitest-environment happy-dom
import { useRouterState } from "@tanstack/react-router";
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import type { ApiClient } from "../../../lib/api";
import type { FilterOptionItem } from "../../../schemas/back-office/taxonomies";
import { renderHubScreen, settle, settleUntil } from "../../test-render";
import { TaxonomyItem, TaxonomyList } from "./TaxonomyScreens";

/** The back office's list and item form (issue 27), on genres. */

const opera: FilterOptionItem = {
  id: 5,
  revision: 3,
  name_de: "Oper",
  name_en: "Opera",
  show_in_filter: true,
  uses: 2,
};
const dance: FilterOptionItem = {
  id: 9,
  revision: 1,
  name_de: "Tanz",
  name_en: "Dance",
  show_in_filter: false,
  uses: 0,
};

const api: ApiClient = {
  get: async <T,>(path: string) =>
    (path.startsWith("/api/cms-hub/genres/5/")
      ? opera
      : { count: 2, next: null, previous: null, results: [opera, dance], sort: "name", order: "asc" }) as T,
};

/** Answers the writes in turn with `answers` ([status, body]), recording the calls. */
function stubFetch(...answers: [number, unknown][]) {
  const fetchMock = vi.fn(async (_path: string, _init: RequestInit) => {
    const [status, body] = answers.shift() ?? [500, null];
    return new Response(body === null ? null : JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const sent = (fetchMock: ReturnType<typeof stubFetch>, call: number) => {
  const [path, init] = fetchMock.mock.calls[call] ?? [];
  return { path, method: init?.method, body: JSON.parse(String(init?.body)) };
};

function button(container: ParentNode, name: string): HTMLButtonElement {
  const found = [...container.querySelectorAll("button")].find((candidate) => candidate.textContent?.trim() === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

function type(input: HTMLInputElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

/** A genre's form as the route shows it: one screen per id in the address. */
function RoutedGenre() {
  const id =
    useRouterState({ select: (state) => state.location.pathname })
      .split("/")
      .filter(Boolean)[2] ?? "new";
  return <TaxonomyItem key={id} id={id} />;
}

describe("the back office's list", () => {
  it("deletes the chosen rows in one bulk call and says which stayed and why", async () => {
    const { container } = await renderHubScreen(<TaxonomyList />, { path: "/cms-hub/genres", api });
    await settleUntil(() => container.querySelectorAll("tbody tr").length === 2);
    expect(container.querySelector("h1")?.textContent).toBe("Genres");
    expect(container.querySelector<HTMLAnchorElement>("tbody a")?.getAttribute("href")).toBe("/cms-hub/genres/5");
    const fetchMock = stubFetch([
      200,
      { done: [9], refused: [{ id: 5, status: 409, body: { detail: "Still used by events 12 (Carmen)" } }] },
    ]);
    act(() =>
      container.querySelector<HTMLInputElement>('input[aria-label="Select every entry on this page"]')?.click(),
    );
    expect(container.querySelector("legend")?.textContent).toBe("With the selection (2 selected)");
    expect(container.textContent).not.toContain("Publish");
    act(() => button(container, "Delete").click());
    await settle();
    const dialog = [...container.querySelectorAll("dialog")].find((candidate) => candidate.open);
    if (!dialog) throw new Error("the delete asks first");
    act(() => button(dialog, "Delete").click());
    await settleUntil(() => fetchMock.mock.calls.length === 1 && container.querySelector('[role="alert"]') !== null);
    expect(sent(fetchMock, 0)).toEqual({
      path: "/api/cms-hub/genres/bulk/",
      method: "POST",
      body: {
        action: "delete",
        items: [
          { id: 5, revision: 3 },
          { id: 9, revision: 1 },
        ],
      },
    });
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      "1 entry deleted. 1 not: 5: Still used by events 12 (Carmen)",
    );
    expect(container.querySelector("legend")).toBeNull();
    // The bulk bar is gone with the choice; the keyboard is at what the action came to.
    const focused = document.activeElement;
    expect(focused !== document.body && focused?.contains(container.querySelector('[role="alert"]'))).toBe(true);
  });
});

describe("the back office's item form", () => {
  it("saves both languages at the loaded revision, and after someone else's save keeps the input and saves it over theirs", async () => {
    const { container } = await renderHubScreen(<TaxonomyItem id="5" />, { path: "/cms-hub/genres/5", api });
    await settleUntil(() => container.querySelector('input[name="name_en"]') !== null);
    const english = container.querySelector<HTMLInputElement>('input[name="name_en"]');
    if (!english) throw new Error("no English name");
    expect(english.lang).toBe("en");
    expect([...container.querySelectorAll("legend")].map((legend) => legend.textContent)).toContain("Name");
    const theirs = { ...opera, revision: 4, name_de: "Musiktheater" };
    const fetchMock = stubFetch(
      [409, { error: "stale_revision", detail: "Someone else saved this in the meantime.", current: theirs }],
      [200, { ...opera, revision: 5, name_en: "Opera and operetta" }],
    );
    type(english, "Opera and operetta");
    act(() => container.querySelector("form")?.requestSubmit());
    await settleUntil(() => container.textContent?.includes("Save my version anyway") === true);
    expect(sent(fetchMock, 0)).toEqual({
      path: "/api/cms-hub/genres/5/",
      method: "POST",
      body: { name_de: "Oper", name_en: "Opera and operetta", show_in_filter: true, revision: 3 },
    });
    expect(english.value).toBe("Opera and operetta");
    act(() => button(container, "Save my version anyway").click());
    await settleUntil(() => fetchMock.mock.calls.length === 2 && container.querySelector('[role="status"]') !== null);
    expect(sent(fetchMock, 1).body).toEqual({
      name_de: "Oper",
      name_en: "Opera and operetta",
      show_in_filter: true,
      revision: 4,
    });
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      "Saved. The website shows the change from now on.",
    );
  });

  it("opens a created item on its own address with the item as saved, saying it was created", async () => {
    const created = { ...dance, id: 12, revision: 1 };
    const { container } = await renderHubScreen(<RoutedGenre />, {
      path: "/cms-hub/genres/new",
      api: { get: async <T,>() => created as T },
    });
    await settleUntil(() => container.querySelector('input[name="name_de"]') !== null);
    stubFetch([201, created]);
    type(container.querySelector<HTMLInputElement>('input[name="name_de"]') as HTMLInputElement, "Tanz");
    type(container.querySelector<HTMLInputElement>('input[name="name_en"]') as HTMLInputElement, "Dance");
    act(() => container.querySelector("form")?.requestSubmit());
    await settleUntil(() => container.querySelector('[role="status"]') !== null);
    // Saved, so leaving for the new address asks nothing.
    await settleUntil(() => container.querySelector("h1")?.textContent !== "Genre: new");
    expect(document.querySelector("dialog[open]")).toBeNull();
    expect(container.querySelector('[role="status"]')?.textContent).toBe("Created.");
    expect(container.querySelector<HTMLInputElement>('input[name="name_en"]')?.value).toBe("Dance");
    const focused = document.activeElement;
    expect(focused !== document.body && focused?.contains(container.querySelector('[role="status"]'))).toBe(true);
  });

  it("shows the item as saved while it reloads, not as it was loaded", async () => {
    let reads = 0;
    // The first read answers; the reload after the save is still on its way.
    const slowApi: ApiClient = {
      get: <T,>() => (reads++ === 0 ? Promise.resolve(opera as T) : new Promise<T>(() => {})),
    };
    const { container } = await renderHubScreen(<TaxonomyItem id="5" />, { path: "/cms-hub/genres/5", api: slowApi });
    await settleUntil(() => container.querySelector('input[name="name_en"]') !== null);
    const english = container.querySelector<HTMLInputElement>('input[name="name_en"]') as HTMLInputElement;
    stubFetch([200, { ...opera, revision: 4, name_en: "Opera and operetta" }]);
    type(english, " Opera and operetta ");
    act(() => container.querySelector("form")?.requestSubmit());
    await settleUntil(() => container.querySelector('[role="status"]') !== null);
    await settle();
    // As the server stored it (trimmed), and nothing left unsaved.
    expect(container.querySelector<HTMLInputElement>('input[name="name_en"]')?.value).toBe("Opera and operetta");
  });
});
