/** The sections of an event's detail page, in their default order (SPEC §3 detail-section order). */
export const EVENT_DETAIL_SECTIONS = ["description", "tickets", "persons", "venue", "production"] as const;
export type EventDetailSection = (typeof EVENT_DETAIL_SECTIONS)[number];

/** The sections of a production's detail page, in their default order. */
export const PRODUCTION_DETAIL_SECTIONS = ["description", "dates", "persons"] as const;
export type ProductionDetailSection = (typeof PRODUCTION_DETAIL_SECTIONS)[number];

/** Which detail pages have an order list in the design settings, with their sections. */
export const DETAIL_SECTIONS = { event: EVENT_DETAIL_SECTIONS, production: PRODUCTION_DETAIL_SECTIONS } as const;
export type DetailPageKind = keyof typeof DETAIL_SECTIONS;

/**
 * A detail page's sections in the order of the design settings' list (SPEC §3 "detail-section
 * order lists"). Names the page does not know are skipped; sections the list leaves out follow
 * in the page's default order, so a short list reorders content and never hides it.
 */
export function orderSections<K extends string>(configured: readonly string[], defaults: readonly K[]): K[] {
  const known = new Set<string>(defaults);
  const ordered: K[] = [];
  for (const name of configured) {
    if (known.has(name) && !ordered.includes(name as K)) ordered.push(name as K);
  }
  for (const name of defaults) if (!ordered.includes(name)) ordered.push(name);
  return ordered;
}
