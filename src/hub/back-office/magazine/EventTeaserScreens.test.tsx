// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import type { ApiClient, QueryValue } from "../../../lib/api";
import type { EventTeaserItem } from "../../../schemas/back-office/event-teasers";
import { renderHubScreen, settleUntil } from "../../test-render";
import { EventTeaserItemScreen } from "./EventTeaserScreens";

/** The teaser form (issue 27): its target chosen by search among events or productions. */

const teaser: EventTeaserItem = {
  id: 3,
  revision: 4,
  name_de: "Sommerteaser",
  name_en: "Summer teaser",
  target_kind: "event",
  target_id: 101,
  target_title: "Carmen",
  preline_de: null,
  preline_en: null,
  headline_de: "Jetzt Karten",
  headline_en: "Tickets now",
  subline_de: null,
  subline_en: null,
  link_text_de: null,
  link_text_en: null,
  image: null,
  position: "2031-06-05",
  is_online: true,
  urls: { de: "/de/programm/carmen/101", en: "/en/events/carmen/101" },
};

const carmen = {
  id: 101,
  revision: 1,
  title_de: "Carmen",
  title_en: "Carmen",
  date_start: "2031-06-05T17:30:00Z",
};
const faust = { id: 205, revision: 1, title_de: "Faust (Produktion)", title_en: "Faust (production)" };

const reads: string[] = [];
const api: ApiClient = {
  get: async <T,>(path: string, query?: Record<string, QueryValue>) => {
    reads.push(`${path}${query?.q ? `?q=${query.q}` : ""}`);
    if (path.startsWith("/api/cms-hub/event-teasers/3/")) return teaser as T;
    if (path.startsWith("/api/cms-hub/events/101/")) return carmen as T;
    if (path.startsWith("/api/cms-hub/productions/205/")) return faust as T;
    if (path.startsWith("/api/cms-hub/events/")) {
      return { count: 1, next: null, previous: null, results: [carmen] } as T;
    }
    if (path.startsWith("/api/cms-hub/productions/")) {
      return { count: 1, next: null, previous: null, results: [faust] } as T;
    }
    throw new Error(`unexpected read ${path}`);
  },
};

function stubFetch(...answers: [number, unknown][]) {
  const fetchMock = vi.fn(async (_path: string, _init: RequestInit) => {
    const [status, body] = answers.shift() ?? [500, null];
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function field<E extends Element>(container: ParentNode, selector: string): E {
  const found = container.querySelector<E>(selector);
  if (!found) throw new Error(`nothing at ${selector}`);
  return found;
}

function setValue(control: HTMLInputElement | HTMLSelectElement, value: string, event: "input" | "change") {
  act(() => {
    const prototype = control instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(control, value);
    control.dispatchEvent(new Event(event, { bubbles: true }));
  });
}

describe("the teaser form", () => {
  it("names the chosen event, and saves a production found by search instead, at the loaded revision", async () => {
    const { container } = await renderHubScreen(<EventTeaserItemScreen id="3" />, {
      path: "/cms-hub/event-teasers/3",
      api,
    });
    await settleUntil(
      () => container.querySelector(".item-form__ref-current strong")?.textContent === "Carmen (2031-06-05 19:30)",
    );
    expect(
      [...container.querySelectorAll<HTMLAnchorElement>(".item-form__public a")].map((a) => a.getAttribute("href")),
    ).toEqual(["/de/programm/carmen/101", "/en/events/carmen/101"]);

    // Another kind of target: the event chosen is no production, so the choice is cleared.
    setValue(field<HTMLSelectElement>(container, 'select[name="target_kind"]'), "production", "change");
    await settleUntil(
      () => container.querySelector(".item-form__ref legend")?.textContent?.startsWith("Production") === true,
    );
    expect(container.querySelector(".item-form__ref-current")?.textContent).toBe("Nothing chosen");
    setValue(field<HTMLInputElement>(container, '.item-form__ref input[type="search"]'), "Fau", "input");
    await settleUntil(() => container.querySelector('button[aria-label="Choose Faust (production)"]') !== null);
    expect(reads).toContain("/api/cms-hub/productions/?q=Fau");
    act(() => field<HTMLButtonElement>(container, 'button[aria-label="Choose Faust (production)"]').click());
    await settleUntil(
      () => container.querySelector(".item-form__ref-current strong")?.textContent === "Faust (production)",
    );

    const fetchMock = stubFetch([200, { ...teaser, revision: 5, target_kind: "production", target_id: 205 }]);
    act(() => container.querySelector("form")?.requestSubmit());
    await settleUntil(() => fetchMock.mock.calls.length === 1);
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe("/api/cms-hub/event-teasers/3/");
    expect(JSON.parse(String(init?.body))).toMatchObject({
      revision: 4,
      target_kind: "production",
      target_id: 205,
      headline_en: "Tickets now",
      position: "2031-06-05",
    });
  });

  it("does not send a teaser without a target, and shows the API's refusal of a missing one at the target", async () => {
    const { container } = await renderHubScreen(<EventTeaserItemScreen id="new" />, {
      path: "/cms-hub/event-teasers/new",
      api,
    });
    await settleUntil(() => container.querySelector('input[name="name_de"]') !== null);
    for (const [name, value] of [
      ["name_de", "Neu"],
      ["name_en", "New"],
      ["headline_de", "Kommt bald"],
      ["headline_en", "Coming soon"],
      ["position", "2031-07-01"],
    ]) {
      setValue(field<HTMLInputElement>(container, `input[name="${name}"]`), value ?? "", "input");
    }
    const fetchMock = stubFetch([
      422,
      {
        error: "invalid_item",
        field: "target_id",
        detail: "There is no such event",
        problems: [{ path: "target_id", message: "There is no such event" }],
      },
    ]);
    act(() => container.querySelector("form")?.requestSubmit());
    await settleUntil(() => container.textContent?.includes("Choose what the teaser points to") === true);
    expect(fetchMock).not.toHaveBeenCalled();

    // Chosen, then deleted by someone else before the save: the API's refusal lands at the target.
    setValue(field<HTMLInputElement>(container, '.item-form__ref input[type="search"]'), "Car", "input");
    await settleUntil(() => container.querySelector('button[aria-label="Choose Carmen (2031-06-05 19:30)"]') !== null);
    act(() => field<HTMLButtonElement>(container, 'button[aria-label="Choose Carmen (2031-06-05 19:30)"]').click());
    act(() => container.querySelector("form")?.requestSubmit());
    await settleUntil(() => fetchMock.mock.calls.length === 1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      target_kind: "event",
      target_id: 101,
    });
    await settleUntil(
      () => container.querySelector(".item-form__ref .hub-field__error")?.textContent === "There is no such event",
    );
  });
});
