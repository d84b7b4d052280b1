import * as v from "valibot";
import { ImageObj, ImageThumbnails, PageUrls } from "./common";
import { EventListItem } from "./events";

/** GET /{lang}/api/series/{id}/. */
export const SeriesDetail = v.object({
  id: v.number(),
  slug: v.string(),
  /** `/{lang}/series/{slug}/{id}`. */
  url: v.string(),
  /** The page in each language, each with that language's slug; `url` is the current one. */
  urls: PageUrls,
  name: v.string(),
  /** Sanitised rich-text HTML (stored sanitised; editor writes sanitise). */
  description: v.nullable(v.string()),
  theme: v.string(),
  image_obj: v.nullable(ImageObj),
  image_thumbnails: v.nullable(ImageThumbnails),
  /** Number of upcoming online events; `events` holds the first 50 of them. */
  upcoming_event_count: v.number(),
  events: v.array(EventListItem),
});
export type SeriesDetail = v.InferOutput<typeof SeriesDetail>;
