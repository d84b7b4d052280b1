import { describe, expect, it } from "vitest";
import { sanitiseRichText } from "../../lib/html-sanitiser";
import { isAllowedHref, normaliseHref } from "./links";

describe("normaliseHref", () => {
  it("keeps site paths and anchors as they are", () => {
    expect(normaliseHref(" /de/programm?tag=1#heute ")).toEqual({ href: "/de/programm?tag=1#heute" });
    expect(normaliseHref("#tickets")).toEqual({ href: "#tickets" });
  });

  it("gives an address without a scheme the default protocol https://", () => {
    expect(normaliseHref("www.example.org/seite")).toEqual({ href: "https://www.example.org/seite" });
    expect(normaliseHref("example.org:8080/x")).toEqual({ href: "https://example.org:8080/x" });
  });

  it("keeps http(s), mailto and tel; makes an e-mail address a mailto link", () => {
    expect(normaliseHref("http://example.org")).toEqual({ href: "http://example.org" });
    expect(normaliseHref("HTTPS://example.org/a")).toEqual({ href: "HTTPS://example.org/a" });
    expect(normaliseHref("mailto:kasse@example.org")).toEqual({ href: "mailto:kasse@example.org" });
    expect(normaliseHref("tel:+49301234")).toEqual({ href: "tel:+49301234" });
    expect(normaliseHref("kasse@example.org")).toEqual({ href: "mailto:kasse@example.org" });
  });

  it("refuses javascript: and every other scheme, also disguised", () => {
    expect(normaliseHref("javascript:alert(1)")).toEqual({ problem: "scheme" });
    expect(normaliseHref("JavaScript:alert(1)")).toEqual({ problem: "scheme" });
    expect(normaliseHref("java\u200bscript:alert(1)")).toEqual({ problem: "scheme" });
    expect(normaliseHref("data:text/html,<b>x</b>")).toEqual({ problem: "scheme" });
    expect(normaliseHref("ftp://example.org")).toEqual({ problem: "scheme" });
    expect(normaliseHref("java\tscript:alert(1)")).toEqual({ problem: "invalid" });
  });

  it("refuses empty, protocol-relative and host-less addresses", () => {
    expect(normaliseHref("   ")).toEqual({ problem: "empty" });
    expect(normaliseHref("//evil.example")).toEqual({ problem: "invalid" });
    expect(normaliseHref("/\\evil.example")).toEqual({ problem: "invalid" });
    expect(normaliseHref("https://")).toEqual({ problem: "invalid" });
    expect(normaliseHref("not an address")).toEqual({ problem: "invalid" });
  });

  it("makes only addresses the server sanitiser keeps", () => {
    for (const input of ["/de/x", "#a", "example.org", "http://a.example", "mailto:a@b.example", "tel:123"]) {
      const result = normaliseHref(input);
      if (!("href" in result)) throw new Error(`refused ${input}`);
      const html = `<a href="${result.href}">x</a>`;
      expect(sanitiseRichText(html)).toBe(html);
      expect(isAllowedHref(result.href)).toBe(true);
    }
  });
});

describe("isAllowedHref", () => {
  it("is the sanitiser's rule", () => {
    for (const href of ["javascript:alert(1)", " javascript:x", "vbscript:x", "data:x", "//host", "/\\host", ""]) {
      expect(isAllowedHref(href)).toBe(false);
    }
    for (const href of ["/de", "#x", "https://a.example", "mailto:x@y.example", "tel:1", "relative/page"]) {
      expect(isAllowedHref(href)).toBe(true);
    }
  });
});
