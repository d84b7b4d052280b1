import { describe, expect, it } from "vitest";
import { canRequestPage } from "./infinite-scroll";

describe("canRequestPage (SPEC §4)", () => {
  it("allows the page above the current one", () => {
    expect(canRequestPage(2, 1, false)).toBe(true);
    expect(canRequestPage(5, 4, false)).toBe(true);
  });

  it("ignores a page not above the current one, e.g. a repeated observer report", () => {
    expect(canRequestPage(2, 2, false)).toBe(false);
    expect(canRequestPage(1, 3, false)).toBe(false);
  });

  it("allows any page when the list is reset", () => {
    expect(canRequestPage(1, 3, true)).toBe(true);
    expect(canRequestPage(1, 1, true)).toBe(true);
  });
});
