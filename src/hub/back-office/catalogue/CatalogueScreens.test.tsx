// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import type { ApiClient } from "../../../lib/api";
import type { SeriesItem } from "../../../schemas/back-office/series";
import { renderHubScreen, settleUntil } from "../../test-render";
import { SeasonItemScreen, SeriesItemScreen } from "./CatalogueScreens";

/** The season and series forms (issue 27): a slug following the German name, public links of a series. */

const jazz: SeriesItem = {
  id: 3,
  revision: 1,
  name_de: "Jazz im Foyer",
  name_en: "Jazz in the foyer",
  slug_de: "jazz-im-foyer",
  slug_en: "jazz-in-the-foyer",
  description_de: null,
  description_en: null,
  image: null,
  theme: "wkm",
  show_in_filter: true,
  events: 4,
  urls: { de: "/de/series/jazz-im-foyer/3", en: "/en/series/jazz-in-the-foyer/3" },
};

const api: ApiClient = { get: async <T,>() => jazz as T };

function type(input: HTMLInputElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

const input = (container: ParentNode, name: string) => {
  const found = container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!found) throw new Error(`no input ${name}`);
  return found;
};

describe("the season form", () => {
  it("derives the slug from the German name and sends the season's days", async () => {
    const { container } = await renderHubScreen(<SeasonItemScreen id="new" />, { path: "/cms-hub/seasons/new", api });
    await settleUntil(() => container.querySelector('input[name="name_de"]') !== null);
    type(input(container, "name_de"), "Spielzeit 2031/32");
    type(input(container, "name_en"), "Season 2031/32");
    expect(input(container, "slug").value).toBe("spielzeit-2031-32");
    type(input(container, "date_start"), "2031-09-01");
    type(input(container, "date_end"), "2032-07-31");
    const fetchMock = vi.fn(
      async (_path: string, _init: RequestInit) =>
        new Response(JSON.stringify({ id: 4, revision: 1 }), {
          status: 201,
          headers: { "Content-Type": "application/json" },
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    act(() => container.querySelector("form")?.requestSubmit());
    await settleUntil(() => fetchMock.mock.calls.length === 1);
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe("/api/cms-hub/seasons/");
    expect(JSON.parse(String(init?.body))).toEqual({
      name_de: "Spielzeit 2031/32",
      name_en: "Season 2031/32",
      slug: "spielzeit-2031-32",
      date_start: "2031-09-01",
      date_end: "2032-07-31",
      show_in_filter: true,
    });
  });
});

describe("the series form", () => {
  it("links to the series' public pages in both languages and keeps a slug the editor typed", async () => {
    const { container } = await renderHubScreen(<SeriesItemScreen id="3" />, { path: "/cms-hub/series/3", api });
    await settleUntil(() => container.querySelector('input[name="slug_de"]') !== null);
    const links = [...container.querySelectorAll<HTMLAnchorElement>('a[target="_blank"]')];
    expect(links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")])).toEqual([
      ["de", "/de/series/jazz-im-foyer/3"],
      ["en", "/en/series/jazz-in-the-foyer/3"],
    ]);
    // A stored slug still its name's follows the name (the id finds the page under either).
    type(input(container, "name_de"), "Jazz am Abend");
    expect(input(container, "slug_de").value).toBe("jazz-am-abend");
    type(input(container, "slug_de"), "jazz");
    type(input(container, "name_de"), "Jazz im Saal");
    expect(input(container, "slug_de").value).toBe("jazz");
  });
});
