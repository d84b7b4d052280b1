import * as v from "valibot";
import { HubPageSizeParam, PageParam } from "./common";
import { HUB_DEFAULT_PAGE_SIZE } from "./hub";

/**
 * Programme health (issue 27 point 5): what visitors would miss or trip over, by kind, each
 * problem with the hub screen that fixes it.
 */
export const HEALTH_KINDS = [
  "events-english",
  "productions-english",
  "events-image",
  "productions-image",
  "image-alt",
  "events-price",
  "productions-dates",
  "stale-links",
  "page-sections",
  "searches",
  "not-found",
] as const;
export type HealthKind = (typeof HEALTH_KINDS)[number];

export const HealthKindParam = v.picklist(HEALTH_KINDS, "Expected a kind of programme health");

/** How far back the searches that found nothing and the 404s are read. */
export const HEALTH_PERIOD_DAYS = 30;

/** A path answered 404 more often than this in the period, with no redirect, is listed. */
export const NOT_FOUND_MIN_HITS = 5;

/** GET /api/cms-hub/health/: the number of problems of each kind. */
export type HealthCounts = Record<HealthKind, number>;

/** One problem of a kind. */
export interface HealthRow {
  /** Unique within the kind: `event:12`, `page:3`, `search:de:oper`, `path:/de/alt`. */
  key: string;
  /** What it is: the item's title, the page's path, the keyword, the path answering 404. */
  label: string;
  /**
   * What is wrong, as a code the screen words: the text missing (`title_en`, `description_en`,
   * `alt_de`, `alt_en`), why a linked date is gone (`past`, `cancelled`), a search's language.
   */
  detail: string | null;
  /** Where the problem sits when that is not the item itself: a page's path, a teaser's name. */
  place: string | null;
  /** The item's date (events: their start), else null. */
  date: string | null;
  /** How often (searches, 404s), else null. */
  hits: number | null;
  /** The hub screen or page (in edit mode) that fixes it. */
  fix: string;
}

/** GET /api/cms-hub/health/<kind>/: paged rows in the kind's own order. */
export const HealthListQuery = v.object({
  page: v.optional(PageParam, "1"),
  page_size: v.optional(HubPageSizeParam, String(HUB_DEFAULT_PAGE_SIZE)),
});
