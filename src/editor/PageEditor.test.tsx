// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EditablePage } from "../schemas/pages";
import { editableModule } from "./editable-module.test-helper";
import { mockFetch, type RenderedIsland, renderInIsland, typeInto, waitFor } from "./island.test-helper";
import { PageEditor } from "./PageEditor";

const text = editableModule(2, "text", { parent: 1, column_index: 0, content: "<p>Spielzeit</p>" });
const section = editableModule(1, "section", {
  slug: "programm",
  layout: 0,
  extra_class: "wide",
  revision: 5,
  columns: [{ index: 0, classes: "", children: [text] }],
});

const page = {
  id: 7,
  title: "Über uns",
  urls: { de: "/de/ueber-uns", en: "/en/about" },
  is_online: true,
  revision: 3,
  modules: [section],
} as unknown as EditablePage;

const SECTION_URL = "/de/pageeditor-api/section/1/";

let island: RenderedIsland | null = null;
afterEach(() => {
  island?.unmount();
  island = null;
  vi.unstubAllGlobals();
});

/** The page editor on `page`, its section's edit form open; the calls it makes are recorded. */
async function editSection() {
  const calls = mockFetch((url, init) => {
    if (url === "/de/pageeditor-api/page/ueber-uns?edit") return { status: 200, body: page };
    if (url === SECTION_URL && init?.method === "PATCH") return { status: 200, body: section };
    return undefined;
  });
  island = await renderInIsland(
    <PageEditor
      lang="de"
      path="ueber-uns"
      hash=""
      onLeave={() => {}}
      navigate={() => {}}
      refreshPage={async () => {}}
    />,
  );
  const actions = await waitFor(
    () => document.querySelector<HTMLButtonElement>('button[aria-label="Aktionen für Sektion: Spielzeit"]'),
    "the section's actions",
  );
  await act(async () => actions.click());
  const edit = [...document.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')].find(
    (entry) => entry.textContent === "Bearbeiten",
  );
  await act(async () => edit?.click());
  const anchor = await waitFor(() => field("Anker (für Sprunglinks)"), "the anchor field");
  return { calls, anchor };
}

/** The control a label names (its text up to the required mark), or null. */
function field(name: string): HTMLInputElement | null {
  const label = Array.from(document.querySelectorAll("label")).find(
    (candidate) => candidate.firstChild?.textContent === name,
  );
  const control = document.getElementById(label?.htmlFor ?? "");
  return control instanceof HTMLInputElement ? control : null;
}

/** The message tied to a control by its aria-describedby. */
const messageOf = (control: Element) =>
  (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id))
    .find((element) => element?.className === "module-field__error")?.textContent;

async function save() {
  const button = Array.from(document.querySelectorAll("dialog button")).find((b) => b.textContent === "Speichern");
  await act(async () => (button as HTMLButtonElement | undefined)?.click());
}

const patches = (calls: { url: string; init?: RequestInit }[]) =>
  calls
    .filter((call) => call.url === SECTION_URL && call.init?.method === "PATCH")
    .map((call) => JSON.parse(String(call.init?.body)) as Record<string, unknown>);

describe("editing an existing section", () => {
  it("shows its anchor slug and sends it back unchanged with the fields, without the tree's keys", async () => {
    const { calls, anchor } = await editSection();
    expect(anchor.value).toBe("programm");
    await save();
    const [sent] = await waitFor(() => patches(calls).length > 0 && patches(calls), "the PATCH");
    expect(sent).toMatchObject({ slug: "programm", layout: 0, extra_class: "wide", revision: 5 });
    for (const key of ["id", "model", "parent", "position", "column_index", "children", "columns"]) {
      expect(sent).not.toHaveProperty(key);
    }
  });

  it("sends a changed anchor, and refuses one the anchor schema refuses before sending", async () => {
    const { calls, anchor } = await editSection();
    typeInto(anchor, "Programm!");
    await save();
    expect(patches(calls)).toEqual([]);
    expect(messageOf(anchor)).toBe("Nur Kleinbuchstaben, Ziffern und Bindestriche (höchstens 80 Zeichen).");
    expect(document.activeElement).toBe(anchor);
    typeInto(anchor, "spielplan");
    await save();
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
    island = await renderInIsland(
      <PageEditor
        lang="de"
        path="verein/neu"
        hash=""
        onLeave={() => {}}
        navigate={navigate}
        refreshPage={async () => {}}
      />,
    );
    await waitFor(() => document.querySelector(".editor-create-page"), "the offer");
    expect(document.querySelector(".editor-create-page h2")?.textContent).toBe("Diese Seite gibt es noch nicht");
    expect(field("Adresse der deutschen Seite")?.value).toBe("/de/verein/neu");
    expect(field("Adresse der englischen Seite")?.value).toBe("/en/verein/neu");

    const create = () =>
      Array.from(document.querySelectorAll("button")).find((b) => b.textContent === "Diese Seite anlegen");
    await act(async () => create()?.click());
    expect(field("Titel der deutschen Seite")?.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field("Titel der deutschen Seite"));

    typeInto(field("Titel der deutschen Seite") as HTMLInputElement, "Neu");
    typeInto(field("Titel der englischen Seite") as HTMLInputElement, "New");
    typeInto(field("Adresse der englischen Seite") as HTMLInputElement, "/en/club/new");
    await act(async () => create()?.click());
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
      url === "/de/pageeditor-api/page/ueber-uns?edit"
        ? fails
          ? { status: 500, body: null }
          : { status: 200, body: page }
        : undefined,
    );
    island = await renderInIsland(
      <PageEditor
        lang="de"
        path="ueber-uns"
        hash=""
        onLeave={() => {}}
        navigate={() => {}}
        refreshPage={async () => {}}
      />,
    );
    const again = await waitFor(
      () => Array.from(document.querySelectorAll("button")).find((b) => b.textContent === "Erneut versuchen"),
      "the retry",
    );
    expect(document.querySelector("[role=alert]")?.textContent).toContain("Die Seite konnte nicht geladen werden.");
    fails = false;
    await act(async () => again.click());
    await waitFor(() => document.querySelector('button[aria-label="Bearbeiten: Sektion 100 #programm"]'), "the editor");
  });
});

describe("a new section with a heading", () => {
  it("creates the section, then a Headline holding the heading in its first column", async () => {
    const calls = mockFetch((url, init) => {
      if (url === "/de/pageeditor-api/page/ueber-uns?edit") return { status: 200, body: page };
      if (url === "/de/pageeditor-api/container/" && init?.method === "POST")
        return { status: 201, body: editableModule(20, "section", { slug: "team", layout: 0 }) };
      if (url === "/de/pageeditor-api/headline/" && init?.method === "POST")
        return { status: 201, body: editableModule(21, "headline", { parent: 20, column_index: 0 }) };
      return undefined;
    });
    island = await renderInIsland(
      <PageEditor
        lang="de"
        path="ueber-uns"
        hash="#team"
        onLeave={() => {}}
        navigate={() => {}}
        refreshPage={async () => {}}
      />,
    );
    const heading = await waitFor(() => field("Überschrift (optional)"), "the section dialog");
    typeInto(heading, "Unser Team");
    const create = Array.from(document.querySelectorAll("dialog button")).find((b) => b.textContent === "Anlegen");
    await act(async () => (create as HTMLButtonElement | undefined)?.click());
    await waitFor(() => calls.some((call) => call.url.endsWith("/headline/")), "the headline");
    const posts = calls
      .filter((call) => call.init?.method === "POST")
      .map((call) => [call.url, JSON.parse(String(call.init?.body))]);
    expect(posts).toEqual([
      ["/de/pageeditor-api/container/", { content_type: "page", object_id: 7, slug: "team", layout: 0 }],
      ["/de/pageeditor-api/headline/", { parent: 20, column: 0, content: "Unser Team" }],
    ]);
    await waitFor(() => island?.alerts.length, "the alert");
    expect(island?.alerts).toEqual([["save", undefined]]);
  });
});
