// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { editableModule, editablePage } from "./editable-module.test-helper";
import { clickButton, errorMessageOf, inputLabelled, mockFetch, typeInto, waitFor } from "./island.test-helper";
import { ABOUT_PAGE_URL, chooseInOutline, outlineActions, renderPageEditor } from "./page-editor.test-helper";

const text = editableModule(2, "text", { parent: 1, column_index: 0, content: "<p>Spielzeit</p>" });
const section = editableModule(1, "section", {
  slug: "programm",
  layout: 0,
  extra_class: "wide",
  revision: 5,
  columns: [{ index: 0, classes: "", children: [text] }],
});

const page = editablePage([section]);

const SECTION_URL = "/de/pageeditor-api/section/1/";

/** The page editor on `page`, its section's edit form open; the calls it makes are recorded. */
async function editSection() {
  const calls = mockFetch((url, init) => {
    if (url === ABOUT_PAGE_URL) return { status: 200, body: page };
    if (url === SECTION_URL && init?.method === "PATCH") return { status: 200, body: section };
    return undefined;
  });
  await renderPageEditor();
  await chooseInOutline("Sektion: Spielzeit", "Bearbeiten");
  const anchor = await waitFor(() => inputLabelled("Anker (für Sprunglinks)"), "the anchor field");
  return { calls, anchor };
}

const patches = (calls: { url: string; init?: RequestInit }[]) =>
  calls
    .filter((call) => call.url === SECTION_URL && call.init?.method === "PATCH")
    .map((call) => JSON.parse(String(call.init?.body)) as Record<string, unknown>);

describe("editing an existing section", () => {
  it("shows its anchor slug and sends it back unchanged with the fields, without the tree's keys", async () => {
    const { calls, anchor } = await editSection();
    expect(anchor.value).toBe("programm");
    await clickButton("Speichern");
    const [sent] = await waitFor(() => patches(calls).length > 0 && patches(calls), "the PATCH");
    expect(sent).toMatchObject({ slug: "programm", layout: 0, extra_class: "wide", revision: 5 });
    for (const key of ["id", "model", "parent", "position", "column_index", "children", "columns"]) {
      expect(sent).not.toHaveProperty(key);
    }
  });

  it("sends a changed anchor, and refuses one the anchor schema refuses before sending", async () => {
    const { calls, anchor } = await editSection();
    typeInto(anchor, "Programm!");
    await clickButton("Speichern");
    expect(patches(calls)).toEqual([]);
    expect(errorMessageOf(anchor)).toBe("Nur Kleinbuchstaben, Ziffern und Bindestriche (höchstens 80 Zeichen).");
    expect(document.activeElement).toBe(anchor);
    typeInto(anchor, "spielplan");
    await clickButton("Speichern");
    const [sent] = await waitFor(() => patches(calls).length > 0 && patches(calls), "the PATCH");
    expect(sent?.slug).toBe("spielplan");
  });
});

describe("an address without a page", () => {
  it("offers to create the page there, below the page one level up, and then edits it", async () => {
    let created = false;
    const newPage = { ...page, id: 12, title: "Neu", urls: { de: "/de/verein/neu", en: "/en/club/new" }, modules: [] };
    const calls = mockFetch((url, init) => {
      if (url === "/de/pageeditor-api/page/verein/neu?edit")
        return created
          ? { status: 200, body: newPage }
          : { status: 404, body: { error: "not_found", detail: "Not found." } };
      if (url === "/de/pageeditor-api/page/verein?edit") return { status: 200, body: { ...page, id: 3 } };
      if (url === "/de/pageeditor-api/page/" && init?.method === "POST") {
        created = true;
        return { status: 201, body: newPage };
      }
      return undefined;
    });
    const navigate = vi.fn();
    const island = await renderPageEditor({ path: "verein/neu", navigate });
    await waitFor(() => document.querySelector(".editor-create-page"), "the offer");
    expect(document.querySelector(".editor-create-page h2")?.textContent).toBe("Diese Seite gibt es noch nicht");
    expect(inputLabelled("Adresse der deutschen Seite")?.value).toBe("/de/verein/neu");
    expect(inputLabelled("Adresse der englischen Seite")?.value).toBe("/en/verein/neu");

    await clickButton("Diese Seite anlegen");
    expect(inputLabelled("Titel der deutschen Seite")?.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(inputLabelled("Titel der deutschen Seite"));

    typeInto(inputLabelled("Titel der deutschen Seite") as HTMLInputElement, "Neu");
    typeInto(inputLabelled("Titel der englischen Seite") as HTMLInputElement, "New");
    typeInto(inputLabelled("Adresse der englischen Seite") as HTMLInputElement, "/en/club/new");
    await clickButton("Diese Seite anlegen");
    await waitFor(() => document.querySelector(".editor-create-page") === null, "the editor");
    const post = calls.find((call) => call.init?.method === "POST");
    expect(JSON.parse(String(post?.init?.body))).toEqual({
      parent: 3,
      titles: { de: "Neu", en: "New" },
      urls: { de: "/de/verein/neu", en: "/en/club/new" },
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(island.alerts).toEqual([["save", undefined]]);
  });

  it("says when the page could not be read, and reads again on request", async () => {
    let fails = true;
    mockFetch((url) =>
      url === ABOUT_PAGE_URL ? (fails ? { status: 500, body: null } : { status: 200, body: page }) : undefined,
    );
    await renderPageEditor();
    const again = await waitFor(
      () => Array.from(document.querySelectorAll("button")).find((b) => b.textContent === "Erneut versuchen"),
      "the retry",
    );
    expect(document.querySelector("[role=alert]")?.textContent).toContain("Die Seite konnte nicht geladen werden.");
    fails = false;
    await act(async () => again.click());
    await outlineActions("Sektion: Spielzeit");
  });
});

describe("a new section with a heading", () => {
  it("creates the section, then a Headline holding the heading in its first column", async () => {
    const calls = mockFetch((url, init) => {
      if (url === ABOUT_PAGE_URL) return { status: 200, body: page };
      if (url === "/de/pageeditor-api/container/" && init?.method === "POST")
        return { status: 201, body: editableModule(20, "section", { slug: "team", layout: 0 }) };
      if (url === "/de/pageeditor-api/headline/" && init?.method === "POST")
        return { status: 201, body: editableModule(21, "headline", { parent: 20, column_index: 0 }) };
      return undefined;
    });
    const island = await renderPageEditor({ hash: "#team" });
    const heading = await waitFor(() => inputLabelled("Überschrift (optional)"), "the section dialog");
    typeInto(heading, "Unser Team");
    await clickButton("Anlegen");
    await waitFor(() => calls.some((call) => call.url.endsWith("/headline/")), "the headline");
    const posts = calls
      .filter((call) => call.init?.method === "POST")
      .map((call) => [call.url, JSON.parse(String(call.init?.body))]);
    expect(posts).toEqual([
      ["/de/pageeditor-api/container/", { content_type: "page", object_id: 7, slug: "team", layout: 0 }],
      ["/de/pageeditor-api/headline/", { parent: 20, column: 0, content: "Unser Team" }],
    ]);
    await waitFor(() => island.alerts.length, "the alert");
    expect(island.alerts).toEqual([["save", undefined]]);
  });
});
