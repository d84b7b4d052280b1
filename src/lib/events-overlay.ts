/**
 * The events overlay lives in the URL (SPEC §2): `overlay` in the query opens it over any page.
 * `overlay=true`, the flag of SPEC §2's routing behaviour, is different: it opens the events
 * page itself, with the flag removed. Shared by the layout, the overlay and its buttons.
 */

/** The value of `overlay` while the overlay is open. */
export const OVERLAY_OPEN = "1";

/** The router's query decoder turns `true` and numbers into booleans and numbers: compare as text. */
function overlayValue(search: Record<string, unknown>): string | undefined {
  const value = search.overlay;
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean"
    ? String(value)
    : undefined;
}

/** Whether the query asks for the overlay (any non-empty value but the redirect flag). */
export function isOverlayOpen(search: Record<string, unknown>): boolean {
  const value = overlayValue(search);
  return value !== undefined && value !== "" && value !== "true";
}

/** Whether the query carries `overlay=true`, which sends the visitor to the events page. */
export function hasOverlayRedirectFlag(search: Record<string, unknown>): boolean {
  return overlayValue(search) === "true";
}
