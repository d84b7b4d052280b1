import { describe, expect, it } from "vitest";
import { readCookie } from "./cookies";

describe("readCookie", () => {
  it("finds a cookie by its exact name, wherever it stands", () => {
    const header = "csrftoken=abc; cartAmount=3; breakingNews=12";
    expect(readCookie(header, "cartAmount")).toBe("3");
    expect(readCookie(header, "breakingNews")).toBe("12");
    expect(readCookie(header, "csrftoken")).toBe("abc");
  });

  it("does not match a name that only starts or ends the same", () => {
    expect(readCookie("xcartAmount=5; cartAmountX=6", "cartAmount")).toBeUndefined();
  });

  it("decodes values and keeps undecodable ones as they are", () => {
    expect(readCookie("cartUrl=https%3A%2F%2Fshop.example%2Fcart", "cartUrl")).toBe("https://shop.example/cart");
    expect(readCookie("bad=%E0%A4%A", "bad")).toBe("%E0%A4%A");
  });

  it("answers undefined for an empty header or a missing cookie", () => {
    expect(readCookie("", "cartAmount")).toBeUndefined();
    expect(readCookie("a=1", "cartAmount")).toBeUndefined();
  });
});
