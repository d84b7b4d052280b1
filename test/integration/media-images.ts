import { env } from "cloudflare:test";

/**
 * Images for the media tests, made in workerd without fixture files: PNGs assembled by hand
 * (zlib through CompressionStream), other formats converted from them through the Images binding,
 * and EXIF with a camera name and GPS position spliced into a JPEG by hand.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

function ihdr(width: number, height: number): Uint8Array {
  const data = new Uint8Array(13);
  const view = new DataView(data.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  data.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return chunk("IHDR", data);
}

const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An RGB PNG of `width` × `height` with a diagonal gradient (so resizing has something to do). */
export async function png(width: number, height: number): Promise<Uint8Array> {
  const raw = new Uint8Array((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      raw.set([(x * 255) / width, (y * 255) / height, 128], row + 1 + x * 3);
    }
  }
  const compressed = new Uint8Array(
    await new Response(new Blob([raw]).stream().pipeThrough(new CompressionStream("deflate"))).arrayBuffer(),
  );
  return concat(PNG_SIGNATURE, ihdr(width, height), chunk("IDAT", compressed), chunk("IEND", new Uint8Array()));
}

/** A PNG whose header claims `width` × `height` with almost no pixel data behind it. */
export function pngClaiming(width: number, height: number): Uint8Array {
  return concat(PNG_SIGNATURE, ihdr(width, height), chunk("IEND", new Uint8Array()));
}

/** `image` converted by the Images binding to `format`. */
export async function convert(
  image: Uint8Array,
  format: "image/jpeg" | "image/webp" | "image/avif",
): Promise<Uint8Array> {
  const result = await env.IMAGES.input(new Blob([image]).stream()).output({ format });
  return new Uint8Array(await result.response().arrayBuffer());
}

/** The camera name the EXIF of `jpegWithExif` carries. */
export const EXIF_CAMERA = "KulturTestCam 3000";

/** An EXIF APP1 segment (big-endian TIFF) with a camera make and a GPS latitude of 52° 31' 12". */
function exifSegment(): Uint8Array {
  const make = new TextEncoder().encode(`${EXIF_CAMERA}\0`);
  const tiff = new Uint8Array(92 + make.length);
  const view = new DataView(tiff.buffer);
  tiff.set([0x4d, 0x4d, 0x00, 0x2a]);
  view.setUint32(4, 8);
  /** A 12-byte IFD entry whose value (or value offset) is a 32-bit word. */
  const entry = (offset: number, tag: number, type: number, count: number, value: number) => {
    view.setUint16(offset, tag);
    view.setUint16(offset + 2, type);
    view.setUint32(offset + 4, count);
    view.setUint32(offset + 8, value);
  };
  // IFD0 at 8: Make (ASCII at 92), GPSInfo (the GPS IFD at 38); no next IFD.
  view.setUint16(8, 2);
  entry(10, 0x010f, 2, make.length, 92);
  entry(22, 0x8825, 4, 1, 38);
  // GPS IFD at 38: GPSLatitudeRef 'N' (inline), GPSLatitude (three rationals at 68); no next IFD.
  view.setUint16(38, 2);
  entry(40, 0x0001, 2, 2, 0x4e000000);
  entry(52, 0x0002, 5, 3, 68);
  for (const [i, value] of [52, 1, 31, 1, 12, 1].entries()) view.setUint32(68 + i * 4, value);
  tiff.set(make, 92);

  const exifHeader = new TextEncoder().encode("Exif\0\0");
  const segment = new Uint8Array(4);
  segment.set([0xff, 0xe1]);
  new DataView(segment.buffer).setUint16(2, 2 + exifHeader.length + tiff.length);
  return concat(segment, exifHeader, tiff);
}

/** A JPEG of `width` × `height` whose EXIF names a camera and a GPS position. */
export async function jpegWithExif(width: number, height: number): Promise<Uint8Array> {
  const jpeg = await convert(await png(width, height), "image/jpeg");
  return concat(jpeg.subarray(0, 2), exifSegment(), jpeg.subarray(2));
}

/** A 1 × 1 GIF. */
export const TINY_GIF = new Uint8Array([
  0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00,
  0x21, 0xf9, 0x04, 0x01, 0x00, 0x00, 0x00, 0x00, 0x2c, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x02,
  0x02, 0x44, 0x01, 0x00, 0x3b,
]);

/** Whether `needle` occurs in `bytes`. */
export function contains(bytes: Uint8Array, needle: string | Uint8Array): boolean {
  const pattern = typeof needle === "string" ? new TextEncoder().encode(needle) : needle;
  outer: for (let i = 0; i + pattern.length <= bytes.length; i++) {
    for (let j = 0; j < pattern.length; j++) if (bytes[i + j] !== pattern[j]) continue outer;
    return true;
  }
  return false;
}
