// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AlertAction, AlertKind } from "./context";
import { useEditorAlerts } from "./EditorAlerts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let show: (kind: AlertKind, message?: string, action?: AlertAction) => void = () => {};

function Alerts() {
  const { alert, region } = useEditorAlerts("de");
  show = alert;
  return region;
}

beforeEach(() => {
  vi.useFakeTimers();
  const container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(<Alerts />));
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  vi.useRealTimers();
  document.body.replaceChildren();
});

const alertText = () => document.querySelector(".editor-alert")?.textContent ?? null;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("the editor's alert", () => {
  it("hides a plain saved alert after 4000 ms", () => {
    act(() => show("save"));
    expect(alertText()).toBe("Gespeichert");
    wait(4000);
    expect(alertText()).toBeNull();
  });

  it("offers an action, stays while its button has the focus, and runs it", () => {
    const run = vi.fn();
    act(() => show("save", undefined, { label: "Rückgängig", run }));
    const button = document.querySelector<HTMLButtonElement>(".editor-alert__action");
    expect(button?.textContent).toBe("Rückgängig");
    wait(4000);
    expect(alertText()).toBe("GespeichertRückgängig");
    act(() => button?.focus());
    wait(60000);
    expect(alertText()).toBe("GespeichertRückgängig");
    act(() => button?.click());
    expect(run).toHaveBeenCalledOnce();
    expect(alertText()).toBeNull();
  });

  it("hides an action's alert the usual time after its button loses the focus", () => {
    act(() => show("save", undefined, { label: "Rückgängig", run: () => {} }));
    const button = document.querySelector<HTMLButtonElement>(".editor-alert__action");
    act(() => button?.focus());
    act(() => button?.blur());
    wait(3999);
    expect(alertText()).not.toBeNull();
    wait(1);
    expect(alertText()).toBeNull();
  });
});
