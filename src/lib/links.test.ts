import { describe, expect, it } from "vitest";
import { isAllowedLink, safeHref } from "./links";

describe("safeHref", () => {
  it.each([
    "https://www.kulturwerk.example/werkstatt",
    "http://example.com",
    "HTTPS://EXAMPLE.COM",
    "mailto:kasse@kulturwerk.example",
    "tel:+49301234567",
    "/de/service/kontakt",
    "/de/suche?q=jazz#treffer",
    "#newsletter",
  ])("gives %s as it is", (link) => {
    expect(safeHref(link)).toBe(link);
  });

  it("gives a padded link without its padding", () => {
    expect(safeHref("  https://example.com \n")).toBe("https://example.com");
  });

  it.each([
    "javascript:alert(1)",
    "  javascript:alert(1)",
    "\tjava\nscript:alert(1)",
    "\u0000javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "vbscript:msgbox(1)",
    "//evil.example/",
    "/\\evil.example/",
    "\\\\evil.example",
    " / /evil.example",
    "www.example.com",
    "de/kontakt",
    "",
    null,
    undefined,
  ])("gives no link for %j", (value) => {
    expect(safeHref(value)).toBeNull();
  });
});

describe("isAllowedLink", () => {
  it("allows what safeHref gives, and nothing at all", () => {
    expect(isAllowedLink("/de/kontakt")).toBe(true);
    expect(isAllowedLink("")).toBe(true);
    expect(isAllowedLink(" \t")).toBe(true);
  });

  it("refuses every other scheme however it is spelled", () => {
    expect(isAllowedLink("\tjava\nscript:alert(1)")).toBe(false);
    expect(isAllowedLink("data:text/html,<script>alert(1)</script>")).toBe(false);
    expect(isAllowedLink("//evil.example")).toBe(false);
  });
});
