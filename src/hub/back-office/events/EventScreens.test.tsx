// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import type { ApiClient } from "../../../lib/api";
import type { EventItem } from "../../../schemas/back-office/events";
import { HubWidgetsContext } from "../../form/widgets";
import { renderHubScreen, settle, settleUntil } from "../../test-render";
import { EventItemScreen, EventList } from "./EventScreens";

/** The event's form (issue 27): its ticket rows by keyboard, the capacity refusal and the status change. */

const carmen: EventItem = {
  id: 7,
  revision: 4,
  status: "scheduled",
  previous_date_start: null,
  slug_de: "carmen",
  slug_en: "carmen",
  title_de: "Carmen",
  title_en: "Carmen",
  subtitle_de: null,
  subtitle_en: null,
  description_de: "<p>Oper</p>",
  description_en: "<p>Opera</p>",
  date_start: "2031-06-05T17:30:00Z",
  date_end: null,
  image: null,
  image_alt_de: null,
  image_alt_en: null,
  production_id: null,
  production_name: null,
  room_id: null,
  room_name: null,
  series_id: null,
  series_name: null,
  genre_id: null,
  genre_name: null,
  exhibition_type_id: null,
  exhibition_type_name: null,
  event_type_new: null,
  tag_ids: [],
  persons: [],
  is_online: true,
  has_tickets: true,
  ticket_url: null,
  theme: "wkm",
  access: null,
  seat_groups: [
    { id: 11, name_de: "Parkett", name_en: "Stalls", available: true, text_de: null, text_en: null, capacity: 10 },
    { id: 12, name_de: "Rang", name_en: "Circle", available: true, text_de: null, text_en: null, capacity: 50 },
  ],
  prices: [
    {
      id: 21,
      seat_group_id: 12,
      seat_group_index: null,
      sale_type_id: 1,
      price_cents: 2500,
      name_de: "Normal",
      name_en: "Full",
      text_de: null,
      text_en: null,
      is_full_price: true,
      has_discounts: false,
    },
  ],
  timeslots: [],
  tickets_sold: 40,
  updated_at: "2031-01-01T00:00:00Z",
};

const api: ApiClient = {
  get: async <T,>(path: string) =>
    (path.startsWith("/api/cms-hub/events/7/") ? carmen : { count: 0, next: null, previous: null, results: [] }) as T,
};

function stubFetch(...answers: [number, unknown][]) {
  const fetchMock = vi.fn(async (_path: string, _init: RequestInit) => {
    const [status, body] = answers.shift() ?? [500, null];
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const sent = (fetchMock: ReturnType<typeof stubFetch>, call: number) => {
  const [path, init] = fetchMock.mock.calls[call] ?? [];
  return { path, body: JSON.parse(String(init?.body)) };
};

function named(root: ParentNode, name: string): HTMLButtonElement {
  const found = [...root.querySelectorAll("button")].find(
    (candidate) => (candidate.getAttribute("aria-label") ?? candidate.textContent?.trim()) === name,
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

/** What a keyboard user does: the focused button is pressed (Enter on a button is its click). */
function press(button: HTMLButtonElement) {
  act(() => {
    button.focus();
    button.click();
  });
}

function type(input: HTMLInputElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

const rowsOf = (container: HTMLElement, legend: string) => {
  const list = [...container.querySelectorAll<HTMLFieldSetElement>("fieldset.item-rows")].find(
    (fieldset) => fieldset.querySelector("legend")?.textContent === legend,
  );
  if (!list) throw new Error(`no rows ${legend}`);
  return list;
};
const rowNames = (list: HTMLElement) =>
  [...list.querySelectorAll("[data-row] > legend")].map((legend) => legend.textContent);

async function openCarmen() {
  const rendered = await renderHubScreen(<EventItemScreen id="7" />, { path: "/cms-hub/events/7", api });
  await settleUntil(() => rendered.container.querySelector("fieldset.item-rows") !== null);
  return rendered.container;
}

describe("the event's seat groups and prices", () => {
  it("are added, moved and removed by keyboard, the focus staying with the row, and a price follows its seat group", async () => {
    const container = await openCarmen();
    const groups = rowsOf(container, "Seat groups");
    expect(rowNames(groups)).toEqual(["Seat group 1: Stalls", "Seat group 2: Circle"]);
    expect(rowNames(rowsOf(container, "Prices and discounts"))).toEqual(["Price 1: Circle, Full"]);

    press(named(groups, "Add a seat group"));
    await settle();
    expect(rowNames(groups)).toHaveLength(3);
    const newName = document.activeElement as HTMLInputElement;
    expect(newName.name).toBe("seat_groups[2].name_de");
    type(newName, "Loge");
    type(container.querySelector<HTMLInputElement>('input[name="seat_groups[2].name_en"]') as HTMLInputElement, "Box");

    // A price for the new seat group names it by its place; moving the seat group up takes the price along.
    press(named(rowsOf(container, "Prices and discounts"), "Add a price for Box"));
    await settle();
    expect((document.activeElement as HTMLSelectElement).value).toBe("index:2");
    press(named(groups, "Move Seat group 3: Box up"));
    await settle();
    expect(rowNames(groups)).toEqual(["Seat group 1: Stalls", "Seat group 2: Box", "Seat group 3: Circle"]);
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Move Seat group 2: Box up");
    expect(rowNames(rowsOf(container, "Prices and discounts"))).toEqual(["Price 1: Circle, Full", "Price 2: Box"]);

    // Removing the first seat group moves the focus to the row that takes its place.
    press(named(groups, "Remove Seat group 1: Stalls"));
    await settle();
    expect(rowNames(groups)).toEqual(["Seat group 1: Box", "Seat group 2: Circle"]);
    expect((document.activeElement as HTMLInputElement).name).toBe("seat_groups[0].name_de");

    const fetchMock = stubFetch([200, { ...carmen, revision: 5 }]);
    type(container.querySelector<HTMLInputElement>('input[name="prices[1].name_en"]') as HTMLInputElement, "Box");
    type(container.querySelector<HTMLInputElement>('input[name="prices[1].name_de"]') as HTMLInputElement, "Loge");
    type(container.querySelector<HTMLInputElement>('input[name="prices[1].price_cents"]') as HTMLInputElement, "39,50");
    act(() => container.querySelector<HTMLFormElement>("form.hub-form")?.requestSubmit());
    await settleUntil(() => fetchMock.mock.calls.length === 1);
    const { body } = sent(fetchMock, 0);
    expect(body.revision).toBe(4);
    expect(body.seat_groups.map((group: { id?: number; name_en: string }) => [group.id, group.name_en])).toEqual([
      [undefined, "Box"],
      [12, "Circle"],
    ]);
    expect(
      body.prices.map(
        (price: { seat_group_id: number | null; seat_group_index: number | null; price_cents: number }) => [
          price.seat_group_id,
          price.seat_group_index,
          price.price_cents,
        ],
      ),
    ).toEqual([
      [12, null, 2500],
      [null, 0, 3950],
    ]);
  });

  it("shows the inventory's refusal of a capacity below what is sold and held beside its seat group", async () => {
    const container = await openCarmen();
    const fetchMock = stubFetch([
      409,
      {
        error: "capacity_below_sold",
        detail: "A capacity would fall below the seats sold and held (Stalls: 10 < 40 sold + 3 held).",
        figures: [{ seat_group_id: 11, block_id: null, name: "Stalls", capacity: 10, sold: 40, held: 3 }],
      },
    ]);
    act(() => container.querySelector<HTMLFormElement>("form.hub-form")?.requestSubmit());
    await settleUntil(
      () => fetchMock.mock.calls.length === 1 && container.querySelector(".item-rows__refusal") !== null,
    );
    const refusal = container.querySelector(".item-rows__refusal");
    expect(refusal?.closest("[data-row]")?.querySelector("legend")?.textContent).toBe("Seat group 1: Stalls");
    expect(refusal?.textContent).toBe(
      "Not saved: 40 sold and 3 held in carts, so at least 43 seats; 10 were asked for.",
    );
    expect(container.querySelectorAll(".item-rows__refusal")).toHaveLength(1);
    expect(container.textContent).toContain("Not saved. A capacity would fall below the seats sold and held");
  });

  it("cancels the date after a dialog saying that sales stop", async () => {
    const container = await openCarmen();
    const fetchMock = stubFetch([200, { ...carmen, revision: 5, status: "cancelled" }]);
    press(named(container, "Cancel …"));
    await settle();
    const dialog = [...document.querySelectorAll("dialog")].find((candidate) => candidate.open);
    if (!dialog) throw new Error("the cancel asks first");
    expect(dialog.textContent).toContain("Sales stop at once");
    act(() => named(dialog, "Cancel it, stop sales").click());
    await settleUntil(
      () => fetchMock.mock.calls.length === 1 && container.textContent?.includes("Saved: Cancelled.") === true,
    );
    expect(sent(fetchMock, 0)).toEqual({
      path: "/api/cms-hub/events/7/status/",
      body: { revision: 4, status: "cancelled" },
    });
  });
});

/** The page editor's rich text, not what this test is about: the description fields render nothing. */
const NoRichText = () => null;

describe("the event's image", () => {
  it("takes the media library's alt text into each language left empty, keeps one typed, and sends both", async () => {
    const chooseImage = vi.fn(async () => ({ key: "images/carmen", alt: "Carmen tanzt" }));
    const rendered = await renderHubScreen(
      <HubWidgetsContext.Provider value={{ chooseImage, RichText: NoRichText }}>
        <EventItemScreen id="7" />
      </HubWidgetsContext.Provider>,
      { path: "/cms-hub/events/7", api },
    );
    const { container } = rendered;
    await settleUntil(() => container.querySelector('input[name="image_alt_en"]') !== null);
    const alt = (language: "de" | "en") =>
      container.querySelector<HTMLInputElement>(`input[name="image_alt_${language}"]`) as HTMLInputElement;
    expect(alt("en").lang).toBe("en");
    type(alt("en"), "Carmen dancing");
    press(named(container, "Choose an image …"));
    await settleUntil(() => alt("de").value !== "");
    expect(chooseImage).toHaveBeenCalledTimes(1);
    expect([alt("de").value, alt("en").value]).toEqual(["Carmen tanzt", "Carmen dancing"]);

    const fetchMock = stubFetch([200, { ...carmen, revision: 5 }]);
    act(() => container.querySelector<HTMLFormElement>("form.hub-form")?.requestSubmit());
    await settleUntil(() => fetchMock.mock.calls.length === 1);
    expect(sent(fetchMock, 0).body).toMatchObject({
      image: "images/carmen",
      image_alt_de: "Carmen tanzt",
      image_alt_en: "Carmen dancing",
    });
  });
});

describe("the events table", () => {
  it("filters by status and by a row's production, asking the server for each", async () => {
    const asked: Record<string, unknown>[] = [];
    const listApi: ApiClient = {
      get: async <T,>(path: string, query?: Record<string, unknown>) => {
        if (path === "/api/cms-hub/events/") asked.push({ ...query });
        const row = {
          id: 7,
          revision: 4,
          title: "Carmen",
          date_start: "2031-06-05T17:30:00Z",
          status: "scheduled",
          is_online: true,
          venue_name: "Opernhaus",
          room_name: "Großer Saal",
          production_id: 3,
          production_title: "Carmen (Neuinszenierung)",
        };
        return { count: 1, next: null, previous: null, results: path === "/api/cms-hub/events/" ? [row] : [] } as T;
      },
    };
    const { container } = await renderHubScreen(<EventList />, { path: "/cms-hub/events", api: listApi });
    await settleUntil(() => container.querySelectorAll("tbody tr").length === 1);
    expect(container.querySelector("tbody")?.textContent).toContain("Opernhaus · Großer Saal");
    const status = [...container.querySelectorAll("select")].find((select) =>
      [...select.options].some((option) => option.value === "cancelled"),
    );
    act(() => {
      if (!status) throw new Error("no status filter");
      status.value = "cancelled";
      status.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await settleUntil(() => asked.some((query) => query.status === "cancelled"));
    press(named(container, "Show only the dates of “Carmen (Neuinszenierung)”"));
    await settleUntil(() => asked.some((query) => query.production === "3" && query.status === "cancelled"));
    press(named(container, "Production #3: remove the filter"));
    await settleUntil(() => asked.at(-1)?.production === undefined);
  });
});

describe("the event's accessibility (ADR 0037)", () => {
  const inherit = (container: ParentNode) => {
    const label = [...container.querySelectorAll("label")].find((each) =>
      each.textContent?.includes("As the production"),
    );
    const found = label?.querySelector<HTMLInputElement>("input");
    if (!found) throw new Error("no inherit checkbox");
    return found;
  };
  const features = (container: ParentNode) => [
    ...container.querySelectorAll<HTMLInputElement>('input[name="access-feature"]'),
  ];

  it("inherits the production's until unticked, then sends its own", async () => {
    const container = await openCarmen();
    expect(inherit(container).checked).toBe(true);
    expect(features(container)).toEqual([]);
    act(() => inherit(container).click());
    expect(features(container).map((input) => input.value)).toEqual([
      "surtitles",
      "audio_description",
      "sign_language",
      "relaxed_performance",
      "wheelchair_spaces",
      "induction_loop",
    ]);
    // Ticked again: nothing of its own; unticked, it starts from nothing.
    act(() => inherit(container).click());
    expect(features(container)).toEqual([]);
    act(() => inherit(container).click());
    expect(features(container).filter((input) => input.checked)).toEqual([]);
    act(() => features(container)[1]?.click());

    const fetchMock = stubFetch([200, { ...carmen, revision: 5 }]);
    act(() => container.querySelector<HTMLFormElement>("form.hub-form")?.requestSubmit());
    await settleUntil(() => fetchMock.mock.calls.length === 1);
    expect(sent(fetchMock, 0).body.access).toMatchObject({ features: ["audio_description"], surtitle_languages: [] });
  });
});
