import type { MediaType } from "../../src/schemas/media";

/**
 * What a file's first bytes say: its image type and pixel size, read from the headers alone, so
 * a file is typed and measured before anything decodes it. `type` null: not one of the five
 * image types (SVG, PDF, text…); `size` null: the type's header is there but unreadable.
 */
export interface ImageHeader {
  type: MediaType | null;
  size: { width: number; height: number } | null;
}

/** Bytes to read for `readImageHeader`: JPEG metadata segments (EXIF, ICC) may precede the size. */
export const HEADER_BYTES = 512 * 1024;

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The type the first bytes prove, whatever the file's name or declared type say. */
export function sniffImageType(bytes: Uint8Array): MediaType | null {
  if (startsWith(bytes, JPEG)) return "image/jpeg";
  if (startsWith(bytes, PNG)) return "image/png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  if (startsWith(bytes, ascii("ftyp"), 4) && isAvifBrand(bytes)) return "image/avif";
  return null;
}

/** An ISO-BMFF `ftyp` box whose major or a compatible brand is AVIF (still or sequence). */
function isAvifBrand(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 16) return false;
  const boxSize = Math.min(view.getUint32(0), bytes.length, 256);
  for (let offset = 8; offset + 4 <= boxSize; offset += 4) {
    // Bytes 12–15 are the minor version, not a brand.
    if (offset === 12) continue;
    if (startsWith(bytes, ascii("avif"), offset) || startsWith(bytes, ascii("avis"), offset)) return true;
  }
  return false;
}

/** Type and pixel size of the image whose first HEADER_BYTES (or fewer, for a small file) are `bytes`. */
export function readImageHeader(bytes: Uint8Array): ImageHeader {
  const type = sniffImageType(bytes);
  if (type === null) return { type, size: null };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = (() => {
    try {
      return SIZE_READERS[type](bytes, view);
    } catch {
      // A header cut short reads past the end of the view.
      return null;
    }
  })();
  return { type, size: size && size.width > 0 && size.height > 0 ? size : null };
}

type Size = { width: number; height: number } | null;

const SIZE_READERS: Record<MediaType, (bytes: Uint8Array, view: DataView) => Size> = {
  "image/jpeg": jpegSize,
  "image/png": (bytes, view) =>
    startsWith(bytes, ascii("IHDR"), 12) ? { width: view.getUint32(16), height: view.getUint32(20) } : null,
  "image/gif": (_bytes, view) => ({ width: view.getUint16(6, true), height: view.getUint16(8, true) }),
  "image/webp": webpSize,
  "image/avif": avifSize,
};

/** Start-of-frame markers (SOF0–SOF15 without DHT, JPG and DAC), which carry the frame's size. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(bytes: Uint8Array, view: DataView): Size {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = view.getUint8(offset + 1);
    // Fill bytes before a marker.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    // Markers without a length.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      offset += 2;
      continue;
    }
    // Scan data before any frame header, or the end of the image: no size to be had.
    if (marker === 0xda || marker === 0xd9) return null;
    if (isStartOfFrame(marker)) return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    offset += 2 + view.getUint16(offset + 2);
  }
  return null;
}

function webpSize(bytes: Uint8Array, view: DataView): Size {
  if (startsWith(bytes, ascii("VP8X"), 12)) {
    const uint24 = (offset: number) => view.getUint16(offset, true) | (view.getUint8(offset + 2) << 16);
    return { width: uint24(24) + 1, height: uint24(27) + 1 };
  }
  if (startsWith(bytes, ascii("VP8L"), 12)) {
    if (bytes[20] !== 0x2f) return null;
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (startsWith(bytes, ascii("VP8 "), 12)) {
    if (!startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return null;
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  return null;
}

/**
 * The largest `ispe` (image spatial extents) property: a gridded AVIF lists its tiles' sizes
 * besides the whole image's, and the whole is the largest.
 */
function avifSize(bytes: Uint8Array, view: DataView): Size {
  const ispe = ascii("ispe");
  let best: Size = null;
  for (let offset = 4; offset + 16 <= bytes.length; offset++) {
    if (!startsWith(bytes, ispe, offset)) continue;
    const width = view.getUint32(offset + 8);
    const height = view.getUint32(offset + 12);
    if (!best || width * height > best.width * best.height) best = { width, height };
  }
  return best;
}
