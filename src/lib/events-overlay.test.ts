import { describe, expect, it } from "vitest";
import { hasOverlayRedirectFlag, isOverlayOpen } from "./events-overlay";

describe("the overlay's query flag", () => {
  it("opens the overlay for any value but the redirect flag", () => {
    expect(isOverlayOpen({ overlay: "1" })).toBe(true);
    expect(isOverlayOpen({ overlay: 1 })).toBe(true);
    expect(isOverlayOpen({ overlay: "true" })).toBe(false);
    expect(isOverlayOpen({ overlay: true })).toBe(false);
    expect(isOverlayOpen({ overlay: "" })).toBe(false);
    expect(isOverlayOpen({})).toBe(false);
  });

  it("recognises overlay=true whether the router decoded it as text or as a boolean", () => {
    expect(hasOverlayRedirectFlag({ overlay: true })).toBe(true);
    expect(hasOverlayRedirectFlag({ overlay: "true" })).toBe(true);
    expect(hasOverlayRedirectFlag({ overlay: "1" })).toBe(false);
    expect(hasOverlayRedirectFlag({ overlay: false })).toBe(false);
  });
});
