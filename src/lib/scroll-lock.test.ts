// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { isScrollLocked, lockScroll, unlockScroll } from "./scroll-lock";

function fakeScrollbar(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: 1024 });
  Object.defineProperty(document.documentElement, "clientWidth", { configurable: true, value: 1024 - width });
}

describe("scroll lock", () => {
  afterEach(() => {
    while (isScrollLocked()) unlockScroll();
    document.body.removeAttribute("style");
  });

  it("hides overflow and pads the body by the scrollbar width", () => {
    fakeScrollbar(15);
    lockScroll();
    expect(document.body.style.overflow).toBe("hidden");
    expect(document.body.style.paddingRight).toBe("15px");
    expect(document.documentElement.style.getPropertyValue("--scrollbar-compensation")).toBe("15px");
    unlockScroll();
    expect(document.body.style.overflow).toBe("");
    expect(document.body.style.paddingRight).toBe("");
    expect(document.documentElement.style.getPropertyValue("--scrollbar-compensation")).toBe("");
  });

  it("adds no padding when the scrollbar takes no space", () => {
    fakeScrollbar(0);
    lockScroll();
    expect(document.body.style.paddingRight).toBe("");
  });

  it("keeps the page locked until the last holder unlocks (menu and overlay together)", () => {
    fakeScrollbar(12);
    lockScroll();
    lockScroll();
    unlockScroll();
    expect(document.body.style.overflow).toBe("hidden");
    unlockScroll();
    expect(document.body.style.overflow).toBe("");
  });

  it("restores the body's own inline styles and ignores unmatched unlocks", () => {
    fakeScrollbar(10);
    document.body.style.paddingRight = "3px";
    unlockScroll();
    lockScroll();
    expect(document.body.style.paddingRight).toBe("10px");
    unlockScroll();
    unlockScroll();
    expect(document.body.style.paddingRight).toBe("3px");
    expect(isScrollLocked()).toBe(false);
  });
});
