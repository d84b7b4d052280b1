import { describe, expect, it } from "vitest";
import type { LinkTarget } from "../../schemas/link-targets";
import {
  eventRows,
  eventsCall,
  groupTargets,
  languagesFor,
  linkTargetsCall,
  mediaCall,
  normaliseLink,
  uploadProblem,
} from "./logic";

describe("normaliseLink", () => {
  it("adds the default protocol https:// to an address without one", () => {
    expect(normaliseLink("example.org")).toEqual({ href: "https://example.org" });
    expect(normaliseLink("  www.example.org/tickets?x=1 ")).toEqual({ href: "https://www.example.org/tickets?x=1" });
    expect(normaliseLink("www.example.org:8080/x")).toEqual({ href: "https://www.example.org:8080/x" });
  });

  it("keeps http(s), mailto and tel addresses, site paths and anchors as typed", () => {
    expect(normaliseLink("http://example.org")).toEqual({ href: "http://example.org" });
    expect(normaliseLink("HTTPS://example.org/a")).toEqual({ href: "HTTPS://example.org/a" });
    expect(normaliseLink("mailto:info@example.org")).toEqual({ href: "mailto:info@example.org" });
    expect(normaliseLink("tel:+49301234")).toEqual({ href: "tel:+49301234" });
    expect(normaliseLink("/de/programm/x/12")).toEqual({ href: "/de/programm/x/12" });
    expect(normaliseLink("#tickets")).toEqual({ href: "#tickets" });
  });

  it("refuses other schemes, other sites disguised as paths, and what is no address", () => {
    expect(normaliseLink("")).toEqual({ problem: "empty" });
    expect(normaliseLink("   ")).toEqual({ problem: "empty" });
    expect(normaliseLink("javascript:alert(1)")).toEqual({ problem: "scheme" });
    expect(normaliseLink("data:text/html,x")).toEqual({ problem: "scheme" });
    expect(normaliseLink("ftp://example.org")).toEqual({ problem: "scheme" });
    expect(normaliseLink("//evil.example")).toEqual({ problem: "invalid" });
    expect(normaliseLink("/\\evil.example")).toEqual({ problem: "invalid" });
    expect(normaliseLink("https://")).toEqual({ problem: "invalid" });
    expect(normaliseLink("mailto:")).toEqual({ problem: "invalid" });
    expect(normaliseLink("not an address")).toEqual({ problem: "invalid" });
    expect(normaliseLink("word")).toEqual({ problem: "invalid" });
    expect(normaliseLink("example.org/\u0000x")).toEqual({ problem: "invalid" });
  });
});

describe("groupTargets", () => {
  const target = (kind: LinkTarget["kind"], id: number): LinkTarget => ({
    kind,
    id,
    title: `${kind} ${id}`,
    urls: { de: `/de/${id}`, en: `/en/${id}` },
    date: null,
    is_online: true,
  });

  it("groups by kind in the API's kind order, keeping the order within a kind, leaving out empty kinds", () => {
    const groups = groupTargets([target("form", 1), target("event", 3), target("page", 2), target("event", 1)]);
    expect(groups.map((group) => [group.kind, group.targets.map((t) => t.id)])).toEqual([
      ["page", [2]],
      ["event", [3, 1]],
      ["form", [1]],
    ]);
    expect(groupTargets([])).toEqual([]);
  });

  it("offers the editor's language first", () => {
    expect(languagesFor("de")).toEqual(["de", "en"]);
    expect(languagesFor("en")).toEqual(["en", "de"]);
  });
});

describe("calls", () => {
  it("asks the link targets with the trimmed text and the kind", () => {
    expect(linkTargetsCall("de", "", "")).toBe("/de/pageeditor-api/link-targets/");
    expect(linkTargetsCall("en", " Sommer & Co ", "event")).toBe(
      "/en/pageeditor-api/link-targets/?q=Sommer+%26+Co&kind=event",
    );
  });

  it("asks the media library by text and page", () => {
    expect(mediaCall("de", "", 1)).toBe("/de/pageeditor-api/media/");
    expect(mediaCall("de", "foyer", 2)).toBe("/de/pageeditor-api/media/?q=foyer&page=2");
  });

  it("searches events by text, or lists them with their filters and a dd-mm-yyyy date", () => {
    expect(eventsCall("de", "", {}, 1)).toBe("/de/api/events/");
    expect(eventsCall("en", "", { room: "3", type: "", tag: "7", date: "2026-12-24" }, 2)).toBe(
      "/en/api/events/?room=3&tag=7&date=24-12-2026&page=2",
    );
    // The search has no filters: the text wins.
    expect(eventsCall("de", " faust ", { room: "3" }, 1)).toBe("/api/search/events/?query=faust&lang=de");
  });

  it("reads both calls' pages as rows", () => {
    const paged = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
    expect(
      eventRows(
        paged([
          {
            kind: "event" as const,
            id: 4,
            title: "Faust",
            url: "/de/programm/faust/4",
            text: "",
            date: "2026-01-01T18:00:00Z",
            status: "scheduled" as const,
            previous_date_start: null,
          },
        ]),
      ),
    ).toEqual([{ id: 4, title: "Faust", url: "/de/programm/faust/4", date: "2026-01-01T18:00:00Z", place: null }]);
  });
});

describe("uploadProblem", () => {
  it("names the server's refusals with the field they concern", () => {
    const body = (error: string, field?: string) => ({ error, detail: `${error} detail`, field });
    expect(uploadProblem(413, body("file_too_large", "file"))).toEqual({
      field: "file",
      reason: "too_large",
      detail: "file_too_large detail",
    });
    expect(uploadProblem(413, null)).toEqual({ field: "file", reason: "too_large", detail: "" });
    expect(uploadProblem(415, body("file_type", "file")).reason).toBe("type");
    expect(uploadProblem(422, body("image_dimensions", "file")).reason).toBe("dimensions");
    expect(uploadProblem(422, body("image_unreadable", "file")).reason).toBe("unreadable");
    expect(uploadProblem(400, body("invalid_body", "alt"))).toMatchObject({ field: "alt", reason: "field" });
    expect(uploadProblem(0, null).reason).toBe("network");
    expect(uploadProblem(500, null)).toMatchObject({ field: "", reason: "other" });
  });
});
