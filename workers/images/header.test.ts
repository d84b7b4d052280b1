import { describe, expect, it } from "vitest";
import { readImageHeader, sniffImageType } from "./header";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));

const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

describe("readImageHeader", () => {
  it("reads a JPEG's size from its frame header, past metadata segments", () => {
    const app1 = [0xff, 0xe1, 0x00, 0x08, ...bytes("Exif\0\0")];
    const sof2 = [0xff, 0xc2, 0x00, 0x11, 0x08, 0x02, 0x58, 0x03, 0x20];
    expect(readImageHeader(bytes([0xff, 0xd8], app1, sof2))).toEqual({
      type: "image/jpeg",
      size: { width: 800, height: 600 },
    });
  });

  it("has no size for a JPEG whose scan comes before any frame header, or that breaks off", () => {
    expect(readImageHeader(bytes([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02])).size).toBeNull();
    expect(readImageHeader(bytes([0xff, 0xd8, 0xff, 0xe0, 0x40, 0x00])).size).toBeNull();
  });

  it("reads the three kinds of WebP header", () => {
    const riff = (chunk: string, payload: number[]) =>
      bytes("RIFF", [0, 0, 0, 0], "WEBP", chunk, [0, 0, 0, 0], payload);
    // Lossy: frame tag, start code, 14-bit width and height.
    expect(readImageHeader(riff("VP8 ", [0, 0, 0, 0x9d, 0x01, 0x2a, 0x90, 0x01, 0x2c, 0x01])).size).toEqual({
      width: 400,
      height: 300,
    });
    // Lossless: signature, then width-1 and height-1 in 14 bits each (399 | 299 << 14).
    const packed = 399 | (299 << 14);
    expect(
      readImageHeader(riff("VP8L", [0x2f, packed & 255, (packed >> 8) & 255, (packed >> 16) & 255, 0])).size,
    ).toEqual({
      width: 400,
      height: 300,
    });
    // Extended: 24-bit canvas width-1 and height-1.
    expect(readImageHeader(riff("VP8X", [0, 0, 0, 0, 0x8f, 0x01, 0x00, 0x2b, 0x01, 0x00])).size).toEqual({
      width: 400,
      height: 300,
    });
  });

  it("reads a PNG's IHDR and a GIF's screen size", () => {
    const png = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], u32be(13), "IHDR", u32be(640), u32be(480));
    expect(readImageHeader(png).size).toEqual({ width: 640, height: 480 });
    expect(readImageHeader(bytes("GIF89a", [0x40, 0x01, 0xf0, 0x00])).size).toEqual({ width: 320, height: 240 });
  });

  it("takes an AVIF's largest image extents, the whole image of a grid", () => {
    const ftyp = bytes(u32be(20), "ftyp", "mif1", u32be(0), "avif");
    const ispe = (w: number, h: number) => bytes(u32be(20), "ispe", u32be(0), u32be(w), u32be(h));
    const file = new Uint8Array([...ftyp, ...ispe(512, 512), ...ispe(2048, 1024)]);
    expect(readImageHeader(file)).toEqual({ type: "image/avif", size: { width: 2048, height: 1024 } });
  });

  it("knows no type for SVG, PDF, HEIC or text, whatever they are called", () => {
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffImageType(bytes("%PDF-1.7"))).toBeNull();
    expect(sniffImageType(bytes(u32be(24), "ftyp", "heic", u32be(0), "mif1heic"))).toBeNull();
    expect(readImageHeader(bytes("hello"))).toEqual({ type: null, size: null });
  });
});
