// @vitest-environment happy-dom
import { useRouterState } from "@tanstack/react-router";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInRouter } from "../../components/ui/test-render";
import type { ApiClient } from "../../lib/api";
import type { AutocompleteSuggestion } from "../../schemas/search";
import { SearchBox } from "./SearchBox";

const suggestions: AutocompleteSuggestion[] = [
  { title: "Faust I", url: "/en/events/faust-i/1", kind: "event" },
  { title: "Faust II", url: "/en/productions/faust-ii/2", kind: "production" },
];

function fakeApi() {
  const get = vi.fn(async (_path: string, _query?: Record<string, unknown>) => ({ data: suggestions }));
  return { api: { get } as unknown as ApiClient, get };
}

function Location() {
  return <output data-testid="location">{useRouterState({ select: (s) => s.location.href })}</output>;
}

async function flush() {
  for (let i = 0; i < 5; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

function type(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
  act(() => {
    setValue?.call(input, text);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

function key(input: HTMLElement, name: string) {
  act(() => {
    input.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true }));
  });
}

describe("SearchBox (SPEC §4 search box)", () => {
  let cleanup = () => {};
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  async function render(mode: "desktop" | "page" = "page") {
    const { api, get } = fakeApi();
    const onSubmitted = vi.fn();
    const view = await renderInRouter(
      <>
        <SearchBox api={api} mode={mode} onSubmitted={onSubmitted} />
        <Location />
      </>,
      { path: "/en/start" },
    );
    cleanup = view.cleanup;
    const input = view.container.querySelector<HTMLInputElement>('input[role="combobox"]');
    if (!input) throw new Error("no combobox");
    const listbox = () => view.container.querySelector<HTMLElement>('[role="listbox"]');
    const options = () => [...view.container.querySelectorAll<HTMLElement>('[role="option"]')];
    const location = () => view.container.querySelector('[data-testid="location"]')?.textContent;
    return { view, input, listbox, options, location, get, onSubmitted };
  }

  it("asks for suggestions with the lowercased text and opens the list", async () => {
    const { input, listbox, options, get } = await render();
    expect(input.getAttribute("aria-expanded")).toBe("false");
    type(input, "FAU");
    await flush();
    expect(get).toHaveBeenCalledWith("/api/search/autocomplete/", { query: "fau", lang: "en" });
    expect(listbox()?.hidden).toBe(false);
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(input.getAttribute("aria-controls")).toBe(listbox()?.id);
    expect(options().map((option) => option.firstElementChild?.textContent)).toEqual(["Faust I", "Faust II"]);
  });

  it("does not ask for blank text", async () => {
    const { input, get, listbox } = await render();
    type(input, "   ");
    await flush();
    expect(get).not.toHaveBeenCalled();
    expect(listbox()?.hidden).toBe(true);
  });

  it("arrow-down moves focus to the first suggestion, then between suggestions", async () => {
    const { input, options } = await render();
    type(input, "fau");
    await flush();
    key(input, "ArrowDown");
    expect(input.getAttribute("aria-activedescendant")).toBe(options()[0]?.id);
    expect(options()[0]?.getAttribute("aria-selected")).toBe("true");
    key(input, "ArrowDown");
    expect(input.getAttribute("aria-activedescendant")).toBe(options()[1]?.id);
    key(input, "ArrowUp");
    expect(input.getAttribute("aria-activedescendant")).toBe(options()[0]?.id);
  });

  it("Enter on a suggestion sets its text and submits to the search page", async () => {
    const { input, options, location, onSubmitted, listbox } = await render();
    type(input, "fau");
    await flush();
    key(input, "ArrowDown");
    key(input, "ArrowDown");
    expect(options()[1]?.getAttribute("aria-selected")).toBe("true");
    key(input, "Enter");
    await flush();
    expect(input.value).toBe("Faust II");
    expect(location()).toBe("/en/search?q=Faust+II");
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    expect(listbox()?.hidden).toBe(true);
  });

  it("clicking a suggestion chooses it", async () => {
    const { input, options, location } = await render();
    type(input, "fau");
    await flush();
    act(() => options()[0]?.click());
    await flush();
    expect(location()).toBe("/en/search?q=Faust+I");
  });

  it("submitting typed text goes to the search page with q and closes the list", async () => {
    const { view, input, location, onSubmitted, listbox } = await render();
    type(input, "  Faust ");
    await flush();
    act(() => view.container.querySelector("form")?.requestSubmit());
    await flush();
    expect(location()).toBe("/en/search?q=Faust");
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    expect(listbox()?.hidden).toBe(true);
  });

  it("submitting empty text does nothing", async () => {
    const { view, location, onSubmitted } = await render();
    act(() => view.container.querySelector("form")?.requestSubmit());
    await flush();
    expect(location()).toBe("/en/start");
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it("shows the clear button only with text; it empties the field and refocuses it", async () => {
    const { view, input } = await render();
    const clearButton = () =>
      [...view.container.querySelectorAll("button")].find((button) => button.textContent === "Clear search");
    expect(clearButton()).toBeUndefined();
    type(input, "faust");
    const button = clearButton();
    expect(button).toBeDefined();
    act(() => button?.focus());
    act(() => button?.click());
    expect(input.value).toBe("");
    expect(document.activeElement).toBe(input);
    expect(clearButton()).toBeUndefined();
  });

  it("Escape (the close event) closes the list and keeps the text", async () => {
    const { input, listbox } = await render();
    type(input, "fau");
    await flush();
    key(input, "Escape");
    expect(listbox()?.hidden).toBe(true);
    expect(input.value).toBe("fau");
  });

  it("focusing a field with text asks again and reopens the list", async () => {
    const { input, listbox, get } = await render();
    type(input, "fau");
    await flush();
    key(input, "Escape");
    expect(listbox()?.hidden).toBe(true);
    act(() => input.dispatchEvent(new FocusEvent("focusin", { bubbles: true })));
    await flush();
    expect(listbox()?.hidden).toBe(false);
    expect(get).toHaveBeenCalled();
  });

  it("closes the list 200 ms after the field loses focus", async () => {
    const { input, listbox } = await render();
    type(input, "fau");
    await flush();
    vi.useFakeTimers();
    act(() => input.dispatchEvent(new FocusEvent("focusout", { bubbles: true })));
    act(() => vi.advanceTimersByTime(199));
    expect(listbox()?.hidden).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(listbox()?.hidden).toBe(true);
  });

  it("desktop mode: the button expands the field and focuses it after 200 ms", async () => {
    const { view, input } = await render("desktop");
    const toggle = view.container.querySelector<HTMLButtonElement>("button[aria-controls]");
    expect(toggle?.getAttribute("aria-expanded")).toBe("false");
    expect(view.container.querySelector("form")?.getAttribute("role")).toBe("search");
    vi.useFakeTimers();
    act(() => toggle?.click());
    expect(toggle?.getAttribute("aria-expanded")).toBe("true");
    act(() => vi.advanceTimersByTime(199));
    expect(document.activeElement).not.toBe(input);
    act(() => vi.advanceTimersByTime(1));
    expect(document.activeElement).toBe(input);
  });
});
