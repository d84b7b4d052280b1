// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import type { ApiClient } from "../../lib/api";
import type { HubMenu, HubMenuEntry } from "../../schemas/hub-menus";
import { renderHubScreen, settle } from "../test-render";
import { MenusScreen } from "./MenusScreen";

const entry = (id: number, name: string, children: HubMenuEntry[] = []): HubMenuEntry => ({
  id,
  parent_id: null,
  position: 0,
  name_de: name,
  name_en: name,
  page: null,
  url_de: `/de/${name}`,
  url_en: `/en/${name}`,
  is_external: false,
  has_tab_navigation: false,
  children,
});

const menu: HubMenu = {
  menu: "main",
  revision: "r1",
  entries: [entry(1, "Programm"), entry(2, "Haus", [entry(21, "Team")]), entry(3, "Kontakt")],
};

async function renderScreen() {
  const api: ApiClient = { get: async <T,>() => menu as T };
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body ?? "{}")) as {
        entries: { id: number; parent_id: number | null; position: number }[];
      };
      sent.push({ method: String(init.method), path, body });
      // The server answers the menu as the order left it: Kontakt under Haus, after Team.
      const saved: HubMenu = {
        ...menu,
        revision: "r2",
        entries: [entry(1, "Programm"), entry(2, "Haus", [entry(21, "Team"), entry(3, "Kontakt")])],
      };
      return new Response(JSON.stringify({ menu: saved }), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
  const rendered = await renderHubScreen(<MenusScreen />, { lang: "en", path: "/en/test", api });
  return { container: rendered.container, sent };
}

const button = (container: HTMLElement, label: string) =>
  container.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);

describe("the menus screen's move buttons", () => {
  it("offers only the moves an entry can make", async () => {
    const { container } = await renderScreen();
    expect(button(container, "Move up: “Programm”")?.disabled).toBe(true);
    expect(button(container, "Move down: “Programm”")?.disabled).toBe(false);
    expect(button(container, "Indent: “Programm”")?.disabled).toBe(true);
    expect(button(container, "Outdent: “Programm”")?.disabled).toBe(true);
    // Haus has a sub-entry: indenting it would make a third level, which the main menu does not show.
    expect(button(container, "Indent: “Haus”")?.disabled).toBe(true);
    expect(button(container, "Outdent: “Team”")?.disabled).toBe(false);
    expect(button(container, "Move down: “Kontakt”")?.disabled).toBe(true);
  });

  it("indents by button: sends the whole order with the revision, and announces where the entry is now", async () => {
    const { container, sent } = await renderScreen();
    await act(async () => button(container, "Indent: “Kontakt”")?.click());
    await settle();
    expect(sent).toEqual([
      {
        method: "PUT",
        path: "/api/cms-hub/settings/menus/main/order/",
        body: {
          revision: "r1",
          entries: [
            { id: 1, parent_id: null, position: 0 },
            { id: 2, parent_id: null, position: 1 },
            { id: 21, parent_id: 2, position: 0 },
            { id: 3, parent_id: 2, position: 1 },
          ],
        },
      },
    ]);
    expect(container.querySelector('[role="status"].hub-visually-hidden')?.textContent).toBe(
      "“Kontakt” is now at position 2 of 2, under “Haus”.",
    );
    // The focus stays with the entry that moved, on a move it can still make.
    expect(document.activeElement?.getAttribute("data-entry")).toBe("3");
  });
});
