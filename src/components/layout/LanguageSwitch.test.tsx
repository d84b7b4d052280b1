// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInRouter } from "../ui/test-render";
import { LanguageSwitch } from "./LanguageSwitch";

describe("LanguageSwitch (SPEC §2/§4 language dropdown)", () => {
  let cleanup = () => {};
  afterEach(() => cleanup());

  async function render(path: string, loaderData?: unknown) {
    const view = await renderInRouter(<LanguageSwitch />, { path, loaderData });
    cleanup = view.cleanup;
    const toggle = view.container.querySelector("button");
    const list = view.container.querySelector("ul");
    return { view, toggle, list };
  }

  it("toggles a list of every language, the current one marked", async () => {
    const { toggle, list, view } = await render("/de/programm");
    expect(view.container.querySelector("nav")?.getAttribute("aria-label")).toBe("Sprache wechseln");
    expect(toggle?.textContent).toBe("DEAktuelle Sprache: Deutsch");
    expect(toggle?.getAttribute("aria-expanded")).toBe("false");
    expect(list?.hidden).toBe(true);
    act(() => toggle?.click());
    expect(toggle?.getAttribute("aria-expanded")).toBe("true");
    expect(list?.hidden).toBe(false);
    expect([...(list?.querySelectorAll("li") ?? [])].map((li) => [li.lang, li.textContent])).toEqual([
      ["de", "Deutsch"],
      ["en", "English"],
    ]);
    expect(list?.querySelector('[aria-current="true"]')?.textContent).toBe("Deutsch");
    act(() => toggle?.click());
    expect(list?.hidden).toBe(true);
  });

  it("links to the same page in the other language, preferring the page's own URLs", async () => {
    const byPath = await render("/de/programm");
    expect(byPath.list?.querySelector("a")?.getAttribute("href")).toBe("/en/events");
    byPath.view.cleanup();
    const byData = await render("/de/ueber-uns", { urls: { de: "/de/ueber-uns", en: "/en/about-us" } });
    expect(byData.list?.querySelector("a")?.getAttribute("href")).toBe("/en/about-us");
  });

  it("closes on Escape and returns focus to its button", async () => {
    const { toggle, list } = await render("/en/start");
    act(() => toggle?.click());
    act(() => {
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", cancelable: true }));
    });
    expect(list?.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
  });
});
