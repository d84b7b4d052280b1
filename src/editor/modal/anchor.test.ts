import { afterEach, describe, expect, it, vi } from "vitest";
import type { EditableModule } from "../../schemas/pages";
import { mockFetch } from "../island.test-helper";
import { anchorOf, freeAnchor } from "./anchor";

afterEach(() => vi.unstubAllGlobals());

describe("section anchors", () => {
  it("derives an anchor from a heading: lower case, umlauts spelled out, other characters one dash", () => {
    expect(anchorOf("Über uns & Team")).toBe("ueber-uns-team");
    expect(anchorOf("Straße der Öffnung: Äpfel")).toBe("strasse-der-oeffnung-aepfel");
    expect(anchorOf("  Café – Programm 2026! ")).toBe("cafe-programm-2026");
    expect(anchorOf("…")).toBe("");
    expect(anchorOf("a".repeat(90))).toHaveLength(80);
  });

  it("picks a default anchor neither this page nor the site uses yet", async () => {
    const section = (slug: string, children: EditableModule[] = []) =>
      ({ model: "section", slug, children: [], columns: [{ children }] }) as unknown as EditableModule;
    const modules = [
      section("programm", [{ model: "text", slug: "abschnitt-2", children: [] } as unknown as EditableModule]),
    ];
    const calls = mockFetch((url) =>
      url.endsWith("/by-slug/abschnitt-3/") ? { status: 200, body: { id: 9, slug: "abschnitt-3" } } : undefined,
    );
    expect(await freeAnchor("de", modules)).toBe("abschnitt-4");
    expect(calls.map((call) => call.url)).toEqual([
      "/de/pageeditor-api/container/by-slug/abschnitt-3/",
      "/de/pageeditor-api/container/by-slug/abschnitt-4/",
    ]);
    expect(await freeAnchor("en", [])).toBe("section-1");
  });
});
