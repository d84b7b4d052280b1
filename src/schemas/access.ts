import * as v from "valibot";
import { ACCESS_FEATURES, ACCESS_HAZARDS, MAX_SURTITLE_LANGUAGES, parseAccessList } from "../lib/access-features";

/**
 * The accessibility of an event or a production (issue 29, ADR 0037), one shape for the hub's
 * API, its forms and the public payloads: the features offered, the surtitles' languages, what
 * it warns of and a free text per language. Stored as this JSON in `events.access` / `productions.access`.
 */

const AccessFeatureValue = v.picklist(ACCESS_FEATURES, `Expected one of ${ACCESS_FEATURES.join(", ")}`);

const Note = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((text) => (text?.trim() ? text.trim() : null)),
  v.nullable(v.pipe(v.string(), v.maxLength(1000, "At most 1000 characters"))),
);

export const Access = v.pipe(
  v.object({
    features: v.pipe(
      v.array(AccessFeatureValue),
      v.check((features) => new Set(features).size === features.length, "A feature is listed twice"),
      // One order for every save, so the same features are stored (and compared) the same way.
      v.transform((features) => ACCESS_FEATURES.filter((feature) => features.includes(feature))),
    ),
    /** ISO 639-1 codes of the surtitles (`de`, `en`); only with the surtitles feature. */
    surtitle_languages: v.optional(
      v.pipe(
        v.array(
          v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^[a-z]{2}$/, "Expected a language code like de")),
        ),
        v.transform((codes) => [...new Set(codes)]),
        v.maxLength(MAX_SURTITLE_LANGUAGES, `At most ${MAX_SURTITLE_LANGUAGES} languages`),
      ),
      [],
    ),
    hazards: v.optional(
      v.pipe(
        v.array(v.picklist(ACCESS_HAZARDS, `Expected one of ${ACCESS_HAZARDS.join(", ")}`)),
        v.transform((hazards) => ACCESS_HAZARDS.filter((hazard) => hazards.includes(hazard))),
      ),
      [],
    ),
    note_de: Note,
    note_en: Note,
  }),
  v.forward(
    v.check(
      (access) => access.surtitle_languages.length === 0 || access.features.includes("surtitles"),
      "Surtitle languages need the surtitles feature",
    ),
    ["surtitle_languages"],
  ),
);
export type Access = v.InferOutput<typeof Access>;

/**
 * A body's access: null on an event = its production's (ADR 0037), on a production = none.
 * Absent counts as null, so older clients that do not send it keep inheriting.
 */
export const AccessField = v.optional(v.nullable(Access), null);

/** The stored JSON of `access` (null stays null). */
export function accessColumn(access: Access | null): string | null {
  return access === null ? null : JSON.stringify(access);
}

/**
 * The `access` query key of the events list and the calendar: a comma list of features
 * (`audio_description,surtitles`), every one required.
 */
export const AccessParam = v.pipe(
  v.string(),
  v.transform(parseAccessList),
  v.nonNullable(v.array(AccessFeatureValue), `Expected features among ${ACCESS_FEATURES.join(", ")}`),
);

/** GET /api/access-features/: the filter's options, in the request's language. */
export const AccessFeatureOption = v.object({ id: AccessFeatureValue, name: v.string() });
export type AccessFeatureOption = v.InferOutput<typeof AccessFeatureOption>;
