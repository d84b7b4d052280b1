import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "../island.test-helper";
import { findVersion, previewedVersion, versionMoment, versionTime, versionWhat } from "./versions";

afterEach(() => vi.unstubAllGlobals());

const entry = (id: number) => ({
  id,
  created_at: "2031-05-04T08:30:00Z",
  action: "page.update",
  object_id: 7,
  user: null,
  subject: null,
});

describe("versions", () => {
  it("reads the previewed version from the query, ignoring anything but an id", () => {
    expect(previewedVersion("?edit&version_id=12")).toBe(12);
    expect(previewedVersion("?version_id=0")).toBeNull();
    expect(previewedVersion("?version_id=12abc")).toBeNull();
    expect(previewedVersion("?edit")).toBeNull();
  });

  it("finds a version on a later page of the list, and stops past it", async () => {
    const calls = mockFetch((url) => {
      if (url === "/de/pageeditor-api/page/ueber-uns/versions/")
        return { status: 200, body: { count: 4, next: "?page=2", previous: null, results: [entry(40), entry(39)] } };
      if (url === "/de/pageeditor-api/page/ueber-uns/versions/?page=2")
        return { status: 200, body: { count: 4, next: null, previous: "?page=1", results: [entry(12), entry(3)] } };
      return undefined;
    });
    expect(await findVersion("de", "ueber-uns", 12)).toEqual({ entry: entry(12), newer: 2 });
    expect(await findVersion("de", "ueber-uns", 20)).toBeNull();
    expect(await findVersion("de", "ueber-uns", 1)).toBeNull();
    // 12: two pages; 20: page 2 has older ids, so it ends there; 1: the list ends.
    expect(calls).toHaveLength(6);
  });

  it("tells the time in Berlin", () => {
    expect(versionTime("de", "2031-05-04T08:30:00Z")).toBe("04.05.2031, 10:30");
    expect(versionTime("en", "2031-05-04T08:30:00Z")).toBe("4 May 2031, 10:30");
  });

  it("says what a save did in words of either language", () => {
    const text = { model: "text", words: "Das ehemalige Kornhaus…", slug: null };
    const section = { model: "section", words: "", slug: "programm" };
    expect(versionWhat("de", { action: "text.update", object_id: 4, subject: text })).toBe(
      "Text „Das ehemalige Kornhaus…“ geändert",
    );
    expect(versionWhat("en", { action: "text.update", object_id: 4, subject: text })).toBe(
      "Text “Das ehemalige Kornhaus…” changed",
    );
    expect(versionWhat("de", { action: "section.delete", object_id: 5, subject: section })).toBe(
      "Sektion #programm gelöscht",
    );
    expect(versionWhat("de", { action: "section.delete", object_id: 5, subject: null })).toBe("Sektion gelöscht");
    expect(
      versionWhat("de", {
        action: "headline.create",
        object_id: 6,
        subject: { model: "headline", words: "Programm", slug: null },
      }),
    ).toBe("Überschrift „Programm“ hinzugefügt");
    expect(versionWhat("de", { action: "image.move", object_id: 6, subject: null })).toBe("Bild verschoben");
    expect(versionWhat("en", { action: "image.move", object_id: 6, subject: null })).toBe("Image moved");
    expect(versionWhat("de", { action: "page.update", object_id: 7, subject: null })).toBe(
      "Seiteneinstellungen geändert",
    );
    expect(versionWhat("en", { action: "version.restore", object_id: 12, subject: null })).toBe("Version 12 restored");
    expect(versionWhat("de", { action: "save", object_id: null, subject: null })).toBe("save");
  });

  it("tells the moment in a sentence's words", () => {
    expect(versionMoment("de", "2026-12-02T13:05:00Z")).toBe("2. Dezember 2026 um 14:05");
    expect(versionMoment("en", "2026-12-02T13:05:00Z")).toBe("2 December 2026 at 14:05");
  });
});
