// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type RenderedIsland, renderInIsland } from "../island.test-helper";
import { OUTLINE_STORAGE_KEY, useOutlineOpen } from "./outline-open";

let island: RenderedIsland | null = null;
afterEach(() => {
  island?.unmount();
  island = null;
  sessionStorage.clear();
  vi.restoreAllMocks();
});

function Toggle() {
  const [open, toggle] = useOutlineOpen();
  return (
    <button type="button" onClick={toggle}>
      {open ? "open" : "closed"}
    </button>
  );
}

/** The toggle on a screen that is wide (a desktop) or not (a phone). */
async function render(wide: boolean) {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query) => ({ matches: wide, media: query }) as unknown as MediaQueryList,
  );
  island = await renderInIsland(<Toggle />);
  const button = () => document.querySelector("button") as HTMLButtonElement;
  return { button, toggle: () => act(async () => button().click()) };
}

describe("whether the outline is open", () => {
  it("is open on a desktop and closed on a phone at first", async () => {
    expect((await render(true)).button().textContent).toBe("open");
    island?.unmount();
    expect((await render(false)).button().textContent).toBe("closed");
  });

  it("keeps the editor's choice for the session", async () => {
    const { button, toggle } = await render(false);
    await toggle();
    expect(button().textContent).toBe("open");
    expect(sessionStorage.getItem(OUTLINE_STORAGE_KEY)).toBe("open");
    island?.unmount();
    expect((await render(false)).button().textContent).toBe("open");
  });
});
