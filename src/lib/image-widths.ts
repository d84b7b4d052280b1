/**
 * SPEC §9 image breakpoints: every stored image has a webp and a jpg file at each of these
 * widths. Its own module, without schemas, because visitors' image markup needs it and the
 * schemas (valibot) must stay out of their scripts.
 */
export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const;
