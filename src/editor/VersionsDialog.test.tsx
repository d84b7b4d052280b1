// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import type { VersionEntry } from "../schemas/editing";
import type { EditablePage } from "../schemas/pages";
import { mockFetch, renderInIsland, waitFor } from "./island.test-helper";
import { VersionsDialog } from "./VersionsDialog";

const erika = { id: 3, name: "Erika Mustermann" };
const versions: VersionEntry[] = [
  {
    id: 40,
    created_at: "2026-12-02T15:10:00Z",
    action: "text.update",
    object_id: 9,
    user: erika,
    subject: { model: "text", words: "Das ehemalige Kornhaus…", slug: null },
  },
  {
    id: 39,
    created_at: "2026-12-02T14:30:00Z",
    action: "section.delete",
    object_id: 8,
    user: null,
    subject: { model: "section", words: "", slug: "programm" },
  },
  { id: 38, created_at: "2026-12-02T13:20:00Z", action: "page.update", object_id: 7, user: erika, subject: null },
  { id: 37, created_at: "2026-12-02T13:05:00Z", action: "page.create", object_id: 7, user: erika, subject: null },
];
const envelope = { count: versions.length, next: null, previous: null, results: versions };

const button = (name: string) =>
  Array.from(document.querySelectorAll("button")).filter((candidate) => candidate.textContent === name);

async function open(lang: "de" | "en" = "de") {
  const restored: EditablePage[] = [];
  const onClose = vi.fn();
  const island = await renderInIsland(
    <VersionsDialog
      lang={lang}
      path="ueber-uns"
      pageUrl={`/${lang}/ueber-uns`}
      onPreview={() => undefined}
      onRestored={async (page) => {
        restored.push(page);
      }}
      onClose={onClose}
    />,
    lang,
  );
  await waitFor(() => document.querySelector(".editor-versions li"), "the list");
  return { island, restored, onClose };
}

describe("VersionsDialog", () => {
  it("lists who changed what, in words of the page's language", async () => {
    mockFetch((url) => (url.endsWith("/versions/") ? { status: 200, body: envelope } : undefined));
    await open();
    const lines = Array.from(document.querySelectorAll(".editor-versions__what")).map((line) => line.textContent);
    expect(lines).toEqual([
      "Erika Mustermann · Text „Das ehemalige Kornhaus…“ geändert",
      "Ein gelöschtes Konto · Sektion #programm gelöscht",
      "Erika Mustermann · Seiteneinstellungen geändert",
      "Erika Mustermann · Seite angelegt",
    ]);
  });

  it("asks before restoring: which changes it replaces, that they stay as versions; cancelling sends nothing", async () => {
    const calls = mockFetch((url) => (url.endsWith("/versions/") ? { status: 200, body: envelope } : undefined));
    const { restored } = await open();
    await act(async () => button("Wiederherstellen")[2]?.click());
    const question = document.querySelector(".editor-restore-confirm")?.textContent ?? "";
    expect(question).toContain(
      "Die 2 Änderungen nach dem 2. Dezember 2026 um 14:20 werden durch diese Version ersetzt.",
    );
    expect(question).toContain("bleiben als Versionen");
    expect(document.activeElement?.textContent).toBe("Wiederherstellen");
    await act(async () => button("Abbrechen")[0]?.click());
    expect(document.querySelector(".editor-restore-confirm")).toBeNull();
    expect(calls.filter((call) => call.init?.method === "POST")).toHaveLength(0);
    expect(restored).toEqual([]);
  });

  it("restores once confirmed; a refusal shows in the page's language", async () => {
    let refuse = true;
    const calls = mockFetch((url, init) => {
      if (url.endsWith("/versions/")) return { status: 200, body: envelope };
      if (init?.method !== "POST") return undefined;
      return refuse
        ? {
            status: 409,
            body: { error: "slug_taken", field: "slug", detail: "The anchor programm is in use on another page." },
          }
        : { status: 200, body: { id: 7, revision: 9 } };
    });
    const { island, restored, onClose } = await open();
    await act(async () => button("Wiederherstellen")[1]?.click());
    await act(async () => button("Wiederherstellen")[0]?.click());
    await waitFor(() => island.alerts.length, "the alert");
    expect(island.alerts).toEqual([["error", "Der Anker programm ist auf einer anderen Seite schon vergeben."]]);

    refuse = false;
    await act(async () => button("Wiederherstellen")[1]?.click());
    expect(document.querySelector(".editor-restore-confirm")?.textContent).toContain("Die Änderung nach dem");
    await act(async () => button("Wiederherstellen")[0]?.click());
    await waitFor(() => restored.length > 0, "the restore");
    expect(calls.at(-1)?.url).toBe("/de/pageeditor-api/page/ueber-uns/versions/39/restore/");
    expect(onClose).toHaveBeenCalled();
  });
});
