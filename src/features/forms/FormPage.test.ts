import { describe, expect, it } from "vitest";
import { introParagraphs } from "./FormPage";

describe("introParagraphs", () => {
  it("shows the intro's HTML as text paragraphs, never as markup", () => {
    expect(introParagraphs("<p>We look forward to it.</p><p>Tom &amp; Jerry</p>")).toEqual([
      "We look forward to it.",
      "Tom & Jerry",
    ]);
    expect(introParagraphs('<p>Hi<img src=x onerror="alert(1)"></p>')).toEqual(["Hi"]);
  });

  it("splits plain text at blank lines", () => {
    expect(introParagraphs("One\n\nTwo")).toEqual(["One", "Two"]);
  });
});
