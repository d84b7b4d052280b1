/**
 * An ASCII slug for URLs and anchors: lower case, German umlauts and ß spelled out, other accents
 * and apostrophes dropped, every other run of characters outside a–z and 0–9 one dash, none at
 * either end ("Über uns & Team" → "ueber-uns-team"); '' when nothing is left.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
