// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it } from "vitest";
import type { EditablePage } from "../../schemas/pages";
import { mockFetch, renderInIsland, waitFor } from "../island.test-helper";
import { VersionPreview } from "./VersionPreview";

const entry = (id: number, created_at: string) => ({
  id,
  created_at,
  action: "text.update",
  object_id: 4,
  user: null,
  subject: null,
});

const button = (name: string) =>
  Array.from(document.querySelectorAll("button")).find((candidate) => candidate.textContent === name);

describe("VersionPreview", () => {
  it("asks before restoring the previewed version, counting the changes after it", async () => {
    const calls = mockFetch((url, init) => {
      if (url === "/de/pageeditor-api/page/ueber-uns/versions/")
        return {
          status: 200,
          body: {
            count: 3,
            next: null,
            previous: null,
            results: [
              entry(12, "2026-12-02T15:00:00Z"),
              entry(11, "2026-12-02T14:00:00Z"),
              entry(10, "2026-12-02T13:05:00Z"),
            ],
          },
        };
      if (init?.method === "POST") return { status: 200, body: { id: 7 } };
      return undefined;
    });
    const restored: EditablePage[] = [];
    await renderInIsland(
      <VersionPreview
        lang="de"
        path="ueber-uns"
        versionId={10}
        onBack={() => undefined}
        onRestored={async (page) => {
          restored.push(page);
        }}
      />,
    );
    await waitFor(() => !button("Diese Version wiederherstellen")?.disabled, "the version");
    await act(async () => button("Diese Version wiederherstellen")?.click());
    expect(document.querySelector(".editor-restore-confirm")?.textContent).toContain(
      "Die 2 Änderungen nach dem 2. Dezember 2026 um 14:05 werden durch diese Version ersetzt.",
    );
    expect(calls.some((call) => call.init?.method === "POST")).toBe(false);
    await act(async () => button("Wiederherstellen")?.click());
    await waitFor(() => restored.length > 0, "the restore");
    expect(calls.at(-1)?.url).toBe("/de/pageeditor-api/page/ueber-uns/versions/10/restore/");
  });
});
