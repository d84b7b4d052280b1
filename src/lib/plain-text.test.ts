import { describe, expect, it } from "vitest";
import { plainText } from "./plain-text";

describe("plainText", () => {
  it("turns sanitised HTML into a short plain description", () => {
    expect(plainText("<p>Tom &amp; Jerry</p><p>live</p>")).toBe("Tom & Jerry live");
    expect(plainText("<p> </p>")).toBeUndefined();
    expect(plainText(`<p>${"word ".repeat(60)}</p>`, 20)).toBe("word word word word …");
  });
});
