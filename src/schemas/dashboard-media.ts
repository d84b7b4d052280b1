import * as v from "valibot";
import type { Lang } from "../lib/languages";
import { hubListQuery } from "./hub";
import { ALT_MAX, MEDIA_TYPES, type MediaType } from "./media";

/**
 * The dashboard's media overview (issue 25): every file of the media library with where it is
 * used, its alt text per language, and the deletion of files nothing uses.
 */

const MEDIA_OVERVIEW_SORTS = ["created_at", "bytes", "file_name"] as const;
export type MediaOverviewSort = (typeof MEDIA_OVERVIEW_SORTS)[number];

/** GET dashboard/media/ (and its export/): `used` yes|no, `type` a MIME type, `q` file name or alt text. */
export const MediaOverviewQuery = hubListQuery(MEDIA_OVERVIEW_SORTS, "desc", {
  used: v.optional(v.picklist(["yes", "no"] as const, "Expected used=yes or used=no")),
  type: v.optional(v.picklist(MEDIA_TYPES, `Expected a type of ${MEDIA_TYPES.join(", ")}`)),
});
export type MediaOverviewQuery = v.InferOutput<typeof MediaOverviewQuery>;

/**
 * PATCH dashboard/media/:id/: both alt texts. Their shape is checked here (400); that each
 * describes the image within ALT_MAX characters is a rule of the handler (422).
 */
export const MediaAltPatch = v.object({
  alt_de: v.string("Expected alt_de, the German alt text"),
  alt_en: v.string("Expected alt_en, the English alt text"),
});
export type MediaAltPatch = v.InferOutput<typeof MediaAltPatch>;

/** The problem with an alt text, or null: required, at most ALT_MAX characters once trimmed. */
export function altTextProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === "") return "Describe the image.";
  if (trimmed.length > ALT_MAX) return `At most ${ALT_MAX} characters.`;
  return null;
}

/** Where an image shows: a page (its modules or its Open Graph image, in one language) or an item. */
export type MediaUsage =
  | { type: "page"; place: "modules" | "og_image"; id: number; lang: Lang; title: string; url: string }
  | { type: MediaItemType; id: number; title: string; admin_url: string };

/** Items with an image column, by the name their usage carries. */
const MEDIA_ITEM_TYPES = ["event", "production", "person", "article", "venue", "series", "event_teaser"] as const;
export type MediaItemType = (typeof MEDIA_ITEM_TYPES)[number];

/** One row of the overview. */
export interface MediaOverviewRow {
  id: number;
  key: string;
  /** The smallest rendition the site serves (320 px webp). */
  thumbnail_url: string;
  file_name: string;
  /** Size of the uploaded file; null for the images the site was seeded with. */
  bytes: number | null;
  content_type: MediaType;
  width: number;
  height: number;
  alt_de: string;
  alt_en: string;
  created_at: string;
  uploader: { id: number; name: string } | null;
  usage_count: number;
  used_in: MediaUsage[];
}

/** Totals over what the filters show. */
export interface MediaOverviewTotals {
  files: number;
  bytes: number;
  unused: number;
}

/** DELETE dashboard/media/:id/ says nothing beyond its path: an empty JSON body or `{}`. */
export const MediaDelete = v.object({});
