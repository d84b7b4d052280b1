/**
 * Accessibility features of events and productions (issue 29, ADR 0037): the keys the programme
 * filter puts in its URL (`access=audio_description,surtitles`), the API filters by and the back
 * office stores. Plain data, no validation library: the visitor's filter bar reads it too.
 */
export const ACCESS_FEATURES = [
  "surtitles",
  "audio_description",
  "sign_language",
  "relaxed_performance",
  "wheelchair_spaces",
  "induction_loop",
] as const;
export type AccessFeature = (typeof ACCESS_FEATURES)[number];

/** What a performance warns of (flashing or strobe lights, loud bangs or shots): not filtered by, named on its pages. */
export const ACCESS_HAZARDS = ["flashing_lights", "loud_sounds"] as const;
export type AccessHazard = (typeof ACCESS_HAZARDS)[number];

/** At most this many surtitle languages (ISO 639-1 codes). */
export const MAX_SURTITLE_LANGUAGES = 6;

function isAccessFeature(value: string): value is AccessFeature {
  return (ACCESS_FEATURES as readonly string[]).includes(value);
}

/**
 * The features of a comma list (`audio_description,surtitles`) in ACCESS_FEATURES order, each
 * once; null when an entry is not a feature (an empty list is none, not an error).
 */
export function parseAccessList(text: string): AccessFeature[] | null {
  const entries = text.split(",").filter((entry) => entry !== "");
  if (!entries.every(isAccessFeature)) return null;
  return ACCESS_FEATURES.filter((feature) => entries.includes(feature));
}

/** The comma list of `features` in ACCESS_FEATURES order: one spelling per set, so one cache entry. */
export function accessListText(features: readonly AccessFeature[]): string {
  return ACCESS_FEATURES.filter((feature) => features.includes(feature)).join(",");
}
