// @vitest-environment happy-dom
import { act, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInRouter } from "../../components/ui/test-render";
import type { ApiClient } from "../../lib/api";
import { pinClock } from "../../lib/pin-clock.test-helper";
import DatePicker from "./DatePicker";
import type { EventsFilters } from "./url-state";

// Just after midnight on 1 December in Berlin, while the UTC date is still 30 November.
pinClock("2026-11-30T23:30:00Z");

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
});

/**
 * The calendar call answers `dates` for the filters without a room, `roomDates` with one;
 * `unscheduled` are the days whose events are all cancelled or postponed.
 */
function calendarApi(dates: string[], roomDates: string[] = dates, unscheduled: string[] = []): ApiClient {
  return {
    get: <T,>(_path: string, query?: Record<string, unknown>) =>
      Promise.resolve({ dates: query?.room ? roomDates : dates, unscheduled } as T),
  };
}

async function renderPicker(api: ApiClient, filters: EventsFilters) {
  const rendered = await renderInRouter(
    <DatePicker api={api} lang="en" filters={filters} onSelect={() => undefined} />,
  );
  cleanup = rendered.cleanup;
  // Let the calendar call resolve and React render its answer.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return rendered.container;
}

const caption = (container: HTMLElement) => container.querySelector(".rdp-caption_label")?.textContent;
const offeredDays = (container: HTMLElement) =>
  [...container.querySelectorAll(".rdp-day_button:not([aria-disabled])")].map((day) => day.textContent);

describe("DatePicker", () => {
  it("keeps a day whose events are all cancelled or postponed on offer, marked and named so", async () => {
    const container = await renderPicker(calendarApi(["05-01-2027", "09-01-2027"], undefined, ["09-01-2027"]), {});
    expect(offeredDays(container)).toEqual(["5", "9 (only cancelled or postponed dates)"]);
    const marked = [...container.querySelectorAll(".events-date-picker__unscheduled")].map((day) => day.textContent);
    expect(marked).toEqual(["9 (only cancelled or postponed dates)"]);
  });

  it("opens on the month of the first day with events when the current month has none left", async () => {
    const container = await renderPicker(calendarApi(["05-01-2027", "09-01-2027", "14-02-2027"]), {});
    expect(container.querySelector(".events-date-picker__status")).toBeNull();
    expect(caption(container)).toBe("January 2027");
    expect(offeredDays(container)).toEqual(["5", "9"]);
  });

  it("opens on the selected day's month", async () => {
    const container = await renderPicker(calendarApi(["01-12-2026", "14-02-2027"]), { date: "14-02-2027" });
    expect(caption(container)).toBe("February 2027");
  });

  it("marks Berlin's today, a day ahead of UTC's", async () => {
    const container = await renderPicker(calendarApi(["01-12-2026", "14-02-2027"]), {});
    expect(caption(container)).toBe("December 2026");
    expect(container.querySelector(".rdp-today")?.textContent).toBe("1");
  });

  it("moves on to the next month from its button", async () => {
    const container = await renderPicker(calendarApi(["01-12-2026", "14-01-2027"]), {});
    const next = container.querySelector<HTMLButtonElement>(".rdp-button_next");
    expect(next?.getAttribute("aria-label")).toMatch(/next month/i);
    await act(async () => next?.click());
    expect(caption(container)).toBe("January 2027");
    expect(offeredDays(container)).toEqual(["14"]);
  });

  it("keeps the month the visitor moved to, and opens where other filters' days begin", async () => {
    const api = calendarApi(["01-12-2026", "14-01-2027", "02-03-2027"], ["20-02-2027"]);
    const rendered = await renderInRouter(<FiltersHarness api={api} />);
    cleanup = rendered.cleanup;
    const { container } = rendered;
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(caption(container)).toBe("December 2026");
    await act(async () => container.querySelector<HTMLButtonElement>(".rdp-button_next")?.click());
    expect(caption(container)).toBe("January 2027");

    await act(async () => container.querySelector<HTMLButtonElement>("#choose-room")?.click());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(caption(container)).toBe("February 2027");
    expect(offeredDays(container)).toEqual(["20"]);
  });
});

/** The picker under filters the test changes with a button, as the filter bar changes them. */
function FiltersHarness({ api }: { api: ApiClient }) {
  const [filters, setFilters] = useState<EventsFilters>({});
  return (
    <>
      <button id="choose-room" type="button" onClick={() => setFilters({ room: 1 })} />
      <DatePicker api={api} lang="en" filters={filters} onSelect={() => undefined} />
    </>
  );
}
