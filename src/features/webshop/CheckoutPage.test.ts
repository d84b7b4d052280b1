import { describe, expect, it } from "vitest";
import { validateBuyer } from "./CheckoutPage";

describe("validateBuyer", () => {
  it("accepts a name and an e-mail address, blanks around them included", () => {
    expect(validateBuyer(" Ada ", " ada@example.org ")).toEqual({});
  });

  it("requires both fields", () => {
    expect(validateBuyer("", "")).toEqual({ name: "required", email: "required" });
    expect(validateBuyer("  ", " ")).toEqual({ name: "required", email: "required" });
  });

  it("rejects what is not an e-mail address, and addresses over 254 characters", () => {
    expect(validateBuyer("Ada", "ada@example")).toEqual({ email: "email" });
    expect(validateBuyer("Ada", "ada example@example.org")).toEqual({ email: "email" });
    const long = `${"a".repeat(243)}@example.org`;
    expect(long.length).toBe(255);
    expect(validateBuyer("Ada", long)).toEqual({ email: "email" });
    expect(validateBuyer("Ada", long.slice(1))).toEqual({});
  });
});
