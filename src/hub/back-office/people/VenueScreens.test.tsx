// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import type { ApiClient } from "../../../lib/api";
import type { VenueItem } from "../../../schemas/back-office/venues";
import { renderHubScreen, settle, settleUntil } from "../../test-render";
import { VenueScreen } from "./VenueScreens";

/** A venue's form (issue 27): its rooms edited by keyboard, the save's body, a refused removal shown at the rooms. */

const venue: VenueItem = {
  id: 4,
  revision: 2,
  name_de: "Stadthalle",
  name_en: "City hall",
  slug_de: "stadthalle",
  slug_en: "city-hall",
  street: "Markt 1",
  postal_code: "99423",
  city: "Weimar",
  country: "DE",
  lat: 50.98,
  lng: 11.33,
  phone: null,
  email: null,
  website: null,
  description_de: null,
  description_en: null,
  image: null,
  image_alt_de: null,
  image_alt_en: null,
  theme: "wkm",
  rooms: [
    { id: 11, name_de: "Saal", name_en: "Hall", show_in_filter: true, events: 3 },
    { id: 12, name_de: "Foyer", name_en: "Foyer", show_in_filter: true, events: 0 },
    { id: 13, name_de: "Studio", name_en: "Studio", show_in_filter: false, events: 0 },
  ],
  urls: { de: "/de/spielstaetten/stadthalle/4", en: "/en/venues/city-hall/4" },
};

const api: ApiClient = { get: async <T,>() => venue as T };

function stubFetch(...answers: [number, unknown][]) {
  const fetchMock = vi.fn(async (_path: string, _init: RequestInit) => {
    const [status, body] = answers.shift() ?? [500, null];
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function type(input: HTMLInputElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

/** The button labelled `label`, focused and pressed as the keyboard does (Enter on a focused button clicks it). */
async function press(container: ParentNode, label: string) {
  const button = container.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
  if (!button) throw new Error(`no button ${label}`);
  act(() => button.focus());
  act(() => button.click());
  await settle();
}

const focusedLabel = () => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent;

const roomNames = (container: ParentNode) =>
  [...container.querySelectorAll<HTMLInputElement>('[data-row] input[lang="de"]')].map((input) => input.value);

/** The focused element's place: its row's legend and what it is. */
function focusedField() {
  const focused = document.activeElement as HTMLInputElement | null;
  return { row: focused?.closest("[data-row]")?.querySelector("legend")?.textContent, lang: focused?.lang };
}

describe("a venue's form", () => {
  it("moves, adds and removes rooms by keyboard, keeping the focus where the editor works, and saves them in order", async () => {
    const { container } = await renderHubScreen(<VenueScreen id="4" />, { path: "/cms-hub/venues/4", api });
    await settleUntil(() => container.querySelectorAll("[data-row]").length === 3);
    expect([...container.querySelectorAll("[data-row] > legend")].map((legend) => legend.textContent)).toEqual([
      "Room 1: Saal",
      "Room 2: Foyer",
      "Room 3: Studio",
    ]);
    expect(container.querySelector("[data-row] .hub-field__help")?.textContent).toBe("3 events in this room.");
    expect(container.querySelector('a[hreflang="en"]')?.getAttribute("href")).toBe("/en/venues/city-hall/4");

    await press(container, "Move Room 3: Studio up");
    expect(roomNames(container)).toEqual(["Saal", "Studio", "Foyer"]);
    expect(focusedLabel()).toBe("Move Room 2: Studio up");
    await press(container, "Move Room 2: Studio up");
    expect(roomNames(container)).toEqual(["Studio", "Saal", "Foyer"]);
    // At the top its "up" is disabled: the keyboard stays on the row, on "down".
    expect(focusedLabel()).toBe("Move Room 1: Studio down");
    expect(container.querySelector('[aria-live="polite"].hub-visually-hidden')?.textContent).toBe(
      "“Studio” is now at position 1 of 3.",
    );

    const add = [...container.querySelectorAll("button")].find((button) => button.textContent === "Add a room");
    act(() => add?.focus());
    act(() => add?.click());
    await settle();
    const fresh = document.activeElement as HTMLInputElement;
    expect(fresh.lang).toBe("de");
    expect(focusedField().row).toBe("Room 4: unnamed");
    type(fresh, "Keller");
    const english = fresh.closest("[data-row]")?.querySelector<HTMLInputElement>('input[lang="en"]');
    if (!english) throw new Error("the new room has an English name");
    type(english, "Cellar");

    await press(container, "Remove Room 3: Foyer");
    expect(roomNames(container)).toEqual(["Studio", "Saal", "Keller"]);
    // The next row takes the keyboard, at its first field.
    expect(focusedField()).toEqual({ row: "Room 3: Keller", lang: "de" });

    const fetchMock = stubFetch([200, { ...venue, revision: 3 }]);
    act(() => container.querySelector("form")?.requestSubmit());
    await settleUntil(() => fetchMock.mock.calls.length === 1);
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1].body));
    expect(body.revision).toBe(2);
    expect(body.rooms).toEqual([
      { id: 13, name_de: "Studio", name_en: "Studio", show_in_filter: false },
      { id: 11, name_de: "Saal", name_en: "Hall", show_in_filter: true },
      { id: null, name_de: "Keller", name_en: "Cellar", show_in_filter: true },
    ]);
  });

  it("shows the refusal to remove a room events take place in at the rooms, with the events' names", async () => {
    const { container } = await renderHubScreen(<VenueScreen id="4" />, { path: "/cms-hub/venues/4", api });
    await settleUntil(() => container.querySelectorAll("[data-row]").length === 3);
    await press(container, "Remove Room 1: Saal");
    expect(focusedField()).toEqual({ row: "Room 1: Foyer", lang: "de" });
    const message = "The room “Saal” cannot be removed: events take place in it: Carmen (7).";
    stubFetch([
      422,
      { error: "invalid_item", detail: "The item is not valid.", problems: [{ path: "rooms", message }] },
    ]);
    act(() => container.querySelector("form")?.requestSubmit());
    await settleUntil(() => container.querySelector('.rooms-editor [role="alert"]') !== null);
    expect(container.querySelector('.rooms-editor [role="alert"]')?.textContent).toBe(message);
    expect(roomNames(container)).toEqual(["Foyer", "Studio"]);
  });
});
