// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import type { ApiClient } from "../../../lib/api";
import type { ProductionDate, ProductionItem } from "../../../schemas/back-office/productions";
import { renderHubScreen, settleUntil } from "../../test-render";
import { ProductionItemScreen } from "./ProductionScreens";

/** The production form (issue 27): both languages, derived slugs, people, its public pages and its dates. */

const carmen: ProductionItem = {
  id: 7,
  revision: 2,
  title_de: "Carmen",
  title_en: "Carmen",
  subtitle_de: null,
  subtitle_en: null,
  description_de: "<p>Oper</p>",
  description_en: null,
  slug_de: "carmen",
  slug_en: "carmen",
  image: null,
  image_alt_de: null,
  image_alt_en: null,
  season_id: null,
  season: null,
  exhibition_type_id: null,
  genre_id: null,
  tags: [],
  persons: [{ person_id: 4, name: "Ada Lovelace", role_de: "Regie", role_en: "Director" }],
  theme: "wkm",
  access: null,
  is_online: true,
  updated_at: "2031-01-01T10:00:00Z",
  dates: 1,
  urls: { de: "/de/produktionen/carmen/7", en: "/en/productions/carmen/7" },
};

const dates: ProductionDate[] = [
  { id: 501, date_start: "2031-06-06T17:30:00Z", status: "cancelled", is_online: true, venue: "Großes Haus" },
];

const empty = { count: 0, next: null, previous: null, results: [] };

const api: ApiClient = {
  get: async <T,>(path: string) => {
    if (path === "/api/cms-hub/productions/7/") return carmen as T;
    if (path === "/api/cms-hub/productions/7/dates/") return dates as T;
    return empty as T;
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

describe("the production form", () => {
  it("derives each slug from its title until the slug is edited, and creates the production", async () => {
    const { container } = await renderHubScreen(<ProductionItemScreen id="new" />, {
      path: "/cms-hub/productions/new",
      api,
    });
    await settleUntil(() => container.querySelector('input[name="title_de"]') !== null);
    expect(input(container, "title_de").lang).toBe("de");
    expect(input(container, "title_en").lang).toBe("en");
    type(input(container, "title_de"), "Die Zauberflöte");
    expect(input(container, "slug_de").value).toBe("die-zauberfloete");
    type(input(container, "title_en"), "The Magic Flute");
    expect(input(container, "slug_en").value).toBe("the-magic-flute");
    type(input(container, "slug_de"), "zauberfloete");
    type(input(container, "title_de"), "Die Zauberflöte (Neu)");
    expect(input(container, "slug_de").value).toBe("zauberfloete");

    const fetchMock = stubFetch([201, { ...carmen, id: 8, revision: 1 }]);
    act(() => container.querySelector("form")?.requestSubmit());
    await settleUntil(() => fetchMock.mock.calls.length === 1);
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe("/api/cms-hub/productions/");
    expect(JSON.parse(String(init?.body))).toMatchObject({
      title_de: "Die Zauberflöte (Neu)",
      title_en: "The Magic Flute",
      slug_de: "zauberfloete",
      slug_en: "the-magic-flute",
      persons: [],
      tags: [],
      is_online: true,
    });
  });

  it("shows the loaded production with its people, its public pages and its dates linking to their forms", async () => {
    const { container } = await renderHubScreen(<ProductionItemScreen id="7" />, {
      path: "/cms-hub/productions/7",
      api,
    });
    await settleUntil(() => container.querySelector('a[href="/cms-hub/events/501"]') !== null);
    expect(input(container, "slug_de").value).toBe("carmen");
    // A loaded slug still its title's follows the title; one the editor typed stays.
    type(input(container, "title_en"), "Carmen (revival)");
    expect(input(container, "slug_en").value).toBe("carmen-revival");
    type(input(container, "slug_de"), "carmen-2031");
    type(input(container, "title_de"), "Carmen (Wiederaufnahme)");
    expect(input(container, "slug_de").value).toBe("carmen-2031");
    expect(input(container, "persons[0].role_en").value).toBe("Director");
    expect(container.textContent).toContain("Ada Lovelace");
    const publicLinks = [...container.querySelectorAll<HTMLAnchorElement>('a[target="_blank"]')].map((link) =>
      link.getAttribute("href"),
    );
    expect(publicLinks).toEqual(["/de/produktionen/carmen/7", "/en/productions/carmen/7"]);
    const date = container.querySelector('a[href="/cms-hub/events/501"]')?.closest("li");
    expect(date?.textContent).toContain("Großes Haus");
    expect(date?.textContent).toContain("cancelled");
    const buttons = [...container.querySelectorAll("button")].map((button) => button.textContent);
    expect(buttons).toContain("Create a series of dates");
  });
});

describe("the production form: accessibility (ADR 0037)", () => {
  const click = (element: HTMLInputElement) => act(() => element.click());
  const feature = (container: ParentNode, name: string) => {
    const found = container.querySelector<HTMLInputElement>(`input[name="access-feature"][value="${name}"]`);
    if (!found) throw new Error(`no feature ${name}`);
    return found;
  };
  const labelled = (container: ParentNode, text: string) => {
    const label = [...container.querySelectorAll("label")].find((each) => each.textContent?.trim() === text);
    const found = label?.querySelector<HTMLInputElement>("input");
    if (!found) throw new Error(`no checkbox ${text}`);
    return found;
  };

  it("offers surtitle languages once surtitles are ticked, drops them with it, and sends the features with both notes", async () => {
    const { container } = await renderHubScreen(<ProductionItemScreen id="7" />, {
      path: "/cms-hub/productions/7",
      api,
    });
    await settleUntil(() => container.querySelector('input[name="access-feature"]') !== null);
    expect(container.textContent).not.toContain("Surtitle languages");
    click(feature(container, "surtitles"));
    expect(container.textContent).toContain("Surtitle languages");
    click(labelled(container, "German"));
    click(labelled(container, "English"));
    click(feature(container, "audio_description"));
    click(feature(container, "surtitles"));
    // Unticking surtitles takes their languages with it.
    expect(container.textContent).not.toContain("Surtitle languages");
    click(feature(container, "surtitles"));
    click(labelled(container, "French"));
    const fieldset = [...container.querySelectorAll("fieldset")].find(
      (each) => each.querySelector(":scope > legend")?.textContent === "Accessibility",
    );
    const notes = [...(fieldset?.querySelectorAll<HTMLTextAreaElement>("textarea[lang]") ?? [])];
    expect(notes.map((note) => note.lang)).toEqual(["de", "en"]);
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set?.call(
        notes[1],
        "Touch tour at 6 pm",
      );
      notes[1]?.dispatchEvent(new Event("input", { bubbles: true }));
    });

    const fetchMock = stubFetch([200, { ...carmen, revision: 3 }]);
    act(() => container.querySelector("form")?.requestSubmit());
    await settleUntil(() => fetchMock.mock.calls.length === 1);
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe("/api/cms-hub/productions/7/");
    expect(JSON.parse(String(init?.body)).access).toEqual({
      features: ["surtitles", "audio_description"],
      surtitle_languages: ["fr"],
      hazards: [],
      // Empty as typed; the schema stores it as nothing.
      note_de: "",
      note_en: "Touch tour at 6 pm",
    });
  });
});
