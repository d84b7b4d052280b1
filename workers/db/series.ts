import type { Lang } from "../../src/lib/languages";
import type { SeriesDetail } from "../../src/schemas/series";
import { countEvents, upcomingEvents } from "./events";
import { cleanRichText } from "./rich-text";
import { col, imageObj, imageThumbnails } from "./shared";
import { bothUrls, detailUrl } from "./urls";

const SERIES_EVENT_LIMIT = 50;

/** A series with its upcoming online events (series are not switched off; a hidden filter flag still has a page). */
export async function getSeries(db: D1Database, lang: Lang, id: number, from: string): Promise<SeriesDetail | null> {
  const L = col(lang);
  const row = await db
    .prepare(
      `SELECT id, slug_${L} AS slug, slug_de, slug_en, name_${L} AS name, description_${L} AS description, theme, image
         FROM series WHERE id = ?1`,
    )
    .bind(id)
    .first<{
      id: number;
      slug: string;
      slug_de: string;
      slug_en: string;
      name: string;
      description: string | null;
      theme: string;
      image: string | null;
    }>();
  if (!row) return null;
  const [events, count] = await Promise.all([
    upcomingEvents(db, lang, { from, series: id }, SERIES_EVENT_LIMIT),
    countEvents(db, { from, series: id }),
  ]);
  return {
    id: row.id,
    slug: row.slug,
    url: detailUrl("series", lang, row.slug, row.id),
    urls: bothUrls("series", { de: row.slug_de, en: row.slug_en }, row.id),
    name: row.name,
    description: cleanRichText(row.description),
    theme: row.theme,
    image_obj: imageObj(row.image, row.name),
    image_thumbnails: imageThumbnails(row.image),
    upcoming_event_count: count,
    events,
  };
}
