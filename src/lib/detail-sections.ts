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
