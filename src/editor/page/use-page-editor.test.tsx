// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EditableModule, EditablePage } from "../../schemas/pages";
import { editableModule, editablePage } from "../editable-module.test-helper";
import { mockFetch, renderInIsland, waitFor } from "../island.test-helper";
import { ABOUT_PAGE_URL, chooseInOutline, outlineActions, renderPageEditor } from "../page-editor.test-helper";
import { RecentChangesDialog } from "./RecentChangesDialog";
import { usePageEditor } from "./use-page-editor";

/** A section holding one text module, as the editor read it. */
const mineBefore = editableModule(2, "text", {
  parent: 1,
  column_index: 0,
  revision: 1,
  content: "<p>Die Spielzeit beginnt im Herbst.</p>",
  decrease_distance: false,
});
/** The same text as another editor saved it meanwhile. */
const theirs = { ...mineBefore, revision: 2, content: "<p>Die Spielzeit beginnt im Winter.</p>" };

function pageWith(children: EditableModule[], sectionRevision = 5): EditablePage {
  const section = editableModule(1, "section", {
    slug: "programm",
    layout: 0,
    revision: sectionRevision,
    columns: [{ index: 0, classes: "", children }],
  });
  return editablePage([section]);
}

const TEXT_URL = "/de/pageeditor-api/text/2/";
const UNDO_URL = "/de/pageeditor-api/section/1/undo/";

afterEach(() => {
  document.body.replaceChildren();
});

const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body ?? "{}")) as Record<string, unknown>;

/** A button by its text or label, outside closed dialogs (the finders' stay in the page, closed). */
const buttonNamed = (name: string, where = "") =>
  waitFor(
    () =>
      Array.from(document.querySelectorAll<HTMLButtonElement>(`${where} button`)).find(
        (button) =>
          (button.textContent === name || button.getAttribute("aria-label") === name) &&
          (button.closest("dialog")?.open ?? true),
      ),
    `the button “${name}”`,
  );

const click = async (button: HTMLElement) => {
  await act(async () => button.click());
};

describe("a conflict (409) on saving a module", () => {
  /** The text's form open, its save refused as stale once: the conflict view shows. */
  async function conflict() {
    const calls = mockFetch((url, init) => {
      if (url === ABOUT_PAGE_URL) return { status: 200, body: pageWith([theirs]) };
      if (url === TEXT_URL && init?.method === "PATCH") {
        return bodyOf(init).revision === theirs.revision
          ? { status: 200, body: { ...theirs, revision: 3 } }
          : { status: 409, body: { error: "stale_revision", detail: "Stale.", current: theirs } };
      }
      return undefined;
    });
    // The editor read the page before the other editor saved.
    vi.mocked(fetch).mockResolvedValueOnce(
      new Response(JSON.stringify(pageWith([mineBefore])), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      }),
    );
    await renderPageEditor();
    await chooseInOutline("Text: Die Spielzeit beginnt im Herbst.", "Bearbeiten");
    const checkbox = await waitFor(() => document.querySelector<HTMLInputElement>('dialog input[type="checkbox"]'));
    await click(checkbox);
    await click(await buttonNamed("Speichern"));
    await waitFor(() => document.querySelector(".editor-conflict"), "the conflict view");
    return calls;
  }

  const side = (name: string) => document.querySelector<HTMLElement>(`section[aria-label="${name}"]`);
  const patches = (calls: { url: string; init?: RequestInit }[]) =>
    calls.filter((call) => call.url === TEXT_URL && call.init?.method === "PATCH").map((call) => bodyOf(call.init));

  it("shows both versions as rendered text, fields named in words, the differing words marked", async () => {
    const calls = await conflict();
    const saved = side("Gespeicherte Fassung");
    const mine = side("Ihre Fassung");
    expect(saved?.textContent).toContain("Die Spielzeit beginnt im Winter.");
    expect(mine?.textContent).toContain("Die Spielzeit beginnt im Herbst.");
    expect(saved?.innerHTML).not.toContain("&lt;p&gt;");
    expect(saved?.textContent).toContain("Text (unterschiedlich)");
    expect(saved?.textContent).toContain("Geringerer Abstand");
    expect(saved?.textContent).not.toContain("decrease_distance");
    expect(saved?.textContent).toContain("Nein");
    expect(mine?.textContent).toContain("Ja");
    expect(Array.from(saved?.querySelectorAll("del") ?? []).map((mark) => mark.textContent)).toContain("Winter");
    expect(Array.from(mine?.querySelectorAll("ins") ?? []).map((mark) => mark.textContent)).toContain("Herbst");
    expect(document.querySelector(".editor-conflict__legend")?.textContent).toContain("nur in Ihrer Fassung");
    // The page is read again, so it shows the other editor's text (the first read, from before
    // the other save, was answered apart from the recorded calls).
    expect(calls.filter((call) => call.url === ABOUT_PAGE_URL).length).toBe(1);
  });

  it("keeps mine on top of theirs: the form again with the editor's values, saved at the stored revision", async () => {
    const calls = await conflict();
    await click(await buttonNamed("Meine Fassung über die gespeicherte setzen"));
    const checkbox = await waitFor(() => document.querySelector<HTMLInputElement>('dialog input[type="checkbox"]'));
    expect(checkbox.checked).toBe(true);
    await click(await buttonNamed("Speichern"));
    await waitFor(() => patches(calls).length === 2, "the second PATCH");
    expect(patches(calls)[1]).toMatchObject({ revision: 2, decrease_distance: true });
    await waitFor(() => !document.querySelector("dialog[open]"), "the dialog closing");
  });

  it("goes back to the editor's form on ×, never dropping the text", async () => {
    await conflict();
    await click(await buttonNamed("Schließen"));
    const checkbox = await waitFor(() => document.querySelector<HTMLInputElement>('dialog input[type="checkbox"]'));
    expect(checkbox.checked).toBe(true);
    expect(document.querySelector(".editor-conflict")).toBeNull();
  });

  it("takes theirs: closes, and the page is read again", async () => {
    const calls = await conflict();
    const readsBefore = calls.filter((call) => call.url === ABOUT_PAGE_URL).length;
    await click(await buttonNamed("Gespeicherte Fassung übernehmen (meine verwerfen)"));
    expect(document.querySelector(".editor-conflict")).toBeNull();
    expect(calls.filter((call) => call.url === ABOUT_PAGE_URL).length).toBe(readsBefore + 1);
    expect(patches(calls)).toHaveLength(1);
  });

  it("copies either side to the clipboard and says so", async () => {
    const copied: string[] = [];
    vi.stubGlobal("navigator", {
      ...navigator,
      clipboard: { writeText: async (text: string) => void copied.push(text) },
    });
    await conflict();
    await click(await buttonNamed("Meine Fassung kopieren"));
    expect(copied[0]).toContain("Text:\nDie Spielzeit beginnt im Herbst.");
    expect(document.querySelector(".editor-conflict__copied")?.textContent).toBe(
      "Ihre Fassung ist in der Zwischenablage.",
    );
  });
});

/** A page whose text module the server deletes and whose section's undo brings it back. */
function serverWithUndo() {
  let current = pageWith([mineBefore]);
  return mockFetch((url, init) => {
    if (url === ABOUT_PAGE_URL) return { status: 200, body: current };
    if (url === TEXT_URL && init?.method === "DELETE") {
      current = pageWith([], 5);
      return { status: 200, body: { deleted: 2, section: 1 } };
    }
    if (url === UNDO_URL && init?.method === "POST") {
      current = pageWith([{ ...mineBefore, revision: 2 }], 6);
      return { status: 200, body: current.modules[0] };
    }
    return undefined;
  });
}

describe("undoing a delete", () => {
  it("offers undo on the saved alert, which brings the module back by undoing its section", async () => {
    const calls = serverWithUndo();
    const island = await renderPageEditor();
    await chooseInOutline("Text: Die Spielzeit beginnt im Herbst.", "Löschen");
    await click(await buttonNamed("Löschen", "dialog[open]"));
    const action = await waitFor(
      () => island.alertActions.find((offered) => offered !== undefined),
      "the alert's undo",
    );
    expect(action.label).toBe("Rückgängig");
    await act(async () => action.run());
    const undo = await waitFor(() => calls.find((call) => call.url === UNDO_URL), "the undo call");
    expect(bodyOf(undo.init)).toEqual({ revision: 5 });
    await outlineActions("Text: Die Spielzeit beginnt im Herbst.");
  });
});

/** The page editor's state with its recent changes open, as the toolbar's button opens them. */
function RecentChanges() {
  const editor = usePageEditor({
    lang: "de",
    path: "ueber-uns",
    hash: "",
    navigate: () => {},
    refreshPage: async () => {},
  });
  const text = editor.modules[0]?.columns?.[0]?.children[0];
  return (
    <>
      {text && (
        <button type="button" onClick={() => editor.deleteModule(text)}>
          delete the text
        </button>
      )}
      <RecentChangesDialog changes={editor.changes} onUndo={editor.undo} onClose={() => {}} />
    </>
  );
}

describe("the recent changes", () => {
  it("lists this session's saves newest first, and undo brings back a deleted module", async () => {
    const calls = serverWithUndo();
    await renderInIsland(<RecentChanges />);
    expect(document.querySelector("dialog")?.textContent).toContain("noch nichts gespeichert");
    await click(await buttonNamed("delete the text"));
    const undo = await buttonNamed("Rückgängig: Text: Die Spielzeit beginnt im Herbst. gelöscht");
    await click(undo);
    await waitFor(() => calls.find((call) => call.url === UNDO_URL), "the undo call");
    const entries = await waitFor(() => {
      const items = Array.from(document.querySelectorAll(".editor-recent__change")).map((item) => item.textContent);
      return items.length === 2 && items;
    }, "both entries");
    expect(entries[0]).toBe("Zurückgenommen: Text: Die Spielzeit beginnt im Herbst.");
    expect(entries[1]).toBe("Text: Die Spielzeit beginnt im Herbst. gelöscht (rückgängig gemacht)");
    expect(document.querySelector(".editor-recent button")).toBeNull();
    expect(document.activeElement).toBe(document.querySelector(".editor-recent"));
  });
});
