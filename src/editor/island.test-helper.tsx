import { act, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { onTestFinished, vi } from "vitest";
import type { Lang } from "../lib/languages";
import { type AlertAction, type AlertKind, EditorContext } from "./context";

/**
 * What editor component tests share: a mocked fetch, the island's context around a component,
 * waiting, and finding a form's fields and buttons.
 */

export type Route = (url: string, init?: RequestInit) => { status: number; body: unknown } | undefined;

/** Stubs fetch with `route` (unrouted calls answer 404); answers the calls made, in order. */
export function mockFetch(route: Route): { url: string; init?: RequestInit }[] {
  const calls: { url: string; init?: RequestInit }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      const answer = route(url, init) ?? { status: 404, body: { error: "not_found", detail: "Not found." } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
  return calls;
}

export interface RenderedIsland {
  container: HTMLElement;
  alerts: [AlertKind, string | undefined][];
  /** The button each alert offered (undefined: none), in the order of `alerts`. */
  alertActions: (AlertAction | undefined)[];
  /** How often the component asked for the page to be read again as visitors see it. */
  refreshes(): number;
  unmount(): void;
}

/**
 * Renders `ui` inside the editor's context, as the island does; its alerts are recorded. When the
 * test ends it is unmounted and the test's stubbed globals (fetch, navigator) are restored.
 */
export async function renderInIsland(ui: ReactNode, lang: Lang = "de"): Promise<RenderedIsland> {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const alerts: [AlertKind, string | undefined][] = [];
  const alertActions: (AlertAction | undefined)[] = [];
  let refreshes = 0;
  const value = {
    lang,
    alert: (kind: AlertKind, message?: string, action?: AlertAction) => {
      alerts.push([kind, message]);
      alertActions.push(action);
    },
    refresh: async () => {
      refreshes += 1;
    },
  };
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(<EditorContext.Provider value={value}>{ui}</EditorContext.Provider>);
  });
  let mounted = true;
  const unmount = () => {
    if (!mounted) return;
    mounted = false;
    act(() => root.unmount());
    container.remove();
  };
  onTestFinished(() => {
    unmount();
    vi.unstubAllGlobals();
  });
  return { container, alerts, alertActions, refreshes: () => refreshes, unmount };
}

/** Lets effects, debounces and the mocked fetch run until `find` answers something. */
export async function waitFor<T>(find: () => T | null | undefined | false, what = "the element"): Promise<T> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const found = find();
    if (found) return found;
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  }
  throw new Error(`${what} did not appear`);
}

/** Types `text` into a React-controlled input, as the browser's input event reports it. */
export function typeInto(input: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const prototype = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(input, text);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

/** Clicks the button whose text is `name` (the first, where several are); the test fails where there is none. */
export async function clickButton(name: string): Promise<void> {
  const button = Array.from(document.querySelectorAll("button")).find((candidate) => candidate.textContent === name);
  if (!button) throw new Error(`no button ${name}`);
  await act(async () => button.click());
}

/** The input a label names (the label's text up to its required mark), or null. */
export function inputLabelled(name: string): HTMLInputElement | null {
  const label = Array.from(document.querySelectorAll("label")).find(
    (candidate) => candidate.firstChild?.textContent === name,
  );
  const control = document.getElementById(label?.htmlFor ?? "");
  return control instanceof HTMLInputElement ? control : null;
}

/** The error message tied to a control by its aria-describedby. */
export const errorMessageOf = (control: Element) =>
  (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id))
    .find((element) => element?.className === "module-field__error")?.textContent;
