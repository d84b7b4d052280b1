import { IMAGE_WIDTHS } from "../../lib/image-widths";

interface ResponsiveImageProps {
  /** Base media key, e.g. `images/hall` (renditions at `/media/images/hall/{w}.{webp,jpg}`). */
  base: string;
  alt: string;
  sizes?: string;
  /** Intrinsic aspect ratio, so the browser reserves space (no layout shift). */
  width?: number;
  height?: number;
  eager?: boolean;
}

/** URL of one stored rendition of an image. */
export function imageRenditionUrl(base: string, width: number, format: "webp" | "jpg"): string {
  return `/media/${base}/${width}.${format}`;
}

function srcSet(base: string, format: "webp" | "jpg"): string {
  return IMAGE_WIDTHS.map((w) => `${imageRenditionUrl(base, w, format)} ${w}w`).join(", ");
}

/** A picture with webp and jpg srcsets over the SPEC breakpoints, lazy unless marked eager. */
export function ResponsiveImage({
  base,
  alt,
  sizes = "100vw",
  width = 1536,
  height = 864,
  eager,
}: ResponsiveImageProps) {
  return (
    <picture>
      <source type="image/webp" srcSet={srcSet(base, "webp")} sizes={sizes} />
      <img
        src={imageRenditionUrl(base, 1024, "jpg")}
        srcSet={srcSet(base, "jpg")}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding="async"
      />
    </picture>
  );
}
