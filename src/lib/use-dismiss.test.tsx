// @vitest-environment happy-dom
import { act, useRef } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type DismissReason, useDismiss } from "./use-dismiss";

function Popup({ name, open, onDismiss }: { name: string; open: boolean; onDismiss: (r: DismissReason) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(open, ref, onDismiss);
  return (
    <div ref={ref} data-testid={name}>
      <button type="button">{name}</button>
    </div>
  );
}

describe("useDismiss", () => {
  let root: Root;
  let container: HTMLElement;
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  const pressEscape = () => document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", cancelable: true }));
  const press = (target: EventTarget) =>
    target.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, cancelable: true }));

  it("closes the innermost open popup on Escape, then the next", () => {
    const outer = vi.fn();
    const inner = vi.fn();
    act(() =>
      root.render(
        <>
          <Popup name="outer" open onDismiss={outer} />
          <Popup name="inner" open onDismiss={inner} />
        </>,
      ),
    );
    pressEscape();
    expect(inner).toHaveBeenCalledWith("escape", expect.any(KeyboardEvent));
    expect(outer).not.toHaveBeenCalled();
    act(() => root.render(<Popup name="outer" open onDismiss={outer} />));
    pressEscape();
    expect(outer).toHaveBeenCalledWith("escape", expect.any(KeyboardEvent));
  });

  it("leaves an Escape alone that an inner control already handled", () => {
    const dismiss = vi.fn();
    act(() => root.render(<Popup name="one" open onDismiss={dismiss} />));
    const event = new KeyboardEvent("keydown", { key: "Escape", cancelable: true });
    event.preventDefault();
    document.dispatchEvent(event);
    expect(dismiss).not.toHaveBeenCalled();
  });

  it("closes on a press outside but not on one inside", () => {
    const dismiss = vi.fn();
    act(() => root.render(<Popup name="one" open onDismiss={dismiss} />));
    press(container.querySelector("button") as HTMLElement);
    expect(dismiss).not.toHaveBeenCalled();
    press(document.body);
    expect(dismiss).toHaveBeenCalledWith("outside", expect.any(Event));
  });

  it("does nothing while closed", () => {
    const dismiss = vi.fn();
    act(() => root.render(<Popup name="one" open={false} onDismiss={dismiss} />));
    pressEscape();
    press(document.body);
    expect(dismiss).not.toHaveBeenCalled();
  });
});
