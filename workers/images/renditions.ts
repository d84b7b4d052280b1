import { IMAGE_WIDTHS } from "../../src/lib/image-widths";

/** Width of `<key>/original.jpg`, as the seed renders it: large enough for any layout. */
const ORIGINAL_MAX_WIDTH = 1920;

/** The seed's encoder settings, so uploads weigh what seeded images weigh. */
const WEBP_QUALITY = 72;
const JPEG_QUALITY = 78;
const ORIGINAL_QUALITY = 85;

export interface Rendition {
  key: string;
  body: Uint8Array;
  contentType: "image/webp" | "image/jpeg";
}

/** The Images binding could not decode the upload, or gave back something that is not an image. */
export class UnreadableImage extends Error {}

const SIGNATURES = {
  "image/webp": (bytes: Uint8Array) =>
    String.fromCharCode(...bytes.subarray(0, 4)) === "RIFF" && String.fromCharCode(...bytes.subarray(8, 12)) === "WEBP",
  "image/jpeg": (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
};

/**
 * The pixel width of a breakpoint's file: the breakpoint, or the image's own width when it is
 * narrower. Every URL the renderers build (`<key>/<breakpoint>.webp|jpg`) then exists, and no
 * file is upscaled.
 */
function renditionWidth(breakpoint: number, imageWidth: number): number {
  return Math.min(breakpoint, imageWidth);
}

/**
 * Every file of an uploaded image under `key`, as the seed stores its images: webp and jpg at each
 * SPEC §9 breakpoint, and `original.jpg`. Each is decoded and re-encoded by the Images binding,
 * which writes no EXIF, GPS or other metadata into WebP, and into JPEG at most the copyright tag.
 * Throws UnreadableImage when the binding cannot read the upload.
 */
export async function renderRenditions(
  images: ImagesBinding,
  file: Blob,
  key: string,
  imageWidth: number,
): Promise<Rendition[]> {
  const encode = async (width: number, format: Rendition["contentType"], quality: number): Promise<Uint8Array> => {
    let bytes: Uint8Array;
    try {
      const result = await images
        .input(file.stream())
        // scale-down never enlarges; the widths asked for are at most the image's own anyway.
        .transform({ width, fit: "scale-down" })
        // A JPEG has no transparency: transparent pixels become white, not black.
        .output({ format, quality, anim: false, ...(format === "image/jpeg" ? { background: "#ffffff" } : {}) });
      bytes = new Uint8Array(await result.response().arrayBuffer());
    } catch (error) {
      throw new UnreadableImage(error instanceof Error ? error.message : String(error));
    }
    if (!SIGNATURES[format](bytes)) throw new UnreadableImage(`the binding answered no ${format}`);
    return bytes;
  };

  const encoded = new Map<number, { webp: Uint8Array; jpg: Uint8Array }>();
  // One width at a time: each call decodes the whole upload, and a 50-megapixel decode is large.
  for (const width of new Set(IMAGE_WIDTHS.map((breakpoint) => renditionWidth(breakpoint, imageWidth)))) {
    const [webp, jpg] = await Promise.all([
      encode(width, "image/webp", WEBP_QUALITY),
      encode(width, "image/jpeg", JPEG_QUALITY),
    ]);
    encoded.set(width, { webp, jpg });
  }
  const original = await encode(Math.min(imageWidth, ORIGINAL_MAX_WIDTH), "image/jpeg", ORIGINAL_QUALITY);

  const files: Rendition[] = [];
  for (const breakpoint of IMAGE_WIDTHS) {
    const pair = encoded.get(renditionWidth(breakpoint, imageWidth));
    if (!pair) throw new Error(`no rendition for ${breakpoint}`);
    files.push({ key: renditionKey(key, breakpoint, "webp"), body: pair.webp, contentType: "image/webp" });
    files.push({ key: renditionKey(key, breakpoint, "jpg"), body: pair.jpg, contentType: "image/jpeg" });
  }
  files.push({ key: `${key}/original.jpg`, body: original, contentType: "image/jpeg" });
  return files;
}

function renditionKey(key: string, breakpoint: number, format: "webp" | "jpg"): string {
  return `${key}/${breakpoint}.${format}`;
}

/** The R2 keys of every file `renderRenditions` stores for the image at `key`. */
export function renditionKeys(key: string): string[] {
  return [
    ...IMAGE_WIDTHS.flatMap((breakpoint) => [
      renditionKey(key, breakpoint, "webp"),
      renditionKey(key, breakpoint, "jpg"),
    ]),
    `${key}/original.jpg`,
  ];
}
