import { describe, expect, it } from "vitest";
import { searchParamValue } from "./queries";

describe("searchParamValue", () => {
  it("sends texts that are exactly a number as that number, so the URL stays ?q=2026", () => {
    expect(searchParamValue("2026")).toBe(2026);
    expect(searchParamValue("-5")).toBe(-5);
  });

  it("keeps every other text as text", () => {
    for (const text of ["oper", "0123", "1e3", "1.50", "12345678901234567890", "Infinity", ""]) {
      expect(searchParamValue(text), text).toBe(text);
    }
  });
});
