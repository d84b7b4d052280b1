import { describe, expect, it } from "vitest";
import type { BreakingNewsAlert } from "../../schemas/breaking-news";
import { visibleAlert } from "./top-alert";

const alert = (id: number): BreakingNewsAlert => ({
  id,
  title: `Alert ${id}`,
  text: null,
  link: null,
  link_title: null,
});

describe("top alert visibility (SPEC §4)", () => {
  it("shows the first alert when nothing was dismissed", () => {
    expect(visibleAlert([alert(7), alert(3)], undefined, false)?.id).toBe(7);
  });

  it("shows nothing when there is no alert", () => {
    expect(visibleAlert([], undefined, false)).toBeNull();
    expect(visibleAlert(undefined, undefined, false)).toBeNull();
  });

  it("hides the alert whose id the cookie stores", () => {
    expect(visibleAlert([alert(7)], "7", false)).toBeNull();
  });

  it("shows a new alert although an older one was dismissed", () => {
    expect(visibleAlert([alert(8)], "7", false)?.id).toBe(8);
    expect(visibleAlert([alert(8)], "", false)?.id).toBe(8);
  });

  it("hides while the header menu is open and returns when it closes", () => {
    expect(visibleAlert([alert(7)], undefined, true)).toBeNull();
    expect(visibleAlert([alert(7)], undefined, false)?.id).toBe(7);
  });
});
