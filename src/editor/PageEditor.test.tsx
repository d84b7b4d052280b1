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
    expect(messageOf(anchor)).toBe("Use lower-case letters, digits and dashes (at most 80).");
    typeInto(anchor, "spielplan");
    await save();
    const [sent] = await waitFor(() => patches(calls).length > 0 && patches(calls), "the PATCH");
    expect(sent?.slug).toBe("spielplan");
  });
});
