import { describe, expect, it } from "vitest";
import { safeNextPath } from "./next-path";

describe("safeNextPath", () => {
  it("keeps a path of this site with its query and fragment", () => {
    expect(safeNextPath("/de/archiv-2019", "/de")).toBe("/de/archiv-2019");
    expect(safeNextPath("/en/events?date=01-02-2027#tickets", "/en")).toBe("/en/events?date=01-02-2027#tickets");
  });

  it.each([
    ["nothing", undefined],
    ["an empty value", ""],
    ["another host, protocol-relative", "//evil.example"],
    ["another host with a scheme", "https://evil.example"],
    ["a backslash read as a slash", "/\\evil.example"],
    ["a scheme without slashes", "javascript:alert(1)"],
    ["a relative path", "de/archiv"],
    ["a tab the parser drops", "/\t/evil.example"],
    ["a newline", "/de\n/x"],
    ["a raw space", "/de/a b"],
    ["an overlong value", `/${"a".repeat(2001)}`],
  ])("falls back for %s", (_, next) => {
    expect(safeNextPath(next, "/de")).toBe("/de");
  });
});
