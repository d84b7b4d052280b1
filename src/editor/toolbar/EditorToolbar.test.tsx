// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { editablePage } from "../editable-module.test-helper";
import { renderInIsland } from "../island.test-helper";
import { EditorToolbar } from "./EditorToolbar";

const page = editablePage([]);

async function toolbar({ onRecent }: { onRecent?: () => void } = {}) {
  const handlers = {
    onToggleOutline: vi.fn(),
    onInsert: vi.fn(),
    onToggleOnline: vi.fn(async () => {}),
    onSettings: vi.fn(),
    onVersions: vi.fn(),
    onLeave: vi.fn(),
  };
  await renderInIsland(<EditorToolbar lang="de" page={page} outlineOpen={false} onRecent={onRecent} {...handlers} />);
  const control = (name: string) => {
    const found = [...document.querySelectorAll<HTMLElement>("button, a")].find(
      (candidate) => (candidate.getAttribute("aria-label") ?? candidate.textContent) === name,
    );
    if (!found) throw new Error(`no control ${name}`);
    return found;
  };
  const click = (name: string) => act(async () => control(name).click());
  const entries = () => [...document.querySelectorAll<HTMLElement>('[role="menu"] [role="menuitem"]')];
  return { handlers, control, click, entries };
}

describe("the editor toolbar", () => {
  it("holds the insert menu, the outline's toggle, the page's menu and the way out", async () => {
    const { handlers, control, click } = await toolbar();
    const bar = document.querySelector('[role="toolbar"]');
    expect([...(bar?.children ?? [])].map((child) => child.getAttribute("aria-label") ?? child.textContent)).toEqual([
      "Einfügen",
      "Gliederung",
      "Seite: Online",
      "Bearbeiten beenden",
    ]);
    const outline = control("Gliederung");
    expect(outline.getAttribute("aria-expanded")).toBe("false");
    expect(outline.getAttribute("aria-controls")).toBe("editor-outline");
    await click("Gliederung");
    await click("Bearbeiten beenden");
    expect(handlers.onToggleOutline).toHaveBeenCalledOnce();
    expect(handlers.onLeave).toHaveBeenCalledOnce();
  });

  it("closes the insert menu once a module is chosen, and focus returns to its button", async () => {
    const { handlers, control, click, entries } = await toolbar();
    await click("Einfügen");
    expect(control("Einfügen").getAttribute("aria-expanded")).toBe("true");
    expect(entries().map((entry) => entry.textContent)).toContain("Sektion");
    await click("Bild");
    expect(handlers.onInsert).toHaveBeenCalledWith("image");
    expect(document.querySelector('[role="menu"]')).toBeNull();
    expect(control("Einfügen").getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(control("Einfügen"));
  });

  it("offers the page's switch, settings, versions and other language in its menu", async () => {
    const { handlers, click, entries } = await toolbar();
    await click("Seite: Online");
    expect(entries().map((entry) => entry.textContent)).toEqual([
      "Offline schalten",
      "Seiteneinstellungen",
      "Versionen",
      "Englische Seite",
    ]);
    expect(entries().at(-1)?.getAttribute("href")).toBe("/en/about?edit");
    await click("Offline schalten");
    expect(handlers.onToggleOnline).toHaveBeenCalledOnce();
    await click("Seite: Online");
    await click("Versionen");
    expect(handlers.onVersions).toHaveBeenCalledOnce();
  });

  it("offers the recent changes only when the editor has them", async () => {
    const onRecent = vi.fn();
    const { click } = await toolbar({ onRecent });
    await click("Seite: Online");
    await click("Letzte Änderungen");
    expect(onRecent).toHaveBeenCalledOnce();
  });
});
