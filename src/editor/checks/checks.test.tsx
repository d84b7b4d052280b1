// @vitest-environment happy-dom
import { act, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Lang } from "../../lib/languages";
import type { EditableModule, EditablePage } from "../../schemas/pages";
import { editableModule as module } from "../editable-module.test-helper";
import { mockFetch, type RenderedIsland, renderInIsland, waitFor } from "../island.test-helper";
import { BilingualHint } from "./BilingualHint";
import { SectionChecks } from "./SectionChecks";

function section(id: number, slug: string | null, children: EditableModule[]): EditableModule {
  return module(id, "section", { slug, layout: 0, columns: [{ index: 0, classes: "", children }] });
}

function page(lang: Lang, modules: EditableModule[]): EditablePage {
  return { urls: { de: "/de/besuch", en: "/en/visit" }, revision: 1, modules, lang } as unknown as EditablePage;
}

let calls: { url: string; init?: RequestInit }[] = [];
let cleanup = () => {};
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function render(ui: ReactNode, lang: Lang = "de"): Promise<RenderedIsland> {
  const island = await renderInIsland(ui, lang);
  cleanup = island.unmount;
  return island;
}

const buttons = (container: HTMLElement) => Array.from(container.querySelectorAll("button"));

describe("SectionChecks", () => {
  const problems = section(1, "start", [
    module(2, "html", { html_code: '<img src="https://x.test/foyer.png">' }),
    module(3, "headline", { headline_level: 4, content: "Anfahrt" }),
    module(4, "link", { link_text: "Hier klicken", link_url: "/de/anfahrt" }),
  ]);

  it("lists each problem with its message and a button that opens its module", async () => {
    const edited: number[] = [];
    const { container } = await render(
      <SectionChecks section={problems} previousLevel={2} onEdit={(id) => edited.push(id)} />,
    );
    expect(container.querySelector("[role=status]")?.textContent).toBe("3 Probleme gefunden:");
    const items = Array.from(container.querySelectorAll("li"));
    expect(items.map((li) => li.querySelector(".editor-checks__kind")?.textContent)).toEqual([
      "Alternativtext",
      "Überschrift",
      "Linktext",
    ]);
    const edit = buttons(container);
    expect(edit.map((button) => button.textContent)).toEqual([
      "Modul bearbeiten",
      "Modul bearbeiten",
      "Modul bearbeiten",
    ]);
    const described = document.getElementById(edit[2]?.getAttribute("aria-describedby") ?? "");
    expect(described?.textContent).toBe("Der Linktext „Hier klicken“ sagt nicht, wohin der Link führt.");
    await act(async () => {
      for (const button of edit) button.click();
    });
    expect(edited).toEqual([2, 3, 4]);
  });

  it("says when a section has no problems, in English too", async () => {
    const fine = section(1, null, [module(2, "headline", { headline_level: 3, content: "Anfahrt" })]);
    const { container } = await render(<SectionChecks section={fine} previousLevel={2} onEdit={() => {}} />, "en");
    expect(container.querySelector("[role=status]")?.textContent).toBe("No problems found.");
    expect(container.querySelector("ul")).toBeNull();
  });
});

describe("BilingualHint", () => {
  const german = page("de", [
    section(1, "intro", [module(2, "headline", { content: "Willkommen" })]),
    section(3, "anfahrt", [module(4, "headline", { content: "Anfahrt" }), module(5, "text")]),
  ]);
  const english = page("en", [section(11, "intro", [module(12, "headline", { content: "Welcome" })])]);

  it("reads the other language's page, names the differing section and copies it across", async () => {
    let englishModules = english.modules;
    calls = mockFetch((url, init) => {
      if (url === "/en/pageeditor-api/page/visit?edit")
        return { status: 200, body: { ...english, modules: englishModules } };
      if (url === "/de/pageeditor-api/section/3/copy/" && init?.method === "POST") {
        englishModules = [...englishModules, section(13, "anfahrt", [module(14, "headline"), module(15, "text")])];
        return { status: 201, body: englishModules[1] };
      }
      return undefined;
    });
    const island = await render(<BilingualHint page={german} />);
    const title = await waitFor(() => island.container.querySelector(".editor-bilingual__title"), "the hint");
    expect(title.textContent).toBe("Die englische Seite hat andere Abschnitte");
    const items = Array.from(island.container.querySelectorAll("li"));
    expect(items.map((li) => li.querySelector(".editor-bilingual__name")?.textContent)).toEqual([
      "Abschnitt 2 „Anfahrt“ #anfahrt",
    ]);
    expect(items[0]?.querySelector(".editor-bilingual__note")?.textContent).toBe("Nur auf der deutschen Seite");
    const copy = buttons(island.container)[0];
    expect(copy?.textContent).toBe("Auf die englische Seite kopieren: Abschnitt 2 „Anfahrt“ #anfahrt");

    await act(async () => copy?.click());
    await waitFor(() => island.container.querySelector(".editor-bilingual__title")?.textContent?.includes("dieselben"));
    const post = calls.find((call) => call.init?.method === "POST");
    expect(JSON.parse(String(post?.init?.body))).toEqual({ lang: "en" });
    expect(island.alerts).toEqual([["save", "Abschnitt ans Ende der englischen Seite kopiert."]]);
    expect(island.refreshes()).toBe(1);
    expect(calls.filter((call) => call.url === "/en/pageeditor-api/page/visit?edit")).toHaveLength(2);
    expect(document.activeElement).toBe(island.container.querySelector(".editor-bilingual__title"));
  });

  it("copies a section of the other language into this one, and shows a refusal as an error", async () => {
    calls = mockFetch((url) => {
      if (url === "/de/pageeditor-api/page/besuch?edit") return { status: 200, body: german };
      if (url === "/de/pageeditor-api/section/3/copy/") {
        return { status: 409, body: { error: "conflict", detail: "Jemand hat die Seite gerade geändert." } };
      }
      return undefined;
    });
    const island = await render(<BilingualHint page={english} />, "en");
    const title = await waitFor(() => island.container.querySelector(".editor-bilingual__title"), "the hint");
    expect(title.textContent).toBe("The German page has different sections");
    const copy = buttons(island.container)[0];
    expect(copy?.textContent).toBe("Copy to English: Section 2 “Anfahrt” #anfahrt");
    await act(async () => copy?.click());
    // The German page's call, refused in the English editor's words.
    expect(island.alerts).toEqual([["error", "Another change was saved at the same moment; reload and try again."]]);
    expect(island.refreshes()).toBe(0);
  });

  it("names sections that hold other modules, with a copy each way", async () => {
    const englishChanged = page("en", [
      section(11, "intro", [module(12, "headline", { content: "Welcome" })]),
      section(13, "anfahrt", [module(14, "headline", { content: "Directions" })]),
    ]);
    calls = mockFetch((url) =>
      url === "/en/pageeditor-api/page/visit?edit" ? { status: 200, body: englishChanged } : undefined,
    );
    const island = await render(<BilingualHint page={german} />);
    await waitFor(() => island.container.querySelector("li"), "the section");
    expect(island.container.querySelector(".editor-bilingual__note")?.textContent).toBe(
      "Auf beiden Seiten, mit anderen Modulen: Deutsch 2 Module, Englisch 1",
    );
    expect(buttons(island.container).map((button) => button.firstChild?.textContent)).toEqual([
      "Auf die englische Seite kopieren",
      "Auf die deutsche Seite kopieren",
    ]);
  });

  it("says so when the other page could not be read", async () => {
    calls = mockFetch(() => ({ status: 500, body: { error: "internal", detail: "Fehler" } }));
    const island = await render(<BilingualHint page={german} />);
    const note = await waitFor(() => island.container.querySelector(".editor-bilingual__note"), "the note");
    expect(note.textContent).toBe("Die englische Seite konnte nicht gelesen werden.");
  });
});
