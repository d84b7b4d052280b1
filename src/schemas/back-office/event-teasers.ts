import * as v from "valibot";
import type { PageUrls } from "../common";
import { hubListQuery } from "../hub";
import { OptionalImage } from "./articles";
import { Name, OptionalText, Revision } from "./common";

/**
 * The teasers of the programme (issue 27, SPEC §3 event teaser): each points to an event or a
 * production chosen by search, has its texts per language, an image, and the day it is placed
 * at the end of in the programme list.
 */

export const TEASER_TARGETS = ["event", "production"] as const;
export type TeaserTargetKind = (typeof TEASER_TARGETS)[number];

export const EventTeaserBody = v.object({
  revision: Revision,
  /** An internal name for the hub's list. */
  name_de: Name(),
  name_en: Name(),
  target_kind: v.picklist(TEASER_TARGETS, "Choose an event or a production"),
  /** None only while the form has no choice yet: a save needs one. */
  target_id: v.pipe(
    v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
    v.check((id) => id !== null, "Choose what the teaser points to"),
  ),
  preline_de: OptionalText(200),
  preline_en: OptionalText(200),
  headline_de: Name(),
  headline_en: Name(),
  subline_de: OptionalText(300),
  subline_en: OptionalText(300),
  link_text_de: OptionalText(100),
  link_text_en: OptionalText(100),
  image: OptionalImage,
  /** The programme day the teaser is placed at the end of. */
  position: v.pipe(v.string(), v.nonEmpty("This field is required!"), v.isoDate("Expected a date (yyyy-mm-dd)")),
  is_online: v.optional(v.boolean(), false),
});
export type EventTeaserBody = v.InferOutput<typeof EventTeaserBody>;

/** A teaser as the hub reads it: the body's fields, its id, revision, and its target's title and pages. */
export interface EventTeaserItem extends Omit<EventTeaserBody, "revision" | "target_kind" | "target_id"> {
  id: number;
  revision: number;
  /** None on teasers written before teasers had targets (their link stays as it was). */
  target_kind: TeaserTargetKind | null;
  target_id: number | null;
  /** The target's title in the hub's language; null when the target is gone. */
  target_title: string | null;
  /** The target's public pages (what the teaser links to). */
  urls: PageUrls | null;
}

/** GET /api/cms-hub/event-teasers/: by day, latest first unless told; filter online; `q` searches names and headlines. */
export const EventTeaserListQuery = hubListQuery(["position", "name", "id"], "desc", {
  online: v.optional(v.picklist(["yes", "no"])),
});
export type EventTeaserListQuery = v.InferOutput<typeof EventTeaserListQuery>;
