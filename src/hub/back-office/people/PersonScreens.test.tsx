// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import type { ApiClient } from "../../../lib/api";
import type { PersonCategoryItem } from "../../../schemas/back-office/person-categories";
import type { PersonItem } from "../../../schemas/back-office/persons";
import { renderHubScreen, settleUntil } from "../../test-render";
import { PersonScreen } from "./PersonScreens";

/** A person's form (issue 27): slugs derived from the name until edited, categories, public links, a taken slug. */

const ensemble: PersonCategoryItem = {
  id: 2,
  revision: 1,
  name_de: "Ensemble",
  name_en: "Company",
  position: 0,
  members: 4,
};
const team: PersonCategoryItem = { id: 3, revision: 1, name_de: "Team", name_en: "Staff", position: 1, members: 9 };

const person: PersonItem = {
  id: 8,
  revision: 5,
  first_name: "Ada",
  last_name: "Lovelace",
  slug_de: "ada-lovelace",
  slug_en: "ada-lovelace",
  position_de: "Regie",
  position_en: "Director",
  email: null,
  phone: null,
  bio_de: "<p>Geboren in London.</p>",
  bio_en: null,
  image: null,
  image_alt_de: null,
  image_alt_en: null,
  categories: [3],
  urls: { de: "/de/team/ada-lovelace/8", en: "/en/team/ada-lovelace/8" },
};

const api: ApiClient = {
  get: async <T,>(path: string) =>
    (path.startsWith("/api/cms-hub/person-categories/")
      ? { count: 2, next: null, previous: null, results: [ensemble, team] }
      : person) as T,
};

function stubFetch(...answers: [number, unknown][]) {
  const fetchMock = vi.fn(async (_path: string, _init: RequestInit) => {
    const [status, body] = answers.shift() ?? [500, null];
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function type(input: HTMLInputElement | null, value: string) {
  if (!input) throw new Error("no such field");
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

const field = (container: ParentNode, name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`);

describe("a person's form", () => {
  it("derives both slugs from the name until one is edited, and creates the person with the chosen categories", async () => {
    const { container } = await renderHubScreen(<PersonScreen id="new" />, { path: "/cms-hub/persons/new", api });
    await settleUntil(() => container.querySelectorAll('input[type="checkbox"]').length === 2);
    expect(container.querySelector("h1")?.textContent).toBe("Person: new");
    type(field(container, "first_name"), "Jörg");
    type(field(container, "last_name"), "Müller");
    expect(field(container, "slug_de")?.value).toBe("joerg-mueller");
    expect(field(container, "slug_en")?.value).toBe("joerg-mueller");
    type(field(container, "slug_en"), "joerg-mueller-director");
    type(field(container, "last_name"), "Müller-Lüdenscheidt");
    expect(field(container, "slug_de")?.value).toBe("joerg-mueller-luedenscheidt");
    expect(field(container, "slug_en")?.value).toBe("joerg-mueller-director");
    expect(field(container, "position_en")?.lang).toBe("en");

    const company = [...container.querySelectorAll("label")].find((label) => label.textContent?.trim() === "Company");
    act(() => company?.querySelector("input")?.click());
    const fetchMock = stubFetch([201, { ...person, id: 20, revision: 1 }]);
    act(() => container.querySelector("form")?.requestSubmit());
    await settleUntil(() => fetchMock.mock.calls.length === 1);
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe("/api/cms-hub/persons/");
    expect(JSON.parse(String(init?.body))).toMatchObject({
      first_name: "Jörg",
      last_name: "Müller-Lüdenscheidt",
      slug_de: "joerg-mueller-luedenscheidt",
      slug_en: "joerg-mueller-director",
      categories: [2],
    });
  });

  it("links the public pages in both languages, keeps a slug the editor typed when the name changes, and shows a taken slug at its field", async () => {
    const { container } = await renderHubScreen(<PersonScreen id="8" />, { path: "/cms-hub/persons/8", api });
    await settleUntil(() => field(container, "last_name") !== null);
    expect([...container.querySelectorAll(".item-form__public a")].map((link) => link.getAttribute("href"))).toEqual([
      "/de/team/ada-lovelace/8",
      "/en/team/ada-lovelace/8",
    ]);
    type(field(container, "last_name"), "King");
    // The stored slug still follows the stored name, so it follows the new one too.
    expect(field(container, "slug_de")?.value).toBe("ada-king");
    type(field(container, "slug_de"), "ada");
    type(field(container, "last_name"), "Byron");
    expect(field(container, "slug_de")?.value).toBe("ada");

    const fetchMock = stubFetch([
      422,
      {
        error: "invalid_item",
        detail: "The item is not valid.",
        problems: [{ path: "slug_de", message: "Another entry has this address already." }],
      },
    ]);
    act(() => container.querySelector("form")?.requestSubmit());
    await settleUntil(() => field(container, "slug_de")?.getAttribute("aria-invalid") === "true");
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1].body))).toMatchObject({ revision: 5, categories: [3] });
    const describedBy = field(container, "slug_de")?.getAttribute("aria-describedby") ?? "";
    expect(describedBy).not.toBe("");
    expect(container.textContent).toContain("Another entry has this address already.");
  });
});
