// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import type { ApiClient } from "../../lib/api";
import type { WeekdayHours } from "../../schemas/hub-opening-hours";
import { renderHubScreen, settle } from "../test-render";
import { OpeningHoursScreen } from "./OpeningHoursScreen";

const day = (weekday: number, ranges: { from: string; to: string }[], closed = false): WeekdayHours => ({
  weekday,
  closed,
  ranges,
  alternative_link_url: null,
  alternative_text_de: "",
  alternative_text_en: "",
});

const week = [
  day(0, [], true),
  ...[1, 2, 3, 4].map((weekday) => day(weekday, [{ from: "10:00", to: "18:00" }])),
  day(5, [
    { from: "10:00", to: "13:00" },
    { from: "14:00", to: "20:00" },
  ]),
  day(6, []),
];

function type(input: HTMLInputElement | null | undefined, value: string) {
  if (!input) throw new Error("no input");
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

async function renderScreen() {
  const api: ApiClient = {
    get: async <T,>(path: string) =>
      (path.endsWith("/week/") ? { week } : { count: 0, next: null, previous: null, results: [] }) as T,
  };
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init: RequestInit) => {
      sent.push({ method: String(init.method), path, body: JSON.parse(String(init.body ?? "{}")) });
      return new Response(JSON.stringify(day(1, [])), { status: 200, headers: { "Content-Type": "application/json" } });
    }),
  );
  const rendered = await renderHubScreen(<OpeningHoursScreen />, { lang: "en", path: "/en/test", api });
  return { container: rendered.container, sent };
}

describe("the opening hours screen", () => {
  it("shows the week: closed, ranges, and days the site shows nothing for", async () => {
    const { container } = await renderScreen();
    const rows = [...container.querySelectorAll(".hub-hours__week tbody tr")].map((row) =>
      [...row.querySelectorAll("th, td")].slice(0, 2).map((cell) => cell.textContent),
    );
    expect(rows[0]).toEqual(["Monday", "Closed"]);
    expect(rows[5]).toEqual(["Saturday", "10:00–13:00, 14:00–20:00"]);
    expect(rows[6]).toEqual(["Sunday", "not given (the site shows nothing)"]);
  });

  it("refuses overlapping ranges before sending, naming the range; sends the day once they are fixed", async () => {
    const { container, sent } = await renderScreen();
    await act(async () => container.querySelector<HTMLButtonElement>('button[aria-label="Edit Tuesday"]')?.click());
    await settle();
    const dialog = container.ownerDocument.querySelector("dialog");
    expect(dialog).not.toBeNull();
    const add = [...(dialog?.querySelectorAll("button") ?? [])].find((button) => button.textContent === "Add range");
    await act(async () => add?.click());
    await settle();
    const times = () => [...(dialog?.querySelectorAll<HTMLInputElement>('input[type="time"]') ?? [])];
    expect(times()).toHaveLength(4);
    await act(async () => {
      type(times()[2], "17:00");
      type(times()[3], "19:00");
    });
    const submit = () =>
      act(async () =>
        dialog?.querySelector("form")?.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true })),
      );
    await submit();
    await settle();
    expect(dialog?.querySelector('[role="alert"]')?.textContent).toContain(
      "Range 2 (17:00–19:00) overlaps range 1 (10:00–18:00).",
    );
    expect(sent).toEqual([]);

    await act(async () => type(times()[2], "18:00"));
    await submit();
    await settle();
    expect(sent).toEqual([
      {
        method: "PUT",
        path: "/api/cms-hub/settings/opening-hours/week/1/",
        body: {
          closed: false,
          ranges: [
            { from: "10:00", to: "18:00" },
            { from: "18:00", to: "19:00" },
          ],
          alternative_link_url: "",
          alternative_text_de: "",
          alternative_text_en: "",
        },
      },
    ]);
  });
});
