// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import type { ApiClient } from "../../../lib/api";
import type { PreviewDate } from "../../../schemas/back-office/date-series";
import type { ProductionItem } from "../../../schemas/back-office/productions";
import { renderHubScreen, settleUntil } from "../../test-render";
import { DateSeriesDialog } from "./DateSeriesDialog";

/** The "series of dates" dialog (issue 27): the rule, its preview with conflicts, then the create. */

const production = { id: 7, revision: 2, title_de: "Carmen" } as ProductionItem;

const api: ApiClient = {
  get: async <T,>(path: string) => (path === "/api/rooms/" ? [{ id: 3, name: "Great hall" }] : []) as T,
};

const preview: PreviewDate[] = [
  { day: "2031-06-06", time: "19:30", start: "2031-06-06T17:30:00Z", conflicts: [] },
  { day: "2031-06-07", time: "19:30", start: "2031-06-07T17:30:00Z", conflicts: [{ id: 9, title: "Tosca" }] },
];

function stubFetch(...answers: [number, unknown][]) {
  const fetchMock = vi.fn(async (_path: string, _init: RequestInit) => {
    const [status, body] = answers.shift() ?? [500, null];
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function type(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  act(() => {
    const prototype = Object.getPrototypeOf(control) as object;
    Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(control, value);
    control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  });
}

function labelled(container: ParentNode, text: string): HTMLInputElement {
  const label = [...container.querySelectorAll("label")].find((candidate) =>
    candidate.textContent?.trim().startsWith(text),
  );
  const control = label?.htmlFor
    ? container.querySelector<HTMLInputElement>(`#${CSS.escape(label.htmlFor)}`)
    : label?.querySelector<HTMLInputElement>("input, textarea, select");
  if (!control) throw new Error(`no control labelled ${text}`);
  return control;
}

const sent = (fetchMock: ReturnType<typeof stubFetch>, call: number) => {
  const [path, init] = fetchMock.mock.calls[call] ?? [];
  return { path, body: JSON.parse(String(init?.body)) };
};

describe("the series of dates dialog", () => {
  it("previews the rule's dates with a conflict, then creates them with the seat groups and prices", async () => {
    const onClose = vi.fn();
    const { container } = await renderHubScreen(<DateSeriesDialog production={production} onClose={onClose} />, {
      path: "/cms-hub/productions/7",
      api,
    });
    await settleUntil(() => container.querySelector('option[value="3"]') !== null);
    const dialog = container.querySelector("dialog");
    if (!dialog) throw new Error("no dialog");
    act(() => labelled(dialog, "Friday").click());
    act(() => labelled(dialog, "Saturday").click());
    type(labelled(dialog, "From"), "2031-06-05");
    type(labelled(dialog, "To (included)"), "2031-06-27");
    type(labelled(dialog, "Except on"), "2031-06-19");
    type(labelled(dialog, "Room"), "3");
    type(labelled(dialog, "Full price"), "32,50");
    type(labelled(dialog, "Reduced"), "16");

    const fetchMock = stubFetch([200, { dates: preview }], [201, { events: [601, 602], dates: preview }]);
    act(() => dialog.querySelector("form")?.requestSubmit());
    await settleUntil(() => dialog.querySelector("ol") !== null);
    expect(sent(fetchMock, 0)).toEqual({
      path: "/api/cms-hub/productions/7/dates/preview/",
      body: {
        rule: {
          kind: "weekly",
          weekdays: [5, 6],
          from: "2031-06-05",
          to: "2031-06-27",
          time: "19:30",
          except: ["2031-06-19"],
        },
        room_id: 3,
      },
    });
    expect(dialog.querySelectorAll("ol li")).toHaveLength(2);
    expect(dialog.querySelector("ol li:nth-child(2)")?.textContent).toContain("Same room at the same time: Tosca");

    act(() => dialog.querySelector("form")?.requestSubmit());
    await settleUntil(() => fetchMock.mock.calls.length === 2 && dialog.querySelector('[role="status"]') !== null);
    const created = sent(fetchMock, 1);
    expect(created.path).toBe("/api/cms-hub/productions/7/dates/");
    expect(created.body).toMatchObject({
      revision: 2,
      room_id: 3,
      seat_groups: [{ name_de: "Parkett", name_en: "Stalls", capacity: 100 }],
      prices: [
        { seat_group_index: 0, sale_type_id: 1, price_cents: 3250, is_full_price: true, has_discounts: true },
        { seat_group_index: 0, sale_type_id: 2, price_cents: 1600 },
      ],
    });
    expect(dialog.querySelector('[role="status"]')?.textContent).toBe("2 dates were created.");
  });

  it("says what is wrong with the rule, naming the field", async () => {
    const { container } = await renderHubScreen(
      <DateSeriesDialog production={production} onClose={() => undefined} />,
      {
        path: "/cms-hub/productions/7",
        api,
      },
    );
    const dialog = container.querySelector("dialog");
    if (!dialog) throw new Error("no dialog");
    act(() => labelled(dialog, "Friday").click());
    type(labelled(dialog, "From"), "2031-06-27");
    type(labelled(dialog, "To (included)"), "2031-06-05");
    type(labelled(dialog, "Full price"), "20");
    stubFetch([
      422,
      {
        error: "invalid_item",
        field: "rule.to",
        detail: "The last day is on or after the first",
        problems: [{ path: "rule.to", message: "The last day is on or after the first" }],
      },
    ]);
    act(() => dialog.querySelector("form")?.requestSubmit());
    await settleUntil(() => dialog.querySelector('[role="alert"]') !== null);
    expect(dialog.querySelector('[role="alert"]')?.textContent).toContain(
      "rule.to: The last day is on or after the first",
    );
    expect(dialog.querySelector("ol")).toBeNull();
  });
});
