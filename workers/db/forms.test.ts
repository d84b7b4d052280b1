import { describe, expect, it } from "vitest";
import { FieldType } from "../../src/schemas/forms";
import { fieldDefault } from "./forms";

describe("fieldDefault (SPEC §3 form field defaults)", () => {
  it("type 9 (date) is always null, whatever is stored", () => {
    expect(fieldDefault(FieldType.date, "2026-07-01")).toBeNull();
    expect(fieldDefault(FieldType.date, null)).toBeNull();
  });

  it.each([FieldType.checkboxes, FieldType.multiSelect])("type %i is always a list", (type) => {
    expect(fieldDefault(type, null)).toEqual([]);
    expect(fieldDefault(type, "")).toEqual([]);
    expect(fieldDefault(type, "a")).toEqual(["a"]);
    expect(fieldDefault(type, ["a", 2])).toEqual(["a", "2"]);
  });

  it("the single checkbox is a boolean and the number a number or null", () => {
    expect(fieldDefault(FieldType.checkbox, true)).toBe(true);
    expect(fieldDefault(FieldType.checkbox, "yes")).toBe(false);
    expect(fieldDefault(FieldType.number, 3)).toBe(3);
    expect(fieldDefault(FieldType.number, "3")).toBeNull();
  });

  it("other types keep a stored scalar and drop anything else", () => {
    expect(fieldDefault(FieldType.text, "Hallo")).toBe("Hallo");
    expect(fieldDefault(FieldType.select, "tickets")).toBe("tickets");
    expect(fieldDefault(FieldType.hidden, { a: 1 })).toBeNull();
  });
});
