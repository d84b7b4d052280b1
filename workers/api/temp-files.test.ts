import { describe, expect, it } from "vitest";
import { deleteUploads, safeFileName, sniffFileType } from "./temp-files";

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe("sniffFileType", () => {
  it.each([
    ["application/pdf", bytes("%PDF-1.4")],
    ["image/jpeg", bytes([0xff, 0xd8, 0xff, 0xdb])],
    ["image/png", bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ["image/gif", bytes("GIF87a")],
    ["image/gif", bytes("GIF89a")],
    ["image/webp", bytes("RIFF", [1, 2, 3, 4], "WEBP")],
  ])("recognises %s by its signature", (type, head) => {
    expect(sniffFileType(head)).toBe(type);
  });

  it.each([
    ["an HTML file", bytes("<!doctype html>")],
    ["an SVG", bytes("<svg xmlns")],
    ["a RIFF that is no WebP (WAV)", bytes("RIFF", [1, 2, 3, 4], "WAVE")],
    ["a truncated PNG signature", bytes([0x89, 0x50, 0x4e, 0x47])],
    ["a PDF marker not at the start", bytes(" %PDF-1.4")],
    ["nothing", new Uint8Array()],
  ])("refuses %s", (_kind, head) => {
    expect(sniffFileType(head)).toBeNull();
  });
});

describe("safeFileName", () => {
  it("keeps the base name only, without control characters, at most 200 characters", () => {
    expect(safeFileName("C:\\Users\\eri\\Lebenslauf.pdf")).toBe("Lebenslauf.pdf");
    expect(safeFileName("../../etc/passwd")).toBe("passwd");
    expect(safeFileName("a\u0000b\nc.png")).toBe("abc.png");
    expect(safeFileName(`${"x".repeat(300)}.pdf`)).toHaveLength(200);
    expect(safeFileName("")).toBe("upload");
  });
});

describe("deleteUploads", () => {
  it("deletes any number of keys in calls of at most 1000 (R2's limit)", async () => {
    const calls: number[] = [];
    const bucket = {
      delete: async (keys: string | string[]) => {
        const count = Array.isArray(keys) ? keys.length : 1;
        if (count > 1000) throw new Error("R2 deletes at most 1000 keys at once");
        calls.push(count);
      },
    };
    await deleteUploads(
      bucket,
      Array.from({ length: 2001 }, (_, index) => `temp/${index}`),
    );
    expect(calls).toEqual([1000, 1000, 1]);
    await deleteUploads(bucket, []);
    expect(calls).toHaveLength(3);
  });
});
