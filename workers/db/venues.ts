import type { Lang } from "../../src/lib/languages";
import type { IdName } from "../../src/schemas/common";
import type { VenueDetail, VenueListItem } from "../../src/schemas/venues";
import { upcomingEvents } from "./events";
import { cleanRichText } from "./rich-text";
import { col, imageObj, imageThumbnails } from "./shared";
import { type BothSlugs, bothUrls, detailUrl } from "./urls";

interface VenueRow {
  id: number;
  slug: string;
  name: string;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  country: string;
  lat: number | null;
  lng: number | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  theme: string;
  image: string | null;
  /** The image's alt text in this language (migration 0026); none: the venue's name. */
  image_alt: string | null;
}

const venueColumns = (L: "de" | "en") =>
  `v.id, v.slug_${L} AS slug, v.name_${L} AS name, v.street, v.postal_code, v.city, v.country, v.lat, v.lng,
   v.phone, v.email, v.website, v.theme, v.image, v.image_alt_${L} AS image_alt`;

function mapVenue(row: VenueRow, lang: Lang): VenueListItem {
  const { image, image_alt, ...rest } = row;
  return {
    ...rest,
    url: detailUrl("venue", lang, row.slug, row.id),
    image_obj: imageObj(image, image_alt ?? row.name),
    image_thumbnails: imageThumbnails(image),
  };
}

export async function listVenues(db: D1Database, lang: Lang): Promise<VenueListItem[]> {
  const L = col(lang);
  const { results } = await db
    .prepare(`SELECT ${venueColumns(L)} FROM venues v ORDER BY v.name_${L} COLLATE NOCASE, v.id`)
    .all<VenueRow>();
  return results.map((row) => mapVenue(row, lang));
}

const VENUE_EVENT_LIMIT = 20;

export async function getVenue(db: D1Database, lang: Lang, id: number, from: string): Promise<VenueDetail | null> {
  const L = col(lang);
  const [venueResult, roomResult] = await db.batch<unknown>([
    db
      .prepare(
        `SELECT ${venueColumns(L)}, v.slug_de, v.slug_en, v.description_${L} AS description
           FROM venues v WHERE v.id = ?1`,
      )
      .bind(id),
    db.prepare(`SELECT id, name_${L} AS name FROM rooms WHERE venue_id = ?1 ORDER BY position, id`).bind(id),
  ]);
  const row = venueResult?.results[0] as (VenueRow & BothSlugs & { description: string | null }) | undefined;
  if (!row) return null;
  const { description, slug_de, slug_en, ...venue } = row;
  const events = await upcomingEvents(db, lang, { from, venue: id }, VENUE_EVENT_LIMIT);
  return {
    ...mapVenue(venue, lang),
    urls: bothUrls("venue", { de: slug_de, en: slug_en }, row.id),
    description: cleanRichText(description),
    rooms: (roomResult?.results ?? []) as IdName[],
    events,
  };
}
