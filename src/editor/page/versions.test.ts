import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "../island.test-helper";
import { findVersion, previewedVersion, versionTime } from "./versions";

afterEach(() => vi.unstubAllGlobals());

const entry = (id: number) => ({
  id,
  created_at: "2031-05-04T08:30:00Z",
  action: "page.update",
  object_id: 7,
  user: null,
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
    expect((await findVersion("de", "ueber-uns", 12))?.id).toBe(12);
    expect(await findVersion("de", "ueber-uns", 20)).toBeNull();
    expect(await findVersion("de", "ueber-uns", 1)).toBeNull();
    // 12: two pages; 20: page 2 has older ids, so it ends there; 1: the list ends.
    expect(calls).toHaveLength(6);
  });

  it("tells the time in Berlin", () => {
    expect(versionTime("de", "2031-05-04T08:30:00Z")).toBe("04.05.2031, 10:30");
    expect(versionTime("en", "2031-05-04T08:30:00Z")).toBe("4 May 2031, 10:30");
  });
});
