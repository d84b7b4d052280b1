// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import type { ApiClient } from "../../lib/api";
import type { VersionCompare, VersionRow } from "../../schemas/dashboard-versions";
import { renderHubScreen, settle } from "../test-render";
import { VersionsScreen } from "./VersionsScreen";

const version: VersionRow = {
  id: 5,
  page: { id: 3, title: "Über uns", url: "/de/ueber-uns", path: "/ueber-uns" },
  lang: "de",
  action: "text.update",
  user: { id: 1, name: "Erika Mustermann" },
  created_at: "2026-05-02T08:00:00Z",
};

const compare: VersionCompare = {
  version,
  changes: [
    { kind: "page_field", field: "title", before: "Wir", after: "Über uns" },
    { kind: "page_field", field: "is_online", before: false, after: true },
    {
      kind: "module_changed",
      module_id: 9,
      model: "text",
      preview: "Geschichte",
      fields: [{ field: "text", before: "Seit 1901", after: "" }],
    },
    { kind: "module_removed", module_id: 10, model: "quote", preview: "Alles fließt" },
    {
      kind: "module_moved",
      module_id: 2,
      model: "section",
      preview: "",
      top_level: true,
      before: 1,
      after: 3,
      other_parent: false,
    },
  ],
};

const api: ApiClient = {
  get: async <T,>(path: string) =>
    (path.endsWith("/compare/") ? compare : { count: 1, next: null, previous: null, results: [version] }) as T,
};

async function render(lang: "de" | "en") {
  const rendered = await renderHubScreen(<VersionsScreen />, {
    lang: lang,
    path: "/cms-hub/dashboard/versions?version=5",
    api,
  });
  return rendered.container;
}

describe("VersionsScreen", () => {
  it("lists the versions and words the comparison the URL names, in the hub's language", async () => {
    const container = await render("en");
    expect(container.querySelector("tbody tr")?.textContent).toContain("Text changed");
    const changes = [...container.querySelectorAll(".hub-versions__changes > li")].map((li) => li.textContent);
    expect(changes).toEqual([
      "Title: “Wir” → “Über uns”",
      "Online: no → yes",
      "Changed: Text “Geschichte”Text: “Seit 1901” → (empty)",
      "Removed: Quote “Alles fließt”",
      "Moved: Section (from position 1 to 3)",
    ]);
    const german = await render("de");
    expect(german.textContent).toContain("Titel: „Wir“ → „Über uns“");
  });

  it("restores after a confirmation through the editing API, then links to the page", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({}), { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    const container = await render("en");
    const button = (label: string) =>
      [...container.querySelectorAll("button")].find((candidate) => candidate.textContent === label);
    await act(async () => button("Restore this version")?.click());
    expect(fetch).not.toHaveBeenCalled();
    await act(async () => button("Yes, restore")?.click());
    await settle();
    expect(fetch).toHaveBeenCalledWith(
      "/de/pageeditor-api/page/ueber-uns/versions/5/restore/",
      expect.objectContaining({ method: "POST" }),
    );
    expect(container.querySelector("[role=status].hub-alert--ok")?.textContent).toContain("The version is restored.");
    expect(container.querySelector<HTMLAnchorElement>(".hub-alert--ok a")?.getAttribute("href")).toBe("/de/ueber-uns");
  });
});
