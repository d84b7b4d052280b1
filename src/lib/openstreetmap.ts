/** The map provider's origin: the CSP's frame-src must allow it (workers/middleware/security-headers.ts). */
export const OPENSTREETMAP_ORIGIN = "https://www.openstreetmap.org";

/** Size of the framed map in CSS pixels; the bounding box is computed for it. */
export const MAP_FRAME = { width: 640, height: 400 } as const;

/**
 * OpenStreetMap addresses of a point: `view` opens the map site with a marker, `embed` is its
 * embeddable map whose bounding box shows `zoom` in a MAP_FRAME-sized area around the point.
 */
export function openStreetMapUrls(lat: number, lng: number, zoom: number): { view: string; embed: string } {
  // Web Mercator: 256 px tiles, 2^zoom tiles around the world; latitude shrinks with cos(lat).
  const degreesPerPixel = 360 / (256 * 2 ** zoom);
  const halfLng = (MAP_FRAME.width / 2) * degreesPerPixel;
  const halfLat = (MAP_FRAME.height / 2) * degreesPerPixel * Math.cos((lat * Math.PI) / 180);
  const round = (n: number) => Number(n.toFixed(5));
  const bbox = [lng - halfLng, lat - halfLat, lng + halfLng, lat + halfLat].map(round).join(",");
  return {
    view: `${OPENSTREETMAP_ORIGIN}/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`,
    embed: `${OPENSTREETMAP_ORIGIN}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lng}`,
  };
}
