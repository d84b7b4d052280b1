import * as v from "valibot";
import type { PageUrls } from "../common";
import { hubListQuery } from "../hub";
import {
  ImageKey,
  Name,
  OptionalEmail,
  OptionalText,
  OptionalUrl,
  Revision,
  RichText,
  ShowInFilter,
  Slug,
  Theme,
} from "./common";

/**
 * A venue in the back office (issue 27): names, address, contact, description (rich text),
 * image with its alt texts, and its rooms edited inside it (the programme's "location" filter),
 * in the order listed. A room without an id is new; a stored room left out is removed, which the
 * API refuses while events take place in it.
 */

/** A coordinate: a number (or the text of one, as a form field holds it) within `limit`, or none. */
const Coordinate = (limit: number) =>
  v.pipe(
    v.optional(v.nullable(v.union([v.number(), v.string()])), null),
    v.transform((value) => (value === null || String(value).trim() === "" ? null : Number(value))),
    v.nullable(
      v.pipe(
        v.number(),
        v.check((value: number) => Number.isFinite(value), "Expected a number such as 50.9787"),
        v.minValue(-limit, `Between -${limit} and ${limit}`),
        v.maxValue(limit, `Between -${limit} and ${limit}`),
      ),
    ),
  );

export const RoomBody = v.object({
  id: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))), null),
  name_de: Name(),
  name_en: Name(),
  show_in_filter: ShowInFilter,
});

export const VenueBody = v.object({
  revision: Revision,
  name_de: Name(),
  name_en: Name(),
  slug_de: Slug,
  slug_en: Slug,
  street: OptionalText(200),
  postal_code: OptionalText(20),
  city: OptionalText(100),
  country: v.optional(
    v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, "Expected a country code such as DE")),
    "DE",
  ),
  lat: Coordinate(90),
  lng: Coordinate(180),
  phone: OptionalText(50),
  email: OptionalEmail,
  website: OptionalUrl,
  description_de: RichText,
  description_en: RichText,
  image: ImageKey,
  image_alt_de: OptionalText(300),
  image_alt_en: OptionalText(300),
  theme: Theme,
  rooms: v.pipe(
    v.optional(v.array(RoomBody), []),
    v.maxLength(100, "At most 100 rooms"),
    v.check((rooms) => {
      const ids = rooms.flatMap((room) => (room.id ? [room.id] : []));
      return new Set(ids).size === ids.length;
    }, "A room is listed twice"),
  ),
});
export type VenueBody = v.InferOutput<typeof VenueBody>;
export type VenueValues = v.InferInput<typeof VenueBody>;

/** A stored room as the venue's form shows it: how many events take place in it. */
export interface RoomItem {
  id: number;
  name_de: string;
  name_en: string;
  show_in_filter: boolean;
  events: number;
}

/** A venue as the hub reads it (the form's values, and the public pages' addresses). */
export interface VenueItem extends Omit<VenueBody, "revision" | "rooms"> {
  id: number;
  revision: number;
  rooms: RoomItem[];
  urls: PageUrls;
}

/** A row of the venues' list. */
export interface VenueRow {
  id: number;
  revision: number;
  name_de: string;
  name_en: string;
  city: string | null;
  theme: string;
  rooms: number;
  /** Events in its rooms. */
  events: number;
}

/** GET /api/cms-hub/venues/: by name unless told; `q` searches names, street and city; `theme` filters. */
export const VenueListQuery = hubListQuery(["name", "city", "events", "id"], "asc", {
  theme: v.optional(v.picklist(["wkm", "so", "ba", "ti", "wa"])),
});
