// Node only: renders the seed's images with sharp. Each image is an abstract composition in its
// division's colours, derived from a hash of its key, so every run produces the same pixels
// without any network access.

import sharp, { type Sharp } from "sharp";
import { IMAGE_WIDTHS } from "../../../src/lib/image-widths";
import type { Theme } from "./catalog";
import { IMAGE_ASPECT, mulberry32, SEED_IMAGE_WIDTH, type SeedImage } from "./content";

/** [background from, background to, accent]: SPEC §9 division colours. */
export const PALETTES: Record<Theme, [string, string, string]> = {
  wkm: ["#2b2b2e", "#8a8a90", "#e9e4da"],
  so: ["#f59e0b", "#fcd34d", "#7c2d12"],
  ba: ["#9f1239", "#f472b6", "#fde2e4"],
  ti: ["#c2410c", "#7c4a21", "#fed7aa"],
  wa: ["#1d4ed8", "#60a5fa", "#e0f2fe"],
};

export interface RenderedFile {
  key: string;
  /** A plain Uint8Array: the platform proxy cannot serialise Node's Buffer subclass. */
  body: Uint8Array;
  contentType: string;
}

/** The key whose presence means an image set is complete in R2 (the CLI stores it last). */
export const completionKey = (image: SeedImage): string => `${image.key}/original.jpg`;

/**
 * All files of one image: `<key>/<width>.webp` and `<key>/<width>.jpg` for every breakpoint,
 * then `<key>/original.jpg`.
 */
export async function renderImage(image: SeedImage): Promise<RenderedFile[]> {
  const files: RenderedFile[] = [];
  for (const width of IMAGE_WIDTHS) {
    // Rasterising the vector at each target width is sharper and faster than resizing a master.
    const pixels = await rasterise(image, width);
    const [webp, jpg] = await Promise.all([
      pixels().webp({ quality: 72, effort: 2 }).toBuffer(),
      pixels().jpeg({ quality: 78, progressive: true }).toBuffer(),
    ]);
    files.push({ key: `${image.key}/${width}.webp`, body: new Uint8Array(webp), contentType: "image/webp" });
    files.push({ key: `${image.key}/${width}.jpg`, body: new Uint8Array(jpg), contentType: "image/jpeg" });
  }
  const original = await (await rasterise(image, SEED_IMAGE_WIDTH))().jpeg({ quality: 85 }).toBuffer();
  files.push({ key: completionKey(image), body: new Uint8Array(original), contentType: "image/jpeg" });
  return files;
}

/** RGB pixels of the image at `width`, as a factory of sharp pipelines (one per encoder). */
async function rasterise(image: SeedImage, width: number): Promise<() => Sharp> {
  const height = Math.round(width / IMAGE_ASPECT[image.shape]);
  const { data, info } = await sharp(Buffer.from(svg(image, width, height)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

function hash(text: string): number {
  // FNV-1a
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The picture in a viewBox of SEED_IMAGE_WIDTH units, drawn at width × height pixels. */
function svg(image: SeedImage, pixelWidth: number, pixelHeight: number): string {
  const random = mulberry32(hash(image.key));
  const width = SEED_IMAGE_WIDTH;
  const height = Math.round(SEED_IMAGE_WIDTH / IMAGE_ASPECT[image.shape]);
  const [from, to, accent] = PALETTES[image.theme];
  const angle = Math.round(random() * 360);
  const shapes: string[] = [];
  if (image.shape === "logo") {
    // A bold centred mark reads as a logo tile.
    const r = height * 0.28;
    shapes.push(`<circle cx="${width / 2}" cy="${height / 2}" r="${r}" fill="${accent}"/>`);
    shapes.push(
      `<rect x="${width / 2 - r * 0.5}" y="${height / 2 - r * 0.5}" width="${r}" height="${r}" fill="${from}" transform="rotate(45 ${width / 2} ${height / 2})"/>`,
    );
  } else {
    const count = 5 + Math.floor(random() * 5);
    for (let i = 0; i < count; i++) {
      const x = Math.round(random() * width);
      const y = Math.round(random() * height);
      const size = Math.round((0.08 + random() * 0.3) * Math.min(width, height));
      const opacity = (0.15 + random() * 0.5).toFixed(2);
      const fill = random() < 0.6 ? accent : to;
      shapes.push(
        random() < 0.5
          ? `<circle cx="${x}" cy="${y}" r="${size}" fill="${fill}" fill-opacity="${opacity}"/>`
          : `<rect x="${x - size}" y="${y - size / 2}" width="${size * 2}" height="${size}" fill="${fill}" fill-opacity="${opacity}" transform="rotate(${Math.round(random() * 90)} ${x} ${y})"/>`,
      );
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${pixelHeight}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
${shapes.join("\n")}
</svg>`;
}
