import * as v from "valibot";
import { Access } from "./access";
import {
  DateParamParts,
  IdName,
  ImageObj,
  ImageThumbnails,
  Paged,
  PageParam,
  PageUrls,
  PositiveIntParam,
} from "./common";
import { EventListItem, PersonRef } from "./events";

/** GET /{lang}/api/productions/: production filter keys of SPEC §3, date (dd-mm-yyyy) and page. */
export const ProductionsQuery = v.object({
  season: v.optional(PositiveIntParam),
  exhibition_type: v.optional(PositiveIntParam),
  tag: v.optional(PositiveIntParam),
  date: v.optional(DateParamParts),
  page: v.optional(PageParam),
});
export type ProductionsQuery = v.InferOutput<typeof ProductionsQuery>;

/** Productions per page (SPEC leaves it open; 12 fills 2, 3 and 4 column grids). */
export const PRODUCTIONS_PAGE_SIZE = 12;

export const ProductionListItem = v.object({
  id: v.number(),
  slug: v.string(),
  /** `/de/produktionen/{slug}/{id}` or `/en/productions/{slug}/{id}`. */
  url: v.string(),
  title: v.string(),
  subtitle: v.nullable(v.string()),
  theme: v.string(),
  image_obj: v.nullable(ImageObj),
  image_thumbnails: v.nullable(ImageThumbnails),
  season: v.nullable(IdName),
  exhibition_type: v.nullable(IdName),
  genre: v.nullable(IdName),
  tags: v.array(IdName),
  /** First and last upcoming event start (ISO UTC) from the list's date on; null without one. */
  date_start: v.nullable(v.string()),
  date_end: v.nullable(v.string()),
  upcoming_event_count: v.number(),
});
export type ProductionListItem = v.InferOutput<typeof ProductionListItem>;

export const ProductionsPage = Paged(ProductionListItem);
export type ProductionsPage = Paged<ProductionListItem>;

/** GET /{lang}/api/productions/{id}/: the list fields plus description, cast and upcoming events. */
export const ProductionDetail = v.object({
  ...ProductionListItem.entries,
  /** The page in each language, each with that language's slug; `url` is the current one. */
  urls: PageUrls,
  /** Sanitised rich-text HTML (stored sanitised; editor writes sanitise). */
  description: v.nullable(v.string()),
  /** Its accessibility (ADR 0037); null: none given. */
  access: v.nullable(Access),
  persons: v.array(PersonRef),
  /** Upcoming online events, by date (at most 100). */
  events: v.array(EventListItem),
});
export type ProductionDetail = v.InferOutput<typeof ProductionDetail>;
