import * as v from "valibot";
import { IdName, ImageObj, ImageThumbnails, PageUrls } from "./common";
import { EventListItem } from "./events";

export const VenueListItem = v.object({
  id: v.number(),
  slug: v.string(),
  /** `/{lang}/venues/{slug}/{id}`. */
  url: v.string(),
  name: v.string(),
  street: v.nullable(v.string()),
  postal_code: v.nullable(v.string()),
  city: v.nullable(v.string()),
  country: v.string(),
  lat: v.nullable(v.number()),
  lng: v.nullable(v.number()),
  phone: v.nullable(v.string()),
  email: v.nullable(v.string()),
  website: v.nullable(v.string()),
  theme: v.string(),
  image_obj: v.nullable(ImageObj),
  image_thumbnails: v.nullable(ImageThumbnails),
});
export type VenueListItem = v.InferOutput<typeof VenueListItem>;

/** GET /{lang}/api/venues/{id}/. */
export const VenueDetail = v.object({
  ...VenueListItem.entries,
  /** The page in each language, each with that language's slug; `url` is the current one. */
  urls: PageUrls,
  /** Sanitised rich-text HTML (stored sanitised; editor writes sanitise). */
  description: v.nullable(v.string()),
  rooms: v.array(IdName),
  /** The next online events in the venue's rooms (at most 20). */
  events: v.array(EventListItem),
});
export type VenueDetail = v.InferOutput<typeof VenueDetail>;
