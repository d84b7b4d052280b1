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
    // 255 characters, one over the limit; without its first character it is exactly 254.
    const domain = "@example.org";
    const long = `${"a".repeat(255 - domain.length)}${domain}`;
    expect(validateBuyer("Ada", long)).toEqual({ email: "email" });
    expect(validateBuyer("Ada", long.slice(1))).toEqual({});
  });
});
