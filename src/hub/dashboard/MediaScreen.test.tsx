// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import type { ApiClient } from "../../lib/api";
import type { MediaOverviewRow } from "../../schemas/dashboard-media";
import { renderHubScreen, settle } from "../test-render";
import { MediaScreen } from "./MediaScreen";

const unused: MediaOverviewRow = {
  id: 7,
  key: "uploads/abc",
  thumbnail_url: "/media/uploads/abc/320.webp",
  file_name: "foyer.jpg",
  bytes: 2_450_000,
  content_type: "image/jpeg",
  width: 1600,
  height: 900,
  alt_de: "Das Foyer",
  alt_en: "The foyer",
  created_at: "2026-05-02T08:00:00Z",
  uploader: { id: 1, name: "Erika Mustermann" },
  usage_count: 0,
  used_in: [],
};

const api: ApiClient = {
  get: async <T,>() =>
    ({
      count: 1,
      next: null,
      previous: null,
      results: [unused],
      totals: { files: 1, bytes: 2_450_000, unused: 1 },
    }) as T,
};

async function render() {
  const rendered = await renderHubScreen(<MediaScreen />, { lang: "en", path: "/cms-hub/dashboard/media", api });
  const { container } = rendered;
  const button = (label: string) =>
    [...container.querySelectorAll("button")].find((candidate) => candidate.textContent?.startsWith(label));
  return { container, button };
}

describe("MediaScreen", () => {
  it("shows a file's size, type, dimensions, alt texts and totals", async () => {
    const { container } = await render();
    const row = container.querySelector("tbody tr")?.textContent ?? "";
    for (const part of ["foyer.jpg", "2.5 MB", "JPEG", "1600 × 900", "Das Foyer", "The foyer", "not used"]) {
      expect(row).toContain(part);
    }
    expect(container.querySelector("tbody img")?.getAttribute("alt")).toBe("");
    expect(container.textContent).toContain("2.5 MB in all, 1 not used");
  });

  it("asks before deleting, and shows where the file is used when the server refuses", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            error: "media_in_use",
            detail: "The file is still used: page /de/ueber-uns.",
            used_in: [{ type: "page", place: "modules", id: 3, lang: "de", title: "Über uns", url: "/de/ueber-uns" }],
          }),
          { status: 409, headers: { "Content-Type": "application/json" } },
        ),
    );
    vi.stubGlobal("fetch", fetch);
    const { container, button } = await render();
    await act(async () => button("Delete")?.click());
    expect(fetch).not.toHaveBeenCalled();
    await act(async () => button("Delete for good")?.click());
    await settle();
    expect(fetch).toHaveBeenCalledWith(
      "/api/cms-hub/dashboard/media/7/",
      expect.objectContaining({ method: "DELETE" }),
    );
    const alert = container.querySelector("[role=alert]");
    expect(alert?.textContent).toContain("still used");
    expect(alert?.querySelector("a")?.getAttribute("href")).toBe("/de/ueber-uns");
  });

  it("edits the alt texts in a dialog and sends both", async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ ...unused, alt_en: "The foyer at night" }), { status: 200 }),
    );
    vi.stubGlobal("fetch", fetch);
    const { container, button } = await render();
    await act(async () => button("Edit alt texts")?.click());
    const english = container.querySelector<HTMLTextAreaElement>("dialog textarea[name=alt_en]");
    expect(english?.value).toBe("The foyer");
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set;
      setter?.call(english, "The foyer at night");
      english?.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await act(async () => container.querySelector<HTMLFormElement>("dialog form")?.requestSubmit());
    await settle();
    expect(fetch).toHaveBeenCalledWith(
      "/api/cms-hub/dashboard/media/7/",
      expect.objectContaining({
        method: "PATCH",
        body: JSON.stringify({ alt_de: "Das Foyer", alt_en: "The foyer at night" }),
      }),
    );
    expect(container.querySelector("[role=status].hub-alert--ok")?.textContent).toContain("alt texts are saved");
  });
});
