import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { HARDENING_HEADERS } from "./security-headers";

/** The header lines of one path block of a Cloudflare `_headers` file. */
function headersFor(file: string, path: string): Map<string, string> {
  const lines = file.split("\n");
  const start = lines.indexOf(path);
  const headers = new Map<string, string>();
  if (start < 0) return headers;
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith("  ")) break;
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

describe("public/_headers", () => {
  const file = readFileSync(new URL("../../public/_headers", import.meta.url), "utf8");

  it("gives static files the worker's hardening headers", () => {
    expect(Object.fromEntries(headersFor(file, "/*"))).toEqual(HARDENING_HEADERS);
  });

  it("locks the static error documents down: no scripts, no framing by others, no indexing", () => {
    const errors = headersFor(file, "/errors/*");
    expect(errors.get("Content-Security-Policy")).toMatch(/default-src 'none'/);
    expect(errors.get("Content-Security-Policy")).toMatch(/frame-ancestors 'self'/);
    expect(errors.get("X-Robots-Tag")).toBe("noindex");
  });
});
