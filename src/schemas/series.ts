import * as v from "valibot";
import { ImageObj, ImageThumbnails } from "./common";
import { EventListItem } from "./events";

/** GET /{lang}/api/series/{id}/. */
export const SeriesDetail = v.object({
  id: v.number(),
  slug: v.string(),
  /** `/{lang}/series/{slug}/{id}`. */
  url: v.string(),
  name: v.string(),
  /** Sanitised rich-text HTML. */
  description: v.nullable(v.string()),
  theme: v.string(),
  image_obj: v.nullable(ImageObj),
  image_thumbnails: v.nullable(ImageThumbnails),
  /** Number of upcoming online events; `events` holds the first 50 of them. */
  upcoming_event_count: v.number(),
  events: v.array(EventListItem),
});
export type SeriesDetail = v.InferOutput<typeof SeriesDetail>;
